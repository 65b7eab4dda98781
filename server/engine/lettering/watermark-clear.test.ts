import { describe, expect, it } from 'vitest'
import { MARGIN_PT, PAGE_SIZES } from '../common/page-size'
import { makePlan } from '../plan/make-plan'
import type { Bitmap } from '../render/render-pool'
import { svgToBitmap } from '../render/svg-to-png'
import { composeScene } from '../scene/compose-scene'
import { FRAME_BAND } from '../scenery/pattern-frame'
import { watermarkBox, watermarkSvg } from './watermark'

const ink = (page: Bitmap, x: number, y: number) =>
  !(page.bits[y * ((page.width + 7) >> 3) + (x >> 3)] & (0x80 >> (x & 7)))

// "Made with Colorly" on a framed intricate page was drawn across the outer frame line at the bottom right,
// its white backing cutting the line. It belongs in the band, clear of every line: under its backing the page
// has no ink at all, and the frame's outer line runs on unbroken beneath it.
describe('the watermark on framed intricate pages', () => {
  it.each([
    ['a lion wearing a crown', 'realistic'],
    ['a castle', 'cartoon'],
    ['a fire truck', 'cartoon'],
    ['a dinosaur', 'cartoon'],
  ] as const)(
    '%s (%s) keeps clear of every line',
    async (prompt, style) => {
      const plan = makePlan({ prompt, complexity: 'intricate', style, seed: 3, watermark: true })
      const { svg } = composeScene(plan)
      const page = PAGE_SIZES[plan.size]
      const printable = {
        minX: MARGIN_PT,
        minY: MARGIN_PT,
        maxX: page.widthPt - MARGIN_PT,
        maxY: page.heightPt - MARGIN_PT,
      }
      const mark = watermarkSvg(printable, FRAME_BAND)
      expect(svg).toContain(mark)
      const withMark = await svgToBitmap(svg)
      const withoutMark = await svgToBitmap(svg.replace(mark, ''))
      const scale = withMark.width / page.widthPt
      const box = watermarkBox(printable, FRAME_BAND)
      let under = 0
      for (let y = Math.floor(box.minY * scale); y <= Math.ceil(box.maxY * scale); y++)
        for (let x = Math.floor(box.minX * scale); x <= Math.ceil(box.maxX * scale); x++)
          if (ink(withoutMark, x, y)) under++
      expect(under, 'ink under the mark').toBe(0)
      const lineY = Math.round(printable.maxY * scale)
      let broken = 0
      for (let x = Math.floor(box.minX * scale); x <= Math.ceil(box.maxX * scale); x++)
        if (![-3, -2, -1, 0, 1, 2, 3].some((dy) => ink(withMark, x, lineY + dy))) broken++
      expect(broken, 'gaps in the outer frame line').toBe(0)
    },
    60_000,
  )
})
