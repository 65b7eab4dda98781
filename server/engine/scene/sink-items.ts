// At the sink: washing hands or the dishes, standing behind a counter seen from the front, the hands down in
// its basin under the running tap, suds on them; a stack of plates beside for the dishes. Drawn by code (no
// art set has a sink). Local units are an adult's head radii with the ground at y = 0.

import { circle, ellipse, merged, POSES, type Pt, polygon, reaching, shape, stroke } from '../people'
import { type ActionContext, type FigureItem, figureAt, type Item } from './action-items'

const tube = (a: Pt, b: Pt, width: number) => ({ tube: [a, b], width })

export function sinkItems({ first, words, others }: ActionContext): Item[] {
  const child = first.age === 'child'
  // The counter's top at the washer's waist; a child stands on a step stool to reach it.
  const washer: FigureItem = figureAt(first, 'at-table', 0)
  const top = child ? -4.0 : -5.0
  const lift = child ? -1.2 : 0
  washer.at = { x: 0, y: washer.at.y + lift }
  const basin = { x: 0, y: top + 0.2, w: child ? 3.2 : 4 }
  const into = (dx: number): Pt => ({ x: basin.x + dx - washer.at.x, y: basin.y - 0.8 - washer.at.y })
  washer.pose = reaching(first.age, POSES['at-table'], { L: into(-0.45), R: into(0.45) })
  const half = basin.w / 2 + 0.4
  const dishes = /\bdish(es)?\b|\bplates?\b/.test(words)
  // A pedestal sink, so the washer's legs show either side of its column: the bowl at the waist, the tap arching
  // over its back, water falling from it onto the hands.
  const sink: Item = {
    kind: 'draw',
    key: 'sink',
    box: { minX: -half, minY: top - 2.8, maxX: half, maxY: 0 },
    draw: (map, line) => {
      const k = map.k
      const p = (x: number, y: number) => map.p({ x, y })
      const f = (q: Pt) => `${q.x.toFixed(2)} ${q.y.toFixed(2)}`
      const w = basin.w / 2
      const bowl = `M${f(p(-w, basin.y))}Q${f(p(-w, basin.y + 1.4))} ${f(p(0, basin.y + 1.4))}Q${f(p(w, basin.y + 1.4))} ${f(p(w, basin.y))}Z`
      const column = polygon([p(-0.55, basin.y + 1.1), p(0.55, basin.y + 1.1), p(0.9, 0), p(-0.9, 0)])
      const rim = merged([{ d: ellipse(p(0, basin.y), (w + 0.25) * k, 0.6 * k) }], line)
      const hollow = shape(ellipse(p(0, basin.y), (w - 0.3) * k, 0.38 * k), line)
      const tap = merged(
        [
          tube(p(-0.9, basin.y - 0.45), p(-0.9, basin.y - 1.5), k * 0.3),
          tube(p(-0.9, basin.y - 1.5), p(0, basin.y - 1.5), k * 0.3),
          tube(p(0, basin.y - 1.5), p(0, basin.y - 1.25), k * 0.3),
        ],
        line,
      )
      const water = stroke(`M${f(p(0, basin.y - 1.05))}L${f(p(0, basin.y - 0.5))}`, line)
      const step = child ? shape(polygon([p(-2.2, lift), p(2.2, lift), p(2.2, 0), p(-2.2, 0)]), line) : ''
      return step + shape(column, line) + shape(bowl, line) + rim + hollow + tap + water
    },
  }
  // Soap suds on the hands, drawn over them; the dishes stacked beside the basin.
  const suds: Item = {
    kind: 'draw',
    box: { minX: basin.x - basin.w / 2, minY: basin.y - 2, maxX: basin.x + basin.w / 2, maxY: basin.y },
    draw: (map, line, drawn) => {
      const fig = drawn.figures[0]
      if (!fig) return ''
      const k = map.k
      const at = { x: (fig.handL.x + fig.handR.x) / 2, y: Math.min(fig.handL.y, fig.handR.y) }
      const bubbles = [
        { x: -0.9, y: -0.5, r: 0.35 },
        { x: 0.8, y: -0.7, r: 0.3 },
        { x: 0.1, y: -1.2, r: 0.28 },
      ]
      const plates = dishes
        ? [0, 1, 2]
            .map((i) =>
              shape(ellipse(map.p({ x: basin.x - 0.2, y: basin.y - 0.7 - i * 0.3 }), 1.1 * k, 0.3 * k), line),
            )
            .join('')
        : ''
      return (
        plates +
        bubbles.map((b) => shape(circle({ x: at.x + b.x * k, y: at.y + b.y * k }, b.r * k), line)).join('')
      )
    },
  }
  return [washer, sink, suds, ...others(half + 3)]
}
