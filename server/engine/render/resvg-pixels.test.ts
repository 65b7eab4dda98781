import { Resvg } from '@resvg/resvg-wasm'
import { describe, expect, it } from 'vitest'
import { initResvg, renderedPixels } from './resvg-pixels.mjs'

describe("resvg's pixels read in place", () => {
  it('are the pixels resvg copies out, without the copy', async () => {
    await initResvg()
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 150 100">' +
      '<circle cx="75" cy="50" r="40" fill="#fff" stroke="#000" stroke-width="3"/></svg>'
    const resvg = new Resvg(svg, { fitTo: { mode: 'width', value: 600 }, shapeRendering: 0 })
    const image = resvg.render()
    const inPlace = renderedPixels(image)
    // A view of resvg's memory (larger than the image), not an array of its own.
    expect(inPlace.length).toBe(600 * 400 * 4)
    expect(inPlace.buffer.byteLength).toBeGreaterThan(inPlace.length)
    expect(inPlace.byteOffset % 4).toBe(0)
    expect(Buffer.from(inPlace).equals(Buffer.from(image.pixels))).toBe(true)
    image.free()
    resvg.free()
  })
})
