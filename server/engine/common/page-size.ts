import type { PageOrientation, PageSize as PaperName } from '../../../shared/contract/enums'

/** The paper a person asked for: Letter or A4. */
export type PaperId = PaperName
/**
 * A sheet as it is drawn: the paper upright ('letter', 'a4') or turned on its side ('letter-landscape',
 * 'a4-landscape'). Only photo pages are ever turned; pages from a prompt are always upright.
 */
export type PageSizeId = PaperId | `${PaperId}-landscape`

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

const letter = { widthPt: 612, heightPt: 792, widthPx: 2550, heightPx: 3300 }
const a4 = { widthPt: 595.28, heightPt: 841.89, widthPx: 2480, heightPx: 3508 }
const turned = (s: typeof letter) => ({
  widthPt: s.heightPt,
  heightPt: s.widthPt,
  widthPx: s.heightPx,
  heightPx: s.widthPx,
})

export const PAGE_SIZES: Record<PageSizeId, PageSize> = {
  letter: { id: 'letter', ...letter },
  a4: { id: 'a4', ...a4 },
  'letter-landscape': { id: 'letter-landscape', ...turned(letter) },
  'a4-landscape': { id: 'a4-landscape', ...turned(a4) },
}

/** The sheet of `paper` in `orientation`. */
export const sheetOf = (paper: PaperId, orientation: PageOrientation): PageSizeId =>
  orientation === 'landscape' ? `${paper}-landscape` : paper

/** Whether a sheet is upright or turned. */
export const orientationOf = (sheet: PageSizeId): PageOrientation =>
  sheet.endsWith('-landscape') ? 'landscape' : 'portrait'
