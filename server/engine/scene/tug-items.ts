// Tug of war: two sides face each other across one rope, both hands on it, the rope drawn by code from the
// last hand on one side to the last on the other (the rope's own drawing, a knot, is no rope pulled).

import { merged, POSES, type Pt, reaching, skeleton } from '../people'
import { type ActionContext, figureAt, type Item } from './action-items'

export const TUG_OF_WAR = /\btug[- ]?(?:of[- ])?war\b/

/** The players in two sides, the rope between their hands. */
export function tugItems({ persons }: ActionContext): Item[] {
  const half = Math.ceil(persons.length / 2)
  const figures = persons.map((p, i) => {
    const side = i < half ? -1 : 1
    const k = i < half ? i : i - half
    const item = figureAt(p, 'stand', side * (3.2 + k * 3.6))
    const s = skeleton(p.age, POSES.stand)
    const r = s.build.head
    const reach = s.build.upperArm + s.build.foreArm
    // Both hands forward towards the other side at the waist, one before the other.
    const y = s.shoulderR.y + reach * 0.55
    const hand = (share: number): Pt => ({ x: s.head.x - side * reach * share, y: y + r * 0.05 * share })
    item.pose = reaching(
      p.age,
      POSES.stand,
      side < 0 ? { R: hand(0.9), L: hand(0.5) } : { L: hand(0.9), R: hand(0.5) },
    )
    return item
  })
  const rope: Item = {
    kind: 'draw',
    box: { minX: -4, minY: -4, maxX: 4, maxY: -2 },
    draw: (map, line, drawn) => {
      const hands = drawn.figures.flatMap((f) => (f ? [f.handL, f.handR] : []))
      if (hands.length < 2) return ''
      const from = hands.reduce((a, b) => (b.x < a.x ? b : a))
      const to = hands.reduce((a, b) => (b.x > a.x ? b : a))
      // Slack in the middle, where the ribbon marks the centre; past the last hands the ends trail behind
      // the players and droop towards the ground.
      const k = map.k
      const mid = { x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 + k * 0.15 }
      const tube = [
        { x: from.x - k * 2.4, y: from.y + k * 0.5 },
        from,
        mid,
        to,
        { x: to.x + k * 2.4, y: to.y + k * 0.5 },
      ]
      const ribbon = `M${mid.x - k * 0.25} ${mid.y}L${mid.x + k * 0.25} ${mid.y}L${mid.x} ${mid.y + k * 0.9}Z`
      return merged([{ tube, width: k * 0.24 }, { d: ribbon }], line)
    },
  }
  return [...figures, rope]
}
