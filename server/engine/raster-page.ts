import { type CleanupOptions, cleanLineArt } from './line-art-cleanup'
import type { PageSizeId } from './page-size'
import { tracedPage } from './trace/traced-page'

export type RasterPageInput = {
  /** The picture a model drew, any PNG. */
  png: Buffer
  size: PageSizeId
  watermark: boolean
  title?: string
  cleanup?: CleanupOptions
}

/**
 * A model's picture laid out as a Colorly page: cleaned to 1-bit line art, then traced to smooth vector
 * outlines (server/engine/trace) so its lines are as crisp at 300 dpi as the builtin engine's, and the PDF
 * holds paths rather than an enlarged bitmap. Fitted in the printable area with the same watermark.
 */
export async function rasterPage(input: RasterPageInput): Promise<{ png: Buffer; pdf: Buffer; svg: string }> {
  const art = cleanLineArt(input.png, input.cleanup)
  return tracedPage({ art, size: input.size, watermark: input.watermark, title: input.title, speckAreaPt: 2 })
}
