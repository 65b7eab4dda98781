// Things worn over the eyes, round the neck or on the feet, drawn where they are worn (worn-anchors.ts): a
// cat's sunglasses on its eyes, a snowman's scarf under his chin, a duck's rain boots one on each foot.

import { drawingShape, type PlacedDrawing, placeDrawing } from '../art'
import type { Box } from '../common'
import type { PlanProp } from '../plan'
import { conceptById } from '../vocabulary'
import type { SceneKit } from './scene-kit'
import { alreadyWorn, wornBoxes } from './worn-anchors'

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
  const boxes = wornBoxes(
    prop.place,
    subject,
    { concept: owner.id, set: subject.set, bust: owner.bust === true },
    aspect,
  )
  return boxes
    .map((box, i) => {
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
