// Eating: the food held up at the mouth, the hand under it and in front of it, so the page reads as a bite
// (the way scene/sitting-animal.ts holds a panda's bamboo under its mouth). Local units are an adult's head
// radii with the ground at y = 0.

import { drawingShape } from '../art'
import { circle, shape, skeleton } from '../people'
import { type Concept, nounSenses } from '../vocabulary'
import { type ActionContext, artItem, type FigureItem, type Item } from './action-items'
import { inHandHeight } from './held-size'

/** The least a thing at the mouth is drawn across, in head radii: a sweet still big enough to colour. */
const AT_THE_MOUTH_LEAST = 2.1

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
  // Its longest side at its size in the world (held-size.ts), within what still reads as a bite at the mouth:
  // a wide bowl of soup no longer covers the face.
  const { aspect } = drawingShape(food, artSet)
  const size = Math.min(
    inHandHeight(food, aspect, AT_THE_MOUTH_LEAST, first.age === 'child' ? 2.1 : 2.4),
    most ?? Number.POSITIVE_INFINITY,
  )
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

// What is eaten, drunk, or eaten from or with: food, a drink, what a fruit grows on, a cup, a bowl, chopsticks.
const EATEN = new Set(['noun.food', 'noun.substance', 'noun.plant'])
const EATEN_FROM = new Set(['container', 'tableware', 'cutlery', 'vessel'])

/**
 * Whether a thing goes to the mouth: by its name in WordNet, else its last word's. A thing known only as
 * something else ("solving a Rubik's cube": a cube is a shape) is held in the hands; one WordNet does not
 * know is taken as food, as plan's `edible` takes it.
 */
export function eatenAtTheMouth(thing: Concept): boolean {
  const label = thing.label.toLowerCase()
  for (const name of [label, thing.id.replace(/-/g, ' '), label.split(' ').at(-1) ?? label]) {
    const senses = nounSenses(name, 3)
    if (senses.length)
      return senses.some((s) => EATEN.has(s.kind) || s.classes.some((k) => EATEN_FROM.has(k)))
  }
  return true
}
