import { describe, expect, it } from 'vitest'
import { renderPage } from '../engine'
import { colorByNumber } from './color-by-number'
import type { InkMap } from './ink-map'
import { findRegions } from './page-regions'
import { wavyTop } from './water-regions'

/** A 600 by 200 page cut by one line whose height follows `lineY`. */
function pageWithLine(lineY: (x: number) => number): InkMap {
  const width = 600
  const height = 200
  const ink = new Uint8Array(width * height)
  for (let x = 0; x < width; x++)
    for (let d = -3; d <= 3; d++) ink[(Math.round(lineY(x)) + d) * width + x] = 1
  return { width, height, ink }
}

describe('water on a color by number', () => {
  it('tells a wave line from a straight or gently curved one', () => {
    const regionBelow = (map: InkMap) => {
      const regions = findRegions(map, { poles: false })
      return { regions, r: regions.label[(map.height - 2) * map.width + 300] }
    }
    const wave = regionBelow(pageWithLine((x) => 80 + 20 * Math.sin(x / 40)))
    expect(wavyTop(wave.regions, wave.r)).toBe(true)
    const straight = regionBelow(pageWithLine(() => 80))
    expect(wavyTop(straight.regions, straight.r)).toBe(false)
    const hill = regionBelow(pageWithLine((x) => 60 + 40 * Math.sin((x / 600) * Math.PI)))
    expect(wavyTop(hill.regions, hill.r)).toBe(false)
  })

  it('colours the sea blue: every band of water below the horizon is blue or light blue', async () => {
    const prompt = 'a sailboat on the sea'
    for (const complexity of ['easy', 'intricate'] as const) {
      const page = await renderPage({
        prompt,
        complexity,
        style: 'cartoon',
        size: 'letter',
        seed: 1,
        watermark: false,
      })
      const sheet = await colorByNumber({
        png: page.png,
        size: 'letter',
        subjects: page.subjects,
        setting: 'sea',
        colors: 6,
        labels: 'numbers',
        seed: 1,
        pageHasWatermark: false,
        watermark: false,
        title: prompt,
      })
      const { regions } = sheet
      const colorOf = (answer: number) => sheet.sheet.key.find((k) => k.number === answer)?.color_name
      const water = sheet.placed.filter((p) => wavyTop(regions, p.region) && regions.minY[p.region] > 1100)
      expect(water.length).toBeGreaterThan(0)
      for (const p of water) expect(['blue', 'light blue']).toContain(colorOf(p.answer))
      // Without the setting the same bands are coloured as anything else would be.
      const unknown = await colorByNumber({
        png: page.png,
        size: 'letter',
        subjects: page.subjects,
        colors: 6,
        labels: 'numbers',
        seed: 1,
        pageHasWatermark: false,
        watermark: false,
        title: prompt,
      })
      const blues = unknown.placed.filter(
        (p) =>
          water.some((w) => w.region === p.region) &&
          ['blue', 'light blue'].includes(
            unknown.sheet.key.find((k) => k.number === p.answer)?.color_name ?? '',
          ),
      )
      expect(blues.length).toBeLessThan(water.length)
    }
  }, 120_000)
})
