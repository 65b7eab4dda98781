import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { decodeSquare } from '../photo/decode-photo'
import { animalCrop } from '../trace/animal-crop'
import { DETECTOR_SIDE, findAnimals } from './find-animals'

const photo = (name: string) =>
  readFileSync(new URL(`../../../tests/fixtures/photos/${name}.jpg`, import.meta.url))
const animalsIn = async (name: string) => findAnimals(await decodeSquare(photo(name), DETECTOR_SIDE))
const centre = (a: { x1: number; y1: number; x2: number; y2: number }) => ({
  x: (a.x1 + a.x2) / 2,
  y: (a.y1 + a.y2) / 2,
})

describe('findAnimals (NanoDet on the WebAssembly backend)', { timeout: 60_000 }, () => {
  it('finds both dogs looking out of the door, each boxed round its head', async () => {
    const found = (await animalsIn('dogs')).filter((a) => a.score >= 0.3)
    expect(found).toHaveLength(2)
    // The upper dog's head is about (0.40, 0.34) of the photo, the lower's (0.57, 0.54).
    const heads = found.map(centre).sort((a, b) => a.y - b.y)
    expect(heads[0].x).toBeCloseTo(0.4, 1)
    expect(heads[0].y).toBeCloseTo(0.34, 1)
    expect(heads[1].x).toBeCloseTo(0.57, 1)
    expect(heads[1].y).toBeCloseTo(0.54, 1)
    expect(animalCrop(found)?.animals).toHaveLength(2)
  })

  it('finds the squirrel in the leaves (COCO has no squirrel: an animal all the same)', async () => {
    const [best] = await animalsIn('squirrel')
    expect(best.score).toBeGreaterThanOrEqual(0.4)
    expect(centre(best).x).toBeCloseTo(0.46, 1)
    expect(centre(best).y).toBeCloseTo(0.53, 1)
  })

  it.each(['astronaut', 'building', 'butterfly', 'coffee', 'landscape', 'rocket', 'stairs', 'street'])(
    'finds no animal to crop to in %s',
    async (name) => {
      expect(animalCrop(await animalsIn(name))).toBeNull()
    },
  )

  it('leaves pets close up to their own drawing: the box is most of the photo', async () => {
    for (const name of ['cat', 'spaniel', 'spaniel-golden'])
      expect(animalCrop(await animalsIn(name))).toBeNull()
  })
})
