import { describe, expect, it } from 'vitest'
import { seededRandom } from '../common/seeded-random'
import { clearPackedRun, packedWhiteRuns, whiteRuns } from './white-runs.mjs'

describe('white runs over packed rows', () => {
  it('finds the same runs and regions as over one byte a pixel, for widths not a multiple of 8', () => {
    const random = seededRandom(7)
    for (const width of [13, 64, 101]) {
      const height = 40
      const white = new Uint8Array(width * height)
      // Blobs of white and black rather than noise, so runs are of every length.
      for (let i = 0, on = 1; i < white.length; i++) {
        if (random() < 0.08) on = 1 - on
        white[i] = on
      }
      const rowBytes = (width + 7) >> 3
      const bits = new Uint8Array(rowBytes * height)
      for (let i = 0; i < white.length; i++) {
        const x = i % width
        const y = Math.floor(i / width)
        if (white[i]) bits[y * rowBytes + (x >> 3)] |= 0x80 >> (x & 7)
      }
      const a = whiteRuns(white, width, height)
      const b = packedWhiteRuns(bits, width, height)
      expect(b.count).toBe(a.count)
      expect([...b.x0]).toEqual([...a.x0])
      expect([...b.x1]).toEqual([...a.x1])
      expect([...b.root]).toEqual([...a.root])
    }
  })

  it('blackens exactly the pixels of a cleared run', () => {
    const bits = new Uint8Array([0xff, 0xff, 0xff, 0xff])
    clearPackedRun(bits, 4, 0, 5, 27)
    expect([...bits]).toEqual([0xf8, 0x00, 0x00, 0x1f])
  })
})
