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
