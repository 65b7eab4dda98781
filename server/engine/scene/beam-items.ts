// A gymnast on the balance beam: the beam drawn by code on its two stands, the gymnast balancing on its top,
// arms out and one knee up. Local units are an adult's head radii with the ground at y = 0.

import { merged, type Pt, polygon, shape } from '../people'
import { type ActionContext, figureAt, type Item } from './action-items'

const tube = (a: Pt, b: Pt, width: number) => ({ tube: [a, b], width })

export function beamItems({ persons }: ActionContext): Item[] {
  const top = -4.2
  const half = 6.5 + (persons.length - 1) * 2.5
  const gymnasts = persons.map((p, i) => figureAt(p, 'balance', (i - (persons.length - 1) / 2) * 5, top))
  const beam: Item = {
    kind: 'draw',
    key: 'beam',
    box: { minX: -half, minY: top, maxX: half, maxY: 0 },
    draw: (map, line) => {
      const k = map.k
      const p = (x: number, y: number) => map.p({ x, y })
      // Each stand: a post under the beam and a foot along the floor.
      const stands = [-1, 1]
        .map((s) =>
          merged(
            [
              tube(p(s * (half - 1.5), top + 0.6), p(s * (half - 1.5), -0.4), k * 0.45),
              tube(p(s * (half - 1.5) - 1.2, -0.3), p(s * (half - 1.5) + 1.2, -0.3), k * 0.5),
            ],
            line,
          ),
        )
        .join('')
      const bar = shape(
        polygon([p(-half, top), p(half, top), p(half, top + 0.65), p(-half, top + 0.65)]),
        line,
      )
      return stands + bar
    },
  }
  return [beam, ...gymnasts]
}
