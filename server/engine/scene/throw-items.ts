// Throwing: the arm out and up towards +x at the moment the thing leaves the hand, the thing (a ball, a paper
// plane, a frisbee) just beyond the fingers with motion lines behind it; whoever it is thrown for (a dog, a
// friend) waits further on. Local units are an adult's head radii with the ground at y = 0.

import { groundDepth, type Pose, skeleton, stroke } from '../people'
import { conceptById } from '../vocabulary'
import { type ActionContext, artItem, figureAt, hands, type Item } from './action-items'

// Bowling is thrown underhand: the arm swung through low and forward, the front knee bent, the back leg
// stretched behind, and the ball (the bowling drawing, a ball before its pins) rolling along the ground.
const BOWL: Pose = { armL: [-70, -95], armR: [32, 42], legL: [-38, -72], legR: [58, -4], lean: 18 }

export function throwItems(c: ActionContext): Item[] {
  if (c.object?.id === 'bowling') return bowlItems(c)
  const { first, rest, object, people, artSet, persons } = c
  const thrower = figureAt(first, 'throw', 0)
  // What is thrown is not drawn ("throwing a javelin", "throwing colored powder"): the throw alone, each
  // thrower's arm out and up, and the page says what it goes without.
  if (!object) return persons.map((p, i) => (i ? figureAt(p, 'throw', i * 6.5) : thrower))
  const hand = hands(thrower).R
  const thing = object
  const plane = /plane|frisbee|disc|boomerang/.test(thing.id)
  const size = plane ? 2.6 : first.age === 'child' ? 1.9 : 2.1
  const at = { x: hand.x + 2.2 + size * 0.5, y: hand.y - 1.1 }
  const flying = artItem(thing, artSet, at.x, at.y + size / 2, size, 'thrown', people.object ?? undefined)
  // Three short lines from the hand towards the thing: its path out of the hand.
  const lines: Item = {
    kind: 'draw',
    box: { minX: hand.x, minY: at.y - size / 2, maxX: flying.box.minX, maxY: hand.y },
    draw: (map, line, drawn) => {
      const from = drawn.figures[persons.indexOf(first)]?.handR ?? map.p(hand)
      const to = drawn.art.thrown
      const k = map.k
      const tx = to.minX - k * 0.3
      const ty = (to.minY + to.maxY) / 2
      return [-0.45, 0, 0.45]
        .map((o) => {
          const a = { x: from.x + (tx - from.x) * 0.35, y: from.y + (ty - from.y) * 0.35 + o * k }
          const b = { x: tx, y: ty + o * k * 0.8 }
          return stroke(
            `M${a.x.toFixed(2)} ${a.y.toFixed(2)}L${b.x.toFixed(2)} ${b.y.toFixed(2)}`,
            line * 0.8,
          )
        })
        .join('')
    },
  }
  // A friend to catch it stands facing the thrower, hands up.
  const catchers = rest.map((p, i) => figureAt(p, 'jump', flying.box.maxX + 3.5 + i * 4.5, 0, true))
  return [thrower, flying, lines, ...catchers]
}

/** Bowling: the bowler at the moment of release, the ball and its pins along the ground ahead. */
function bowlItems({ first, object, people, artSet, persons }: ActionContext): Item[] {
  const bowler = figureAt(first, 'stand', 0)
  bowler.pose = BOWL
  bowler.at = { x: 0, y: -groundDepth(skeleton(first.age, BOWL), BOWL) }
  const hand = hands(bowler).R
  const size = first.age === 'child' ? 2.6 : 3
  const x = hand.x + 3 + size * 0.6
  const rolling = artItem(
    object ?? conceptById('bowling'),
    artSet,
    x,
    0,
    size,
    'thrown',
    people.object ?? undefined,
  )
  // Lines along the ground from the hand to the ball: its path down the lane.
  const lines: Item = {
    kind: 'draw',
    box: { minX: hand.x, minY: -0.8, maxX: rolling.box.minX, maxY: 0 },
    draw: (map, line, drawn) => {
      const from = drawn.figures[persons.indexOf(first)]?.handR ?? map.p(hand)
      const to = drawn.art.thrown
      const k = map.k
      const y = to.maxY - k * 0.35
      return [0, 0.45]
        .map((o) =>
          stroke(
            `M${(from.x + k * 0.8).toFixed(2)} ${(y - o * k).toFixed(2)}L${(to.minX - k * 0.3).toFixed(2)} ${(y - o * k).toFixed(2)}`,
            line * 0.8,
          ),
        )
        .join('')
    },
  }
  return [bowler, rolling, lines]
}
