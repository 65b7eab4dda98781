// Talking on the phone: the hand up at the ear holding a phone against the side of the head, drawn by code so
// it is the size of a phone beside a face (the art's phone is a full-page icon). Local units are an adult's
// head radii with the ground at y = 0.

import { POSES, type Pt, polygon, reaching, shape, skeleton } from '../people'
import { type ActionContext, type FigureItem, figureAt, type Item } from './action-items'

/** A phone as a rounded slab with its screen, centred on `c`, `h` tall, leaning `tilt` degrees. */
function phone(c: Pt, h: number, tilt: number, line: number): string {
  const a = (tilt * Math.PI) / 180
  const at = (x: number, y: number): Pt => ({
    x: c.x + x * Math.cos(a) - y * Math.sin(a),
    y: c.y + x * Math.sin(a) + y * Math.cos(a),
  })
  const w = h * 0.5
  const slab = polygon([at(-w / 2, -h / 2), at(w / 2, -h / 2), at(w / 2, h / 2), at(-w / 2, h / 2)])
  const m = h * 0.1
  const screen = polygon([
    at(-w / 2 + m, -h / 2 + m * 1.3),
    at(w / 2 - m, -h / 2 + m * 1.3),
    at(w / 2 - m, h / 2 - m * 1.6),
    at(-w / 2 + m, h / 2 - m * 1.6),
  ])
  return shape(slab, line) + shape(screen, line)
}

/** The right hand at the ear, where the phone is; the others stand by waving. */
export function phoneItems({ first, others }: ActionContext): Item[] {
  const base = POSES.phone
  const s = skeleton(first.age, base)
  const r = s.build.head
  const ear = { x: s.head.x + r * 1.05, y: s.head.y + r * 0.15 }
  const caller: FigureItem = figureAt(first, 'phone', 0)
  caller.pose = reaching(first.age, base, { R: { x: ear.x + r * 0.35, y: ear.y + r * 0.35 } })
  caller.held = (_hs, map, line) => {
    const k = map.k
    const c = map.p({ x: caller.at.x + ear.x + r * 0.1, y: caller.at.y + ear.y - r * 0.05 })
    return phone(c, r * 1.5 * k, 12, line)
  }
  return [caller, ...others(5)]
}
