// A boat carried upside down over the head ("a man carrying a canoe over his head"): the hull turned over and
// resting on the raised hands just above the head, the carrier standing under it on the shore, not sitting in it.
import { POSES, reaching, skeleton } from '../people'
import { type ActionContext, figureAt, type Item } from './action-items'
import { handsOver } from './hand-held'
import { rowBoat } from './scene-props'

/** Carried over or on the head, as words say it: "carrying a canoe over his head", "a kayak on her head". */
export const OVER_THE_HEAD =
  /\b(?:carr\w*|hold\w*|lift\w*|hoist\w*|balanc\w*)\b.*\b(?:over|above|on(?: top of)?) (?:his|her|their|the) heads?\b/

export function overheadBoatItems({ first, persons, others }: ActionContext): Item[] {
  const carrier = figureAt(first, 'stand', 0)
  const s = skeleton(first.age, POSES.stand)
  const r = s.build.head
  // Hands just over the head at either side, elbows out, gripping the gunwales.
  const handY = s.head.y - r * 1.35
  const grip = (sgn: number) => ({ x: s.head.x + sgn * r * 1.25, y: handY })
  carrier.pose = reaching(first.age, POSES.stand, { L: grip(-1), R: grip(1) }, true)
  const posed = skeleton(first.age, carrier.pose)
  const rim = {
    x: carrier.at.x + s.head.x,
    y: carrier.at.y + Math.min(posed.handL.y, posed.handR.y) - r * 0.15,
  }
  const width = first.age === 'child' ? 9 : 11
  const boat: Item = {
    kind: 'draw',
    key: 'carried',
    box: {
      minX: rim.x - width / 2 - 0.8,
      maxX: rim.x + width / 2 + 0.8,
      minY: rim.y - 2.8,
      maxY: rim.y + 0.6,
    },
    // The row boat's hull turned over: drawn as it floats, then mirrored top to bottom about its rim.
    draw: (map, line) => {
      const at = map.p(rim)
      return `<g transform="translate(0 ${(2 * at.y).toFixed(2)}) scale(1 -1)">${rowBoat(at, width * map.k, map.k, line)}</g>`
    },
  }
  return [...others(-6.5), carrier, boat, handsOver(persons, carrier, boat.box, ['handL', 'handR'])]
}
