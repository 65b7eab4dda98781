import { MARGIN_PT, PAGE_SIZES, type PageSizeId } from '../common'
import type { Placement } from './trace-bitmap'

/**
 * Where line art of `width` x `height` pixels sits on a page: as large as fits in the printable area
 * (nothing in the margins, the watermark's strip left free), centred. `penPt`: the art's pixel centres are
 * drawn with a pen this wide, which must stay inside too.
 */
export function artPlacement(
  art: { width: number; height: number },
  size: PageSizeId,
  watermark: boolean,
  penPt = 0,
): Placement {
  const page = PAGE_SIZES[size]
  const bottom = watermark ? page.heightPt - MARGIN_PT - 16 : page.heightPt - MARGIN_PT
  const boxW = page.widthPt - 2 * MARGIN_PT - penPt
  const boxH = bottom - MARGIN_PT - penPt
  // A pixel of slack on every side: a smoothed curve may stray up to the trace tolerance past the ink.
  const scale = Math.min(boxW / (art.width + 2), boxH / (art.height + 2))
  return {
    scale,
    x: MARGIN_PT + penPt / 2 + (boxW - art.width * scale) / 2,
    y: MARGIN_PT + penPt / 2 + (boxH - art.height * scale) / 2,
  }
}
