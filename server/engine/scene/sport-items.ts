// Sports drawn round the player: a karate stance, a ball at the foot and the goal it is kicked to, a ball
// thrown up to a hoop on its pole.

import type { Box } from '../common'
import { skeleton } from '../people'
import { type Concept, conceptById, realHeight } from '../vocabulary'
import { type ActionContext, artItem, figureAt, hands, type Item } from './action-items'
import { standingHeight } from './real-scale'

export function karateItems({ persons }: ActionContext): Item[] {
  const items: Item[] = []
  items.push(...persons.map((p, i) => figureAt(p, 'karate', i % 2 ? 5.5 : i ? -5.5 : 0, 0, i % 2 === 1)))
  return items
}

/** What a foot kicks: a ball, a can, a stone; not a goal or a net, which stands where the ball is kicked to. */
const kickable = (thing: Concept) => (realHeight(thing) ?? 0.3) < 1

export function soccerItems({ object, first, others, people, artSet }: ActionContext): Item[] {
  const items: Item[] = []
  const kicker = figureAt(first, 'kick', 0)
  const s = skeleton(first.age, kicker.pose)
  const foot = { x: kicker.at.x + s.footR.x, y: 0 }
  const size = first.age === 'child' ? 2.2 : 2.6
  const kicked = object && kickable(object) ? object : null
  const ball = artItem(
    kicked ?? conceptById('soccer-ball'),
    artSet,
    foot.x + size * 0.9,
    0,
    size,
    'ball',
    kicked ? (people.object ?? undefined) : undefined,
  )
  items.push(...others(-5, 'run'), kicker, ball)
  // "taking a penalty", "scoring a goal": the goal stands at its size past the ball, the ball kicked at it.
  if (object && !kicked) {
    const goal = artItem(object, artSet, 0, 0, standingHeight(object), 'goal', people.object ?? undefined)
    const w = goal.box.maxX - goal.box.minX
    goal.box = { ...goal.box, minX: ball.box.maxX + 0.8, maxX: ball.box.maxX + 0.8 + w }
    items.push(goal)
  }
  return items
}

export function ballUpItems({ object, first, others, people, artSet, plan }: ActionContext): Item[] {
  const items: Item[] = []
  const player = figureAt(first, 'jump', 0, -1)
  const hs = hands(player)
  const size = 2.6
  // The hoop the ball is shot at, up on its pole beside the player (sport-gear.ts implies it for basketball).
  const hoopAt = plan.subjects.findIndex((s) => s.concept === 'basketball-hoop')
  if (hoopAt >= 0)
    items.push(
      ...hoopOnPole(conceptById('basketball-hoop'), artSet, hoopAt, 6.5, Math.min(hs.L.y, hs.R.y) - 1.2),
    )
  // The ball overhead: the thing the action is done with, unless that is the hoop ("a basketball player").
  const ball = object && object.id !== 'basketball-hoop' ? object : null
  items.push(
    player,
    artItem(
      ball ?? conceptById('basketball'),
      artSet,
      (hs.L.x + hs.R.x) / 2,
      Math.min(hs.L.y, hs.R.y) + 0.2,
      size,
      'ball',
      ball ? (people.object ?? undefined) : undefined,
    ),
  )
  items.push(...others(hoopAt >= 0 ? -5 : 5, 'wave'))
  return items
}

/** A basketball hoop at `top` on a pole from the ground, its board centred at `x`. */
function hoopOnPole(
  hoop: Concept,
  artSet: ActionContext['artSet'],
  subject: number,
  x: number,
  top: number,
): Item[] {
  const art = artItem(hoop, artSet, x, top, 3.4, 'hoop', subject)
  const h = art.box.maxY - art.box.minY
  art.box = { ...art.box, minY: top, maxY: top + h }
  const pole: Box = { minX: x - 0.22, maxX: x + 0.22, minY: top + h * 0.3, maxY: 0 }
  return [
    {
      kind: 'draw',
      box: pole,
      draw: (map, line) => {
        const a = map.p({ x: pole.minX, y: pole.minY })
        const b = map.p({ x: pole.maxX, y: pole.maxY })
        return `<rect x="${a.x.toFixed(2)}" y="${a.y.toFixed(2)}" width="${(b.x - a.x).toFixed(2)}" height="${(b.y - a.y).toFixed(2)}" fill="#fff" stroke="#000" stroke-width="${line.toFixed(2)}"/>`
      },
    },
    art,
  ]
}
