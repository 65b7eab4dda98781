import { readFileSync } from 'node:fs'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { decodePhoto } from '../photo/decode-photo'
import { smoothKeepingEdges } from './edge-keeping-smooth'
import { toLab, toRgb } from './lab-colour'
import { photoRegions } from './photo-regions'
import { regionBorders, segmentRegions } from './photo-segments'
import { subjectMask } from './photo-subject'

// An orange ball in the middle of a grainy grey wall, with a dark spot (an eye) on it: 200 x 150 pixels.
function ballOnWall() {
  const w = 200
  const h = 150
  const rgb = Buffer.alloc(w * h * 3)
  let seed = 7
  const noise = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31
    return (seed / 2 ** 31 - 0.5) * 30
  }
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const ball = Math.hypot(x - 100, y - 75) < 45
      const eye = Math.hypot(x - 110, y - 65) < 6
      const colour = eye ? [40, 30, 20] : ball ? [230, 140, 40] : [150, 150, 150]
      for (let c = 0; c < 3; c++) rgb[(y * w + x) * 3 + c] = Math.max(0, Math.min(255, colour[c] + noise()))
    }
  }
  return { w, h, rgb }
}

const spread = (lab: Float32Array, w: number, x0: number, x1: number, y0: number, y1: number) => {
  const values: number[] = []
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) values.push(lab[(y * w + x) * 3])
  const mean = values.reduce((a, b) => a + b, 0) / values.length
  return Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / values.length)
}

describe('colour regions of a photo', () => {
  it('smooths grain away while an edge stays sharp', () => {
    const { w, h, rgb } = ballOnWall()
    const lab = toLab(rgb)
    const smoothed = smoothKeepingEdges(lab, w, h, 3, 8, 3)
    expect(spread(smoothed, w, 5, 40, 5, 40)).toBeLessThan(spread(lab, w, 5, 40, 5, 40) / 3)
    // Across the ball's left edge (x 55) the step in lightness is kept within two pixels.
    const lightness = (x: number) => smoothed[(75 * w + x) * 3]
    const before = lab[(75 * w + 50) * 3] - lab[(75 * w + 60) * 3]
    expect(Math.abs(lightness(53) - lightness(57))).toBeGreaterThan(Math.abs(before) * 0.6)
    expect(toRgb(toLab(Buffer.from([230, 140, 40])))).toEqual(Buffer.from([230, 140, 40]))
  })

  it('finds the ball as one region with a closed border and the wall as one, grain and all', () => {
    const { w, h, rgb } = ballOnWall()
    const smoothed = smoothKeepingEdges(toLab(rgb), w, h, 3, 8, 3)
    const { labels, count } = segmentRegions(smoothed, w, h, {
      scale: 30,
      minPx: 40,
      maxRegions: 3,
      minColourStep: 4,
    })
    expect(count).toBeLessThanOrEqual(3)
    const at = (x: number, y: number) => labels[y * w + x]
    const wall = at(2, 2)
    for (const [x, y] of [
      [197, 2],
      [2, 147],
      [197, 147],
      [100, 10],
    ])
      expect(at(x, y)).toBe(wall)
    expect(at(80, 90)).not.toBe(wall)
    expect(at(110, 65)).not.toBe(at(80, 90))
    // Walking out from the ball's middle in any direction crosses a border before reaching the wall.
    const borders = regionBorders(labels, w, h)
    for (let a = 0; a < 16; a++) {
      let crossed = false
      for (let r = 15; r < 60 && !crossed; r++) {
        const x = Math.round(100 + r * Math.cos((a * Math.PI) / 8))
        const y = Math.round(75 + r * Math.sin((a * Math.PI) / 8))
        // The border is a pixel wide: a diagonal step may pass beside it, so its neighbours count too.
        crossed = borders[y * w + x] + borders[y * w + x + 1] + borders[(y + 1) * w + x] > 0
      }
      expect(crossed).toBe(true)
    }
    // The ball is the subject, the wall is not.
    const subject = subjectMask(smoothed, labels, count, w, h)
    expect(subject[75 * w + 85]).toBe(1)
    expect(subject[5 * w + 5]).toBe(0)
    expect(subject[140 * w + 190]).toBe(0)
  })
})

describe('the subject of a real photo (tests/fixtures/photos)', { timeout: 60_000 }, () => {
  const regionsOf = async (name: string) => {
    const bytes = await sharp(
      readFileSync(new URL(`../../../tests/fixtures/photos/${name}.jpg`, import.meta.url)),
    )
      .resize(1600, 1600, { fit: 'inside' })
      .jpeg({ quality: 90 })
      .toBuffer()
    return photoRegions(await decodePhoto(bytes, 480, 5), 10)
  }

  it.each([
    'astronaut',
    'coffee',
    'rocket',
    'landscape',
    'stairs',
    'dogs',
    'building',
    'street',
    'butterfly',
  ])('draws no pet outline on %s: it has no furry close-up and no face', async (name) => {
    // A pet's outline clears everything outside it; on these it would take away the picture.
    const { outline, backdrop, pet } = await regionsOf(name)
    expect(outline.some((v) => v === 1)).toBe(false)
    expect(backdrop.some((v) => v === 1)).toBe(false)
    expect(pet).toBe(false)
  })

  it.each(['cat', 'spaniel', 'spaniel-golden'])('outlines the pet on %s', async (name) => {
    const { outline, backdrop, pet } = await regionsOf(name)
    expect(outline.some((v) => v === 1)).toBe(true)
    expect(pet).toBe(true)
    expect(backdrop.some((v) => v === 1)).toBe(true)
  })
})
