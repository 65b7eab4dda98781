import { describe, expect, it } from 'vitest'
import { textPath, textWidth } from './lettering'
import { watermarkSvg } from './watermark'

// The mark is laid out once per printable area and frame band and then reused: each answer must be the
// mark of the area and band asked for, the same text path as laying it out afresh.
describe('the watermark, laid out once per area', () => {
  it('answers each area and band its own mark, however many were asked before', () => {
    const boxes = Array.from({ length: 80 }, (_, i) => ({
      minX: 36,
      minY: 36,
      maxX: 500 + i,
      maxY: 700 + 2 * i,
    }))
    const first = boxes.map((box, i) => watermarkSvg(box, i % 3 === 0 ? 0 : 10 + i))
    // Beyond the marks kept: asked again, each is laid out again or reused, and the same.
    const again = boxes.map((box, i) => watermarkSvg(box, i % 3 === 0 ? 0 : 10 + i))
    expect(again).toEqual(first)
    expect(new Set(first).size).toBe(boxes.length)
    // Bottom right of the printable area, 4 pt in from its edges when unframed.
    const box = { minX: 36, minY: 36, maxX: 576, maxY: 756 }
    const path = /<path d="([^"]+)"/.exec(watermarkSvg(box))?.[1]
    const x = 576 - textWidth('Made with Colorly', 8) - 4
    expect(path === textPath('Made with Colorly', x, 752, 8)).toBe(true)
  })
})
