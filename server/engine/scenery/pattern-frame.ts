import type { Box } from '../common'
import { outlined } from './backdrop'

const f = (v: number) => v.toFixed(2)
const rectPath = (b: Box) => `M${f(b.minX)} ${f(b.minY)}H${f(b.maxX)}V${f(b.maxY)}H${f(b.minX)}Z`

/** How far a pattern frame reaches into the page from its outer edge, and the gap left inside it (pt). */
export const FRAME_BAND = 24
export const FRAME_GAP = 8

/**
 * Intricate pages: a composed border instead of scattered motifs, as adult colouring books frame a page. A
 * band between two lines, cut into cells holding a circle and a leaf in turn, a rosette in each corner. Every
 * piece is at least 4 mm across (`cells` false: the plain band alone). Drawn filled white, so the ground's edges that run under it disappear.
 */
export function patternFrame(outer: Box, line: number, cells = true): string {
  const b = FRAME_BAND
  const inner: Box = {
    minX: outer.minX + b,
    minY: outer.minY + b,
    maxX: outer.maxX - b,
    maxY: outer.maxY - b,
  }
  const band = `<path d="${rectPath(outer)}${rectPath(inner)}" fill="#fff" fill-rule="evenodd" stroke="#000" stroke-width="${f(line)}" stroke-linejoin="round"/>`
  // Round a composed scene the band stays plain: the scene is the page's pattern, and a hundred cells in the
  // border would outnumber it.
  if (!cells) return band
  let cuts = ''
  let motifs = ''
  // Corner squares, each with a rosette: a circle in a circle.
  for (const [x, y] of [
    [outer.minX, outer.minY],
    [outer.maxX - b, outer.minY],
    [outer.minX, outer.maxY - b],
    [outer.maxX - b, outer.maxY - b],
  ]) {
    cuts += `M${f(x)} ${f(y)}V${f(y + b)}H${f(x + b)}V${f(y)}`
    motifs += circlePath(x + b / 2, y + b / 2, b * 0.36) + circlePath(x + b / 2, y + b / 2, b * 0.16)
  }
  // Each side between the corners, cut into cells about 2.6 bands long: few pieces, each large.
  const side = (from: number, to: number, across: number, horizontal: boolean) => {
    const n = Math.max(1, Math.round((to - from) / (b * 2.6)))
    const cell = (to - from) / n
    for (let i = 0; i < n; i++) {
      const a = from + i * cell
      if (i > 0) cuts += horizontal ? `M${f(a)} ${f(across)}v${b}` : `M${f(across)} ${f(a)}h${b}`
      const c = a + cell / 2
      const mid = across + b / 2
      const [cx, cy] = horizontal ? [c, mid] : [mid, c]
      motifs += i % 2 ? leafPath(cx, cy, cell * 0.36, b * 0.22, horizontal) : circlePath(cx, cy, b * 0.26)
    }
  }
  side(inner.minX, inner.maxX, outer.minY, true)
  side(inner.minX, inner.maxX, inner.maxY, true)
  side(inner.minY, inner.maxY, outer.minX, false)
  side(inner.minY, inner.maxY, inner.maxX, false)
  return `${band}<path d="${cuts}" fill="none" stroke="#000" stroke-width="${f(line)}"/>${outlined(motifs, line)}`
}

const circlePath = (x: number, y: number, r: number) =>
  `M${f(x - r)} ${f(y)}A${f(r)} ${f(r)} 0 1 0 ${f(x + r)} ${f(y)}A${f(r)} ${f(r)} 0 1 0 ${f(x - r)} ${f(y)}Z`

// A pointed leaf (two arcs) along the band.
function leafPath(x: number, y: number, half: number, bulge: number, horizontal: boolean): string {
  if (horizontal)
    return `M${f(x - half)} ${f(y)}Q${f(x)} ${f(y - bulge * 2)} ${f(x + half)} ${f(y)}Q${f(x)} ${f(y + bulge * 2)} ${f(x - half)} ${f(y)}Z`
  return `M${f(x)} ${f(y - half)}Q${f(x + bulge * 2)} ${f(y)} ${f(x)} ${f(y + half)}Q${f(x - bulge * 2)} ${f(y)} ${f(x)} ${f(y - half)}Z`
}
