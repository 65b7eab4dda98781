// A boxer's guard: a glove on each fist, both raised before the chin, elbows in. A child draws a boxer so; one
// glove held before the chest reads as a thing carried, not as boxing. Local units are an adult's head radii with
// the ground at y = 0.

import { POSES, type Pt, reaching, skeleton } from '../people'
import type { Concept } from '../vocabulary'
import { type ActionContext, artItem, figureAt, type Item } from './action-items'

/** Things worn on both fists rather than held. */
export const ON_THE_FISTS = /^boxing-glove$/

/** Each person in the guard, a glove on each fist; the first glove is the plan's subject. */
export function gloveItems({ persons, people, artSet }: ActionContext, glove: Concept): Item[] {
  const items: Item[] = []
  persons.forEach((person, i) => {
    // Side by side, each in the guard.
    const x = (i - (persons.length - 1) / 2) * 6
    const boxer = figureAt(person, 'stand', x, 0)
    const s = skeleton(person.age, POSES.stand)
    const r = s.build.head
    const fist = (side: number): Pt => ({ x: s.head.x + side * r * 0.95, y: s.head.y + r * 2 })
    boxer.pose = reaching(person.age, POSES.stand, { L: fist(-1), R: fist(1) })
    const posed = skeleton(person.age, boxer.pose)
    const size = r * 1.6
    items.push(boxer)
    for (const [k, hand] of [posed.handL, posed.handR].entries()) {
      const at = { x: boxer.at.x + hand.x, y: boxer.at.y + hand.y }
      const key = i === 0 && k === 0 ? 'held' : `glove${i}-${k}`
      const item = artItem(
        glove,
        artSet,
        0,
        0,
        size,
        key,
        i === 0 && k === 0 ? (people.object ?? undefined) : undefined,
      )
      const w = item.box.maxX - item.box.minX
      // The glove's cuff on the wrist, its fist above it.
      item.box = { minX: at.x - w / 2, maxX: at.x + w / 2, minY: at.y - size * 0.7, maxY: at.y + size * 0.3 }
      // The left glove mirrored, so the thumbs face in.
      item.mirror = k === 0
      items.push(item)
    }
  })
  return items
}
