import type { Box } from '../common'
import { textPath, textWidth } from './lettering'

export const WATERMARK_TEXT = 'Made with Colorly'
const SIZE = 8

/**
 * A small solid line of text at the bottom right of the printable area (never in the margin), on a white
 * backing so it stays legible over the art. On a page framed by a band `frameBand` deep along the printable
 * area's edge, the mark sits in the band's bottom side, centred between its two lines and left of the
 * corner square, so neither it nor its backing crosses a frame line.
 */
export function watermarkSvg(printable: Box, frameBand = 0): string {
  // Every free page asks for one of a few marks (a paper size's printable area, a frame's band): each is
  // laid out once, since shaping the text with the font costs more than composing the rest of an easy page.
  const key = `${printable.minX} ${printable.minY} ${printable.maxX} ${printable.maxY} ${frameBand}`
  let svg = marks.get(key)
  if (svg === undefined) {
    if (marks.size >= MARKS_KEPT) marks.clear()
    svg = markSvg(printable, frameBand)
    marks.set(key, svg)
  }
  return svg
}

const marks = new Map<string, string>()
const MARKS_KEPT = 64

function markSvg(printable: Box, frameBand: number): string {
  const { x, baseline } = placement(printable, frameBand)
  const back = watermarkBox(printable, frameBand)
  const rect = `<rect x="${back.minX.toFixed(2)}" y="${back.minY.toFixed(2)}" width="${(back.maxX - back.minX).toFixed(2)}" height="${(back.maxY - back.minY).toFixed(2)}" fill="#fff"/>`
  return `${rect}<path d="${textPath(WATERMARK_TEXT, x, baseline, SIZE)}" fill="#000"/>`
}

/** The mark's white backing: what a frame band keeps free of its cuts and motifs. */
export function watermarkBox(printable: Box, frameBand = 0): Box {
  const { x, baseline, width } = placement(printable, frameBand)
  return { minX: x - 4, minY: baseline - SIZE - 1, maxX: x + width + 4, maxY: baseline + 4 }
}

let markWidth: number | undefined

function placement(printable: Box, frameBand: number) {
  markWidth ??= textWidth(WATERMARK_TEXT, SIZE)
  const width = markWidth
  // The backing reaches SIZE + 1 above the baseline and 4 below it: its middle is 2.5 above.
  const x = frameBand ? printable.maxX - frameBand - width - 8 : printable.maxX - width - 4
  const baseline = frameBand ? printable.maxY - frameBand / 2 + 2.5 : printable.maxY - 4
  return { x, baseline, width }
}
