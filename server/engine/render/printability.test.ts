import { PNG } from 'pngjs'
import { describe, expect, it } from 'vitest'
import { lineStyle } from '../art/line-style'
import { MARGIN_PT, PAGE_SIZES } from '../common/page-size'
import { SAMPLE_PROMPTS, VARIANTS } from '../dev/bench-prompts'
import { FIGURE_PROMPTS } from '../figures/figure-prompts'
import { makePlan } from '../plan/make-plan'
import type { Complexity, Style } from '../plan/plan'
import { renderPage } from '../render-page'
import { composeScene } from '../scene/compose-scene'
import { decodePng1Bit } from './png-1bit'
import { svgToBitmap } from './svg-to-png'
import { countWhiteRegions, marginsAreEmpty } from './white-regions'

const MARGIN_PX = (MARGIN_PT / 72) * 300

/** Checks a PNG with an independent decoder, pixel by pixel: pure black or white only, nothing in the margins. */
function inspect(png: Buffer) {
  const { width, height, data } = PNG.sync.read(png)
  let grey = 0
  let inMargin = 0
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4
      const v = data[i]
      if ((v !== 0 && v !== 255) || data[i + 1] !== v || data[i + 2] !== v || data[i + 3] !== 255) grey++
      if (v === 0 && (x < MARGIN_PX || y < MARGIN_PX || x >= width - MARGIN_PX || y >= height - MARGIN_PX))
        inMargin++
    }
  }
  return { width, height, grey, inMargin }
}

describe('printable pages from varied prompts', () => {
  it.each(VARIANTS)(
    'a $complexity $style page decodes with pngjs to pure black and white pixels only',
    async (variant) => {
      const page = await renderPage({ prompt: 'a cat and a dog in a garden', ...variant, watermark: true })
      const png = inspect(page.png)
      expect([png.width, png.height]).toEqual([2550, 3300])
      expect(png.grey).toBe(0)
      expect(png.inMargin).toBe(0)
    },
    60_000,
  )

  // Every prompt at full size; the four style and complexity combinations take turns across prompts.
  it.each(SAMPLE_PROMPTS.map((p, i) => ({ ...p, ...VARIANTS[i % VARIANTS.length] })))(
    '"$prompt" ($complexity, $style) is pure black and white, margins empty, depicting $expect',
    async ({ prompt, expect: subject, complexity, style }) => {
      const page = await renderPage({ prompt, complexity, style, watermark: true })
      expect(page.subjects).toContain(subject)
      // Art from the sets is credited; a page of people drawn whole may hold none.
      if (!page.plan.people) expect(page.credits.length).toBeGreaterThan(0)
      // Decoding as 1-bit greyscale proves every pixel is pure black or white; then the margins, bit by bit.
      const bitmap = decodePng1Bit(page.png)
      expect([bitmap.width, bitmap.height]).toEqual([2550, 3300])
      expect(marginsAreEmpty(bitmap, MARGIN_PX)).toBe(true)
      expect(page.pdf.subarray(0, 5).toString()).toBe('%PDF-')
    },
    60_000,
  )
})

// Regions are counted at 150 dpi (a quarter of the pixels, four times faster): the thinnest line is 0.55 pt,
// still at least one pixel there, so no region merges into its neighbour; specks are judged in pt², so the
// same ones are filled at either resolution.
describe('easy pages have far fewer, larger regions than intricate ones', () => {
  const sample = SAMPLE_PROMPTS.filter((_, i) => i % 3 === 0)
  const regions = async (prompt: string, complexity: Complexity, style: Style) => {
    const plan = makePlan({ prompt, complexity, style })
    return countWhiteRegions(
      await svgToBitmap(composeScene(plan).svg, 1275, lineStyle(complexity, style).speckArea),
    )
  }

  it.each(sample.map((p, i) => ({ ...p, style: (i % 2 ? 'realistic' : 'cartoon') as Style })))(
    '"$prompt" ($style)',
    async ({ prompt, style }) => {
      const easy = await regions(prompt, 'easy', style)
      const intricate = await regions(prompt, 'intricate', style)
      // Thresholds (docs/decisions/0002-engine-printability-thresholds.md): an easy page stays under 200 regions,
      // none smaller than the speck limit (70 pt² = 304 px at 150 dpi), and has at most half as many
      // regions as the intricate page of the same prompt, with a median region at least twice as large.
      expect(easy.count).toBeLessThan(200)
      expect(Math.min(...easy.sizes)).toBeGreaterThanOrEqual(300)
      expect(easy.count * 2).toBeLessThanOrEqual(intricate.count)
      const median = (s: number[]) => s[Math.floor(s.length / 2)]
      // A realistic intricate drawing is detailed by open pen strokes, which close no region; what it must
      // not have is a region too small for a fine pen (a 2 mm disc: 110 px at 150 dpi, less a little
      // for the coarser grid).
      if (style === 'cartoon') expect(median(easy.sizes)).toBeGreaterThanOrEqual(2 * median(intricate.sizes))
      else expect(Math.min(...intricate.sizes)).toBeGreaterThanOrEqual(90)
    },
    60_000,
  )
})

describe('page sizes', () => {
  it('renders A4 at 2480x3508 px and a 595.28x841.89 pt PDF page', async () => {
    const page = await renderPage({ prompt: 'a cupcake', complexity: 'easy', style: 'cartoon', size: 'a4' })
    const png = inspect(page.png)
    expect([png.width, png.height]).toEqual([PAGE_SIZES.a4.widthPx, PAGE_SIZES.a4.heightPx])
    expect(png.inMargin).toBe(0)
    expect(page.pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/)
  }, 60_000)

  it('renders Letter as a one-page 612x792 pt PDF', async () => {
    const page = await renderPage({ prompt: 'a unicorn', complexity: 'intricate', style: 'cartoon' })
    const pdf = page.pdf.toString('latin1')
    expect(pdf).toMatch(/\/MediaBox \[0 0 612 792\]/)
    expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(1)
  }, 60_000)
})

describe('reproducibility', () => {
  it('gives identical PNG bytes for the same prompt, settings and seed', async () => {
    const input = {
      prompt: 'a dragon breathing fire',
      complexity: 'intricate',
      style: 'realistic',
      seed: 11,
    } as const
    const first = await renderPage(input)
    const second = await renderPage(input)
    expect(second.png.equals(first.png)).toBe(true)
    expect(second.svg).toBe(first.svg)
    const other = await renderPage({ ...input, seed: 12 })
    expect(other.png.equals(first.png)).toBe(false)
  }, 60_000)
})

// Pages drawn by geometry (mandalas, patterns, numbers, shapes, composed scenes), each kind in both complexities.
describe('figure pages are printable', () => {
  it.each(FIGURE_PROMPTS.map((p, i) => ({ ...p, ...VARIANTS[i % VARIANTS.length] })))(
    '"$prompt" ($complexity, $style) is pure black and white, margins empty, depicting $expect',
    async ({ prompt, expect: depicts, complexity, style }) => {
      const page = await renderPage({ prompt, complexity, style, watermark: true })
      expect(page.plan.figure).not.toBeNull()
      expect(page.subjects).toContain(depicts)
      const bitmap = decodePng1Bit(page.png)
      expect([bitmap.width, bitmap.height]).toEqual([2550, 3300])
      expect(marginsAreEmpty(bitmap, MARGIN_PX)).toBe(true)
      expect(page.pdf.subarray(0, 5).toString()).toBe('%PDF-')
    },
    60_000,
  )

  // 4 mm² (a region about 2 mm across) is 12.4 pt², 54 px at 150 dpi. Easy pages keep the subject pages'
  // limit (nothing under 300 px). Intricate pages of lines alone have almost no region under 4 mm²; where
  // bubble letters or emoji art appear, their counters and eyes follow the subject pages' rules instead.
  const regions = async (prompt: string, complexity: Complexity) =>
    countWhiteRegions(
      await svgToBitmap(
        composeScene(makePlan({ prompt, complexity, style: 'cartoon', seed: 5 })).svg,
        1275,
        lineStyle(complexity, 'cartoon').speckArea,
      ),
    )
  it.each(FIGURE_PROMPTS)(
    '"$prompt": closed regions to colour, easy fewer and larger than intricate, no specks',
    async ({ prompt, lines }) => {
      const easy = await regions(prompt, 'easy')
      const intricate = await regions(prompt, 'intricate')
      // Something beyond the paper itself is enclosed: the drawing is made of closed shapes.
      expect(easy.count).toBeGreaterThanOrEqual(8)
      expect(Math.min(...easy.sizes)).toBeGreaterThanOrEqual(300)
      expect(easy.count).toBeLessThan(intricate.count)
      const tiny = intricate.sizes.filter((size) => size < 54).length
      if (lines) expect(tiny / intricate.count).toBeLessThanOrEqual(0.01)
    },
    60_000,
  )
})
