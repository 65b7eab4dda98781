import { describe, expect, it } from 'vitest'
import type { PlanPeople } from '../plan'
import { makePlan } from '../plan/make-plan'
import { conceptById } from '../vocabulary'
import type { ArtItem } from './action-items'
import { actionItems } from './people-actions'
import { standingHeight } from './real-scale'

const art = (prompt: string) => {
  const plan = makePlan({ prompt, complexity: 'easy', style: 'cartoon' })
  const concepts = plan.subjects.map((s) => conceptById(s.concept))
  const items = actionItems(plan, plan.people as PlanPeople, concepts, 'fluent-emoji-flat')
  return { plan, art: items.filter((it): it is ArtItem => it.kind === 'art') }
}
const h = (a: ArtItem | undefined) => (a ? a.box.maxY - a.box.minY : 0)

describe('a goal kicked at', () => {
  it.each(['a boy taking a penalty', 'a girl scoring a goal'])(
    '"%s": a ball at the foot, the goal standing large past it, not drawn at the ball\'s size',
    (prompt) => {
      const { plan, art: drawn } = art(prompt)
      expect(plan.people?.action).toBe('soccer')
      const ball = drawn.find((a) => a.key === 'ball')
      const goal = drawn.find((a) => a.concept.id === 'goal-net')
      expect(ball?.concept.id).toMatch(/ball/)
      expect(h(goal)).toBeGreaterThan(h(ball) * 2.5)
      expect(goal?.box.minX).toBeGreaterThan(ball?.box.maxX ?? 0)
    },
  )

  it('stands a goal named apart from the ball at its size beside the people, not at the size of a held thing', () => {
    expect(standingHeight(conceptById('goal-net'))).toBeGreaterThan(2.5 * 2.2)
    expect(standingHeight(conceptById('goal-net'))).toBeLessThan(8)
  })

  it('kicks the thing named when it is small enough to kick', () => {
    const { art: drawn } = art('a boy kicking a can')
    expect(drawn.find((a) => a.key === 'ball')?.concept.id).not.toBe('soccer-ball')
  })
})
