import { band } from './drawing'
import { f } from './landmarks-drawn'

// The flat shapes the landmark drawings of docs/decisions/0181-landmarks-most-asked.md are built from: each a
// closed region (a rectangle, a path, a circle, a band along a polyline) or an open line drawn as a stroke.

export const rect = (x: number, y: number, w: number, h: number, fill: string) =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}"/>`
export const strokes = (d: string, width = 0.8) =>
  `<path d="${d}" fill="none" stroke="#000" stroke-width="${width}"/>`
export const path = (d: string, fill: string) => `<path d="${d}" fill="${fill}"/>`
export const circle = (x: number, y: number, r: number, fill: string) =>
  `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${fill}"/>`
export const strip = (points: [number, number][], width: number, fill: string) =>
  `<path d="${band(points, width)}" fill="${fill}"/>`

/** Water with a few ripple lines, from `y` to `bottom`, the page's width `w`. */
export function water(y: number, bottom: number, w: number): string {
  let ripples = ''
  for (let k = 0; k < 4; k++) {
    const x = 12 + ((k * 53) % (w - 40))
    const yy = y + 6 + ((k * 7) % Math.max(4, bottom - y - 8))
    ripples += `M${x} ${yy} L${x + 22} ${yy} `
  }
  return rect(0, y, w, bottom - y, '#e0e0e0') + strokes(ripples, 1)
}

/** A roof with upturned ends (a Japanese or Chinese eave), `w` wide at its eave on `y`, `h` tall to its ridge. */
export function sweptRoof(cx: number, y: number, w: number, h: number, top: number, fill: string): string {
  const [l, r] = [cx - w / 2, cx + w / 2]
  return path(
    `M${f(l - 4)} ${f(y - 5)} Q${f(l + 6)} ${f(y)} ${f(l + 12)} ${f(y)} L${f(r - 12)} ${f(y)} Q${f(r - 6)} ${f(y)} ${f(r + 4)} ${f(y - 5)} Q${f(cx + top / 2 + 6)} ${f(y - h * 0.4)} ${f(cx + top / 2)} ${f(y - h)} L${f(cx - top / 2)} ${f(y - h)} Q${f(cx - top / 2 - 6)} ${f(y - h * 0.4)} ${f(l - 4)} ${f(y - 5)} Z`,
    fill,
  )
}
