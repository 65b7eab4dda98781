import { MARGIN_PT, PAGE_SIZES, type PageSizeId } from '../page-size'
import type { Placement } from './trace-bitmap'

/**
 * Where line art of `width` x `height` pixels sits on a page: as large as fits in the printable area
 * (nothing in the margins, the watermark's strip left free), centred.
 */
export function artPlacement(
  art: { width: number; height: number },
  size: PageSizeId,
  watermark: boolean,
): Placement {
  const page = PAGE_SIZES[size]
  const bottom = watermark ? page.heightPt - MARGIN_PT - 16 : page.heightPt - MARGIN_PT
  const boxW = page.widthPt - 2 * MARGIN_PT
  const boxH = bottom - MARGIN_PT
  // A pixel of slack on every side: a smoothed curve may stray up to the trace tolerance past the ink.
  const scale = Math.min(boxW / (art.width + 2), boxH / (art.height + 2))
  return {
    scale,
    x: MARGIN_PT + (boxW - art.width * scale) / 2,
    y: MARGIN_PT + (boxH - art.height * scale) / 2,
  }
}
