import { readFileSync } from 'node:fs'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { decodeLetterbox, decodePhoto } from '../photo/decode-photo'
import { testPhotoFiles } from '../photo/test-photos'
import { photoLines } from '../trace/line-work'
import { PHOTO_DETAIL, photoLineArt } from '../trace/photo-line-art'
import { FACE_DETECTOR_SIDE, facesIn, findFaces } from './find-faces'

const fixture = (name: string) =>
  readFileSync(new URL(`../../../tests/fixtures/photos/${name}.jpg`, import.meta.url))

async function faces(bytes: Buffer) {
  const square = await decodeLetterbox(bytes, FACE_DETECTOR_SIDE)
  return findFaces(square, square.inside)
}

describe('people’s faces', { timeout: 60_000 }, () => {
  it('finds the astronaut’s face, her eyes and her mouth', async () => {
    const found = await faces(fixture('astronaut'))
    expect(found).toHaveLength(1)
    const [face] = found
    // Measured on the photo (512 × 512): eyes at (203, 102) and (248, 103), mouth at (223, 150).
    expect(face.eyes[0].x * 512).toBeCloseTo(203, -1)
    expect(face.eyes[0].y * 512).toBeCloseTo(102, -1)
    expect(face.eyes[1].x * 512).toBeCloseTo(248, -1)
    expect(face.mouth.y * 512).toBeCloseTo(150, -1)
    expect(face.x1).toBeLessThan(face.eyes[0].x)
    expect(face.x2).toBeGreaterThan(face.eyes[1].x)
  })

  it('places the face right in a photo wider than tall (fitted into the square, not stretched)', async () => {
    const wide = await sharp({ create: { width: 1024, height: 512, channels: 3, background: '#c8c0b0' } })
      .composite([{ input: fixture('astronaut'), left: 512, top: 0 }])
      .jpeg()
      .toBuffer()
    const [face] = await faces(wide)
    expect(face.eyes[0].x).toBeCloseTo((512 + 203) / 1024, 1)
    expect(face.eyes[0].y).toBeCloseTo(102 / 512, 1)
  })

  it('finds no face in the photos without a person: the cat’s and the dogs’ faces are not people’s', async () => {
    const others = testPhotoFiles().filter((f) => !f.endsWith('astronaut.jpg'))
    expect(others.length).toBeGreaterThanOrEqual(12)
    for (const file of others) expect(await faces(readFileSync(file)), file).toEqual([])
  })

  it('takes a face into a crop of the photo, and leaves out one outside it', () => {
    const face = {
      x1: 0.4,
      y1: 0.2,
      x2: 0.6,
      y2: 0.4,
      eyes: [
        { x: 0.45, y: 0.28 },
        { x: 0.55, y: 0.28 },
      ] as [{ x: number; y: number }, { x: number; y: number }],
      mouth: { x: 0.5, y: 0.36 },
      score: 0.9,
    }
    const [inCrop] = facesIn([face], { x1: 0.2, y1: 0, x2: 0.7, y2: 0.5 })
    expect(inCrop.eyes[0].x).toBeCloseTo(0.5, 5)
    expect(inCrop.mouth.y).toBeCloseTo(0.72, 5)
    expect(facesIn([face], { x1: 0.6, y1: 0, x2: 1, y2: 1 })).toEqual([])
  })

  it('prints a pupil in each of the astronaut’s eyes, on both pages', async () => {
    for (const complexity of ['easy', 'intricate'] as const) {
      const page = await photoLines({
        kind: 'photo-lines',
        photo: fixture('astronaut'),
        complexity,
        size: 'letter',
        watermark: false,
      })
      // Two filled ovals (each drawn as two arcs), and nothing else filled.
      expect(page.fill.match(/M/g)).toHaveLength(2)
    }
  })

  it('keeps the lid over each of her eyes on an easy page, strokes shorter than it keeps elsewhere', async () => {
    const detail = PHOTO_DETAIL.easy
    const image = await decodePhoto(fixture('astronaut'), detail.maxSide, detail.median)
    const found = await faces(fixture('astronaut'))
    const { width: w, height: h } = image
    const fw = (found[0].x2 - found[0].x1) * w
    const { lines } = await photoLineArt(image, detail, undefined, [], found)
    const points = lines.runs.flatMap((r) => r.points)
    // Line just above each pupil (which takes the line under it away): its lid.
    for (const eye of found[0].eyes) {
      const lid = points.filter((p) => {
        const [dx, dy] = [p.x - eye.x * w, p.y - eye.y * h]
        return Math.abs(dx) < 0.12 * fw && dy < 0 && dy > -0.12 * fw
      })
      expect(lid.length, `eye at ${eye.x.toFixed(2)}`).toBeGreaterThan(5)
    }
  })
})
