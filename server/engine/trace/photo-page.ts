import type { PageOrientation } from '../../../shared/contract/enums'
import { PAGE_SIZES, type PaperId, sheetOf } from '../common'
import { photoOrientation } from '../photo'
import type { Complexity } from '../plan'
import { encodePng1Bit, svgToBitmap } from '../render'
import { photoLinesOffThread } from './line-pool'
import type { PhotoFocus } from './photo-regions'
import { pageFromPath } from './traced-page'

export type PhotoPageInput = {
  /** The uploaded file's bytes: JPEG, PNG or WebP. Read, never kept. */
  photo: Buffer
  complexity: Complexity
  /** The paper; the sheet is turned to landscape when the photo is clearly wide (photo-orientation.ts). */
  size: PaperId
  watermark: boolean
  title?: string
  /**
   * Where the person tapped their pet: its silhouette is drawn, the rest of the photo left out. Where no
   * pet is found there, the page is drawn as without a tap.
   */
  focus?: PhotoFocus
}

export type PhotoPage = {
  png: Buffer
  pdf: Buffer
  svg: string
  orientation: PageOrientation
  /** Only the pet tapped at `focus` is drawn (false without a focus, or when no pet was found there). */
  focused: boolean
  timings: { findMs: number; decodeMs: number; lineArtMs: number; traceMs: number; renderMs: number }
}

/**
 * A photo to a printable page of vector lines, on an upright sheet or, for a wide photo, a landscape one.
 * Decoding, edge finding and tracing run on the line worker (line-pool.ts), rasterising on the render
 * pool. Throws PhotoError for a file that is not a usable photo.
 */
export async function photoPage(input: PhotoPageInput): Promise<PhotoPage> {
  const orientation = await photoOrientation(input.photo)
  const sheet = sheetOf(input.size, orientation)
  const { d, fill, penPt, focused, timings } = await photoLinesOffThread({ ...input, size: sheet })
  const traced = performance.now()
  const page = await pageFromPath(d, {
    size: sheet,
    penPt,
    fill,
    watermark: input.watermark,
    title: input.title,
    // Paper regions under about 2 mm across (30 pt²) are too small to colour: filled when rendered.
    speckAreaPt: 30,
  })
  // The worker's own stages, plus what the page took here (including any wait for a free worker).
  const renderMs = performance.now() - traced
  return { ...page, orientation, focused, timings: { ...timings, renderMs } }
}

/**
 * How the page will look, small and quick: the same lines on the same sheet, no PDF. `widthPx` is the
 * width of an upright sheet; a landscape one is drawn at the same scale, so wider. `focused` says whether
 * only the tapped pet is drawn: a tap where no pet was found draws the page as without one.
 */
export async function photoPreview(
  input: PhotoPageInput,
  widthPx = 640,
): Promise<{ png: Buffer; focused: boolean }> {
  const sheet = PAGE_SIZES[sheetOf(input.size, await photoOrientation(input.photo))]
  const { d, fill, penPt, focused } = await photoLinesOffThread({ ...input, size: sheet.id })
  const { svg } = await pageFromPath(d, {
    size: sheet.id,
    watermark: input.watermark,
    svgOnly: true,
    penPt,
    fill,
  })
  const scale = widthPx / PAGE_SIZES[input.size].widthPx
  const png = encodePng1Bit(await svgToBitmap(svg, Math.round(sheet.widthPx * scale), 30, 1), 300 * scale)
  return { png, focused }
}
