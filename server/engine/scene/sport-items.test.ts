import { describe, expect, it } from 'vitest'
import { skeleton } from '../people'
import type { PlanPeople } from '../plan'
import { makePlan } from '../plan/make-plan'
import { conceptById } from '../vocabulary'
import type { ArtItem, DrawItem, FigureItem, Item } from './action-items'
import { actionItems } from './people-actions'

const items = (prompt: string) => {
  const plan = makePlan({ prompt, complexity: 'easy', style: 'cartoon' })
  const concepts = plan.subjects.map((s) => conceptById(s.concept))
  return { plan, items: actionItems(plan, plan.people as PlanPeople, concepts, 'fluent-emoji-flat') }
}
const figures = (all: Item[]) => all.filter((it): it is FigureItem => it.kind === 'figure')
const arts = (all: Item[]) => all.filter((it): it is ArtItem => it.kind === 'art')
const draws = (all: Item[]) => all.filter((it): it is DrawItem => it.kind === 'draw')
/** The top of a figure's head and its hands, in local units. */
const body = (f: FigureItem) => {
  const s = skeleton(f.person.age, f.pose)
  return {
    top: f.at.y + s.head.y - s.build.head,
    handL: { x: f.at.x + s.handL.x, y: f.at.y + s.handL.y },
    handR: { x: f.at.x + s.handR.x, y: f.at.y + s.handR.y },
  }
}

describe('sports drawn round the player', () => {
  it.each(['a boy snowboarding', 'a man surfing', 'a girl paddle boarding'])(
    "%s: stands on a board drawn under the feet, the plan's board, not one beside",
    (prompt) => {
      const { plan, items: all } = items(prompt)
      const board = draws(all).find((d) => d.key === 'board')
      expect(plan.subjects[board?.subject ?? -1]?.concept).toMatch(/board/)
      expect(board?.box.maxY).toBeCloseTo(0)
      const [rider] = figures(all)
      expect(rider.at.x).toBeGreaterThan(board?.box.minX ?? 0)
      expect(rider.at.x).toBeLessThan(board?.box.maxX ?? 0)
    },
  )

  it('two boxers each wear a glove on both fists, raised before the chin', () => {
    const { items: all } = items('two boys boxing')
    const gloves = arts(all).filter((a) => a.concept.id === 'boxing-glove')
    expect(gloves).toHaveLength(4)
    for (const f of figures(all)) {
      const { top, handL, handR } = body(f)
      for (const hand of [handL, handR]) {
        const on = gloves.find(
          (g) => hand.x > g.box.minX && hand.x < g.box.maxX && hand.y > g.box.minY && hand.y < g.box.maxY,
        )
        expect(on).toBeDefined()
        expect(hand.y).toBeLessThan(top + 8)
      }
    }
  })

  it('a skipping rope is swung over the head from the hands, not laid beside', () => {
    const { plan, items: all } = items('a girl skipping rope')
    const rope = draws(all).find((d) => d.subject === plan.people?.object)
    const [skipper] = figures(all)
    expect(rope?.box.minY).toBeLessThan(body(skipper).top)
    expect(arts(all).some((a) => a.concept.id === 'jump-rope')).toBe(false)
  })

  it("basketball's hoop is up on its pole, higher than the player's head", () => {
    const { plan, items: all } = items('a boy playing basketball')
    const at = plan.subjects.findIndex((s) => s.concept === 'basketball-hoop')
    const hoop = arts(all).find((a) => a.subject === at)
    const [player] = figures(all)
    expect(hoop?.box.minY).toBeLessThan(body(player).top)
    expect(draws(all).some((d) => d.box.maxY === 0 && d.box.minY > (hoop?.box.minY ?? 0))).toBe(true)
  })

  it('a relay runner carries the baton in the hand, still running', () => {
    const { items: all } = items('kids running a relay race')
    const baton = arts(all).find((a) => a.concept.id === 'relay-baton')
    const [runner] = figures(all)
    const { handR } = body(runner)
    expect(baton?.box.minX).toBeLessThan(handR.x)
    expect(baton?.box.maxX).toBeGreaterThan(handR.x)
  })
})
