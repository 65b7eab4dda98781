// Things worn over the eyes, round the neck or on the feet, drawn where they are worn (worn-anchors.ts): a
// cat's sunglasses on its eyes, a snowman's scarf under his chin, a duck's rain boots one on each foot.

import { drawingShape, type PlacedDrawing, placeDrawing } from '../art'
import { type Box, unionBox } from '../common'
import type { PlanProp } from '../plan'
import { conceptById } from '../vocabulary'
import { animalJumper } from './animal-jumper'
import type { SceneKit } from './scene-kit'
import { alreadyWorn, wornBoxes, wornTorso } from './worn-anchors'

export const isWornBelowHead = (place: PlanProp['place']): place is 'eyes' | 'neck' | 'feet' =>
  place === 'eyes' || place === 'neck' || place === 'feet'

/** Draws a worn prop on its subject; its boxes join `taken`. */
export function drawWorn(
  prop: PlanProp & { place: 'eyes' | 'neck' | 'feet' },
  subject: PlacedDrawing,
  subjectConcept: string,
  kit: Pick<SceneKit, 'lines' | 'propLines' | 'nextId' | 'credit'>,
  taken: Box[],
  fitBox: (box: Box) => Box,
): string {
  if (alreadyWorn(subject, subjectConcept, prop.concept)) return ''
  const concept = conceptById(prop.concept)
  const artSet = kit.lines.artSet
  const { aspect } = drawingShape(concept, artSet)
  const owner = conceptById(subjectConcept)
  // On a four-legged animal whose body is known, a jumper or coat wraps the body.
  const torso = BODY_GARMENTS.has(prop.concept) && !subject.body ? wornTorso(subject, owner.id) : null
  if (torso) {
    taken.push(torso.flank ? unionBox(torso.body, torso.flank) : torso.body)
    return animalJumper(torso, KNITTED.has(prop.concept), kit.lines.propLine)
  }
  const boxes = wornBoxes(
    prop.place,
    subject,
    { concept: owner.id, set: subject.set, bust: owner.bust === true },
    aspect,
  )
  // A jumper, a shirt or a coat on an animal covers its chest and front: half as wide again as a scarf,
  // hanging from under the chin.
  const body = BODY_GARMENTS.has(prop.concept) && !subject.body
  return boxes
    .map((b, i) => {
      const box = body ? widened(b, 1.5) : b
      const placed = placeDrawing(
        concept,
        artSet,
        fitBox(box),
        kit.propLines,
        kit.nextId(),
        prop.place === 'feet' ? 'bottom' : 'center',
      )
      taken.push(placed.box)
      if (i === 0) kit.credit(placed)
      return placed.svg
    })
    .join('')
}

// Garments worn over the body that an animal wears from its neck (plan/worn-things.ts puts them there).
const BODY_GARMENTS = new Set(['sweater', 'cardigan', 't-shirt', 'coat', 'raincoat', 'hoodie', 'poncho'])

// Knitted: a band of diamonds along the body.
const KNITTED = new Set(['sweater', 'cardigan', 'hoodie'])

/** A box `k` times as big, its top middle where it was. */
function widened(b: Box, k: number): Box {
  const cx = (b.minX + b.maxX) / 2
  const w = (b.maxX - b.minX) * k
  return { minX: cx - w / 2, maxX: cx + w / 2, minY: b.minY, maxY: b.minY + (b.maxY - b.minY) * k }
}
