import { readFileSync } from 'node:fs'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { DETECTOR_SIDE, findAnimals } from '../detect/find-animals'
import { decodePhoto, decodeSquare, MIN_CROP_SIDE } from '../photo/decode-photo'
import { animalCrop } from './animal-crop'
import { photoLines } from './line-work'
import { eyeLike, PHOTO_DETAIL, photoLineArt } from './photo-line-art'
import { type PhotoFocus, photoRegions } from './photo-regions'

// Photos whose animals are small in the picture (tests/fixtures/photos: two dogs at a door, a squirrel in
// the leaves), enlarged as a phone's photo would be: the page is cropped to the animals the detector finds
// (animal-crop.ts) and each is drawn by its silhouette grown inside its box.

const fixture = (name: string) => new URL(`../../../tests/fixtures/photos/${name}.jpg`, import.meta.url)

const photo = (name: string) =>
  sharp(readFileSync(fixture(name)))
    .resize(1600, 1600, { fit: 'inside', kernel: 'lanczos3' })
    .jpeg({ quality: 90 })
    .toBuffer()

const page = async (name: string, complexity: 'easy' | 'intricate', focus?: PhotoFocus) =>
  photoLines({
    kind: 'photo-lines',
    photo: await photo(name),
    complexity,
    size: 'letter',
    watermark: false,
    focus,
  })

describe('animals small in a photo', { timeout: 60_000 }, () => {
  it.each(['easy', 'intricate'] as const)(
    'the squirrel (%s): drawn as an animal, its eye solid; from the whole photo, no animal and no eye',
    async (complexity) => {
      expect((await page('squirrel', complexity)).fill).not.toBe('')
      // Without the detector (the whole photo, no boxes), no pet is found and no eye prints.
      const detail = PHOTO_DETAIL[complexity]
      const image = await decodePhoto(await photo('squirrel'), detail.maxSide, detail.median)
      expect((await photoLineArt(image, detail)).spots).toEqual([])
      expect((await photoRegions(image, detail.regions)).pet).toBe(false)
    },
  )

  it('outlines each dog inside its own box, and nothing of the porch round them', async () => {
    const bytes = await photo('dogs')
    const crop = animalCrop(await findAnimals(await decodeSquare(bytes, DETECTOR_SIDE)))
    if (!crop) throw new Error('no dogs found')
    const image = await decodePhoto(bytes, 480, 5, crop.region)
    const { width: w, height: h } = image
    const regions = await photoRegions(image, 10, undefined, 14, crop.animals)
    expect(regions.pet).toBe(true)
    // The whole photo without the boxes has no pet in it.
    expect((await photoRegions(await decodePhoto(bytes, 480, 5), 10, undefined, 14)).pet).toBe(false)
    const near = (p: number, a: (typeof crop.animals)[number], room: number) => {
      const x = (p % w) / w
      const y = Math.floor(p / w) / h
      const [bw, bh] = [a.x2 - a.x1, a.y2 - a.y1]
      return x >= a.x1 - room * bw && x <= a.x2 + room * bw && y >= a.y1 - room * bh && y <= a.y2 + room * bh
    }
    const outline = [...regions.outline.keys()].filter((p) => regions.outline[p])
    // Within each box grown by a tenth (the room a silhouette may take) and a few pixels of smoothing.
    expect(outline.every((p) => crop.animals.some((a) => near(p, a, 0.15)))).toBe(true)
    for (const dog of crop.animals) expect(outline.filter((p) => near(p, dog, 0)).length).toBeGreaterThan(100)
  })

  it.each([
    ['easy', 'a phone-sized copy', photo('dogs')],
    // The fixture itself, 533 × 800: the crop has fewer pixels than an intricate page traces, and enlarged
    // to 960 it drew both dogs as a mesh of strokes with one eye between them.
    ['intricate', 'the small original', Promise.resolve(readFileSync(fixture('dogs')))],
  ] as const)(
    'gives each dog its own eyes (%s, %s): the face found on the lower one leaves the upper one its eye',
    async (complexity, _, photoBytes) => {
      const bytes = await photoBytes
      const crop = animalCrop(await findAnimals(await decodeSquare(bytes, DETECTOR_SIDE)))
      if (!crop) throw new Error('no dogs found')
      const detail = PHOTO_DETAIL[complexity]
      const image = await decodePhoto(bytes, detail.maxSide, detail.median, crop.region)
      const { spots } = await photoLineArt(image, detail, undefined, crop.animals)
      const [upper, lower] = [...crop.animals].sort((a, b) => a.y1 - b.y1)
      const inHead = (a: (typeof crop.animals)[number]) =>
        spots.filter(
          (s) =>
            s.cx >= a.x1 * image.width &&
            s.cx <= a.x2 * image.width &&
            s.cy >= a.y1 * image.height &&
            s.cy <= ((a.y1 + a.y2) / 2) * image.height,
        ).length
      expect(inHead(upper)).toBeGreaterThanOrEqual(1)
      // Both eyes and the nose.
      expect(inHead(lower)).toBeGreaterThanOrEqual(3)
    },
  )

  it('a tap on one dog crops to that dog and outlines it inside its box; a tap on the porch floor is taken as before', async () => {
    const bytes = await photo('dogs')
    const tap = { x: 0.57, y: 0.54 }
    const crop = animalCrop(await findAnimals(await decodeSquare(bytes, DETECTOR_SIDE)), tap)
    if (!crop?.focus) throw new Error('the tapped dog was not found')
    expect(crop.animals).toHaveLength(1)
    const image = await decodePhoto(bytes, 480, 5, crop.region)
    const regions = await photoRegions(image, 10, crop.focus, 14, crop.animals)
    expect(regions.focused).toBe(true)
    const [dog] = crop.animals
    const { width: w, height: h } = image
    const room = 0.15
    const outside = [...regions.outline.keys()].filter((p) => {
      const x = (p % w) / w
      const y = Math.floor(p / w) / h
      const [bw, bh] = [dog.x2 - dog.x1, dog.y2 - dog.y1]
      const inBox =
        x >= dog.x1 - room * bw &&
        x <= dog.x2 + room * bw &&
        y >= dog.y1 - room * bh &&
        y <= dog.y2 + room * bh
      return regions.outline[p] && !inBox
    })
    expect(outside).toEqual([])
    expect((await page('dogs', 'easy', tap)).focused).toBe(true)
    expect((await page('dogs', 'easy', { x: 0.5, y: 0.9 })).focused).toBe(false)
  })

  it('decodes only the crop, enlarged to an easy page’s size at most, in the photo’s shape', async () => {
    const bytes = readFileSync(fixture('dogs'))
    // 533 × 800: the whole photo is never enlarged.
    expect(await decodePhoto(bytes, 960)).toMatchObject({ width: 533, height: 800 })
    // A crop 160 × 240 px is enlarged to the 480 px lines are found at on an easy page.
    const small = await decodePhoto(bytes, 960, 3, { x1: 0.35, y1: 0.35, x2: 0.65, y2: 0.65 })
    expect(small.height).toBe(MIN_CROP_SIDE)
    expect(small.width / small.height).toBeCloseTo(533 / 800, 2)
    expect(small.rgb.length).toBe(small.width * small.height * 3)
    // One 427 × 720 px is traced at its own size on an intricate page, not enlarged to 960.
    const large = await decodePhoto(bytes, 960, 3, { x1: 0.1, y1: 0.05, x2: 0.9, y2: 0.95 })
    expect(large.height).toBe(720)
    expect((await decodePhoto(bytes, 480, 5, { x1: 0.1, y1: 0.05, x2: 0.9, y2: 0.95 })).height).toBe(480)
  })

  it('crops the photo as it stands upright (EXIF "rotate 90°")', async () => {
    // Stored 200 × 100, red on the left and blue on the right; shown upright (turned a quarter clockwise)
    // it is 100 × 200 with red on top.
    const stored = Buffer.alloc(200 * 100 * 3)
    for (let p = 0; p < 200 * 100; p++) stored[p * 3 + (p % 200 < 100 ? 0 : 2)] = 255
    const jpeg = await sharp(stored, { raw: { width: 200, height: 100, channels: 3 } })
      .jpeg({ quality: 95 })
      .withMetadata({ orientation: 6 })
      .toBuffer()
    const top = await decodePhoto(jpeg, 200, 3, { x1: 0, y1: 0, x2: 1, y2: 0.45 })
    const bottom = await decodePhoto(jpeg, 200, 3, { x1: 0, y1: 0.55, x2: 1, y2: 1 })
    const mean = (img: { rgb: Buffer }, c: number) => {
      let sum = 0
      for (let i = c; i < img.rgb.length; i += 3) sum += img.rgb[i]
      return sum / (img.rgb.length / 3)
    }
    // The upright photo's top 45 %: 100 × 90 px, enlarged.
    expect(top.width / top.height).toBeCloseTo(100 / 90, 1)
    expect(mean(top, 0)).toBeGreaterThan(200)
    expect(mean(top, 2)).toBeLessThan(50)
    expect(mean(bottom, 2)).toBeGreaterThan(200)
    expect(mean(bottom, 0)).toBeLessThan(50)
  })

  it('prints a dark spot in an animal found by the detector only where an eye could be', () => {
    // A box of 200 × 200 px in a 400 × 400 picture, its head the upper half (y 100-200).
    const box = { x1: 0.25, y1: 0.25, x2: 0.75, y2: 0.75 }
    const spot = (cx: number, cy: number, rx: number, ry: number) => ({ cx, cy, rx, ry, angle: 0 })
    expect(eyeLike(spot(180, 150, 6, 4), box, 400, 400)).toBe(true)
    // In the lower half (the nut it holds), beside the box, as big as an eye and an ear's shadow, a fold.
    expect(eyeLike(spot(180, 250, 6, 4), box, 400, 400)).toBe(false)
    expect(eyeLike(spot(90, 150, 6, 4), box, 400, 400)).toBe(false)
    expect(eyeLike(spot(180, 150, 20, 16), box, 400, 400)).toBe(false)
    expect(eyeLike(spot(180, 150, 9, 3), box, 400, 400)).toBe(false)
  })
})
