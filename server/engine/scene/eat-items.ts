// Eating: the food held up at the mouth, the hand under it and in front of it, so the page reads as a bite
// (the way scene/sitting-animal.ts holds a panda's bamboo under its mouth). Local units are an adult's head
// radii with the ground at y = 0.

import { circle, shape, skeleton } from '../people'
import type { Concept } from '../vocabulary'
import { type ActionContext, artItem, type FigureItem, type Item } from './action-items'

/** Where an eater's mouth is, in local units. */
export function mouthOf(eater: FigureItem) {
  const s = skeleton(eater.person.age, eater.pose)
  const r = s.build.head
  return { x: eater.at.x + s.head.x + r * 0.3, y: eater.at.y + s.head.y + r * 0.45, r }
}

/** The food at the eater's mouth, a little to the side so the face still shows, and the hand over it. */
export function foodAtMouth(
  { first, persons, people, artSet }: ActionContext,
  eater: FigureItem,
  food: Concept,
  /** A thing blown at the mouth (a whistle) is drawn at its own size, no larger than food. */
  most?: number,
): Item[] {
  const mouth = mouthOf(eater)
  const size = Math.min(first.age === 'child' ? 2.1 : 2.4, most ?? Number.POSITIVE_INFINITY)
  const item = artItem(food, artSet, 0, 0, size, 'held', people.object ?? undefined)
  const w = item.box.maxX - item.box.minX
  // Its near edge at the corner of the mouth, its top just over it: the eyes stay seen.
  item.box = { minX: mouth.x, maxX: mouth.x + w, minY: mouth.y - size * 0.25, maxY: mouth.y + size * 0.75 }
  const index = persons.indexOf(eater.person)
  const hand: Item = {
    kind: 'draw',
    box: item.box,
    draw: (map, line, drawn) => {
      const fig = drawn.figures[index]
      if (!fig) return ''
      const s = skeleton(eater.person.age, eater.pose)
      const r = Math.max(fig.headR * 0.34, s.build.arm * map.k * 0.5)
      return shape(circle(fig.handR, r), line)
    },
  }
  return [item, hand]
}
