import { PNG } from 'pngjs'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { cleanLineArt } from '../model-art/line-art-cleanup'
import { decodePng1Bit } from '../render/png-1bit'
import { rasterPage } from './raster-page'

/** A model-like picture: an anti-aliased grey ring with a 2 px gap, noise specks and a transparent corner. */
function syntheticDrawing(size = 200): Buffer {
  const png = new PNG({ width: size, height: size })
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const i = (y * size + x) * 4
      const d = Math.hypot(x - size / 2, y - size / 2)
      const onRing = Math.abs(d - size / 3) < 3 && !(x >= 99 && x <= 100 && y < size / 2)
      const edge = Math.abs(d - size / 3) < 4 && !onRing
      const speck = (x === 20 && y === 20) || (x === 180 && y === 30)
      const v = onRing || speck ? 20 : edge ? 150 : 245
      png.data[i] = png.data[i + 1] = png.data[i + 2] = v
      png.data[i + 3] = x > 190 && y > 190 ? 0 : 255
    }
  }
  return PNG.sync.write(png)
}

const isInk = (bits: Uint8Array, width: number, x: number, y: number) =>
  ((bits[y * ((width + 7) >> 3) + (x >> 3)] >> (7 - (x & 7))) & 1) === 0

describe('line-art cleanup', () => {
  it('closes a 2 px gap in a line so the region inside stays closed', () => {
    const art = cleanLineArt(syntheticDrawing())
    const ringTop = Math.round(100 - 200 / 3)
    expect(isInk(art.bits, art.width, 99, ringTop)).toBe(true)
    expect(isInk(art.bits, art.width, 100, ringTop)).toBe(true)
  })

  it('removes specks of noise and treats transparency as paper', () => {
    const art = cleanLineArt(syntheticDrawing())
    expect(isInk(art.bits, art.width, 20, 20)).toBe(false)
    expect(isInk(art.bits, art.width, 180, 30)).toBe(false)
    expect(isInk(art.bits, art.width, 195, 195)).toBe(false)
  })
})

describe('raster page', { timeout: 60_000 }, () => {
  it('lays the cleaned picture out on a pure black-and-white Letter page with empty margins', async () => {
    const page = await rasterPage({ png: syntheticDrawing(), size: 'letter', watermark: true })
    const bitmap = decodePng1Bit(page.png)
    expect([bitmap.width, bitmap.height]).toEqual([2550, 3300])
    let inkInMargins = 0
    let inkInside = 0
    for (let y = 0; y < bitmap.height; y++) {
      for (let x = 0; x < bitmap.width; x++) {
        if (!isInk(bitmap.bits, bitmap.width, x, y)) continue
        if (x < 150 || y < 150 || x >= 2400 || y >= 3150) inkInMargins++
        else inkInside++
      }
    }
    expect(inkInMargins).toBe(0)
    expect(inkInside).toBeGreaterThan(10_000)
    expect(page.pdf.subarray(0, 5).toString()).toBe('%PDF-')
  })

  it('fits A4 too', async () => {
    const page = await rasterPage({ png: syntheticDrawing(), size: 'a4', watermark: false })
    const bitmap = decodePng1Bit(page.png)
    expect([bitmap.width, bitmap.height]).toEqual([2480, 3508])
  })
})

describe('raster page lines are traced to vectors', { timeout: 60_000 }, () => {
  it('puts paths, not a bitmap, in the SVG and the PDF', async () => {
    const page = await rasterPage({ png: syntheticDrawing(), size: 'letter', watermark: false })
    expect(page.svg).not.toContain('<image')
    expect(page.svg).toMatch(/<path d="M[\d.]+ [\d.]+C/)
    expect(page.pdf.toString('latin1')).not.toMatch(/\/Subtype \/Image/)
  })

  it('draws the ring without the staircase of an enlarged bitmap', async () => {
    const page = await rasterPage({ png: syntheticDrawing(), size: 'letter', watermark: false })
    const bitmap = decodePng1Bit(page.png)
    // Along the ring's outer edge, count how often the edge's column jumps by 2 px or more between
    // neighbouring rows: a 200 px picture enlarged nearest-neighbour to ~2400 px jumps by 12 px steps.
    const row = (y: number) => {
      for (let x = 0; x < bitmap.width / 2; x++) if (isInk(bitmap.bits, bitmap.width, x, y)) return x
      return -1
    }
    let jumps = 0
    let rows = 0
    for (let y = 1300; y < 2000; y++) {
      const a = row(y)
      const b = row(y + 1)
      if (a < 0 || b < 0) continue
      rows++
      if (Math.abs(a - b) >= 6) jumps++
    }
    expect(rows).toBeGreaterThan(500)
    expect(jumps).toBe(0)
  })
})

describe('a model picture with long straight lines', { timeout: 60_000 }, () => {
  it('keeps each line its full thickness along its length (no curve bowing across it)', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024"><rect width="1024" height="1024" fill="#fff"/><polyline points="100,330 230,200 800,200 930,330" fill="none" stroke="#000" stroke-width="5"/></svg>`
    const png = await sharp(Buffer.from(svg)).png().toBuffer()
    const page = await rasterPage({ png, size: 'letter', watermark: false })
    const bitmap = decodePng1Bit(page.png)
    // Down each column across the straight stretch, the line's ink: 5 px at 2.2x is about 11 px.
    const thickness: number[] = []
    for (let x = 800; x <= 1750; x += 10) {
      let run = 0
      for (let y = 0; y < bitmap.height; y++) if (isInk(bitmap.bits, bitmap.width, x, y)) run++
      thickness.push(run)
    }
    expect(Math.min(...thickness)).toBeGreaterThanOrEqual(9)
    expect(Math.max(...thickness)).toBeLessThanOrEqual(16)
  })
})
