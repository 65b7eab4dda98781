import { describe, expect, it } from 'vitest'
import type { Box } from '../common/geometry'
import { conceptById } from '../vocabulary/concept-index'
import { SETTINGS } from '../vocabulary/settings'
import { layOutRelation } from './relation-scene'
import { frameScene, subjectBoxes } from './scene-layout'

// "a kettle, a teapot and two mugs on a tray", "a sandwich on a plate": what is named stands on the tray
// together, and food on a plate seen from above lies on its face.
const area: Box = { minX: 40, minY: 40, maxX: 570, maxY: 750 }
const frame = frameScene(area, SETTINGS.kitchen, null, true)
const cx = (b: Box) => (b.minX + b.maxX) / 2
const cy = (b: Box) => (b.minY + b.maxY) / 2

describe('things on a tray, food on a plate', () => {
  it('stands every thing named on the tray in a row, none in a column beside it', () => {
    const subjects = ['kettle', 'teapot', 'hot-beverage', 'tray', 'hot-beverage'].map(conceptById)
    const boxes = subjectBoxes(
      subjects,
      frame,
      subjects.map(() => false),
    )
    layOutRelation([{ actor: 4, relation: 'on', object: 3 }], subjects, boxes, frame, 'noto')
    const tray = boxes[3].box
    const things = [0, 1, 2, 4].map((i) => boxes[i].box)
    for (const b of things) {
      expect(b.minX).toBeGreaterThanOrEqual(tray.minX - 1)
      expect(b.maxX).toBeLessThanOrEqual(tray.maxX + 1)
      expect(b.maxY).toBeLessThan(tray.maxY)
    }
    // In the prompt's order, left to right.
    expect(things.map(cx)).toEqual([...things.map(cx)].sort((a, b) => a - b))
  })

  it('keeps two animals on a rock as before: only a tray, plate, board or rack holds a row', () => {
    const subjects = ['cat', 'rock', 'dog'].map(conceptById)
    const boxes = subjectBoxes(subjects, frame, [false, false, false])
    layOutRelation([{ actor: 0, relation: 'on', object: 1 }], subjects, boxes, frame, 'noto')
    expect(boxes[2].box.minX).toBeGreaterThanOrEqual(boxes[1].box.maxX - 1)
  })

  it('lays a sandwich on the face of a plate, inside its rim, not standing on its edge', () => {
    const subjects = ['sandwich', 'dishes'].map(conceptById)
    const boxes = subjectBoxes(subjects, frame, [false, false])
    layOutRelation([{ actor: 0, relation: 'on', object: 1 }], subjects, boxes, frame, 'noto')
    const [food, plate] = [boxes[0].box, boxes[1].box]
    expect(food.minY).toBeGreaterThan(plate.minY)
    expect(food.maxY).toBeLessThan(plate.maxY)
    expect(Math.abs(cy(food) - cy(plate))).toBeLessThan((plate.maxY - plate.minY) * 0.1)
  })
})
