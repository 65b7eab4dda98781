import { bubbleLettering } from '../lettering'
import type { ShapeName } from '../plan'
import { circle, ellipse, heart, star } from '../scenery'
import { type FigureContext, f, outlined, polar, pt } from './figure-kit'

function polygon(cx: number, cy: number, r: number, sides: number): string {
  let d = ''
  for (let i = 0; i < sides; i++)
    d += `${i ? 'L' : 'M'}${pt(polar(cx, cy, r, -Math.PI / 2 + (i * 2 * Math.PI) / sides))}`
  return `${d}Z`
}

/** A shape centred on (cx, cy) filling a square of half-side r. */
export function shapePath(shape: ShapeName, cx: number, cy: number, r: number): string {
  switch (shape) {
    case 'circle':
      return circle(cx, cy, r)
    case 'square':
      return `M${f(cx - r * 0.9)} ${f(cy - r * 0.9)}h${f(r * 1.8)}v${f(r * 1.8)}h${f(-r * 1.8)}Z`
    case 'rectangle':
      return `M${f(cx - r)} ${f(cy - r * 0.6)}h${f(r * 2)}v${f(r * 1.2)}h${f(-r * 2)}Z`
    case 'oval':
      return ellipse(cx, cy, r, r * 0.65)
    case 'triangle':
      return `M${f(cx)} ${f(cy - r)}L${f(cx + r)} ${f(cy + r * 0.8)}L${f(cx - r)} ${f(cy + r * 0.8)}Z`
    case 'star':
      return star(cx, cy + r * 0.08, r, 5, 0.46)
    case 'heart':
      return heart(cx, cy - r * 0.05, r * 0.92)
    case 'diamond':
      return `M${f(cx)} ${f(cy - r)}L${f(cx + r * 0.72)} ${f(cy)}L${f(cx)} ${f(cy + r)}L${f(cx - r * 0.72)} ${f(cy)}Z`
    case 'pentagon':
      return polygon(cx, cy + r * 0.08, r, 5)
    case 'hexagon':
      return polygon(cx, cy, r, 6)
  }
}

/**
 * A shapes page: each named shape large and outlined with its name in bubble letters under it. Intricate
 * pages add the same shape inside each one, twice, as rings to colour.
 */
export function drawShapesPage(ctx: FigureContext, shapes: ShapeName[]): string {
  const { area, lines, easy } = ctx
  const n = shapes.length
  const cols = n === 1 ? 1 : 2
  const rows = Math.ceil(n / cols)
  const w = (area.maxX - area.minX) / cols
  const h = (area.maxY - area.minY) / rows
  const labelShare = n === 1 ? 0.16 : n <= 4 ? 0.2 : 0.16
  let svg = ''
  shapes.forEach((shape, i) => {
    const row = Math.floor(i / cols)
    // A lone shape on the last row is centred.
    const inRow = Math.min(cols, n - row * cols)
    const col = i % cols
    const x = area.minX + (area.maxX - area.minX) / 2 + (col - (inRow - 1) / 2) * w
    const y = area.minY + row * h
    const r = Math.min(w, h * (1 - labelShare)) * 0.42
    const cy = y + (h * (1 - labelShare)) / 2
    svg += outlined(shapePath(shape, x, cy, r), lines.subjectLine)
    if (!easy)
      for (const k of [0.7, 0.4])
        svg += outlined(
          shapePath(shape, x, cy + (shape === 'triangle' ? r * 0.18 * (1 - k) : 0), r * k),
          lines.propLine,
        )
    const label = bubbleLettering(
      [shape],
      { minX: x - w * 0.46, minY: y + h * (1 - labelShare), maxX: x + w * 0.46, maxY: y + h - 4 },
      {
        outline: lines.subjectLine,
        swell: easy ? 0.035 : 0.03,
        innerLine: 0,
      },
    )
    svg += label.svg
    ctx.boxes.push(label.box, { minX: x - r, minY: cy - r, maxX: x + r, maxY: cy + r })
  })
  return svg
}
