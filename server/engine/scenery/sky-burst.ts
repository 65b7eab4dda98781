import { clipPolyline } from '../art'
import type { Box } from '../common'

const f = (v: number) => v.toFixed(2)

/**
 * Intricate pages: the sky behind the subject as a sunburst, rays from a ring round it out to the frame, crossed
 * by two more rings, so the background is a few dozen large composed regions rather than bare paper or scattered specks.
 * Drawn first: the ground, props and subjects paint white over it. `area` reaches the frame's inner line,
 * which closes every wedge.
 */
export function skyBurst(center: { x: number; y: number }, area: Box, line: number, rays = 24): string {
  const isIn = (x: number, y: number) => x >= area.minX && x <= area.maxX && y >= area.minY && y <= area.maxY
  const reach = Math.hypot(area.maxX - area.minX, area.maxY - area.minY)
  const span = Math.max(area.maxX - area.minX, area.maxY - area.minY)
  // Rays start on the innermost ring, so no wedge narrows to a sliver near the centre.
  const rings = [span * 0.24, span * 0.42, span * 0.62]
  let d = ''
  for (let i = 0; i < rays; i++) {
    const a = (i / rays) * 2 * Math.PI + Math.PI / rays
    const pts: number[] = []
    for (let t = rings[0]; t <= reach; t += 12)
      pts.push(center.x + t * Math.cos(a), center.y + t * Math.sin(a))
    d += clipPolyline(pts, isIn)
  }
  for (const r of rings) {
    const pts: number[] = []
    const sides = 240
    for (let i = 0; i <= sides; i++) {
      const a = (i / sides) * 2 * Math.PI
      pts.push(center.x + r * Math.cos(a), center.y + r * Math.sin(a))
    }
    d += clipPolyline(pts, isIn)
  }
  return d
    ? `<path d="${d}" fill="none" stroke="#000" stroke-width="${f(line)}" stroke-linecap="round"/>`
    : ''
}
