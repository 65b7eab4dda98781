import { describe, expect, it } from 'vitest'
import type { PlanPeople } from '../plan'
import { makePlan } from '../plan/make-plan'
import { conceptById } from '../vocabulary'
import type { ArtItem, DrawItem } from './action-items'
import { actionItems } from './people-actions'

const layout = (prompt: string) => {
  const plan = makePlan({ prompt, complexity: 'easy', style: 'cartoon' })
  const concepts = plan.subjects.map((s) => conceptById(s.concept))
  return { plan, items: actionItems(plan, plan.people as PlanPeople, concepts, 'fluent-emoji-flat') }
}

describe('ironing', () => {
  it.each(['a mum ironing a shirt', 'a mum ironing a shirt on an ironing board', 'dad ironing'])(
    '"%s": the iron rests on the board under the hand, what is ironed lies on the board',
    (prompt) => {
      const { items } = layout(prompt)
      const board = items.find((it): it is DrawItem => it.kind === 'draw' && it.key === 'ironing-board')
      const iron = items.find((it): it is ArtItem => it.kind === 'art' && it.concept.id === 'iron')
      const ironed = items.find((it): it is ArtItem => it.kind === 'art' && it.key === 'ironed')
      expect(board && iron && ironed).toBeTruthy()
      if (!board || !iron || !ironed) return
      const top = board.box.minY
      // Standing on the board's top, within its length, not held out in the air beside it.
      for (const thing of [iron, ironed]) {
        expect(Math.abs(thing.box.maxY - top)).toBeLessThan(1)
        expect(thing.box.minX).toBeGreaterThanOrEqual(board.box.minX)
        expect(thing.box.maxX).toBeLessThanOrEqual(board.box.maxX)
      }
    },
  )

  it('draws the ironing board the prompt names as the board, not again beside the people', () => {
    const { plan, items } = layout('a mum ironing a shirt on an ironing board')
    const at = plan.subjects.findIndex((s) => s.concept === 'ironing-board')
    expect(items.some((it) => it.kind === 'draw' && it.subject === at)).toBe(true)
    expect(items.some((it) => it.kind === 'art' && it.concept.id === 'ironing-board')).toBe(false)
  })
})
