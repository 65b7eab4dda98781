import { describe, expect, it } from 'vitest'
import { POSES } from '../people'
import type { PlanPeople } from '../plan'
import { makePlan } from '../plan/make-plan'
import { conceptById } from '../vocabulary'
import { type DrawItem, type FigureItem, figureBox } from './action-items'
import { actionItems } from './people-actions'

describe('two or three on a park bench or a sofa all sit on it', () => {
  it.each([
    'a girl and her deaf friend chatting in sign language on a park bench',
    'two girls sitting on a park bench',
    'a boy and his grandpa sitting on a bench',
    'two friends sitting on a sofa',
  ])('%s', (prompt) => {
    const plan = makePlan({ prompt, complexity: 'easy', style: 'cartoon' })
    const concepts = plan.subjects.map((s) => conceptById(s.concept))
    const all = actionItems(plan, plan.people as PlanPeople, concepts, 'fluent-emoji-flat')
    const figures = all.filter((it): it is FigureItem => it.kind === 'figure')
    const bench = all.find((it): it is DrawItem => it.kind === 'draw' && it.key === 'seat')
    expect(figures).toHaveLength(2)
    expect(bench?.subject).toBe(plan.subjects.findIndex((s) => /^(bench|sofa)$/.test(s.concept)))
    for (const f of figures) {
      expect(f.pose).toEqual(POSES['sit-chair'])
      const b = figureBox(f)
      // Over the bench, not standing beside it.
      expect((b.minX + b.maxX) / 2).toBeGreaterThan(bench?.box.minX ?? 0)
      expect((b.minX + b.maxX) / 2).toBeLessThan(bench?.box.maxX ?? 0)
    }
  })
})
