// Writing on the chalkboard: the board on the wall drawn by code, the writer standing at its right end with a
// hand raised to it, the chalk in that hand and the letters written so far beside it. Local units are an
// adult's head radii with the ground at y = 0.

import { type Pt, polygon, shape, stroke } from '../people'
import { type ActionContext, figureAt, hands, type Item } from './action-items'

// "ABC" and "1+2=3" as strokes in a letter box one unit high, x from 0.
const LETTERS: string[][] = [
  ['M0 1L0.4 0L0.8 1', 'M0.17 0.6L0.63 0.6'],
  [
    'M0 0L0 1L0.45 1Q0.8 0.98 0.8 0.74Q0.8 0.5 0.45 0.5L0 0.5',
    'M0 0L0.4 0Q0.72 0.02 0.72 0.25Q0.72 0.48 0.4 0.5',
  ],
  ['M0.8 0.18Q0.65 0 0.42 0Q0 0 0 0.5Q0 1 0.42 1Q0.65 1 0.8 0.82'],
]
const SUM: string[][] = [
  ['M0.15 0.2L0.4 0L0.4 1'],
  ['M0.1 0.5L0.7 0.5', 'M0.4 0.2L0.4 0.8'],
  ['M0.05 0.25Q0.1 0 0.4 0Q0.75 0 0.7 0.3Q0.65 0.55 0 1L0.75 1'],
  ['M0.1 0.38L0.7 0.38', 'M0.1 0.68L0.7 0.68'],
  [
    'M0.05 0.12Q0.3 0 0.45 0Q0.75 0 0.72 0.25Q0.7 0.48 0.35 0.5Q0.75 0.52 0.75 0.78Q0.72 1 0.4 1Q0.15 1 0.03 0.88',
  ],
]

/** A line of strokes `size` high with its top left at `at`, in page points. */
function written(glyphs: string[][], at: Pt, size: number, map: { p: (q: Pt) => Pt }, line: number) {
  return glyphs
    .flatMap((g, i) =>
      g.map((d) =>
        stroke(
          d.replace(/(-?[\d.]+) (-?[\d.]+)/g, (_, x, y) => {
            const q = map.p({ x: at.x + (i * 1.15 + Number(x)) * size, y: at.y + Number(y) * size })
            return `${q.x.toFixed(2)} ${q.y.toFixed(2)}`
          }),
          line,
        ),
      ),
    )
    .join('')
}

/** The board on the wall to the writer's left, the raised hand at its right end, the class to the right. */
export function chalkboardItems({ first, others }: ActionContext): Item[] {
  const writer = figureAt(first, 'write-board', 0)
  const hand = hands(writer).L
  const right = hand.x + 1.6
  const left = right - 12
  const top = hand.y - 3.2
  const bottom = hand.y + 2.4
  const board: Item = {
    kind: 'draw',
    key: 'board',
    box: { minX: left - 0.4, minY: top - 0.4, maxX: right + 0.4, maxY: bottom + 1 },
    draw: (map, line) => {
      const p = (x: number, y: number) => map.p({ x, y })
      const rect = (x0: number, y0: number, x1: number, y1: number) =>
        polygon([p(x0, y0), p(x1, y0), p(x1, y1), p(x0, y1)])
      const size = Math.min(1.3, (bottom - top) * 0.26)
      return (
        shape(rect(left - 0.4, top - 0.4, right + 0.4, bottom + 0.4), line) +
        shape(rect(left + 0.2, top + 0.2, right - 0.2, bottom - 0.2), line) +
        // The chalk tray along its foot.
        shape(rect(left + 1, bottom + 0.4, right - 1, bottom + 0.9), line) +
        written(LETTERS, { x: left + 1.2, y: top + 0.9 }, size, map, line) +
        written(SUM, { x: left + 1.2, y: top + 1.5 + size * 1.3 }, size * 0.85, map, line)
      )
    },
  }
  // The chalk between the fingers, pointing at the board.
  const chalk: Item = {
    kind: 'draw',
    box: { minX: hand.x - 0.8, minY: hand.y - 0.8, maxX: hand.x, maxY: hand.y },
    draw: (map, line, drawn) => {
      const h = drawn.figures[0]?.handL ?? map.p(hand)
      const k = map.k
      const a = { x: h.x - 0.25 * k, y: h.y - 0.35 * k }
      const b = { x: h.x - 0.85 * k, y: h.y - 0.95 * k }
      const n = { x: 0.14 * k, y: -0.14 * k }
      return shape(
        polygon([
          { x: a.x + n.x, y: a.y - n.y },
          { x: b.x + n.x, y: b.y - n.y },
          { x: b.x - n.x, y: b.y + n.y },
          { x: a.x - n.x, y: a.y + n.y },
        ]),
        line,
      )
    },
  }
  return [board, writer, chalk, ...others(6.5, 'reach-up')]
}
