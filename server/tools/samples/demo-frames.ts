import { textPath, textWidth } from '../../engine/lettering/lettering'
import type { PageReveal } from './stroke-reveal'

// One frame of the demo video as an SVG: a prompt box being typed into, a Generate button, the chosen
// complexity and style, and the page drawing itself below on a sheet of paper.

export const FRAME = { width: 600, height: 800 }
const VIOLET = '#5b3cc4'
const VIOLET_DARK = '#44299e'
const INK = '#1f1a2e'
const MUTED = '#55506a'

export type FrameState = {
  /** The characters of the prompt typed so far. */
  typed: string
  cursor: boolean
  pressed: boolean
  /** e.g. "Easy · Cartoon". */
  choice: string
  page: PageReveal
  progress: number
}

export function frameSvg(s: FrameState): string {
  const box = { x: 24, y: 24, w: 552, h: 64 }
  const button = { w: 130, h: 44 }
  const bx = box.x + box.w - button.w - 10
  const by = box.y + (box.h - button.h) / 2
  const textSize = 24
  const tx = box.x + 20
  const baseline = box.y + box.h / 2 + textSize * 0.35
  const typedWidth = s.typed ? textWidth(s.typed, textSize) : 0
  const label = 'Generate'
  const labelSize = 19
  const labelX = bx + (button.w - textWidth(label, labelSize)) / 2

  // The sheet: the page's viewBox scaled into the space under the prompt box, with a soft shadow.
  const [vx, vy, vw, vh] = s.page.viewBox
  const top = 150
  const sheetH = FRAME.height - top - 24
  const scale = sheetH / vh
  const sheetW = vw * scale
  const sx = (FRAME.width - sheetW) / 2

  const parts = [
    `<rect width="${FRAME.width}" height="${FRAME.height}" fill="#fffaf3"/>`,
    `<rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" rx="16" fill="#fff" stroke="${s.typed ? VIOLET : '#8c8499'}" stroke-width="2.5"/>`,
    s.typed ? `<path d="${textPath(s.typed, tx, baseline, textSize)}" fill="${INK}"/>` : '',
    s.cursor
      ? `<rect x="${tx + typedWidth + 2}" y="${baseline - textSize * 0.85}" width="2.5" height="${textSize * 1.05}" fill="${INK}"/>`
      : '',
    `<rect x="${bx}" y="${by}" width="${button.w}" height="${button.h}" rx="22" fill="${s.pressed ? VIOLET_DARK : VIOLET}"/>`,
    `<path d="${textPath(label, labelX, by + button.h / 2 + labelSize * 0.35, labelSize)}" fill="#fff"/>`,
    `<path d="${textPath(s.choice, box.x + 6, 124, 17)}" fill="${MUTED}"/>`,
    `<rect x="${sx + 3}" y="${top + 5}" width="${sheetW}" height="${sheetH}" rx="6" fill="#e6ddcf"/>`,
    `<rect x="${sx}" y="${top}" width="${sheetW}" height="${sheetH}" rx="6" fill="#fff" stroke="#e6ddcf"/>`,
    `<g transform="translate(${sx} ${top}) scale(${scale}) translate(${-vx} ${-vy})">${s.page.at(s.progress)}</g>`,
  ]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${FRAME.width}" height="${FRAME.height}" viewBox="0 0 ${FRAME.width} ${FRAME.height}">${parts.join('')}</svg>`
}
