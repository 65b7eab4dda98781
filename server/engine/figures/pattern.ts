import { circle, rect, waveTo } from '../shapes'
import { type FigureContext, f, lined, outlined, polar, pt } from './figure-kit'

type Tiler = (
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  cell: number,
  line: number,
  easy: boolean,
) => string

// Each pattern covers a rectangle a little larger than its frame; what spills over is painted out.
const TILERS: Record<string, Tiler> = {
  geometric(x0, y0, x1, y1, cell, line, easy) {
    let grid = ''
    let diamonds = ''
    let dots = ''
    for (let y = y0; y < y1; y += cell)
      for (let x = x0; x < x1; x += cell) {
        const c = cell / 2
        grid += rect(x, y, cell, cell)
        diamonds += `M${f(x + c)} ${f(y)}L${f(x + cell)} ${f(y + c)}L${f(x + c)} ${f(y + cell)}L${f(x)} ${f(y + c)}Z`
        if (!easy) dots += circle(x + c, y + c, cell * 0.16)
      }
    return lined(grid + diamonds, line) + (dots ? outlined(dots, line) : '')
  },
  waves(x0, y0, x1, y1, cell, line, easy) {
    let d = ''
    const step = cell * (easy ? 0.5 : 0.42)
    let row = 0
    for (let y = y0; y < y1 + step; y += step, row++)
      d += `M${f(x0)} ${f(y)}${waveTo(x0, x1, y, cell * 0.14, cell, row % 2)}`
    return lined(d, line)
  },
  scales(x0, y0, x1, y1, cell, line, easy) {
    // Fish scales: rows of circles, each row offset by half a scale and drawn over the lower half of the one
    // above, so each shows as a round-topped scale.
    const r = cell / 2
    let svg = ''
    let row = 0
    for (let y = y0; y < y1 + cell; y += r * 0.9, row++) {
      let d = ''
      for (let x = x0 - (row % 2) * r; x < x1 + cell; x += cell) {
        d += circle(x + r, y, r)
        if (!easy) d += circle(x + r, y, r * 0.55)
      }
      svg += outlined(d, line)
    }
    return svg
  },
  hexagons(x0, y0, x1, y1, cell, line, easy) {
    const r = cell / 2
    const w = Math.sqrt(3) * r
    let d = ''
    let inner = ''
    let row = 0
    for (let y = y0; y < y1 + r; y += r * 1.5, row++)
      for (let x = x0 - (row % 2) * (w / 2); x < x1 + w; x += w) {
        d += hexagon(x, y, r)
        if (!easy) inner += hexagon(x, y, r * 0.55)
      }
    return lined(d + inner, line)
  },
  floral(x0, y0, x1, y1, cell, line, easy) {
    let svg = ''
    let row = 0
    for (let y = y0; y < y1 + cell; y += cell * 0.9, row++)
      for (let x = x0 - (row % 2) * (cell / 2); x < x1 + cell; x += cell)
        svg += flower(x, y, cell * 0.42, line, easy)
    if (!easy) {
      let dots = ''
      row = 0
      for (let y = y0 + cell * 0.45; y < y1 + cell; y += cell * 0.9, row++)
        for (let x = x0 - (row % 2) * (cell / 2); x < x1 + cell; x += cell) dots += circle(x, y, cell * 0.06)
      svg += outlined(dots, line)
    }
    return svg
  },
}

function hexagon(cx: number, cy: number, r: number): string {
  let d = ''
  for (let i = 0; i < 6; i++) d += `${i ? 'L' : 'M'}${pt(polar(cx, cy, r, Math.PI / 6 + (i * Math.PI) / 3))}`
  return `${d}Z`
}

function flower(cx: number, cy: number, r: number, line: number, easy: boolean): string {
  const petals = easy ? 5 : 6
  let svg = ''
  // One petal at a time, each laid over the one before: petals overlap without leaving slivers between them.
  for (let i = 0; i < petals; i++) {
    const [x, y] = polar(cx, cy, r * 0.55, (i * 2 * Math.PI) / petals - Math.PI / 2)
    svg += outlined(circle(x, y, r * 0.45), line)
  }
  return svg + outlined(circle(cx, cy, r * 0.32), line)
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
    const kinds = [...TILE_KINDS].sort(() => ctx.random() - 0.5)
    for (let r = 0; r < rows; r++)
      for (let c = 0; c < cols; c++)
        panels.push({
          x0: frame.minX + c * w,
          y0: frame.minY + r * h,
          x1: frame.minX + (c + 1) * w,
          y1: frame.minY + (r + 1) * h,
          kind: kinds[(r * cols + c + r) % kinds.length],
        })
  } else {
    const { minX, minY, maxX, maxY } = frame
    panels.push({ x0: minX, y0: minY, x1: maxX, y1: maxY, kind: TILERS[pattern] ? pattern : 'geometric' })
  }
  let svg = ''
  for (const [i, p] of panels.entries()) {
    // Each panel is clipped to its own rectangle; the clip is a plain rectangle, which resvg handles cheaply.
    const id = `${ctx.nextId()}clip${i}`
    const cellHere = pattern === 'zentangle' ? cell * 0.75 : cell
    const body = TILERS[p.kind](p.x0 - cellHere / 2, p.y0, p.x1, p.y1, cellHere, line, easy)
    svg += `<clipPath id="${id}"><rect x="${f(p.x0)}" y="${f(p.y0)}" width="${f(p.x1 - p.x0)}" height="${f(p.y1 - p.y0)}"/></clipPath><g clip-path="url(#${id})">${body}</g>`
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
