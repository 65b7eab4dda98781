// A sign on a pole held by a person, as a crossing guard holds a stop sign: the pole stands on the ground
// beside the figure, gripped in the hand, the sign's face above the head. The art's stop sign is only the
// octagon; the pole is drawn by code, behind the hand. Local units are an adult's head radii, ground at y = 0.

import { merged } from '../people'
import { conceptById } from '../vocabulary'
import { type ActionContext, artItem, figureAt, hands, type Item } from './action-items'

// Signs carried on a pole rather than held in front of the body.
const POLE_SIGNS = new Set(['stop-sign'])

/** The items of a person holding a sign on a pole, or null when what they hold is not one. */
export function poleSignItems(c: ActionContext): Item[] | null {
  const prop = c.plan.props.find(
    (p) => p.place === 'hand' && POLE_SIGNS.has(p.concept) && c.persons.some((q) => q.subject === p.subject),
  )
  const held = c.object ?? (prop ? conceptById(prop.concept) : null)
  if (!held || !POLE_SIGNS.has(held.id)) return null
  const holder = figureAt(c.first, 'stand', 0)
  const hand = hands(holder).R
  const x = hand.x
  const size = c.first.age === 'child' ? 3.2 : 3.8
  // The sign's face above the head: the figure's top is about 8.6 units up for an adult.
  const signBottom = Math.min(hand.y - 4.6, -8.2)
  const sign = artItem(held, c.artSet, x, signBottom, size, 'held', c.people.object ?? undefined)
  return [
    ...c.others(-5),
    {
      ...holder,
      inHands: (_hs, map, line) => {
        const foot = map.p({ x, y: 0 })
        const top = map.p({ x, y: signBottom - size * 0.4 })
        return merged([{ tube: [foot, top], width: map.k * 0.3 }], line)
      },
    },
    sign,
  ]
}
