import { PAGE_SIZES, type PageSizeId } from '../common'
import { writePdf } from './render-pool'

/**
 * SVG to a one-page vector PDF at the paper's exact size (612x792 pt Letter, 595.28x841.89 pt A4), written by
 * a render worker (pdf-document.mjs), off the main thread.
 */
export function svgToPdf(svg: string, size: PageSizeId, title = 'Coloring page'): Promise<Buffer> {
  const page = PAGE_SIZES[size]
  return writePdf(svg, page.widthPt, page.heightPt, title)
}
