import { DPI, MARGIN_PT, PAGE_SIZES, type PageSizeId, WATERMARK_TEXT } from '../engine'
import { fillRings, type Ring } from './fill-shapes'
import { clearBox, type InkMap, inkInBox } from './ink-map'
import { textRings, textWidth } from './sheet-fonts'

export const PX_PER_PT = DPI / 72
export const MARGIN_PX = Math.round(MARGIN_PT * PX_PER_PT)
/** 1 mm in page pixels. */
export const MM = DPI / 25.4

export type Box = { x0: number; y0: number; x1: number; y1: number }

export function sheetSize(size: PageSizeId) {
  const page = PAGE_SIZES[size]
  return {
    width: page.widthPx,
    height: page.heightPx,
    widthPt: page.widthPt,
    heightPt: page.heightPt,
    printable: { x0: MARGIN_PX, y0: MARGIN_PX, x1: page.widthPx - MARGIN_PX, y1: page.heightPx - MARGIN_PX },
  }
}

// The engine's watermark (server/engine/lettering/watermark.ts): 8 pt Fredoka on a white backing 4 pt wider
// on each side, at the bottom right of the printable area; on a page with a patterned frame, inside the
// frame's band (24 pt deep, server/engine/scenery/pattern-frame.ts), left of its corner square.
const WATERMARK_PT = 8
const FRAME_BAND_PT = 24

export function watermarkBox(printable: Box, frameBandPt = 0): Box {
  const width = textWidth('label', WATERMARK_TEXT, WATERMARK_PT * PX_PER_PT) / PX_PER_PT
  const x = frameBandPt
    ? printable.x1 / PX_PER_PT - frameBandPt - width - 8
    : printable.x1 / PX_PER_PT - width - 4
  const baseline = frameBandPt
    ? printable.y1 / PX_PER_PT - frameBandPt / 2 + 2.5
    : printable.y1 / PX_PER_PT - 4
  return {
    x0: (x - 4) * PX_PER_PT,
    y0: (baseline - WATERMARK_PT - 1) * PX_PER_PT,
    x1: (x + width + 4) * PX_PER_PT,
    y1: (baseline + 4) * PX_PER_PT,
  }
}

/**
 * Where the page's own mark is: the backing's edge is all paper and there is ink (the text) inside. Looked for
 * at the unframed place first: on a framed page that box crosses the frame's lines, so it cannot match.
 */
export function pageWatermarkBox(map: InkMap, printable: Box): Box {
  const plain = watermarkBox(printable)
  for (const box of [plain, watermarkBox(printable, FRAME_BAND_PT)]) {
    const x0 = Math.ceil(box.x0) + 1
    const y0 = Math.ceil(box.y0) + 1
    const x1 = Math.floor(box.x1) - 2
    const y1 = Math.floor(box.y1) - 2
    const edgeClear =
      !inkInBox(map, x0, y0, x1 + 1, y0 + 1) &&
      !inkInBox(map, x0, y1, x1 + 1, y1 + 1) &&
      !inkInBox(map, x0, y0, x0 + 1, y1 + 1) &&
      !inkInBox(map, x1, y0, x1 + 1, y1 + 1)
    if (edgeClear && inkInBox(map, x0, y0, x1, y1)) return box
  }
  return plain
}

/** The page's own watermark taken off, so the sheet can place its own where its layout leaves room. */
export function removeWatermark(map: InkMap, printable: Box) {
  const box = pageWatermarkBox(map, printable)
  clearBox(map, box.x0, box.y0, box.x1, box.y1)
}

/** The same watermark as every page, drawn into the sheet. */
export function drawWatermark(map: InkMap, printable: Box) {
  const box = watermarkBox(printable)
  clearBox(map, box.x0, box.y0, box.x1, box.y1)
  const x = printable.x1 - textWidth('label', WATERMARK_TEXT, WATERMARK_PT * PX_PER_PT) - 4 * PX_PER_PT
  fillRings(
    map,
    textRings('label', WATERMARK_TEXT, x, printable.y1 - 4 * PX_PER_PT, WATERMARK_PT * PX_PER_PT),
  )
}

/** Text drawn at (x, baseline); returns its width. */
export function drawText(map: InkMap, text: string, x: number, baseline: number, sizePx: number): number {
  const rings: Ring[] = textRings('label', text, x, baseline, sizePx)
  fillRings(map, rings)
  return textWidth('label', text, sizePx)
}
