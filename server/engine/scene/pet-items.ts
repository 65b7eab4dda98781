// Petting an animal: a horse (or any big animal) stands with its head towards the person, whose raised hand is
// on its neck; a dog or a cat is petted kneeling, the hand on its back. Local units are an adult's head radii
// with the ground at y = 0.

import { drawingShape } from '../art'
import type { Concept } from '../vocabulary'
import { conceptById } from '../vocabulary'
import { type ActionContext, type ArtItem, figureAt, hands, type Item, TALL } from './action-items'

// Where the neck of a big animal facing left is, as shares of its drawing from the top left, past its head.
const NECK = { dx: 0.14, y: 0.32 }

export function petItems({ first, others, object, people, artSet }: ActionContext): Item[] {
  const animal: Concept = object ?? conceptById('horse')
  const big = TALL.test(animal.id) || /cow|camel|donkey|pony|zebra|deer|bull/.test(animal.id)
  const { aspect, headX } = drawingShape(animal, artSet)
  // Facing the person on its left.
  const mirror = headX > 0.5
  const head = mirror ? 1 - headX : headX
  const person = figureAt(first, big ? 'pet' : 'kneel', 0)
  const hs = hands(person)
  const hand = hs.R.x > hs.L.x ? hs.R : hs.L
  // Standing on the ground, as tall as puts the neck (or a small animal's back) under the hand.
  const share = big ? NECK.y : 0.18
  const h = big
    ? Math.min(12, Math.max(7.5, -hand.y / (1 - share)))
    : Math.min(4.5, Math.max(2.4, -hand.y / (1 - share)))
  const w = h * aspect
  const at = big ? head + NECK.dx : 0.45
  const minX = hand.x + 0.15 - w * at
  const art: ArtItem = {
    kind: 'art',
    concept: animal,
    box: { minX, minY: -h, maxX: minX + w, maxY: 0 },
    key: 'petted',
    subject: people.object ?? undefined,
    mirror,
  }
  // The hand on the animal: drawn after it.
  return [art, person, ...others(minX + w + 2.5)]
}
