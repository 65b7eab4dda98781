// A thing worn round the body (a hula hoop) is drawn round the waist of whoever has it: the far half of the
// ring behind the figure, the near half in front, the arms raised clear of it. Local units are an adult's
// head radii with the ground at y = 0.

import type { Box } from '../common'
import { type Pose, type Pt, shape, skeleton } from '../people'
import type { Concept } from '../vocabulary'
import type { FigureItem, PageMap } from './action-items'

/** Arms up and out, clear of the hoop; the legs a little apart, as a hula hooper stands. */
export const HOOPING: Pose = { armL: [-140, -165], armR: [140, 165], legL: [-10, -4], legR: [10, 4] }

/** Whether a subject the people do not use goes round the first figure instead of beside it. */
export const goesRound = (concept: Concept) => concept.around === 'waist'

/** The ring round the figure's waist, in local units: its centre and its outer radii. */
export function waistRing(item: FigureItem): { c: Pt; rx: number; ry: number } {
  const s = skeleton(item.person.age, item.pose)
  const hip = { x: (s.hipL.x + s.hipR.x) / 2, y: (s.hipL.y + s.hipR.y) / 2 }
  // A little above the hips, where the waist is, wider than the body by half again.
  const waistY = hip.y + (s.neck.y - hip.y) * 0.28
  const half = Math.abs(s.shoulderR.x - s.shoulderL.x) / 2
  const rx = half * 1.9 + 0.6
  return { c: { x: item.at.x + hip.x, y: item.at.y + waistY }, rx, ry: rx * 0.26 }
}

/** Puts the ring round the figure: its pose with the arms up, the far half behind, the near half in front. */
export function ringRound(item: FigureItem): Box {
  item.pose = HOOPING
  const ring = waistRing(item)
  const half = (near: boolean) => (_: unknown, map: PageMap, line: number) => {
    const c = map.p(ring.c)
    const rx = ring.rx * map.k
    const ry = ring.ry * map.k
    const t = Math.min(0.38 * map.k, rx * 0.12)
    const [a, b] = near ? [0, 1] : [1, 0]
    const d =
      `M${c.x - rx} ${c.y}A${rx} ${ry} 0 0 ${a} ${c.x + rx} ${c.y}L${c.x + rx - t} ${c.y}` +
      `A${rx - t} ${ry - t * 0.5} 0 0 ${b} ${c.x - rx + t} ${c.y}Z`
    return shape(d, line)
  }
  const { behind, held } = item
  item.behind = (hs, map, line) => (behind?.(hs, map, line) ?? '') + half(false)(hs, map, line)
  item.held = (hs, map, line) => (held?.(hs, map, line) ?? '') + half(true)(hs, map, line)
  return {
    minX: ring.c.x - ring.rx,
    maxX: ring.c.x + ring.rx,
    minY: ring.c.y - ring.ry,
    maxY: ring.c.y + ring.ry,
  }
}
