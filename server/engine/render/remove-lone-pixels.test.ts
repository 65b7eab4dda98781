import { describe, expect, it } from 'vitest'
import { seededRandom } from '../common/seeded-random'
import { removeLonePixels } from './band-bitmap.mjs'

/** The pass as it was written pixel by pixel, before it took eight at a time: the bits must stay these. */
function onePixelAtATime(
  bits: Uint8Array,
  width: number,
  height: number,
  cutTop: boolean,
  cutBottom: boolean,
) {
  const rowBytes = (width + 7) >> 3
  const black = (x: number, y: number) =>
    x >= 0 && x < width && y >= 0 && y < height && !(bits[y * rowBytes + (x >> 3)] & (0x80 >> (x & 7)))
  const lone: number[] = []
  for (let y = cutTop ? 1 : 0; y < (cutBottom ? height - 1 : height); y++) {
    for (let k = 0; k < rowBytes; k++) {
      const byte = bits[y * rowBytes + k]
      if (byte === 0xff || byte === 0) continue
      for (let b = 0; b < 8; b++) {
        const x = (k << 3) + b
        if (x >= width || byte & (0x80 >> b)) continue
        let alone = true
        for (let dy = -1; dy <= 1; dy++)
          for (let dx = -1; dx <= 1; dx++) if ((dx || dy) && black(x + dx, y + dy)) alone = false
        if (alone) lone.push(y * rowBytes + k, 0x80 >> b)
      }
    }
  }
  for (let i = 0; i < lone.length; i += 2) bits[lone[i]] |= lone[i + 1]
}

/** Packed rows of sparse ink (1 = white): lone pixels, pairs and short strokes, the last byte's padding 0. */
function sparseInk(width: number, height: number, seed: number, density: number) {
  const random = seededRandom(seed)
  const rowBytes = (width + 7) >> 3
  const bits = new Uint8Array(rowBytes * height)
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) if (random() >= density) bits[y * rowBytes + (x >> 3)] |= 0x80 >> (x & 7)
  return bits
}

describe('lone black pixels, eight at a time', () => {
  it('whitens exactly the pixels the pixel-by-pixel pass whitens, at every width and cut', () => {
    let whitened = 0
    for (const width of [1, 2, 7, 8, 9, 15, 16, 17, 63, 101, 2550]) {
      for (const density of [0.03, 0.15, 0.5]) {
        for (const [cutTop, cutBottom] of [
          [false, false],
          [true, false],
          [false, true],
          [true, true],
        ]) {
          const height = width > 1000 ? 12 : 23
          const bits = sparseInk(width, height, width * 31 + density * 100, density)
          const before = bits.slice()
          const expected = bits.slice()
          onePixelAtATime(expected, width, height, cutTop, cutBottom)
          removeLonePixels(bits, width, height, cutTop, cutBottom)
          expect(
            Buffer.from(bits).equals(Buffer.from(expected)),
            `${width} ${density} ${cutTop} ${cutBottom}`,
          ).toBe(true)
          whitened += expected.filter((byte, i) => byte !== before[i]).length
        }
      }
    }
    // The bitmaps do hold lone pixels for the pass to find.
    expect(whitened).toBeGreaterThan(100)
  })

  it('leaves a pixel with ink beside it across a byte boundary, and whitens one alone there', () => {
    // Width 16, one row: pixels 7 and 8 (either side of the byte boundary) touch; pixel 12 is alone.
    const bits = new Uint8Array([0b11111110, 0b01110111])
    removeLonePixels(bits, 16, 1, false, false)
    expect([...bits]).toEqual([0b11111110, 0b01111111])
  })
})
