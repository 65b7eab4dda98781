import { PAGE_SIZES, type PageSizeId, printableArea } from '../common'
import { watermarkSvg } from '../lettering'
import type { Bitmap } from '../render'
import { svgToPdf, svgToPng } from '../render'
import { traceArtOffThread } from './line-pool'
import type { TraceOptions } from './trace-bitmap'

type PageLayout = {
  size: PageSizeId
  watermark: boolean
  title?: string
  /** White specks smaller than this (pt²) are filled when the page is rasterised. */
  speckAreaPt?: number
  /** Only the SVG is wanted (a preview renders it small itself): PNG and PDF come back empty. */
  svgOnly?: boolean
  /** The path is pen lines, stroked this wide (pt) with a round pen; without it, filled outlines. */
  penPt?: number
  /** Shapes filled solid beside the pen lines (a photo's pupils and nostrils), as path data. */
  fill?: string
}

export type TracedPageInput = PageLayout & {
  /** 1-bit line art at any size: it is traced to vector outlines and fitted to the page. */
  art: Bitmap
  trace?: TraceOptions
}

/**
 * Raster line art as a Colorly page of vector lines: traced (on the line worker) to smooth outlines, fitted
 * and centred in the printable area (art-placement.ts), then rendered like every other page.
 */
export async function tracedPage(
  input: TracedPageInput,
): Promise<{ png: Buffer; pdf: Buffer; svg: string; traceMs: number }> {
  const traceStart = performance.now()
  const d = await traceArtOffThread({
    art: input.art,
    size: input.size,
    watermark: input.watermark,
    trace: input.trace,
  })
  const traceMs = performance.now() - traceStart
  return { ...(await pageFromPath(d, input)), traceMs }
}

/**
 * A traced path or pen lines (already placed on the page) as a page: a 1-bit 300 dpi PNG and a PDF that holds paths
 * rather than a picture, with the watermark when asked.
 */
export async function pageFromPath(
  d: string,
  input: PageLayout,
): Promise<{ png: Buffer; pdf: Buffer; svg: string }> {
  const page = PAGE_SIZES[input.size]
  const printable = printableArea(page)
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${page.widthPx}" height="${page.heightPx}" viewBox="0 0 ${page.widthPt} ${page.heightPt}">`
  const pen = input.penPt
    ? `fill="none" stroke="#000" stroke-width="${input.penPt}" stroke-linecap="round" stroke-linejoin="round"`
    : 'fill="#000" fill-rule="nonzero"'
  const lines =
    (d ? `<path d="${d}" ${pen}/>` : '') + (input.fill ? `<path d="${input.fill}" fill="#000"/>` : '')
  const watermark = input.watermark ? watermarkSvg(printable) : ''
  const svg = `${open}${lines}${watermark}</svg>`
  if (input.svgOnly) return { png: Buffer.alloc(0), pdf: Buffer.alloc(0), svg }
  const [png, pdf] = await Promise.all([
    // Two bands, side by side on the render workers, as traced pages have always been drawn (same pixels).
    svgToPng(svg, input.speckAreaPt ?? 0, 2),
    svgToPdf(svg, input.size, input.title),
  ])
  return { png, pdf, svg }
}
