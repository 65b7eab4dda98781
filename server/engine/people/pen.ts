// Drawing helpers for people and their props, in page points: every shape is white inside a black outline, so
// whatever is drawn later hides what is behind it and every part is a closed region to colour.
import type { Pt } from './skeleton'

export const f = (v: number) => v.toFixed(2)
export const pt = (p: Pt) => `${f(p.x)} ${f(p.y)}`
export const polyline = (pts: Pt[]) => `M${pts.map(pt).join('L')}`
export const polygon = (pts: Pt[]) => `${polyline(pts)}Z`

export const add = (a: Pt, b: Pt): Pt => ({ x: a.x + b.x, y: a.y + b.y })
export const sub = (a: Pt, b: Pt): Pt => ({ x: a.x - b.x, y: a.y - b.y })
export const mul = (a: Pt, k: number): Pt => ({ x: a.x * k, y: a.y * k })
export const mix = (a: Pt, b: Pt, t: number): Pt => ({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t })
export const len = (a: Pt) => Math.hypot(a.x, a.y)
export const unit = (a: Pt): Pt => {
  const l = len(a) || 1
  return { x: a.x / l, y: a.y / l }
}
/** The unit normal of a→b, turned a quarter to the left (towards −x for a downward bone). */
export const normal = (a: Pt, b: Pt): Pt => {
  const u = unit(sub(b, a))
  return { x: u.y, y: -u.x }
}

/** One part of a merged shape: a thick stroke along points (a limb, a sleeve) or a filled outline. */
export type Part = { tube: Pt[]; width: number } | { d: string }

/**
 * Parts merged into one region: all the black outlines first, then all the white insides, so where the parts
 * meet (an arm and its hand, two legs and the seat of the trousers) no line divides them.
 */
export function merged(parts: Part[], line: number): string {
  let black = ''
  let white = ''
  for (const p of parts) {
    if ('tube' in p) {
      const d = p.tube.length === 1 ? `M${pt(p.tube[0])}l0.01 0` : polyline(p.tube)
      black += `<path d="${d}" fill="none" stroke="#000" stroke-width="${f(p.width + 2 * line)}" stroke-linecap="round" stroke-linejoin="round"/>`
      white += `<path d="${d}" fill="none" stroke="#fff" stroke-width="${f(p.width)}" stroke-linecap="round" stroke-linejoin="round"/>`
    } else {
      black += `<path d="${p.d}" fill="#000" stroke="#000" stroke-width="${f(2 * line)}" stroke-linejoin="round"/>`
      white += `<path d="${p.d}" fill="#fff"/>`
    }
  }
  return black + white
}

/** A closed shape, white with a black outline. */
export const shape = (d: string, line: number) =>
  `<path d="${d}" fill="#fff" stroke="#000" stroke-width="${f(line)}" stroke-linejoin="round"/>`

/** An open line (a smile, a seam, a string). */
export const stroke = (d: string, line: number) =>
  `<path d="${d}" fill="none" stroke="#000" stroke-width="${f(line)}" stroke-linecap="round" stroke-linejoin="round"/>`

/** A black dot (an eye, a button seen small). */
export const dot = (c: Pt, r: number) => `<circle cx="${f(c.x)}" cy="${f(c.y)}" r="${f(r)}"/>`

export const circle = (c: Pt, r: number) =>
  `M${f(c.x - r)} ${f(c.y)}a${f(r)} ${f(r)} 0 1 0 ${f(2 * r)} 0a${f(r)} ${f(r)} 0 1 0 ${f(-2 * r)} 0Z`

export const ellipse = (c: Pt, rx: number, ry: number, deg = 0) => {
  const pts: Pt[] = []
  const a = (deg * Math.PI) / 180
  for (let i = 0; i < 24; i++) {
    const t = (i / 24) * Math.PI * 2
    const x = Math.cos(t) * rx
    const y = Math.sin(t) * ry
    pts.push({ x: c.x + x * Math.cos(a) - y * Math.sin(a), y: c.y + x * Math.sin(a) + y * Math.cos(a) })
  }
  return polygon(pts)
}
