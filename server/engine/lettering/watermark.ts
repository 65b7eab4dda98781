import type { Box } from '../common'
import { textPath, textWidth } from './lettering'

export const WATERMARK_TEXT = 'Made with Colorly'
const SIZE = 8

/**
 * A small solid line of text at the bottom right of the printable area (never in the margin), on a white
 * backing so it stays legible over the art.
 */
export function watermarkSvg(printable: Box): string {
  const width = textWidth(WATERMARK_TEXT, SIZE)
  const x = printable.maxX - width - 4
  const baseline = printable.maxY - 4
  const back = `<rect x="${(x - 4).toFixed(2)}" y="${(baseline - SIZE - 1).toFixed(2)}" width="${(width + 8).toFixed(2)}" height="${(SIZE + 5).toFixed(2)}" fill="#fff"/>`
  return `${back}<path d="${textPath(WATERMARK_TEXT, x, baseline, SIZE)}" fill="#000"/>`
}
