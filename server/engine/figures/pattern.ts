import type { Box } from '../common'
import { circle, rect, waveTo } from '../scenery'
import { circlePoints, clipToBox, insideBox, polygonPath } from './clip-polygon'
import { type FigureContext, f, lined, outlined } from './figure-kit'
import { scallop } from './mandala'

type Tiler = (
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  cell: number,
  line: number,
  easy: boolean,
) => string

/** The size nearest `cell` that divides `length` into whole tiles: the frame then cuts tiles through their middle or along their edges, never leaving slivers. */
const fitTile = (length: number, cell: number) => length / Math.max(1, Math.round(length / cell))

// Each tiler fills exactly the panel (x0, y0)-(x1, y1); the panel's clip trims what crosses its edges.
const TILERS: Record<string, Tiler> = {
  geometric(x0, y0, x1, y1, cell, line, easy) {
    const cw = fitTile(x1 - x0, cell)
    const ch = fitTile(y1 - y0, cell)
    let grid = ''
    let diamonds = ''
    let dots = ''
    for (let y = y0; y < y1 - 1; y += ch)
      for (let x = x0; x < x1 - 1; x += cw) {
        grid += rect(x, y, cw, ch)
        diamonds += `M${f(x + cw / 2)} ${f(y)}L${f(x + cw)} ${f(y + ch / 2)}L${f(x + cw / 2)} ${f(y + ch)}L${f(x)} ${f(y + ch / 2)}Z`
        if (!easy) dots += circle(x + cw / 2, y + ch / 2, Math.min(cw, ch) * 0.16)
      }
    return lined(grid + diamonds, line) + (dots ? outlined(dots, line) : '')
  },
  waves(x0, y0, x1, y1, cell, line, easy) {
    // Whole bands between the top and bottom edges: the first and last waves keep clear of the frame.
    const amplitude = cell * 0.14
    const bands = Math.max(2, Math.round((y1 - y0) / (cell * (easy ? 0.5 : 0.42))))
    const step = (y1 - y0 - 4 * amplitude) / bands
    const period = fitTile(x1 - x0, cell)
    let d = ''
    for (let row = 1; row < bands; row++) {
      const y = y0 + 2 * amplitude + row * step
      d += `M${f(x0)} ${f(y)}${waveTo(x0, x1, y, amplitude, period, row % 2)}`
    }
    return lined(d, line)
  },
  scales(x0, y0, x1, y1, cell, line, easy) {
    // Fish scales: rows of circles, each row offset by half a scale and drawn over the lower half of the one
    // above, so each shows as a round-topped scale. Rows start on the top edge, through circle centres.
    const size = fitTile(x1 - x0, cell)
    const r = size / 2
    const step = fitTile(y1 - y0, r * 0.9)
    const panel = { minX: x0, minY: y0, maxX: x1, maxY: y1 }
    let svg = ''
    let row = 0
    // Rows stop on the bottom edge: a row below it would poke a sliver of its tops above the edge.
    // From a row above the panel to the row on its bottom edge: the edges then cut every scale the same way.
    for (let y = y0 - step; y < y1 + 1; y += step, row++) {
      let d = ''
      for (let x = x0 - (row % 2) * r; x < x1 + r; x += size) {
        d += circleInPanel(x + r, y, r, panel)
        // No inner ring on the rows the edges cut: only slivers of it would show.
        if (!easy) d += circleInPanel(x + r, y, r * 0.55, panel)
      }
      svg += outlined(d, line)
    }
    return svg
  },
  hexagons(x0, y0, x1, y1, cell, line, easy) {
    // Pointy-topped cells whose centres sit on the panel's left edge and top row: the edges cut them in half.
    const w = fitTile(x1 - x0, Math.sqrt(3) * (cell / 2))
    const r = w / Math.sqrt(3)
    const step = fitTile(y1 - y0, r * 1.5)
    const panel = { minX: x0, minY: y0, maxX: x1, maxY: y1 }
    let d = ''
    let inner = ''
    let row = 0
    for (let y = y0; y < y1 + r; y += step, row++)
      for (let x = x0 - (row % 2) * (w / 2); x < x1 + w; x += w) {
        d += hexagon(x, y, r, step / 1.5, panel)
        if (!easy) inner += hexagon(x, y, r * 0.55, (step / 1.5) * 0.55, panel)
      }
    return lined(d + inner, line)
  },
  floral(x0, y0, x1, y1, cell, line, easy) {
    // Whole flowers on a square grid, none cut by the edges; intricate pages add a dot where four meet.
    const cw = fitTile(x1 - x0, cell)
    const ch = fitTile(y1 - y0, cell)
    let svg = ''
    let dots = ''
    for (let y = y0; y < y1 - 1; y += ch)
      for (let x = x0; x < x1 - 1; x += cw) {
        svg += flower(x + cw / 2, y + ch / 2, Math.min(cw, ch) * 0.44, line, easy)
        if (!easy && x > x0 && y > y0) dots += circle(x, y, Math.min(cw, ch) * 0.08)
      }
    return svg + (dots ? outlined(dots, line) : '')
  },
}

/** A pointy-topped hexagon of width √3·r, cut to the panel; `ry` stretches it so rows meet exactly. */
function hexagon(cx: number, cy: number, r: number, ry: number, panel: Box): string {
  const points = Array.from({ length: 6 }, (_, i) => {
    const a = Math.PI / 6 + (i * Math.PI) / 3
    return [cx + r * Math.cos(a), cy + ry * Math.sin(a)] as [number, number]
  })
  return polygonPath(clipToBox(points, panel))
}

/** A circle, or the part of it inside the panel as a polygon when the panel's edge cuts it. */
function circleInPanel(cx: number, cy: number, r: number, panel: Box): string {
  if (insideBox(panel, cx - r, cy - r, cx + r, cy + r)) return circle(cx, cy, r)
  return polygonPath(clipToBox(circlePoints(cx, cy, r), panel))
}

/** Round petals that meet only at their bases, round a centre: no overlaps, so no slivers. */
function flower(cx: number, cy: number, r: number, line: number, easy: boolean): string {
  const petals = easy ? 5 : 8
  const half = Math.PI / petals
  let d = ''
  for (let i = 0; i < petals; i++) d += `${scallop(cx, cy, r * 0.3, r, -Math.PI / 2 + i * 2 * half, half)}Z`
  return outlined(d, line) + outlined(circle(cx, cy, r * 0.3), line)
}

const TILE_KINDS = ['geometric', 'waves', 'scales', 'hexagons', 'floral']

/**
 * A pattern page: the named pattern inside a frame (a double frame on intricate pages). A zentangle is a
 * grid of panels, each with its own pattern.
 */
export function drawPatternPage(ctx: FigureContext, pattern: string): string {
  const { area, lines, easy } = ctx
  const line = easy ? lines.subjectLine : lines.propLine
  const frameLine = lines.subjectLine
  const inset = easy ? 4 : 14
  const frame = {
    minX: area.minX + inset,
    minY: area.minY + inset,
    maxX: area.maxX - inset,
    maxY: area.maxY - inset,
  }
  const cell = easy ? 108 : 46
  const panels: { x0: number; y0: number; x1: number; y1: number; kind: string }[] = []
  if (pattern === 'zentangle') {
    const cols = easy ? 2 : 3
    const rows = easy ? 3 : 4
    const w = (frame.maxX - frame.minX) / cols
    const h = (frame.maxY - frame.minY) / rows
    // Small panels cut fish scales into slivers at their edges: scales are kept for whole pattern pages.
    const kinds = TILE_KINDS.filter((k) => k !== 'scales').sort(() => ctx.random() - 0.5)
    for (let r = 0; r < rows; r++)
      for (let c = 0; c < cols; c++)
        panels.push({
          x0: frame.minX + c * w,
          y0: frame.minY + r * h,
          x1: frame.minX + (c + 1) * w,
          y1: frame.minY + (r + 1) * h,
          // Neighbours across and up or down never share a pattern.
          kind: kinds[(c + 2 * r) % kinds.length],
        })
  } else {
    const { minX, minY, maxX, maxY } = frame
    panels.push({ x0: minX, y0: minY, x1: maxX, y1: maxY, kind: TILERS[pattern] ? pattern : 'geometric' })
  }
  let svg = ''
  for (const p of panels) {
    // Every tiler keeps to its panel by itself (no clip path: resvg would spend a second a page on it).
    const cellHere = pattern === 'zentangle' ? cell * 0.75 : cell
    svg += TILERS[p.kind](p.x0, p.y0, p.x1, p.y1, cellHere, line, easy)
    svg += lined(rect(p.x0, p.y0, p.x1 - p.x0, p.y1 - p.y0), frameLine)
  }
  if (!easy)
    svg += lined(
      rect(area.minX + 3, area.minY + 3, area.maxX - area.minX - 6, area.maxY - area.minY - 6),
      frameLine,
    )
  ctx.boxes.push(frame)
  return svg
}
