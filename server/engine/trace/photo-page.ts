import { PAGE_SIZES, type PageSizeId } from '../page-size'
import type { Complexity } from '../plan'
import { encodePng1Bit } from '../png-1bit'
import { svgToBitmap } from '../svg-to-png'
import { photoLinesOffThread } from './line-pool'
import { pageFromPath } from './traced-page'

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
  timings: { decodeMs: number; lineArtMs: number; traceMs: number; renderMs: number }
}

/**
 * A photo to a printable page of vector lines. Decoding, edge finding and tracing run on the line worker
 * (line-pool.ts), rasterising on the render pool. Throws PhotoError for a file that is not a usable photo.
 */
export async function photoPage(input: PhotoPageInput): Promise<PhotoPage> {
  const { d, timings } = await photoLinesOffThread(input)
  const traced = performance.now()
  const page = await pageFromPath(d, {
    size: input.size,
    watermark: input.watermark,
    title: input.title,
    // Paper regions under about 2 mm across (30 pt²) are too small to colour: filled when rendered.
    speckAreaPt: 30,
  })
  // The worker's own stages, plus what the page took here (including any wait for a free worker).
  const renderMs = performance.now() - traced
  return { ...page, timings: { ...timings, renderMs } }
}

/** How the page will look, small (a PNG `widthPx` wide) and quick: the same lines, no PDF. */
export async function photoPreview(input: PhotoPageInput, widthPx = 640): Promise<Buffer> {
  const { d } = await photoLinesOffThread(input)
  const { svg } = await pageFromPath(d, { size: input.size, watermark: input.watermark, svgOnly: true })
  return encodePng1Bit(
    await svgToBitmap(svg, widthPx, 30, 1),
    (300 * widthPx) / PAGE_SIZES[input.size].widthPx,
  )
}
