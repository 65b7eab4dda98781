import type { LineStyle } from '../art'
import type { Box } from '../common'
import { flattenPath, insideRings } from '../common'
import type { GroundKind } from '../vocabulary'
import { ellipse, rect, star, waveTo } from './shapes'

export const outlined = (d: string, line: number, fill = '#fff') =>
  `<path d="${d}" fill="${fill}" stroke="#000" stroke-width="${line.toFixed(2)}" stroke-linejoin="round" stroke-linecap="round"/>`

const overlaps = (a: Box, b: Box) => a.minX < b.maxX && a.maxX > b.minX && a.minY < b.maxY && a.maxY > b.minY

/** The ground of a setting: closed shapes from the horizon down to the scene's bottom edge. */
export function groundShapes(
  kind: GroundKind,
  scene: Box,
  horizon: number,
  lines: LineStyle,
  random: () => number,
): { svg: string; clip: string } {
  const { minX: x0, maxX: x1, maxY: bottom } = scene
  const w = x1 - x0
  const line = lines.backdropLine
  const below = bottom - horizon
  const band = (y: number, amp: number, period: number, phase = 0) =>
    `M${x0 - 5} ${y}${waveTo(x0 - 5, x1 + 5, y, amp, period, phase)}L${x1 + 5} ${bottom + 5}L${x0 - 5} ${bottom + 5}Z`
  switch (kind) {
    case 'hills':
    case 'snow': {
      const back = band(horizon - below * 0.1, 10, w * 0.8, 1)
      const front = band(horizon + below * 0.25, 6, w * 0.55)
      return { svg: outlined(back, line) + outlined(front, line), clip: back }
    }
    case 'dunes': {
      const back = band(horizon, 14, w * 0.9, 1)
      const front = band(horizon + below * 0.35, 10, w * 0.7)
      return { svg: outlined(back, line) + outlined(front, line), clip: back }
    }
    case 'seabed': {
      const floor = band(horizon, 8, w * 0.5)
      const surface = `M${x0 - 5} ${scene.minY + 28}${waveTo(x0 - 5, x1 + 5, scene.minY + 28, 5, 70)}L${x1 + 5} ${scene.minY - 5}L${x0 - 5} ${scene.minY - 5}Z`
      // The sea floor gets a second sand ridge, rocks and starfish, so its band is not left bare.
      const ridge = band(horizon + below * 0.45, 6, w * 0.6, 1)
      let rocks = ''
      let stars = ''
      const count = lines.patterns ? 5 : 3
      for (let i = 0; i < count; i++) {
        const cx = x0 + w * ((i + 0.5 + (random() - 0.5) * 0.4) / count)
        const r = (lines.patterns ? 12 : 20) + random() * 6
        if (i % 2) stars += star(cx, horizon + below * (0.62 + random() * 0.15), r, 5, 0.5, random())
        else
          rocks += `M${cx - r * 1.6} ${horizon + below * 0.46}Q${cx - r * 1.4} ${horizon + below * 0.46 - r * 1.3} ${cx} ${horizon + below * 0.46 - r * 1.2}Q${cx + r * 1.5} ${horizon + below * 0.46 - r} ${cx + r * 1.6} ${horizon + below * 0.46}Z`
      }
      return {
        svg: [surface, floor, rocks, ridge, stars].map((d) => (d ? outlined(d, line) : '')).join(''),
        clip: floor,
      }
    }
    case 'sand': {
      const sea = band(horizon - below * 0.28, 4, 60)
      const sand = band(horizon + below * 0.1, 8, w * 0.6, 1)
      return { svg: outlined(sea, line) + outlined(sand, line), clip: sand }
    }
    case 'waves': {
      let svg = ''
      const rows = lines.patterns ? 4 : 2
      for (let i = 0; i < rows; i++)
        svg += outlined(band(horizon + (below * i) / rows, 4 + i * 2, 50 + i * 25, i), line)
      return { svg, clip: band(horizon, 4, 50) }
    }
    case 'craters': {
      const surface = band(horizon, 9, w * 0.7, 1)
      let svg = outlined(surface, line)
      const count = lines.patterns ? 6 : 3
      for (let i = 0; i < count; i++) {
        const cx = x0 + w * ((i + 0.5 + (random() - 0.5) * 0.5) / count)
        const cy = horizon + below * (0.35 + random() * 0.5)
        const r = (lines.patterns ? 14 : 26) + random() * 12
        svg += outlined(ellipse(cx, cy, r, r * 0.4), line)
      }
      return { svg, clip: surface }
    }
    case 'road': {
      const pavement = `M${x0 - 5} ${horizon}H${x1 + 5}V${bottom + 5}H${x0 - 5}Z`
      const road = `M${x0 - 5} ${horizon + below * 0.3}H${x1 + 5}V${bottom + 5}H${x0 - 5}Z`
      let svg = outlined(pavement, line) + outlined(road, line)
      const dashY = horizon + below * 0.65
      for (let x = x0 + 10; x < x1 - 30; x += 70) svg += outlined(rect(x, dashY - 4, 40, 8), line)
      return { svg, clip: road }
    }
    case 'floor': {
      // A party table: a straight top edge with a scalloped cloth hem hanging below it.
      const hem = horizon + below * 0.55
      const cloth = `M${x0 - 5} ${horizon}H${x1 + 5}V${hem}${waveTo(x1 + 5, x0 - 5, hem, 5, 44)}Z`
      const top = `M${x0 - 5} ${horizon}H${x1 + 5}V${horizon + 14}H${x0 - 5}Z`
      return { svg: outlined(cloth, line) + outlined(top, line), clip: cloth }
    }
    case 'boards': {
      // A room: a skirting board along the foot of the wall, the floor below, floorboards on intricate pages
      // (lines from side to side, so each board is closed).
      const floor = `M${x0 - 5} ${horizon}H${x1 + 5}V${bottom + 5}H${x0 - 5}Z`
      const skirting = rect(x0 - 5, horizon - 12, w + 10, 12)
      let boards = ''
      if (lines.patterns)
        for (let y = horizon + below * 0.22; y < bottom - 10; y += below * 0.22)
          boards += `M${x0 - 5} ${y}H${x1 + 5}`
      const joints = boards
        ? `<path d="${boards}" fill="none" stroke="#000" stroke-width="${line.toFixed(2)}"/>`
        : ''
      return { svg: outlined(floor, line) + outlined(skirting, line) + joints, clip: floor }
    }
    default:
      return { svg: '', clip: '' }
  }
}

/**
 * Pebbles scattered over the ground of an intricate page, each wholly inside the ground shape: tested
 * against its flattened outline rather than clipped, since resvg renders a clip path over the whole canvas.
 */
export function groundTexture(
  clip: string,
  area: Box,
  lines: LineStyle,
  random: () => number,
  count = 28,
  avoid: Box[] = [],
): string {
  if (!clip) return ''
  const taken: Box[] = []
  const rings = flattenPath(clip, 6)
  const pad = lines.backdropLine * 2
  let d = ''
  for (let i = 0; i < count; i++) {
    const cx = area.minX + random() * (area.maxX - area.minX)
    const cy = area.minY + random() * (area.maxY - area.minY)
    // The smallest about 3.5 mm across (a disc of the same area): big enough for a fine pen.
    const rx = 6.5 + random() * 4
    const ry = 4.5 + random() * 2
    const edge = [
      [cx - rx - pad, cy],
      [cx + rx + pad, cy],
      [cx, cy - ry - pad],
      [cx, cy + ry + pad],
    ]
    // Apart from each other and from `avoid`: two pebbles or a pebble and a foot overlapping leave slivers.
    const box = { minX: cx - rx - 5, minY: cy - ry - 5, maxX: cx + rx + 5, maxY: cy + ry + 5 }
    if ([...avoid, ...taken].some((b) => overlaps(b, box))) continue
    if (edge.every(([x, y]) => insideRings(rings, x, y))) {
      d += ellipse(cx, cy, rx, ry)
      taken.push(box)
    }
  }
  return d ? outlined(d, lines.backdropLine * 0.8) : ''
}
