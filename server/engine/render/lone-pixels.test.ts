import { describe, expect, it } from 'vitest'
import { lineStyle } from '../art/line-style'
import { makePlan } from '../plan/make-plan'
import { PATTERN_NAMES } from '../plan/read-figure'
import { composeScene } from '../scene/compose-scene'
import type { Bitmap } from './render-pool'
import { svgToBitmap } from './svg-to-png'

/**
 * Black pixels with no black among their eight neighbours (packed rows, 1 = white): specks a printer
 * hardly shows but a flood fill on screen stops at. Answers their coordinates.
 */
function lonePixels({ bits, width, height }: Bitmap): { x: number; y: number }[] {
  const rowBytes = (width + 7) >> 3
  const black = (x: number, y: number) =>
    x >= 0 && y >= 0 && x < width && y < height && !(bits[y * rowBytes + (x >> 3)] & (0x80 >> (x & 7)))
  const found: { x: number; y: number }[] = []
  for (let y = 0; y < height; y++) {
    for (let k = 0; k < rowBytes; k++) {
      if (bits[y * rowBytes + k] === 0xff) continue
      for (let x = k << 3; x < Math.min(width, (k + 1) << 3); x++) {
        if (!black(x, y)) continue
        let alone = true
        for (let dy = -1; dy <= 1 && alone; dy++)
          for (let dx = -1; dx <= 1; dx++)
            if ((dx || dy) && black(x + dx, y + dy)) {
              alone = false
              break
            }
        if (alone) found.push({ x, y })
      }
    }
  }
  return found
}

// Where pattern lines or outlines nearly meet, the rasteriser left single black pixels (up to seven a page,
// "merry christmas" one at its lettering): none may remain on a page's PNG.
const PROMPTS = [
  ...PATTERN_NAMES.map((p) => `${p} pattern`),
  'a zentangle',
  'merry christmas',
  'happy birthday Emma',
  'a lion wearing a crown',
  'an octopus under the sea',
  'a castle',
]

describe('rendered pages have no lone black pixels', () => {
  it.each(PROMPTS)(
    '%s (intricate, both styles)',
    async (prompt) => {
      for (const style of ['cartoon', 'realistic'] as const) {
        const plan = makePlan({ prompt, complexity: 'intricate', style, seed: 1 })
        const { svg } = composeScene(plan)
        const page = await svgToBitmap(svg, undefined, lineStyle(plan.complexity, plan.style).speckArea)
        expect(lonePixels(page), `${prompt} ${style}`).toEqual([])
      }
    },
    120_000,
  )
})
