// Washing something big (a car, an elephant, a horse): the washer beside it reaching up with a sponge to its
// side, suds where the sponge has been, a bucket of soapy water at the feet. Local units are an adult's head
// radii with the ground at y = 0.

import { circle, POSES, type Pt, polygon, reaching, shape } from '../people'
import {
  type ActionContext,
  type ArtItem,
  artItem,
  type FigureItem,
  figureAt,
  type Item,
  TALL,
} from './action-items'
import { bucket } from './scene-props'

export function scrubItems({ first, object, people, artSet, others }: ActionContext): Item[] {
  if (!object) return []
  const washer: FigureItem = figureAt(first, 'pet', 0)
  const h = /elephant|giraffe/.test(object.id) ? 10 : TALL.test(object.id) ? 6.5 : 4.5
  const thing: ArtItem = artItem(object, artSet, 0, 0, h, 'washed', people.object ?? undefined)
  const w = thing.box.maxX - thing.box.minX
  // Its near side just beyond the washer's reach, the sponge against it at the height of the chest.
  const left = first.age === 'child' ? 2.2 : 2.8
  thing.box = { ...thing.box, minX: left, maxX: left + w }
  const sponge = { x: left + 0.7, y: Math.max(-h * 0.6, first.age === 'child' ? -5 : -7.5) }
  const rel = (p: Pt) => ({ x: p.x - washer.at.x, y: p.y - washer.at.y })
  washer.pose = reaching(first.age, POSES.pet, { R: rel(sponge) })
  washer.held = (hs, map, line) => {
    const k = map.k
    // The sponge held against the side, a little beyond the fingers so the hand shows on it.
    const c = { x: hs.R.x + 0.45 * k, y: hs.R.y }
    const s = 0.75 * k
    return shape(
      polygon([
        { x: c.x - s, y: c.y - s * 0.8 },
        { x: c.x + s, y: c.y - s * 0.8 },
        { x: c.x + s, y: c.y + s * 0.8 },
        { x: c.x - s, y: c.y + s * 0.8 },
      ]),
      line,
    )
  }
  const suds: Item = {
    kind: 'draw',
    key: 'suds',
    box: { minX: sponge.x, minY: sponge.y - 2, maxX: sponge.x + 3, maxY: sponge.y + 1.5 },
    draw: (map, line) =>
      [
        { x: 1.2, y: -0.8, r: 0.45 },
        { x: 1.9, y: 0.2, r: 0.35 },
        { x: 0.9, y: 0.8, r: 0.3 },
        { x: 2.4, y: -1.2, r: 0.3 },
      ]
        .map((b) => shape(circle(map.p({ x: sponge.x + b.x, y: sponge.y + b.y }), b.r * map.k), line))
        .join(''),
  }
  const pail: Item = {
    kind: 'draw',
    key: 'bucket',
    box: { minX: -3.5, minY: -3.6, maxX: -1.5, maxY: 0 },
    draw: (map, line) => bucket(map.p({ x: -2.5, y: 0 }), map.k, line),
  }
  return [pail, thing, suds, washer, ...others(-6)]
}
