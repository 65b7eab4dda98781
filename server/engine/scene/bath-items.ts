// Bath time, drawn round the figure: a child sitting in a tub of bubbles, hands up out of the foam; or a child
// kneeling by the tub giving a dog its bath, the dog standing in it and the hands over the rim on its back.
// The tub is drawn by code (the art's bathtub is a small icon with no room inside), its front hiding what is
// under the water. Local units are an adult's head radii with the ground at y = 0.

import { drawingShape } from '../art'
import { circle, ellipse, merged, type Pt, shape, skeleton } from '../people'
import type { Concept } from '../vocabulary'
import { type ActionContext, type ArtItem, figureAt, hands, type Item } from './action-items'

const tube = (a: Pt, b: Pt, width: number) => ({ tube: [a, b], width })

/** A tub from `left` to `right`, its rim at `rim`, standing on four short feet; bubbles along the rim. */
export function tubItem(left: number, right: number, rim: number): Item {
  const bottom = -0.7
  return {
    kind: 'draw',
    key: 'tub',
    box: { minX: left - 0.5, minY: rim - 0.6, maxX: right + 0.5, maxY: 0 },
    draw: (map, line) => {
      const k = map.k
      const p = (x: number, y: number) => map.p({ x, y })
      const f = (q: Pt) => `${q.x.toFixed(2)} ${q.y.toFixed(2)}`
      const round = Math.min(2, (right - left) * 0.2)
      const feet = [left + round * 0.6, right - round * 0.6]
        .map((x) => shape(ellipse(p(x, -0.35), 0.45 * k, 0.4 * k), line))
        .join('')
      const body =
        `M${f(p(left, rim))}Q${f(p(left, bottom))} ${f(p(left + round, bottom))}` +
        `L${f(p(right - round, bottom))}Q${f(p(right, bottom))} ${f(p(right, rim))}Z`
      const lip = merged([tube(p(left - 0.2, rim), p(right + 0.2, rim), k * 0.55)], line)
      return feet + shape(body, line) + lip
    },
  }
}

/** Foam along the rim, a row of round bubbles over it; or (`air`) a few floating above, behind the bather. */
export function bubbleItems(left: number, right: number, rim: number, air = false): Item {
  return {
    kind: 'draw',
    box: { minX: left, minY: rim - 3, maxX: right, maxY: rim + 0.6 },
    draw: (map, line) => {
      const k = map.k
      const n = Math.max(5, Math.round((right - left) / 1))
      const step = (right - left - 0.8) / (n - 1)
      // The foam one scalloped region (no slivers between bubbles), the floating bubbles each its own.
      const foam = air
        ? []
        : Array.from({ length: n }, (_, i) => {
            const r = i % 2 ? 0.42 : 0.55
            return { d: circle(map.p({ x: left + 0.4 + i * step, y: rim - r * 0.2 }), r * k) }
          })
      // A band along the rim joins the bubbles' feet, so no pocket is left between two bubbles and the rim.
      if (foam.length)
        foam.push({
          d: ellipse(
            map.p({ x: (left + right) / 2, y: rim - 0.05 }),
            ((right - left) / 2 + 0.1) * k,
            0.4 * k,
          ),
        })
      let svg = foam.length ? merged(foam, line) : ''
      // Floating bubbles at the tub's ends, clear of the bather, each a small closed circle to colour.
      for (const [t, dy, r] of air
        ? [
            [0.02, 1.6, 0.42],
            [0.98, 2.1, 0.48],
            [0.9, 3.2, 0.36],
          ]
        : [])
        svg += shape(circle(map.p({ x: left + (right - left) * t, y: rim - dy }), r * k), line)
      return svg
    },
  }
}

export function bathItems(c: ActionContext): Item[] {
  return c.object ? washItems(c, c.object) : soakItems(c)
}

/** Sitting in the tub, the water up to the chest, bubbles along the rim and the hands up out of them. */
function soakItems({ persons }: ActionContext): Item[] {
  const gap = 4.2
  const bathers = persons.map((p, i) => {
    const bather = figureAt(p, 'bathe', (i - (persons.length - 1) / 2) * gap)
    const s = skeleton(p.age, bather.pose)
    return { bather, s }
  })
  // The rim a little over the waist: the chest, the arms and the head above the foam.
  const rim = -(persons.some((p) => p.age !== 'child' && p.age !== 'baby') ? 3.6 : 2.9)
  for (const { bather, s } of bathers) bather.at = { x: bather.at.x, y: rim - s.neck.y * 0.22 }
  const half = ((persons.length - 1) * gap) / 2 + 3.8
  return [
    bubbleItems(-half + 0.6, half - 0.6, rim, true),
    ...bathers.map((b) => b.bather),
    tubItem(-half, half, rim),
    bubbleItems(-half + 0.6, half - 0.6, rim),
  ]
}

/**
 * Giving an animal its bath: the washer kneels at the tub's left, hands over the rim; the animal stands in the
 * tub facing them, the tub's front hiding its legs.
 */
function washItems({ first, others, people, artSet }: ActionContext, animal: Concept): Item[] {
  const washer = figureAt(first, 'kneel', 0)
  const hs = hands(washer)
  const hand = hs.R.x > hs.L.x ? hs.R : hs.L
  const rim = Math.min(-2.2, hand.y + 0.6)
  const left = hand.x - 1.3
  const { aspect, headX } = drawingShape(animal, artSet)
  const h = 4.2
  const w = h * aspect
  const right = left + w + 2.6
  // Standing in the water: its bottom third under the rim, facing the washer.
  const pet: ArtItem = {
    kind: 'art',
    concept: animal,
    box: { minX: left + 1.3, minY: rim + h * 0.3 - h, maxX: left + 1.3 + w, maxY: rim + h * 0.3 },
    key: 'washed',
    subject: people.object ?? undefined,
    mirror: headX > 0.5,
  }
  return [
    bubbleItems(left + 0.6, right - 0.6, rim, true),
    pet,
    tubItem(left, right, rim),
    bubbleItems(left + 0.6, right - 0.6, rim),
    washer,
    ...others(right + 3),
  ]
}
