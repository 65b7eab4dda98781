import type { PageSize as PageSizeName } from '../../shared/contract/enums'

export type PageSizeId = PageSizeName

export type PageSize = {
  id: PageSizeId
  /** In PostScript points (1/72 inch): the SVG's and the PDF's unit. */
  widthPt: number
  heightPt: number
  /** At 300 dpi. */
  widthPx: number
  heightPx: number
}

export const DPI = 300
/** Half an inch: nothing is drawn in the margins. */
export const MARGIN_PT = 36

export const PAGE_SIZES: Record<PageSizeId, PageSize> = {
  letter: { id: 'letter', widthPt: 612, heightPt: 792, widthPx: 2550, heightPx: 3300 },
  a4: { id: 'a4', widthPt: 595.28, heightPt: 841.89, widthPx: 2480, heightPx: 3508 },
}
