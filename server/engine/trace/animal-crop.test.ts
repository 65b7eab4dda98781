import { describe, expect, it } from 'vitest'
import type { AnimalBox } from '../detect/find-animals'
import { animalCrop } from './animal-crop'

const animal = (x1: number, y1: number, x2: number, y2: number, score = 0.5): AnimalBox => ({
  x1,
  y1,
  x2,
  y2,
  score,
  label: 'dog',
})
// The two dogs at the door (dogs.jpg), as the detector boxes them.
const upper = animal(0.28, 0.21, 0.51, 0.47, 0.35)
const lower = animal(0.44, 0.42, 0.7, 0.66, 0.46)

describe('animalCrop', () => {
  it('crops to every animal found, with room round them, in the photo’s own shape', () => {
    const crop = animalCrop([lower, upper])
    expect(crop).not.toBeNull()
    const { region, animals } = crop ?? { region: { x1: 0, y1: 0, x2: 0, y2: 0 }, animals: [] }
    // As wide as tall in fractions of the photo: shaped like the photo, so the sheet keeps its orientation.
    expect(region.x2 - region.x1).toBeCloseTo(region.y2 - region.y1, 6)
    for (const a of [upper, lower]) {
      expect(region.x1).toBeLessThan(a.x1 - 0.02)
      expect(region.y1).toBeLessThan(a.y1 - 0.02)
      expect(region.x2).toBeGreaterThan(a.x2 + 0.02)
      expect(region.y2).toBeGreaterThan(a.y2 + 0.02)
    }
    for (const v of [region.x1, region.y1, region.x2, region.y2]) {
      expect(v).toBeGreaterThanOrEqual(0)
      expect(v).toBeLessThanOrEqual(1)
    }
    // Each box as fractions of the crop.
    expect(animals).toHaveLength(2)
    const side = region.x2 - region.x1
    expect(animals[0].x1).toBeCloseTo((lower.x1 - region.x1) / side, 6)
    expect(animals[1].y2).toBeCloseTo((upper.y2 - region.y1) / side, 6)
    expect(crop?.focus).toBeUndefined()
  })

  it('keeps a crop near the photo’s edge inside the photo', () => {
    const crop = animalCrop([animal(0.8, 0.7, 1, 0.98)])
    expect(crop?.region.x2).toBeCloseTo(1, 6)
    expect(crop?.region.y2).toBeCloseTo(1, 6)
    expect(crop?.region.x1).toBeGreaterThan(0.6)
  })

  it('crops a far-off animal to at least a quarter of each side, and ignores a box of no size', () => {
    const crop = animalCrop([animal(0.5, 0.5, 0.52, 0.52), animal(0.3, 0.3, 0.3, 0.4, 0.9)])
    expect(crop?.animals).toHaveLength(1)
    expect((crop?.region.x2 ?? 0) - (crop?.region.x1 ?? 0)).toBeCloseTo(0.25, 6)
    expect(crop?.region.x1).toBeCloseTo(0.385, 6)
  })

  it('takes nothing unless the best animal is found surely: a statue’s "bird" scores 0.32', () => {
    expect(animalCrop([])).toBeNull()
    expect(animalCrop([animal(0.25, 0.3, 0.34, 0.38, 0.32), animal(0.24, 0.15, 0.27, 0.18, 0.3)])).toBeNull()
  })

  it('leaves out animals found less surely than the others need', () => {
    const crop = animalCrop([lower, animal(0.05, 0.05, 0.15, 0.15, 0.28)])
    expect(crop?.animals).toHaveLength(1)
    expect(crop?.region.x1).toBeGreaterThan(0.3)
  })

  it('does not crop an animal that already fills the photo (a close-up has its own drawing)', () => {
    expect(animalCrop([animal(0.14, 0.15, 0.84, 0.97, 0.7)])).toBeNull()
  })

  it('with a tap, crops to the animal tapped alone and says where the tap is in the crop', () => {
    const crop = animalCrop([lower, upper], { x: 0.4, y: 0.33 })
    expect(crop?.animals).toHaveLength(1)
    const region = crop?.region ?? { x1: 0, y1: 0, x2: 1, y2: 1 }
    expect(region.x1).toBeLessThan(upper.x1)
    expect(region.y2).toBeLessThan(lower.y2)
    expect(crop?.focus?.x).toBeCloseTo((0.4 - region.x1) / (region.x2 - region.x1), 6)
    expect(crop?.focus?.y).toBeCloseTo((0.33 - region.y1) / (region.y2 - region.y1), 6)
  })

  it('with a tap beside every animal, does not crop: the tap is taken as before', () => {
    expect(animalCrop([lower, upper], { x: 0.5, y: 0.9 })).toBeNull()
  })
})
