import { PAGE_SIZES, type PageSizeId } from '../page-size'
import type { Complexity } from '../plan'
import { encodePng1Bit } from '../png-1bit'
import { svgToBitmap } from '../svg-to-png'
import { decodePhoto } from './decode-photo'
import { PHOTO_DETAIL, photoLineArt } from './photo-line-art'
import { tracedPage } from './traced-page'

// Pen lines drawn over a thinned edge wobble by a pixel: a looser fit and fewer corners draw them smooth.
const PHOTO_TRACE = { tolerancePx: 1, cornerDegrees: 85 }

export type PhotoPageInput = {
  /** The uploaded file's bytes: JPEG, PNG or WebP. Read, never kept. */
  photo: Buffer
  complexity: Complexity
  size: PageSizeId
  watermark: boolean
  title?: string
}

export type PhotoPage = {
  png: Buffer
  pdf: Buffer
  svg: string
  timings: { decodeMs: number; traceMs: number }
}

/** A photo to a printable page of vector lines. Throws PhotoError for a file that is not a usable photo. */
export async function photoPage(input: PhotoPageInput): Promise<PhotoPage> {
  const detail = PHOTO_DETAIL[input.complexity]
  const started = performance.now()
  const image = await decodePhoto(input.photo, detail.maxSide, detail.median)
  const decoded = performance.now()
  const art = await photoLineArt(image, detail)
  const lineArt = performance.now()
  const page = await tracedPage({
    art,
    size: input.size,
    watermark: input.watermark,
    title: input.title,
    // Paper regions under about 2 mm across (30 pt²) are too small to colour: filled when rendered.
    speckAreaPt: 30,
    trace: PHOTO_TRACE,
  })
  const done = performance.now()
  const timings = {
    decodeMs: decoded - started,
    lineArtMs: lineArt - decoded,
    traceMs: page.traceMs,
    renderMs: done - lineArt - page.traceMs,
  }
  return { png: page.png, pdf: page.pdf, svg: page.svg, timings }
}

/** How the page will look, small (a PNG `widthPx` wide) and quick: the same lines, no PDF. */
export async function photoPreview(input: PhotoPageInput, widthPx = 640): Promise<Buffer> {
  const detail = PHOTO_DETAIL[input.complexity]
  const art = await photoLineArt(await decodePhoto(input.photo, detail.maxSide, detail.median), detail)
  const { svg } = await tracedPage({
    art,
    size: input.size,
    watermark: input.watermark,
    svgOnly: true,
    trace: PHOTO_TRACE,
  })
  return encodePng1Bit(
    await svgToBitmap(svg, widthPx, 30, 1),
    (300 * widthPx) / PAGE_SIZES[input.size].widthPx,
  )
}
