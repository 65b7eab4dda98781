// Standing on a board: a snowboard in the snow, a surfboard or a paddleboard on the water. The art draws these
// boards standing on end or from above; under the feet a board is seen from the side, so it is drawn here: a long
// thin deck with its ends turned up (a snowboard) or its nose pointed (a surfboard), the rider crouched on it with
// the arms out for balance. Local units are an adult's head radii with the ground at y = 0.

import { type Pt, shape, skeleton } from '../people'
import type { ActionContext, DrawItem, FigureItem, Item } from './action-items'
import { figureAt, figureBox } from './action-items'

/** Boards ridden standing, drawn from the side under the feet. */
export const STOOD_ON_BOARDS = /^(snowboard|surfboard|paddleboard)$/

const f = (n: number) => n.toFixed(2)

/** The board's outline in page points, from its left end to its right along the bottom, `deck` thick. */
function boardPath(id: string, from: Pt, to: Pt, deck: number): string {
  const len = to.x - from.x
  const y = from.y
  if (id === 'snowboard') {
    // Both ends turned up alike (a twin tip).
    const tip = deck * 1.6
    const bend = len * 0.1
    return `M${f(from.x)} ${f(y - tip)}Q${f(from.x)} ${f(y)} ${f(from.x + bend)} ${f(y)}L${f(to.x - bend)} ${f(y)}Q${f(to.x)} ${f(y)} ${f(to.x)} ${f(y - tip)}Q${f(to.x - bend * 0.4)} ${f(y - deck)} ${f(to.x - bend)} ${f(y - deck)}L${f(from.x + bend)} ${f(y - deck)}Q${f(from.x + bend * 0.4)} ${f(y - deck)} ${f(from.x)} ${f(y - tip)}Z`
  }
  // A surfboard or a paddleboard: the rounded tail on the left, the nose rising to a point on the right.
  const nose = len * 0.22
  return `M${f(from.x + deck)} ${f(y)}L${f(to.x - nose)} ${f(y)}Q${f(to.x - nose * 0.2)} ${f(y - deck * 0.1)} ${f(to.x)} ${f(y - deck * 1.3)}Q${f(to.x - nose * 0.5)} ${f(y - deck)} ${f(to.x - nose)} ${f(y - deck)}L${f(from.x + deck)} ${f(y - deck)}Q${f(from.x)} ${f(y - deck)} ${f(from.x)} ${f(y - deck / 2)}Q${f(from.x)} ${f(y)} ${f(from.x + deck)} ${f(y)}Z`
}

/** One rider on a board, `x` along the ground; the board is recorded as the plan subject it draws. */
function riderOnBoard(
  c: ActionContext,
  id: string,
  subject: number,
  x: number,
  i: number,
): { rider: FigureItem; board: DrawItem } {
  const person = c.persons[i]
  const child = person.age === 'child'
  const deck = child ? 0.45 : 0.55
  const rider = figureAt(person, 'skate', x, -deck, i % 2 === 1)
  const s = skeleton(person.age, rider.pose)
  const feet = [s.footL, s.footR].map((p) => rider.at.x + p.x)
  const mid = (feet[0] + feet[1]) / 2
  // A surfboard or a paddleboard is longer than the rider is wide-legged; a snowboard a little shorter.
  const long = id === 'snowboard' ? 1 : 1.25
  const half = ((child ? 4.6 : 5.6) * long) / 2
  const left = { x: mid - half, y: 0 }
  const right = { x: mid + half, y: 0 }
  const board: DrawItem = {
    kind: 'draw',
    box: { minX: left.x, minY: -deck * 1.6, maxX: right.x, maxY: 0 },
    key: i === 0 ? 'board' : `board${i + 1}`,
    subject: i === 0 ? subject : undefined,
    draw: (map, line) => {
      const a = map.p(left)
      const b = map.p(right)
      return shape(boardPath(id, a, b, deck * map.k), line)
    },
  }
  return { rider, board }
}

/** The riders side by side, each on a board of its own (the first is the plan's subject `subject`). */
export function boardItems(c: ActionContext, id: string, subject: number): Item[] {
  const items: Item[] = []
  let x = 0
  for (const [i] of c.persons.entries()) {
    const { rider, board } = riderOnBoard(c, id, subject, x, i)
    items.push(board, rider)
    x = Math.max(figureBox(rider).maxX, board.box.maxX) + 1.4 + 2.6
  }
  // Centre the row on x = 0.
  const minX = Math.min(...items.map((it) => (it.kind === 'figure' ? figureBox(it).minX : it.box.minX)))
  const maxX = Math.max(...items.map((it) => (it.kind === 'figure' ? figureBox(it).maxX : it.box.maxX)))
  const shift = -(minX + maxX) / 2
  return items.map((it) => shifted(it, shift))
}

function shifted(it: Item, dx: number): Item {
  if (it.kind === 'figure') return { ...it, at: { ...it.at, x: it.at.x + dx } }
  const box = { ...it.box, minX: it.box.minX + dx, maxX: it.box.maxX + dx }
  if (it.kind === 'art') return { ...it, box }
  const draw = it.draw
  return {
    ...it,
    box,
    draw: (map, line, drawn) => draw({ ...map, p: (q) => map.p({ x: q.x + dx, y: q.y }) }, line, drawn),
  }
}
