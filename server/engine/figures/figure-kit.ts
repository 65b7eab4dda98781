import type { LineStyle, PlacedDrawing } from '../art'
import type { Box, Credit } from '../common'
import type { Plan } from '../plan'

/** What every figure drawer gets: where to draw, with which lines, and how to record drawings it places. */
export type FigureContext = {
  plan: Plan
  /** The printable area, in page points. */
  area: Box
  lines: LineStyle
  easy: boolean
  random: () => number
  /** Records a drawing from the art sets: credited, and its box kept for the layout checks. */
  placed: (drawing: PlacedDrawing) => string
  nextId: () => string
  credits: Credit[]
  boxes: Box[]
}

export const f = (v: number) => v.toFixed(2)

export function polar(cx: number, cy: number, r: number, angle: number): [number, number] {
  return [cx + r * Math.cos(angle), cy + r * Math.sin(angle)]
}

export const pt = ([x, y]: [number, number]) => `${f(x)} ${f(y)}`

/** An outlined shape: black line, white inside, so it hides what lies behind it. */
export function outlined(d: string, width: number, fill = '#fff'): string {
  return `<path d="${d}" fill="${fill}" stroke="#000" stroke-width="${f(width)}" stroke-linejoin="round" stroke-linecap="round"/>`
}

/** Lines only: nothing behind is hidden. */
export function lined(d: string, width: number): string {
  return outlined(d, width, 'none')
}

export const boxCenter = (b: Box) => ({ x: (b.minX + b.maxX) / 2, y: (b.minY + b.maxY) / 2 })
