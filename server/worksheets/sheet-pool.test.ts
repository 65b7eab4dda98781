import { describe, expect, it } from 'vitest'
import { encodePng1Bit, renderPage } from '../engine'
import { NoOutlineError } from './dot-to-dot'
import { bitmapOf, blankInkMap } from './ink-map'
import { sheetSize } from './sheet-layout'
import { drawWorksheetOffThread } from './sheet-pool'

describe('drawing sheets off the main thread', () => {
  it('keeps the main thread free while a dot to dot is drawn', async () => {
    const page = await renderPage({
      prompt: 'a lion wearing a crown',
      complexity: 'easy',
      style: 'cartoon',
      size: 'letter',
      seed: 1,
      watermark: true,
    })
    const source = {
      png: page.png,
      sheet: 'letter' as const,
      subjects: page.subjects,
      hasWatermark: true,
      title: 'lion',
    }
    const order = { kind: 'dot_to_dot' as const, dots: 30, countBy: 1 as const }
    // The first sheet starts the worker; the second is the one measured.
    await drawWorksheetOffThread(order, source, { watermark: true, seed: 1 })
    let last = performance.now()
    let longestStall = 0
    const ticker = setInterval(() => {
      const now = performance.now()
      longestStall = Math.max(longestStall, now - last)
      last = now
    }, 5)
    const started = performance.now()
    const drawn = await drawWorksheetOffThread(order, source, { watermark: true, seed: 2 })
    const took = performance.now() - started
    clearInterval(ticker)
    expect(drawn.sheet.dots?.length).toBeGreaterThanOrEqual(25)
    expect(drawn.png.subarray(1, 4).toString()).toBe('PNG')
    expect(drawn.pdf.subarray(0, 5).toString()).toBe('%PDF-')
    // Drawn on the main thread, the labelling and distance transforms would hold it for most of `took`.
    expect(longestStall).toBeLessThan(took / 3)
  }, 60_000)

  it('gives back a page without an outline as the same refusal as on the main thread', async () => {
    const size = sheetSize('letter')
    const blank = await encodePng1Bit(bitmapOf(blankInkMap(size.width, size.height)))
    const source = { png: blank, sheet: 'letter' as const, subjects: [], hasWatermark: false, title: 'blank' }
    await expect(
      drawWorksheetOffThread({ kind: 'dot_to_dot', dots: 30, countBy: 1 }, source, {
        watermark: false,
        seed: 1,
      }),
    ).rejects.toBeInstanceOf(NoOutlineError)
  }, 60_000)
})
