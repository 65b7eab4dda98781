// Ironing: the iron on the ironing board under the hand that pushes it, the shirt (or what else is ironed) laid
// flat on the board, not the iron held out in the air with the board and the shirt standing apart beside.

import { merged, POSES, polygon, reaching, shape, skeleton } from '../people'
import { conceptById } from '../vocabulary'
import { type ActionContext, artItem, figureAt, hands, type Item } from './action-items'

/** The layout of a person ironing; `ironAt` is the plan subject the iron is, if the prompt names one. */
export function ironingItems({ first, others, plan, people, artSet }: ActionContext): Item[] {
  const holder = figureAt(first, 'stand', 0)
  const hs = hands(holder)
  const s = skeleton(first.age, POSES.stand)
  // The board's top a little above the hanging hands (about the hips), running out to the right.
  const top = hs.R.y - s.build.head * 0.5
  const x0 = hs.R.x - 0.6
  const x1 = x0 + s.build.head * 9
  const thick = s.build.head * 0.45
  const subjectOf = (id: RegExp) =>
    plan.subjects.findIndex((p, i) => i !== first.subject && id.test(p.concept))
  const boardAt = subjectOf(/^ironing-board$/)
  const board: Item = {
    kind: 'draw',
    key: 'ironing-board',
    box: { minX: x0, minY: top, maxX: x1, maxY: 0 },
    ...(boardAt >= 0 ? { subject: boardAt } : {}),
    draw: (map, line) => {
      const p = (x: number, y: number) => map.p({ x, y })
      // A long board, its far end pointed, on two crossed legs to the ground.
      const deck = polygon([
        p(x0, top),
        p(x1 - thick * 2.2, top),
        p(x1, top + thick * 0.5),
        p(x1 - thick * 2.2, top + thick),
        p(x0, top + thick),
      ])
      const a = x0 + (x1 - x0) * 0.3
      const b = x0 + (x1 - x0) * 0.7
      const legs = merged(
        [
          { tube: [p(a, top + thick), p(b, 0)], width: map.k * 0.35 },
          { tube: [p(b, top + thick), p(a, 0)], width: map.k * 0.35 },
        ],
        line,
      )
      return legs + shape(deck, line)
    },
  }
  // What is ironed lies on the board past the iron: the shirt the prompt names, else a shirt.
  const ironedAt = subjectOf(
    /shirt|dress|trousers|pants|skirt|jeans|blouse|sock|scarf|towel|clothes|jumper|sweater/,
  )
  const ironed = artItem(
    conceptById(ironedAt >= 0 ? plan.subjects[ironedAt].concept : 't-shirt'),
    artSet,
    x0 + (x1 - x0) * 0.62,
    top + thick * 0.3,
    s.build.head * 2.6,
    'ironed',
    ironedAt >= 0 ? ironedAt : undefined,
  )
  // The iron flat on the board, its handle under the right hand.
  const ironH = s.build.head * 1.5
  const iron = artItem(
    conceptById('iron'),
    artSet,
    x0 + (x1 - x0) * 0.22,
    top + thick * 0.15,
    ironH,
    'held',
    people.object ?? undefined,
  )
  const handle = { x: (iron.box.minX + iron.box.maxX) / 2, y: iron.box.minY + ironH * 0.25 }
  holder.pose = reaching(first.age, POSES.stand, {
    R: { x: handle.x - holder.at.x, y: handle.y - holder.at.y },
  })
  return [...others(-5), holder, board, ironed, iron]
}
