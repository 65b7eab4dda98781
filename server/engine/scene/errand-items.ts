// Errands with a thing carried to a place: a letter held up to the mailbox's slot, a trash bag carried to the
// can by the curb. The hand reaches the place (people/reach.ts), the thing carried is drawn by code in it.
// Local units are an adult's head radii with the ground at y = 0.

import { merged, POSES, polygon, reaching, shape, stroke } from '../people'
import { conceptById } from '../vocabulary'
import {
  type ActionContext,
  type ArtItem,
  artItem,
  type FigureItem,
  figureAt,
  type Item,
} from './action-items'

/** A letter posted into the mailbox: the envelope in the raised hand at the front of the box. */
export function postItems({ first, object, people, artSet, others }: ActionContext): Item[] {
  const box: ArtItem = artItem(
    object ?? conceptById('closed-mailbox-with-raised-flag'),
    artSet,
    0,
    0,
    6,
    'mailbox',
    people.object ?? undefined,
  )
  const w = box.box.maxX - box.box.minX
  const left = first.age === 'child' ? 2.4 : 3
  box.box = { ...box.box, minX: left, maxX: left + w }
  const poster: FigureItem = figureAt(first, 'pet', 0)
  const slot = { x: left + 0.3, y: -6 + 6 * 0.3 }
  poster.pose = reaching(first.age, POSES.pet, {
    R: { x: slot.x - 0.4 - poster.at.x, y: slot.y - poster.at.y },
  })
  poster.held = (hs, map, line) => {
    const k = map.k
    const c = { x: hs.R.x + 0.55 * k, y: hs.R.y - 0.2 * k }
    const e = { w: 1.3 * k, h: 0.85 * k }
    const corners = [
      { x: c.x - e.w / 2, y: c.y - e.h / 2 },
      { x: c.x + e.w / 2, y: c.y - e.h / 2 },
      { x: c.x + e.w / 2, y: c.y + e.h / 2 },
      { x: c.x - e.w / 2, y: c.y + e.h / 2 },
    ]
    const flap = `M${corners[0].x.toFixed(2)} ${corners[0].y.toFixed(2)}L${c.x.toFixed(2)} ${(c.y + e.h * 0.1).toFixed(2)}L${corners[1].x.toFixed(2)} ${corners[1].y.toFixed(2)}`
    return shape(polygon(corners), line) + stroke(flap, line)
  }
  return [box, poster, ...others(-5)]
}

/** Taking out the trash: a full bag hanging from the hand, the can with its lid beside. */
export function trashItems({ first, others }: ActionContext): Item[] {
  const carrier: FigureItem = figureAt(first, 'walk', 0)
  const child = first.age === 'child'
  const canH = child ? 4.2 : 5
  const can = { minX: child ? 2.4 : 2.8, w: child ? 3 : 3.4 }
  const hand = { x: can.minX - 0.6, y: -canH - 0.3 }
  carrier.pose = reaching(first.age, POSES.walk, {
    R: { x: hand.x - carrier.at.x, y: hand.y - carrier.at.y },
  })
  const bin: Item = {
    kind: 'draw',
    key: 'trash-can',
    box: { minX: can.minX, minY: -canH - 1, maxX: can.minX + can.w, maxY: 0 },
    draw: (map, line) => {
      const k = map.k
      const p = (x: number, y: number) => map.p({ x, y })
      const x0 = can.minX
      const x1 = can.minX + can.w
      const body = polygon([p(x0 + 0.1, -canH), p(x1 - 0.1, -canH), p(x1 - 0.4, 0), p(x0 + 0.4, 0)])
      const ribs = [0.3, 0.5, 0.7]
        .map((t) =>
          stroke(
            `M${p(x0 + 0.2 + t * can.w * 0.9, -canH + 0.6).x.toFixed(2)} ${p(0, -canH + 0.6).y.toFixed(2)}L${p(x0 + 0.25 + t * can.w * 0.88, -0.5).x.toFixed(2)} ${p(0, -0.5).y.toFixed(2)}`,
            line,
          ),
        )
        .join('')
      const lid = merged(
        [
          { tube: [p(x0 - 0.15, -canH - 0.15), p(x1 + 0.15, -canH - 0.15)], width: k * 0.5 },
          {
            tube: [p((x0 + x1) / 2 - 0.45, -canH - 0.75), p((x0 + x1) / 2 + 0.45, -canH - 0.75)],
            width: k * 0.35,
          },
        ],
        line,
      )
      return shape(body, line) + ribs + lid
    },
  }
  carrier.held = (hs, map, line) => {
    const k = map.k
    const h = hs.R
    const r = (child ? 1.1 : 1.3) * k
    // The bag tied at the top in the fist, bulging below it.
    const bag = `M${(h.x - 0.25 * k).toFixed(2)} ${(h.y + 0.2 * k).toFixed(2)}C${(h.x - r * 1.6).toFixed(2)} ${(h.y + r).toFixed(2)} ${(h.x - r * 1.3).toFixed(2)} ${(h.y + r * 2.6).toFixed(2)} ${h.x.toFixed(2)} ${(h.y + r * 2.6).toFixed(2)}C${(h.x + r * 1.3).toFixed(2)} ${(h.y + r * 2.6).toFixed(2)} ${(h.x + r * 1.6).toFixed(2)} ${(h.y + r).toFixed(2)} ${(h.x + 0.25 * k).toFixed(2)} ${(h.y + 0.2 * k).toFixed(2)}Z`
    const knot = polygon([
      { x: h.x - 0.35 * k, y: h.y - 0.35 * k },
      { x: h.x + 0.35 * k, y: h.y - 0.35 * k },
      { x: h.x, y: h.y + 0.2 * k },
    ])
    return shape(bag, line) + shape(knot, line)
  }
  return [bin, carrier, ...others(-5)]
}
