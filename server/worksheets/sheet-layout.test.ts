import { describe, expect, it } from 'vitest'
import { decodePng1Bit, renderPage } from '../engine'
import { inkInBox, inkMapOf } from './ink-map'
import { pageWatermarkBox, removeWatermark, sheetSize, watermarkBox } from './sheet-layout'

const lion = (complexity: 'easy' | 'intricate', watermark: boolean) =>
  renderPage({
    prompt: 'a lion wearing a crown',
    complexity,
    style: 'cartoon',
    size: 'letter',
    seed: 1,
    watermark,
  })

describe("taking the page's own mark off", () => {
  it('finds the mark inside the band of a framed page and leaves the frame whole', async () => {
    const { printable } = sheetSize('letter')
    const map = inkMapOf(decodePng1Bit((await lion('intricate', true)).png))
    const box = pageWatermarkBox(map, printable)
    expect(box).not.toEqual(watermarkBox(printable))
    removeWatermark(map, printable)
    expect(inkInBox(map, box.x0, box.y0, box.x1, box.y1)).toBe(false)
    // The frame's outer lines, right and bottom, run unbroken past where the mark was.
    const mid = Math.round((printable.y0 + printable.y1) / 2)
    let right = Math.floor(printable.x1) - 1
    while (!map.ink[mid * map.width + right]) right--
    const centre = Math.round((printable.x0 + printable.x1) / 2)
    let bottom = Math.floor(printable.y1) - 1
    while (!map.ink[bottom * map.width + centre]) bottom--
    for (let y = mid; y < bottom; y++) expect(inkInBox(map, right - 2, y, right + 1, y + 1)).toBe(true)
    for (let x = centre; x < right; x++) expect(inkInBox(map, x, bottom - 2, x + 1, bottom + 1)).toBe(true)
  }, 60_000)

  it('takes the mark from the corner of an unframed page', async () => {
    const { printable } = sheetSize('letter')
    const marked = inkMapOf(decodePng1Bit((await lion('easy', true)).png))
    const box = pageWatermarkBox(marked, printable)
    expect(box).toEqual(watermarkBox(printable))
    removeWatermark(marked, printable)
    expect(inkInBox(marked, box.x0, box.y0, box.x1, box.y1)).toBe(false)
  }, 60_000)
})
