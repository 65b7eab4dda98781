import { encodePng1Bit } from './png-1bit'
import { type Bitmap, rasterize } from './render-pool'

/** The page's width in pixels, read from the SVG's own width attribute (300 dpi by construction). */
export function svgPixelWidth(svg: string): number {
  const width = /<svg[^>]*\swidth="([\d.]+)"/.exec(svg)?.[1]
  if (!width) throw new Error('page SVG has no width')
  return Math.round(Number(width))
}

/** Rasterises a page to a 1-bit bitmap, at full size or at `width` pixels for quick measurement. */
export function svgToBitmap(svg: string, width = svgPixelWidth(svg)): Promise<Bitmap> {
  return rasterize(svg, width)
}

/** SVG to a 1-bit PNG: every pixel pure black or pure white. */
export async function svgToPng(svg: string): Promise<Buffer> {
  return encodePng1Bit(await svgToBitmap(svg))
}
