import { readFileSync } from 'node:fs'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { MARGIN_PT, PAGE_SIZES } from '../common/page-size'
import { orientationForSize, photoOrientation } from '../photo/photo-orientation'
import { decodePng1Bit } from '../render/png-1bit'
import { isWhite, marginsAreEmpty } from '../render/white-regions'
import { photoPage, photoPreview } from './photo-page'

const MARGIN_PX = (MARGIN_PT * 300) / 72
const fixture = (name: string) =>
  readFileSync(new URL(`../../../tests/fixtures/photos/${name}.jpg`, import.meta.url))

/** The box holding every ink pixel. */
function inkBox(bitmap: ReturnType<typeof decodePng1Bit>) {
  let [x0, y0, x1, y1] = [bitmap.width, bitmap.height, -1, -1]
  for (let y = 0; y < bitmap.height; y++)
    for (let x = 0; x < bitmap.width; x++)
      if (!isWhite(bitmap, x, y)) {
        x0 = Math.min(x0, x)
        x1 = Math.max(x1, x)
        y0 = Math.min(y0, y)
        y1 = Math.max(y1, y)
      }
  return { x0, y0, x1, y1 }
}

const mediaBox = (pdf: Buffer) =>
  /\/MediaBox \[([\d. ]+)\]/.exec(pdf.toString('latin1'))?.[1].split(' ').map(Number)

describe('a wide photo becomes a landscape page', { timeout: 120_000 }, () => {
  it('on Letter: a 3300x2550 1-bit PNG and a 792x612 pt vector PDF, the drawing across the sheet', async () => {
    // landscape.jpg is 800x533 (3:2), like most phone photos taken sideways.
    const page = await photoPage({
      photo: fixture('landscape'),
      complexity: 'easy',
      size: 'letter',
      watermark: true,
    })
    expect(page.orientation).toBe('landscape')
    const bitmap = decodePng1Bit(page.png)
    expect([bitmap.width, bitmap.height]).toEqual([3300, 2550])
    expect(mediaBox(page.pdf)).toEqual([0, 0, 792, 612])
    expect(page.pdf.toString('latin1')).not.toMatch(/\/Subtype \/Image/)
    expect(marginsAreEmpty(bitmap, MARGIN_PX)).toBe(true)
    // A 3:2 drawing fills the landscape printable width (10 in): on an upright sheet it could take 7.5 in.
    const box = inkBox(bitmap)
    expect(box.x1 - box.x0).toBeGreaterThan(0.97 * (3300 - 2 * MARGIN_PX))
    // The watermark, unchanged: bottom right of the printable area, above the bottom margin.
    const svgWatermark = /<rect x="([\d.]+)" y="([\d.]+)"[^>]*fill="#fff"\/><path/.exec(page.svg)
    expect(svgWatermark).not.toBeNull()
    expect(Number(svgWatermark?.[1])).toBeGreaterThan(792 - MARGIN_PT - 100)
    expect(Number(svgWatermark?.[2])).toBeGreaterThan(612 - MARGIN_PT - 20)
  })

  it('on A4: 3508x2480 px and an 841.89x595.28 pt PDF', async () => {
    const page = await photoPage({
      photo: fixture('cat'),
      complexity: 'intricate',
      size: 'a4',
      watermark: false,
    })
    expect(page.orientation).toBe('landscape')
    const bitmap = decodePng1Bit(page.png)
    expect([bitmap.width, bitmap.height]).toEqual([PAGE_SIZES['a4-landscape'].widthPx, 2480])
    expect(mediaBox(page.pdf)).toEqual([0, 0, 841.89, 595.28])
  })

  it('the preview is landscape too, at the upright preview scale', async () => {
    const { png } = await photoPreview({
      photo: fixture('landscape'),
      complexity: 'easy',
      size: 'letter',
      watermark: false,
    })
    const preview = await sharp(png).metadata()
    expect([preview.width, preview.height]).toEqual([828, 640])
  })
})

describe('other photos stay on an upright sheet', { timeout: 120_000 }, () => {
  it('a wide picture a phone tagged "rotate 90°" (EXIF) stands upright, so it is a portrait page', async () => {
    const upright = await sharp(fixture('landscape')).withMetadata({ orientation: 6 }).jpeg().toBuffer()
    expect(await photoOrientation(upright)).toBe('portrait')
    const page = await photoPage({ photo: upright, complexity: 'easy', size: 'letter', watermark: true })
    expect(page.orientation).toBe('portrait')
    const bitmap = decodePng1Bit(page.png)
    expect([bitmap.width, bitmap.height]).toEqual([2550, 3300])
    expect(mediaBox(page.pdf)).toEqual([0, 0, 612, 792])
  })

  it('a square photo, and one barely wider than tall, are portrait pages', async () => {
    expect(await photoOrientation(fixture('astronaut'))).toBe('portrait')
    expect(orientationForSize(1140, 1000)).toBe('portrait')
    expect(orientationForSize(1150, 1000)).toBe('landscape')
    expect(orientationForSize(4032, 3024)).toBe('landscape')
    expect(orientationForSize(3024, 4032)).toBe('portrait')
  })

  it('a file that is not a photo asks for no turn (the decoder then says why)', async () => {
    expect(await photoOrientation(Buffer.from('not a photo'))).toBe('portrait')
  })
})
