// Climbing: up a tree, the hands on the lowest boughs and the feet on the trunk, off the ground; up a ladder's
// rungs; or up a rock
// face drawn by code (a cliff, a climbing wall), hands and feet on its holds, a rope from the harness to its top.
// Local units are an adult's head radii with the ground at y = 0.

import { circle, merged, POSES, type Pt, polygon, reaching, shape, skeleton } from '../people'
import {
  type ActionContext,
  type ArtItem,
  artItem,
  type FigureItem,
  figureAt,
  type Item,
} from './action-items'
import { string } from './scene-props'

/** What is climbed by its trunk or shaft, the climber in front of it, rather than up a rock face. */
export const CLIMBED_UP = /tree|pole/

export function climbItems(c: ActionContext): Item[] {
  const { first, object, artSet, people, others } = c
  const climber: FigureItem = figureAt(first, 'climb', 0)
  const child = first.age === 'child'
  // Lifted off the ground by a good step.
  const lift = child ? 2.4 : 3
  climber.at = { x: 0, y: climber.at.y - lift }
  const rel = (p: Pt) => ({ x: p.x - climber.at.x, y: p.y - climber.at.y })
  const reach = (L: Pt, R: Pt) => {
    climber.pose = reaching(first.age, POSES.climb, { L: rel(L), R: rel(R) })
  }
  const top = climber.at.y - (child ? 5.2 : 7.4)
  if (object && CLIMBED_UP.test(object.id) && !/tree/.test(object.id)) {
    // Up a pole: in front of it, gripping it overhead, the feet on its climbing steps, below its crossarms.
    const h = Math.max(16, -top / 0.6)
    const pole: ArtItem = artItem(object, artSet, 0, 0, h, 'pole', people.object ?? undefined)
    reach({ x: -0.45, y: top + 0.3 }, { x: 0.45, y: top - 0.3 })
    return [pole, climber, ...others(6)]
  }
  if (object?.id === 'ladder') {
    // Up a ladder: on its rungs in front of it, a hand on each rail above the head.
    const h = Math.max(11, -top / 0.78)
    const ladder: ArtItem = artItem(object, artSet, 0, 0, h, 'ladder', people.object ?? undefined)
    const w = ladder.box.maxX - ladder.box.minX
    reach({ x: -w * 0.3, y: top + 0.3 }, { x: w * 0.3, y: top - 0.3 })
    return [ladder, climber, ...others(w / 2 + 2.5)]
  }
  if (object && /tree/.test(object.id)) {
    const h = Math.max(12, -top / 0.62)
    const tree: ArtItem = artItem(object, artSet, 0.4, 0, h, 'tree', people.object ?? undefined)
    reach({ x: -1.4, y: -h * 0.5 }, { x: 1.6, y: -h * 0.52 })
    return [tree, climber, ...others(6)]
  }
  // A rock face behind the climber, wider than them, its top above their hands; holds where hands and feet are.
  const hands = { L: { x: -1.5, y: top + 0.4 }, R: { x: 1.3, y: top - 0.4 } }
  reach(hands.L, hands.R)
  const face = { minX: -4.5, maxX: 4.8, minY: top - 3.5 }
  const s = skeleton(first.age, climber.pose)
  const sole = s.build.leg * 0.5
  const feet = [s.footL, s.footR].map((f) => ({ x: climber.at.x + f.x - 0.3, y: climber.at.y + f.y + sole }))
  const holds = [hands.L, hands.R, ...feet, { x: 2.8, y: top + 2.4 }, { x: -2.8, y: -1.2 }]
  const rock: Item = {
    kind: 'draw',
    key: 'cliff',
    box: { minX: face.minX, minY: face.minY, maxX: face.maxX, maxY: 0 },
    draw: (map, line) => {
      const k = map.k
      const p = (x: number, y: number) => map.p({ x, y })
      const outline = polygon([
        p(face.minX, 0),
        p(face.minX + 0.6, face.minY * 0.55),
        p(face.minX + 0.2, face.minY * 0.8),
        p(face.minX + 1.4, face.minY),
        p(0.6, face.minY - 0.6),
        p(face.maxX - 1.2, face.minY + 0.2),
        p(face.maxX, face.minY * 0.6),
        p(face.maxX - 0.5, face.minY * 0.3),
        p(face.maxX, 0),
      ])
      // Cracks across the face, each ending inside it (no sliver cut off).
      const cracks = [
        [p(face.minX + 1.2, face.minY * 0.35), p(-1.6, face.minY * 0.42)],
        [p(face.maxX - 1.6, face.minY * 0.72), p(1.8, face.minY * 0.66)],
      ]
        .map(
          ([a, b]) =>
            `<path d="M${a.x.toFixed(2)} ${a.y.toFixed(2)}L${b.x.toFixed(2)} ${b.y.toFixed(2)}" fill="none" stroke="#000" stroke-width="${line.toFixed(2)}" stroke-linecap="round"/>`,
        )
        .join('')
      return (
        shape(outline, line) +
        cracks +
        holds.map((q) => merged([{ d: circle(p(q.x + 0.3, q.y + 0.2), 0.45 * k) }], line)).join('')
      )
    },
  }
  // The rope from the harness at the waist up over the top of the rock.
  const rope: Item = {
    kind: 'draw',
    box: { minX: 0, minY: face.minY - 0.6, maxX: 1, maxY: climber.at.y },
    draw: (map, line, drawn) => {
      const fig = drawn.figures[0]
      const waist = fig
        ? { x: fig.head.x, y: (fig.box.minY + fig.box.maxY) / 2 }
        : map.p({ x: 0, y: climber.at.y })
      return string(waist, map.p({ x: 0.6, y: face.minY - 0.6 }), line)
    },
  }
  return [rock, rope, climber, ...others(face.maxX + 2.5)]
}
