import { describe, expect, it } from 'vitest'
import { pack } from '../model-art/line-art-cleanup'
import { traceOutlines, traceToPath } from './trace-bitmap'

const bitmap = (w: number, h: number, inked: (x: number, y: number) => boolean) => {
  const ink = new Uint8Array(w * h)
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) ink[y * w + x] = inked(x, y) ? 1 : 0
  return pack(ink, w, h)
}

describe('tracing', () => {
  it('traces a frame as an outline and a hole with square corners', () => {
    const frame = bitmap(40, 30, (x, y) => x < 2 || y < 2 || x >= 38 || y >= 28)
    expect(traceToPath(frame, { scale: 1, x: 0, y: 0 })).toBe(
      'M40 0L40 30L0 30L0 0L40 0ZM2 28L38 28L38 2L2 2L2 28Z',
    )
  })

  it('places and scales the outline on the page', () => {
    const square = bitmap(10, 10, (x, y) => x >= 2 && x < 8 && y >= 2 && y < 8)
    expect(traceToPath(square, { scale: 2, x: 100, y: 50 })).toBe('M116 54L116 66L104 66L104 54L116 54Z')
  })

  it('keeps diagonal neighbours in one piece of ink', () => {
    const diagonal = bitmap(6, 6, (x, y) => x === y)
    expect(traceOutlines(diagonal)).toHaveLength(1)
  })

  it('draws a disc as a few smooth curves, not a staircase of pixel edges', () => {
    const disc = bitmap(80, 80, (x, y) => Math.hypot(x - 40, y - 40) < 30)
    const d = traceToPath(disc, { scale: 1, x: 0, y: 0 })
    const curves = d.match(/C/g)?.length ?? 0
    expect(d).not.toContain('L')
    expect(curves).toBeGreaterThan(6)
    expect(curves).toBeLessThan(60)
    // Every on-curve point lies on the circle's edge, within a pixel.
    const ends = [...d.matchAll(/C[\d.-]+ [\d.-]+ [\d.-]+ [\d.-]+ ([\d.-]+) ([\d.-]+)/g)]
    for (const [, x, y] of ends)
      expect(Math.abs(Math.hypot(Number(x) - 40, Number(y) - 40) - 30)).toBeLessThan(1)
  })
})
