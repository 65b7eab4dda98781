// Playing ping pong: a table drawn by code (its top seen a little from above, a front edge, two legs, the net
// across the middle), a player at each end holding a paddle out over it. One player stands at the right end.
// Local units are an adult's head radii with the ground at y = 0.

import { circle, f, POSES, type Pt, reaching, shape, skeleton } from '../people'
import type { Concept } from '../vocabulary'
import {
  type ActionContext,
  artItem,
  type DrawItem,
  type FigureItem,
  figureAt,
  type Item,
} from './action-items'

const HALF = 4.4

/** The table, its top at `topY`, from -HALF to HALF. */
function table(topY: number): DrawItem {
  const depth = 1.3
  return {
    kind: 'draw',
    key: 'ping-pong-table',
    box: { minX: -HALF - 0.1, minY: topY - depth - 1.4, maxX: HALF + 0.1, maxY: 0 },
    draw: (map, line) => {
      const pt = (x: number, y: number) => {
        const p = map.p({ x, y })
        return `${f(p.x)} ${f(p.y)}`
      }
      const quad = (a: Pt, b: Pt, c: Pt, d: Pt) =>
        `M${pt(a.x, a.y)}L${pt(b.x, b.y)}L${pt(c.x, c.y)}L${pt(d.x, d.y)}Z`
      const back = topY - depth
      const top = quad(
        { x: -HALF + 0.7, y: back },
        { x: HALF - 0.7, y: back },
        { x: HALF, y: topY },
        { x: -HALF, y: topY },
      )
      const edge = quad(
        { x: -HALF, y: topY },
        { x: HALF, y: topY },
        { x: HALF, y: topY + 0.35 },
        { x: -HALF, y: topY + 0.35 },
      )
      const leg = (x: number) =>
        quad(
          { x: x - 0.25, y: topY + 0.35 },
          { x: x + 0.25, y: topY + 0.35 },
          { x: x + 0.25, y: 0 },
          { x: x - 0.25, y: 0 },
        )
      // The net: seen end on, a band standing across the middle of the top from its back edge to its front.
      const net = quad(
        { x: -0.25, y: back - 0.8 },
        { x: 0.25, y: back - 0.8 },
        { x: 0.25, y: topY - 0.05 },
        { x: -0.25, y: topY - 0.05 },
      )
      return [top, edge, leg(-HALF + 0.9), leg(HALF - 0.9), net].map((d) => shape(d, line)).join('')
    },
  }
}

/** A player at one end, the paddle held out over the table in the hand toward it. */
function player(c: ActionContext, figure: FigureItem, paddle: Concept, topY: number, key: string): Item[] {
  const s = skeleton(figure.person.age, POSES.stand)
  const toward = figure.at.x > 0 ? -1 : 1
  const side = toward < 0 ? 'L' : 'R'
  const shoulder = toward < 0 ? s.shoulderL : s.shoulderR
  const reach = (s.build.upperArm + s.build.foreArm) * 0.9
  const hand = { x: shoulder.x + toward * reach * 0.8, y: topY - figure.at.y - 1.6 }
  figure.pose = reaching(figure.person.age, POSES.stand, {
    [side]: { x: hand.x, y: Math.max(hand.y, shoulder.y - reach * 0.3) },
  })
  const at = { x: figure.at.x + hand.x, y: figure.at.y + hand.y }
  const size = figure.person.age === 'child' ? 1.9 : 2.2
  const item = artItem(
    paddle,
    c.artSet,
    at.x + toward * size * 0.3,
    at.y + size * 0.45,
    size,
    key,
    c.people.object ?? undefined,
  )
  const index = c.persons.indexOf(figure.person)
  const grip: Item = {
    kind: 'draw',
    box: item.box,
    draw: (_map, line, drawn) => {
      const fig = drawn.figures[index]
      if (!fig) return ''
      return shape(circle(side === 'L' ? fig.handL : fig.handR, fig.headR * 0.34), line)
    },
  }
  return [item, grip]
}

export function pingPongItems(c: ActionContext, paddle: Concept): Item[] {
  const { first, rest } = c
  const right = figureAt(first, 'stand', HALF + 2.2)
  const left = rest[0] ? figureAt(rest[0], 'stand', -HALF - 2.2) : null
  // The table's top at the players' waist.
  const s = skeleton(first.age, POSES.stand)
  const topY = right.at.y + s.waist.y + 0.4
  const items: Item[] = [table(topY), right, ...player(c, right, paddle, topY, 'held')]
  if (left) items.push(left, ...player(c, left, paddle, topY, 'held-2'))
  // Anyone else watches from beside the left player.
  items.push(...rest.slice(1).map((p, i) => figureAt(p, 'wave', -HALF - 6.6 - i * 4.2)))
  return items
}
