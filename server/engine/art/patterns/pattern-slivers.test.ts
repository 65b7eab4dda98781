import { describe, expect, it } from 'vitest'
import { makePlan } from '../../plan/make-plan'
import { countBlackBlobs } from '../../render/black-blobs'
import { pageRegions } from '../../render/page-regions'
import type { Bitmap } from '../../render/render-pool'
import { composeScene } from '../../scene/compose-scene'
import { lineStyle } from '../line-style'
import { keepWithoutSlivers } from './pattern-slivers'

// A white bitmap (set bits are white) with black rectangles [x, y, w, h].
function page(width: number, height: number, black: number[][]): Bitmap {
  const rowBytes = (width + 7) >> 3
  const bits = new Uint8Array(rowBytes * height).fill(0xff)
  for (const [x0, y0, w, h] of black)
    for (let y = y0; y < y0 + h; y++)
      for (let x = x0; x < x0 + w; x++) bits[y * rowBytes + (x >> 3)] &= ~(0x80 >> (x & 7))
  return { width, height, bits }
}

describe('black blobs: small solid patches of ink, not lines', () => {
  it('counts a filled sliver, not a fine line nor a long heavy contour', () => {
    const lines = [
      [10, 10, 200, 4],
      [10, 10, 4, 200],
    ]
    expect(countBlackBlobs(page(400, 300, lines))).toBe(0)
    expect(countBlackBlobs(page(400, 300, [...lines, [100, 100, 20, 14]]))).toBe(1)
    // A realistic drawing's 3.4 pt contour (14 px) running a long way is a line, not a blob.
    expect(countBlackBlobs(page(400, 300, [[20, 250, 360, 14]]))).toBe(0)
  })
})

describe('no slivers where a pattern meets the outline', () => {
  it('leaves out the chunk walling in a sliver, and keeps the chunks of whole cells', () => {
    // A 100 x 40 band: a line 2.5 below its top edge walls in slivers 10 wide (25 units², under the speck
    // size of 0.4 spacing²) between lines 10 apart, which make whole cells, 10 x 37.5, below it.
    const band = [[0, 0, 100, 0, 100, 40, 0, 40]]
    const walls = Array.from({ length: 9 }, (_, i) => [10 + 10 * i, 0, 10 + 10 * i, 40])
    const chunks = [[0, 2.5, 50, 2.5], [50, 2.5, 100, 2.5], ...walls]
    const keep = keepWithoutSlivers(band, false, chunks, 8)
    expect(keep.slice(0, 2)).toEqual([false, false])
    expect(keep.slice(2).every(Boolean)).toBe(true)
  })

  // Black blobs per page when slivers were closed in black: zebra 61 (half scales in its narrow stripes),
  // butterfly 82 (pebbles half hidden under the shapes painted over the wing); 13 and 6 now, mostly the eye,
  // hooves and where two outlines meet.
  it.each([
    ['a zebra', 25],
    ['a butterfly', 15],
  ] as const)(
    '"%s" intricate: fewer than %i black blobs, none under 2 mm',
    async (prompt, most) => {
      const scene = composeScene(makePlan({ prompt, complexity: 'intricate', style: 'cartoon', seed: 1 }))
      const r = await pageRegions(scene, lineStyle('intricate', 'cartoon').speckArea)
      expect(r.blackBlobs).toBeLessThan(most)
      expect(r.specks).toBe(0)
    },
    60_000,
  )
})
