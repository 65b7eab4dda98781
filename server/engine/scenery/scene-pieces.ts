import type { Box } from '../common'
import { circle } from './shapes'

// Pieces shared by the composed scenes of intricate pages (setting-scenes.ts and the scenes it dispatches to).

export const f = (v: number) => v.toFixed(1)

export type SceneArea = {
  /** Reaches the frame's inner line, which closes every line run across it. */
  area: Box
  horizon: number
  groundY: number
  /** The subjects and what they hold: small pieces keep clear of them, large ones go behind. */
  avoid: Box[]
  line: number
  random: () => number
  /** Round a pen drawing the scene keeps quieter (a sun with fewer rays), so the drawing holds the regions. */
  quiet?: boolean
  /** A subject is the sun or the moon: the scene draws no sun or moon of its own beside it. */
  ownLight?: boolean
}

/**
 * Drawn before the ground (`sky`) and on it (`ground`), with the page's fine backdrop line; `plants` are the
 * boxes of what stands on the ground, which the ground's pebbles keep clear of (an overlap leaves slivers).
 */
export type ComposedScene = {
  sky: string
  ground: string
  plants?: Box[]
  /** False where pebbles would be out of place: on snow, a road, a tablecloth. */
  pebbles?: boolean
}

export const overlaps = (a: Box, b: Box) =>
  a.minX < b.maxX && a.maxX > b.minX && a.minY < b.maxY && a.maxY > b.minY
// The share of `a` that the boxes cover (overlaps summed: an upper bound).
export const coveredShare = (a: Box, boxes: Box[]) => {
  let covered = 0
  for (const b of boxes) {
    const w = Math.min(a.maxX, b.maxX) - Math.max(a.minX, b.minX)
    const h = Math.min(a.maxY, b.maxY) - Math.max(a.minY, b.minY)
    if (w > 0 && h > 0) covered += w * h
  }
  return covered / ((a.maxX - a.minX) * (a.maxY - a.minY))
}
export const around = (x: number, y: number, r: number): Box => ({
  minX: x - r,
  minY: y - r,
  maxX: x + r,
  maxY: y + r,
})

// A round clump of foliage: a circle of scallops.
export function foliage(cx: number, cy: number, r: number, bumps: number): string {
  let d = ''
  const chord = (2 * Math.PI * r) / bumps
  for (let i = 0; i <= bumps; i++) {
    const t = (i / bumps) * 2 * Math.PI
    const x = cx + r * Math.cos(t)
    const y = cy + r * Math.sin(t)
    d += i ? `A${f(chord * 0.6)} ${f(chord * 0.6)} 0 0 1 ${f(x)} ${f(y)}` : `M${f(x)} ${f(y)}`
  }
  return `${d}Z`
}

// A pointed leaf from (x, y) along angle a.
export function leaf(x: number, y: number, length: number, a: number): string {
  const tx = x + length * Math.cos(a)
  const ty = y + length * Math.sin(a)
  const mx = (x + tx) / 2
  const my = (y + ty) / 2
  const nx = -Math.sin(a) * length * 0.32
  const ny = Math.cos(a) * length * 0.32
  return `M${f(x)} ${f(y)}Q${f(mx + nx)} ${f(my + ny)} ${f(tx)} ${f(ty)}Q${f(mx - nx)} ${f(my - ny)} ${f(x)} ${f(y)}Z`
}

// A sun with a ring and pointed rays, in whichever upper side the subject leaves (half hidden behind it is
// still a sun rising behind it). Its box joins `taken`.
export function risingSun(area: Box, horizon: number, taken: Box[], rays = 16, none = false): string {
  if (none) return ''
  const w = area.maxX - area.minX
  let sun = ''
  for (const fx of [0.22, 0.78]) {
    const x = area.minX + w * fx
    const y = horizon - (horizon - area.minY) * 0.55
    const b = around(x, y, 84)
    if (coveredShare(b, taken) > 0.45) continue
    taken.push(b)
    sun += circle(x, y, 34) + circle(x, y, 48)
    for (let i = 0; i < rays; i++) {
      const a = (i / rays) * 2 * Math.PI
      const side = Math.PI / 30
      // A blunt tip: a point would pinch off a speck at the ray's end.
      const tip = Math.PI / 160
      sun += `M${f(x + 54 * Math.cos(a - side))} ${f(y + 54 * Math.sin(a - side))}L${f(x + 80 * Math.cos(a - tip))} ${f(y + 80 * Math.sin(a - tip))}L${f(x + 80 * Math.cos(a + tip))} ${f(y + 80 * Math.sin(a + tip))}L${f(x + 54 * Math.cos(a + side))} ${f(y + 54 * Math.sin(a + side))}Z`
    }
    break
  }
  return sun
}

/**
 * Lines drawn as one tube: a black stroke under a thinner white one, so branches and arms join as one outlined
 * shape with no slivers where they meet (coral, a snowflake, a cactus).
 */
export function tube(d: string, width: number, line: number, cap: 'round' | 'butt' = 'round'): string {
  const style = `fill="none" stroke-linecap="${cap}" stroke-linejoin="round"`
  return (
    `<path d="${d}" ${style} stroke="#000" stroke-width="${f(width + 2 * line)}"/>` +
    `<path d="${d}" ${style} stroke="#fff" stroke-width="${f(width)}"/>`
  )
}

/** Open lines (a rope, strings, strata), stroked with the scene's line. */
export const stroked = (d: string, line: number) =>
  d
    ? `<path d="${d}" fill="none" stroke="#000" stroke-width="${line.toFixed(2)}" stroke-linecap="round"/>`
    : ''

/** Spots for small pieces: random places in `region` clear of `taken` (each one taken in turn), at most `count`. */
export function freeSpots(
  region: Box,
  r: number,
  count: number,
  taken: Box[],
  random: () => number,
): { x: number; y: number }[] {
  const spots: { x: number; y: number }[] = []
  for (let tries = 0; tries < count * 10 && spots.length < count; tries++) {
    const x = region.minX + r + random() * Math.max(1, region.maxX - region.minX - 2 * r)
    const y = region.minY + r + random() * Math.max(1, region.maxY - region.minY - 2 * r)
    const b = around(x, y, r)
    if (taken.some((t) => overlaps(t, b))) continue
    taken.push(b)
    spots.push({ x, y })
  }
  return spots
}

/**
 * A grass tuft for composed scenes: blades fanning out from a narrow foot, side by side and never crossing,
 * each tip blunt, so no blade pinches into specks (the easy pages' zigzag tuft, shapes.ts, crosses its outer
 * blades).
 */
export function bladeTuft(cx: number, y: number, h: number, blades = 5): string {
  const w = h * 1.3
  const tipX = (i: number) => cx + (i - (blades - 1) / 2) * (w / blades)
  let d = `M${f(cx - w * 0.2)} ${f(y)}`
  for (let i = 0; i < blades; i++) {
    const tipY = y - h * (i % 2 ? 0.8 : 1)
    d += `L${f(tipX(i) - 1.3)} ${f(tipY)}L${f(tipX(i) + 1.3)} ${f(tipY)}`
    // The valley to the next blade, drawn a little towards the middle: the blades fan out from the foot.
    if (i < blades - 1) d += `L${f(cx + ((tipX(i) + tipX(i + 1)) / 2 - cx) * 0.7)} ${f(y - h * 0.22)}`
  }
  return `${d}L${f(cx + w * 0.2)} ${f(y)}Z`
}
