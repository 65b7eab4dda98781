import type { IconData } from '../icon-data'

/**
 * One of Colorly's own drawings: SVG shapes on a 128-unit square, painted back to front in flat colours, as an
 * emoji is. The outlining (outline-art.ts) turns each filled shape into a white region inside a black line; a
 * shape with only a stroke stays a line (a rope, a wire); the colours only set how a realistic page shades it.
 */
export const drawing = (body: string, width = 128, height = 128): IconData => ({
  body: body.replace(/\s*\n\s*/g, ''),
  width,
  height,
})

/** `count` lines from radius `r0` to `r1` round a centre: the segments of a wheel or a board. */
export function spokes(cx: number, cy: number, r0: number, r1: number, count: number): string {
  let d = ''
  for (let k = 0; k < count; k++) {
    const a = ((k + 0.5) * 2 * Math.PI) / count
    const [c, s] = [Math.cos(a), Math.sin(a)]
    d += `M${(cx + r0 * c).toFixed(1)} ${(cy + r0 * s).toFixed(1)}L${(cx + r1 * c).toFixed(1)} ${(cy + r1 * s).toFixed(1)}`
  }
  return d
}

/** A band `width` wide along a polyline, as one closed path: a tail, a pole, a bent handle. */
export function band(points: [number, number][], width: number): string {
  const side = (sgn: number) =>
    points.map(([x, y], k) => {
      const [ax, ay] = points[Math.max(0, k - 1)]
      const [bx, by] = points[Math.min(points.length - 1, k + 1)]
      const len = Math.hypot(bx - ax, by - ay) || 1
      const [nx, ny] = [(-(by - ay) / len) * (width / 2) * sgn, ((bx - ax) / len) * (width / 2) * sgn]
      return `${(x + nx).toFixed(1)} ${(y + ny).toFixed(1)}`
    })
  return `M${side(1).join(' L')} L${side(-1).reverse().join(' L')} Z`
}
