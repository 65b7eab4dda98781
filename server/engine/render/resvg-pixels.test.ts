import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { Resvg } from '@resvg/resvg-wasm'
import { beforeAll, describe, expect, it } from 'vitest'
import { makePlan } from '../plan/make-plan'
import { composeScene } from '../scene/compose-scene'
import { initResvg, pixelsOf } from './resvg-pixels.mjs'

// The render workers read a page's pixels where resvg drew them (resvg-pixels.mjs). This pins that the view
// is taken (an upgrade of resvg-wasm that renames the bindings' import would silently fall back to the copy)
// and holds the very bytes of resvg's own copy.
describe('pixels read in place', () => {
  beforeAll(async () => {
    await initResvg(readFileSync(createRequire(import.meta.url).resolve('@resvg/resvg-wasm/index_bg.wasm')))
  })

  it('are resvg’s pixels, byte for byte, without a copy', () => {
    for (const [prompt, complexity] of [
      ['a lion wearing a crown', 'easy'],
      ['a pirate ship', 'intricate'],
    ] as const) {
      const { svg } = composeScene(makePlan({ prompt, complexity, style: 'cartoon', seed: 3 }))
      const resvg = new Resvg(svg, { fitTo: { mode: 'width', value: 1275 }, shapeRendering: 0 })
      const image = resvg.render()
      const copy = image.pixels
      const { pixels, release } = pixelsOf(image)
      // A view of resvg's WASM memory, which holds more than this one image.
      expect(pixels.buffer.byteLength).toBeGreaterThan(pixels.length)
      expect(pixels.length).toBe(image.width * image.height * 4)
      expect(Buffer.compare(Buffer.from(pixels), Buffer.from(copy))).toBe(0)
      release()
      image.free()
      resvg.free()
    }
  })
})
