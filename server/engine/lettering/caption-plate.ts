import type { Box } from '../common'
import { bubbleLettering, type LetteringOptions } from './lettering'

// A named place's name at the foot of the page ("River Thames"): bubble letters on a plate with rounded
// corners, the plate white over whatever scenery runs under it, so the letters and the plate round them are
// closed regions to colour and nothing of the scene shows through (docs/decisions/0178-named-places-lettered.md).

/** The plate's padding round the letters and its corner radius, as shares of the band's height. */
const PAD_X = 0.4
const PAD_Y = 0.06
const RADIUS = 0.3

/** The plate and its letters, centred in `band`; `box` is the plate's outer edge. */
export function captionPlate(text: string, band: Box, options: LetteringOptions): { svg: string; box: Box } {
  const h = band.maxY - band.minY
  const inner: Box = {
    minX: band.minX + h * PAD_X,
    minY: band.minY + h * PAD_Y,
    maxX: band.maxX - h * PAD_X,
    maxY: band.maxY - h * PAD_Y,
  }
  const letters = bubbleLettering([text], inner, options)
  // The plate hugs the letters: a short name is a small sign, a long one spans the band.
  const padX = h * PAD_X * 0.8
  const box: Box = {
    minX: Math.max(band.minX, letters.box.minX - padX),
    minY: band.minY,
    maxX: Math.min(band.maxX, letters.box.maxX + padX),
    maxY: band.maxY,
  }
  const r = h * RADIUS
  const plate =
    `<rect x="${box.minX.toFixed(2)}" y="${box.minY.toFixed(2)}" width="${(box.maxX - box.minX).toFixed(2)}" ` +
    `height="${h.toFixed(2)}" rx="${r.toFixed(2)}" fill="#fff" stroke="#000" ` +
    `stroke-width="${options.outline.toFixed(2)}"/>`
  return { svg: `<g>${plate}${letters.svg}</g>`, box }
}
