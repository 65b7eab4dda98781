import { encodePng1Bit } from './png-1bit'
import { type Bitmap, rasterize, rasterizeToPng } from './render-pool'

/** The page's width in pixels, read from the SVG's own width attribute (300 dpi by construction). */
export function svgPixelWidth(svg: string): number {
  const width = /<svg[^>]*\swidth="([\d.]+)"/.exec(svg)?.[1]
  if (!width) throw new Error('page SVG has no width')
  return Math.round(Number(width))
}

// Rows rendered beyond each band's cut: longer than any speck the speck filter would fill is tall.
const BAND_OVERLAP = 96

function svgPixelHeight(svg: string): number {
  return Math.round(Number(/<svg[^>]*\sheight="([\d.]+)"/.exec(svg)?.[1] ?? 0))
}

/** A page cut into `bands` horizontal bands at `width` pixels: each band's SVG and rows, and the speck area in pixels. */
function pageBands(svg: string, width: number, speckAreaPt: number, bands: number) {
  const viewBox = /<svg[^>]*\sviewBox="([^"]+)"/
    .exec(svg)?.[1]
    ?.split(/[\s,]+/)
    .map(Number)
  const fullWidth = svgPixelWidth(svg)
  const fullHeight = svgPixelHeight(svg)
  if (!viewBox || !fullHeight) throw new Error('page SVG has no viewBox or height')
  const height = Math.round((fullHeight * width) / fullWidth)
  const [vx, vy, vw, vh] = viewBox
  const pxPerPt = width / vw
  const speckArea = Math.round(speckAreaPt * pxPerPt * pxPerPt)
  const rowsPerBand = Math.ceil(height / bands)
  const parts = Array.from({ length: bands }, (_, band) => {
    const top = band * rowsPerBand
    const rows = Math.min(rowsPerBand, height - top)
    // Each band overlaps its neighbours so a speck straddling the cut is seen whole, and filled alike, by both.
    const from = Math.max(0, top - BAND_OVERLAP)
    const to = Math.min(height, top + rows + BAND_OVERLAP)
    const bandSvg = svg.replace(/<svg[^>]*>/, (tag) =>
      tag
        .replace(/\swidth="[^"]*"/, ` width="${width}"`)
        .replace(/\sheight="[^"]*"/, ` height="${to - from}"`)
        .replace(
          /\sviewBox="[^"]*"/,
          ` viewBox="${vx} ${vy + (from * vh) / height} ${vw} ${((to - from) * vh) / height}"`,
        ),
    )
    const options = { speckArea, cutTop: from > 0, cutBottom: to < height }
    return { svg: bandSvg, options, top, rows, from }
  })
  return { height, parts }
}

/**
 * Rasterises a page to a 1-bit bitmap, at full size or at `width` pixels for quick measurement. A page may be
 * cut into horizontal bands rendered side by side on the worker pool (nearly twice as fast on two cores, for
 * a few per cent more CPU); band edges fall on whole pixel rows, so the bands join seamlessly. The pixels
 * depend on the band count (resvg's rasterisation depends on the canvas it is given), so a caller picks it
 * from the page alone, never from how busy the server is.
 */
export async function svgToBitmap(
  svg: string,
  width = svgPixelWidth(svg),
  speckAreaPt = 0,
  bands = 2,
): Promise<Bitmap> {
  const { height, parts } = pageBands(svg, width, speckAreaPt, bands)
  const rowBytes = (width + 7) >> 3
  const drawn = await Promise.all(
    parts.map(async (part) => {
      const { bits } = await rasterize(part.svg, width, part.options)
      return bits.subarray((part.top - part.from) * rowBytes, (part.top - part.from + part.rows) * rowBytes)
    }),
  )
  const bits = new Uint8Array(rowBytes * height)
  let offset = 0
  for (const part of drawn) {
    bits.set(part, offset)
    offset += part.length
  }
  return { width, height, bits }
}

/**
 * SVG to a 1-bit PNG drawn in `bands` bands: every pixel pure black or pure white, white specks under
 * `speckAreaPt` (pt²) filled.
 */
export async function svgToPng(svg: string, speckAreaPt: number, bands: number): Promise<Buffer> {
  // A page in one band is compressed where it was drawn; bands are joined here first.
  const width = svgPixelWidth(svg)
  if (bands === 1) {
    const [whole] = pageBands(svg, width, speckAreaPt, 1).parts
    return rasterizeToPng(whole.svg, width, whole.options)
  }
  return encodePng1Bit(await svgToBitmap(svg, width, speckAreaPt, bands))
}
