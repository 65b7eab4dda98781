import type { PaperId } from '../common'
import { type CleanupOptions, cleanLineArt } from '../model-art'
import type { Bitmap } from '../render'
import { tracedPage } from './traced-page'

// A model's page answers a prompt: always upright, whatever the picture's shape.
type PageLayout = { size: PaperId; watermark: boolean; title?: string }

export type RasterPageInput = PageLayout & {
  /** The picture a model drew, any PNG. */
  png: Buffer
  cleanup?: CleanupOptions
}

/**
 * A model's picture laid out as a Colorly page: cleaned to 1-bit line art, then traced to smooth vector
 * outlines (server/engine/trace) so its lines are as crisp at 300 dpi as the builtin engine's, and the PDF
 * holds paths rather than an enlarged bitmap. Fitted in the printable area with the same watermark.
 */
export async function rasterPage(input: RasterPageInput): Promise<{ png: Buffer; pdf: Buffer; svg: string }> {
  return lineArtPage({ ...input, art: cleanLineArt(input.png, input.cleanup) })
}

/** The same page from line art already cleaned (and checked) by the caller. */
export async function lineArtPage(
  input: PageLayout & { art: Bitmap },
): Promise<{ png: Buffer; pdf: Buffer; svg: string }> {
  const { art, size, watermark, title } = input
  return tracedPage({ art, size, watermark, title, speckAreaPt: 2 })
}
