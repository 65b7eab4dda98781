// Skipping: a handle in each hand held out low at the sides, the rope swung up in an arc over the head, the
// skipper off the ground. A child draws skipping so; a rope lying beside a jumper is only a jump. Local units
// are an adult's head radii with the ground at y = 0.

import { POSES, type Pt, reaching, shape, skeleton, stroke } from '../people'
import type { ActionContext, Item } from './action-items'
import { figureAt } from './action-items'

/** Things skipped with: the rope drawn by code, swung over the head. */
export const SKIPPED = /^jump-rope$/

const f = (n: number) => n.toFixed(2)

/** A handle as a capsule along `from` to `to`, `w` wide, in page points. */
function handle(from: Pt, to: Pt, w: number, line: number): string {
  const dx = to.x - from.x
  const dy = to.y - from.y
  const len = Math.hypot(dx, dy) || 1
  const nx = (-dy / len) * (w / 2)
  const ny = (dx / len) * (w / 2)
  const r = w / 2
  return shape(
    `M${f(from.x + nx)} ${f(from.y + ny)}L${f(to.x + nx)} ${f(to.y + ny)}A${f(r)} ${f(r)} 0 0 0 ${f(to.x - nx)} ${f(to.y - ny)}L${f(from.x - nx)} ${f(from.y - ny)}A${f(r)} ${f(r)} 0 0 0 ${f(from.x + nx)} ${f(from.y + ny)}Z`,
    line,
  )
}

/** Each person skipping in a row; the first rope is the plan's subject. */
export function ropeItems({ persons, people }: ActionContext): Item[] {
  const items: Item[] = []
  persons.forEach((person, i) => {
    const x = (i - (persons.length - 1) / 2) * 6.5
    const jumper = figureAt(person, 'stand', x, -1)
    const s = skeleton(person.age, POSES.stand)
    const r = s.build.head
    const low = (side: number): Pt => ({ x: s.head.x + side * r * 2.6, y: s.hipL.y - r * 0.2 })
    jumper.pose = reaching(person.age, POSES.stand, { L: low(-1), R: low(1) })
    const posed = skeleton(person.age, jumper.pose)
    const hand = (p: Pt): Pt => ({ x: jumper.at.x + p.x, y: jumper.at.y + p.y })
    const L = hand(posed.handL)
    const R = hand(posed.handR)
    const top = jumper.at.y + s.head.y - r * 2.4
    items.push({
      kind: 'draw',
      box: { minX: L.x - r, minY: top, maxX: R.x + r, maxY: Math.max(L.y, R.y) + r },
      subject: i === 0 ? (people.object ?? undefined) : undefined,
      draw: (map, line) => {
        const a = map.p(L)
        const b = map.p(R)
        const peak = map.p({ x: (L.x + R.x) / 2, y: top })
        // The rope leaves each handle's top end, arcing high over the head.
        const up = map.k * 0.9
        const ta = { x: a.x - map.k * 0.25, y: a.y - up }
        const tb = { x: b.x + map.k * 0.25, y: b.y - up }
        const ctrl = { x: peak.x, y: 2 * peak.y - (ta.y + tb.y) / 2 }
        const rope = stroke(
          `M${f(ta.x)} ${f(ta.y)}Q${f(ctrl.x)} ${f(ctrl.y)} ${f(tb.x)} ${f(tb.y)}`,
          line * 1.6,
        )
        const w = map.k * 0.45
        return (
          rope +
          handle({ x: a.x + map.k * 0.1, y: a.y + map.k * 0.5 }, ta, w, line) +
          handle({ x: b.x - map.k * 0.1, y: b.y + map.k * 0.5 }, tb, w, line)
        )
      },
    })
    items.push(jumper)
  })
  return items
}
