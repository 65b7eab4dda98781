// Milking a cow: the cow standing side on (the art's), the milker seated on a three-legged stool at its flank,
// leaning in with both hands under its belly to the udder, the pail on the ground beneath. Local units are an
// adult's head radii with the ground at y = 0.

import { drawingShape } from '../art'
import { merged, POSES, reaching } from '../people'
import { conceptById } from '../vocabulary'
import { type ActionContext, type ArtItem, type FigureItem, figureAt, type Item } from './action-items'
import { bucket } from './scene-props'

export function milkItems({ first, object, people, artSet, others }: ActionContext): Item[] {
  const cow = object ?? conceptById('cow')
  const shape0 = drawingShape(cow, artSet)
  const h = 10
  const w = h * shape0.aspect
  const art: ArtItem = {
    kind: 'art',
    concept: cow,
    box: { minX: -w / 2, minY: -h, maxX: w / 2, maxY: 0 },
    key: 'cow',
    subject: people.object ?? undefined,
  }
  // The udder behind the belly's middle, towards the hind legs (away from the head).
  const head = shape0.headX > 0.5 ? 1 : -1
  const udder = { x: -head * w * 0.12, y: -h * 0.35 }
  const stoolX = udder.x - head * (first.age === 'child' ? 2.6 : 3.2)
  // Seated on the stool, seen from the front, in front of the cow, feet on the ground; the stool's top under
  // the seat; the pail between the stool and the udder.
  const milker: FigureItem = figureAt(first, 'sit-chair', stoolX)
  const stoolH = -milker.at.y - 0.5
  const pail = { x: (udder.x + stoolX) / 2 + head * 0.6, y: 0 }
  const rel = (x: number, y: number) => ({ x: x - milker.at.x, y: y - milker.at.y })
  milker.pose = reaching(first.age, POSES['sit-chair'], {
    L: rel(pail.x - 0.4, -2.6),
    R: rel(pail.x + 0.4, -2.8),
  })
  const stool: Item = {
    kind: 'draw',
    box: { minX: stoolX - 1.3, minY: -stoolH - 0.3, maxX: stoolX + 1.3, maxY: 0 },
    draw: (map, line) => {
      const k = map.k
      const p = (x: number, y: number) => map.p({ x, y })
      return merged(
        [
          { tube: [p(stoolX - 0.6, -stoolH), p(stoolX - 1.1, 0)], width: k * 0.3 },
          { tube: [p(stoolX + 0.6, -stoolH), p(stoolX + 1.1, 0)], width: k * 0.3 },
          { tube: [p(stoolX, -stoolH), p(stoolX, 0)], width: k * 0.3 },
          { tube: [p(stoolX - 1.2, -stoolH), p(stoolX + 1.2, -stoolH)], width: k * 0.5 },
        ],
        line,
      )
    },
  }
  const bucketItem: Item = {
    kind: 'draw',
    key: 'pail',
    box: { minX: pail.x - 1, minY: -3.6, maxX: pail.x + 1, maxY: 0 },
    draw: (map, line) => bucket(map.p(pail), map.k, line),
  }
  return [art, stool, milker, bucketItem, ...others(w / 2 + 2.5)]
}
