import type { Box } from '../common'
import { outlined } from './backdrop'
import type { DecorationContext } from './decoration-context'
import { f, stroked } from './scene-pieces'
import { ellipse, rect, waveTo } from './shapes'

// Places laid on the ground a prompt names (plan/named-places.ts): a pond, a stream, a dock, a race track, a
// crosswalk, a swimming pool, a rooftop. Each is drawn over the setting's ground and under the subjects, which
// hide what they cover; every piece is a closed region at least 3 mm across.

const unionOf = (boxes: Box[], fallback: Box): Box =>
  boxes.length
    ? boxes.reduce((a, b) => ({
        minX: Math.min(a.minX, b.minX),
        minY: Math.min(a.minY, b.minY),
        maxX: Math.max(a.maxX, b.maxX),
        maxY: Math.max(a.maxY, b.maxY),
      }))
    : fallback

/** The subjects' box, or the middle of the scene when there are none. */
export const subjectsBox = (ctx: DecorationContext): Box => {
  const { scene } = ctx
  const w = scene.maxX - scene.minX
  return unionOf(ctx.avoid, {
    minX: scene.minX + w * 0.3,
    minY: ctx.horizon - 100,
    maxX: scene.maxX - w * 0.3,
    maxY: ctx.groundY,
  })
}

/** The side of the scene the subjects leave freer: true when it is the right. */
export const freeRight = (ctx: DecorationContext) => {
  const s = subjectsBox(ctx)
  return (s.minX + s.maxX) / 2 < ctx.scene.minX + (ctx.scene.maxX - ctx.scene.minX) / 2
}

/** A pond or watering hole: water in front of the subjects' feet, ripples on it, reeds at one end. */
function pond(ctx: DecorationContext): string {
  const { scene, groundY } = ctx
  const line = ctx.lines.backdropLine
  const w = scene.maxX - scene.minX
  const cx = scene.minX + w * 0.5
  const below = scene.maxY - groundY
  const cy = groundY + Math.max(24, below * 0.45)
  const rx = w * 0.42
  const ry = Math.max(26, Math.min(below * 0.42, 70))
  let d = ellipse(cx, cy, rx, ry)
  // A rim of bank round the water: a second, wider ring, each stone-free band a region of its own.
  d = ellipse(cx, cy, rx + 14, ry + 8) + d
  let ripples = ''
  for (const [fx, fy, k] of [
    [-0.45, -0.2, 0.22],
    [0.4, 0.25, 0.18],
    [-0.05, 0.45, 0.16],
  ])
    ripples += `M${f(cx + rx * fx - rx * k)} ${f(cy + ry * fy)}Q${f(cx + rx * fx)} ${f(cy + ry * fy - 8)} ${f(cx + rx * fx + rx * k)} ${f(cy + ry * fy)}`
  // Reeds at the left end: tall blades with a cattail head each.
  let reeds = ''
  for (let i = 0; i < 3; i++) {
    const x = cx - rx * 0.92 + i * 14
    const top = cy - ry - 50 - i * 10
    reeds += `M${f(x - 4)} ${f(cy)}L${f(x - 2)} ${f(top + 18)}L${f(x + 2)} ${f(top + 18)}L${f(x + 4)} ${f(cy)}Z`
    reeds += ellipse(x, top + 8, 6, 14)
  }
  ctx.avoid.push({ minX: cx - rx - 14, minY: cy - ry - 60, maxX: cx + rx + 14, maxY: cy + ry + 8 })
  return outlined(d, line) + stroked(ripples, line) + outlined(reeds, line)
}

/** A stream winding from the horizon to the bottom edge, widening as it comes nearer, stones on its banks. */
function stream(ctx: DecorationContext): string {
  const { scene, horizon, random } = ctx
  const line = ctx.lines.backdropLine
  const w = scene.maxX - scene.minX
  // At the side the subjects cover least, so the water shows.
  const subjects = subjectsBox(ctx)
  const left = (subjects.minX + subjects.maxX) / 2 > scene.minX + w / 2
  const x0 = scene.minX + w * (left ? 0.3 : 0.7)
  const x1 = scene.minX + w * (left ? 0.12 : 0.88)
  const top = horizon + 2
  const bottom = scene.maxY + 4
  const mid = (top + bottom) / 2
  const bank = (dx0: number, dx1: number) =>
    `${f(x0 + dx0)} ${f(top)}C${f(x0 + dx0 + 60)} ${f(mid - 30)} ${f(x1 + dx1 - 70)} ${f(mid + 30)} ${f(x1 + dx1)} ${f(bottom)}`
  const water = `M${bank(-14, -w * 0.14)}L${f(x1 + w * 0.14)} ${f(bottom)}C${f(x1 + w * 0.14 - 70)} ${f(mid + 30)} ${f(x0 + 14 + 60)} ${f(mid - 30)} ${f(x0 + 14)} ${f(top)}Z`
  let ripples = ''
  for (const t of [0.35, 0.6, 0.82]) {
    const y = top + (bottom - top) * t
    const x = x0 + (x1 - x0) * t
    ripples += `M${f(x - 16)} ${f(y)}Q${f(x)} ${f(y - 7)} ${f(x + 16)} ${f(y)}`
  }
  let stones = ''
  for (const t of [0.5, 0.75]) {
    const y = top + (bottom - top) * t
    const x = x0 + (x1 - x0) * t + (left ? 1 : -1) * (w * 0.14 * t + 34)
    stones += ellipse(x, y, 16 + random() * 6, 9)
  }
  ctx.avoid.push({
    minX: Math.min(x0, x1) - w * 0.16,
    minY: top,
    maxX: Math.max(x0, x1) + w * 0.16,
    maxY: bottom,
  })
  return outlined(water, line) + stroked(ripples, line) + outlined(stones, line)
}

/** A wooden dock reaching out over the water from one side: planks across it, posts under its front edge. */
function dock(ctx: DecorationContext): string {
  const { scene, horizon } = ctx
  const line = ctx.lines.backdropLine
  const w = scene.maxX - scene.minX
  const subjects = subjectsBox(ctx)
  const fromLeft = (subjects.minX + subjects.maxX) / 2 > scene.minX + w / 2
  const reach = w * 0.42
  // In front of what floats, below it, so the whole dock shows.
  const y = Math.min(scene.maxY - 80, Math.max(horizon + 20, subjects.maxY + 14))
  const h = 26
  const xa = fromLeft ? scene.minX - 4 : scene.maxX + 4 - reach
  let posts = ''
  for (let k = 0; k < 3; k++) {
    const px = xa + (fromLeft ? reach - 16 - k * reach * 0.4 : 8 + k * reach * 0.4)
    posts += rect(px, y + h - 2, 12, 44)
  }
  let planks = ''
  const step = ctx.lines.patterns ? 22 : 34
  for (let x = xa; x < xa + reach - 1; x += step) planks += rect(x, y, Math.min(step, xa + reach - x), h)
  ctx.avoid.push({ minX: xa, minY: y, maxX: xa + reach, maxY: y + h + 44 })
  return outlined(posts, line) + outlined(planks, line)
}

/** A race track: a wide band arching across the ground, a dashed line down its middle, a checkered start. */
function raceTrack(ctx: DecorationContext): string {
  const { scene, horizon, groundY } = ctx
  const line = ctx.lines.backdropLine
  const { minX: x0, maxX: x1 } = scene
  const w = x1 - x0
  const lift = 40
  // The band's edges: one arch drawn twice, the car's wheels on it between them.
  const a = Math.max(horizon + 10, groundY - 40) + lift * 0.75
  const b = Math.min(scene.maxY - 4, groundY + 120)
  const xs = [x0 - 5, x0 + w * 0.35, x0 + w * 0.65, x1 + 5]
  const at = (y: number, t: number) => {
    const u = 1 - t
    const c = [y, y - lift, y - lift, y]
    const px = u * u * u * xs[0] + 3 * u * u * t * xs[1] + 3 * u * t * t * xs[2] + t * t * t * xs[3]
    const py = u * u * u * c[0] + 3 * u * u * t * c[1] + 3 * u * t * t * c[2] + t * t * t * c[3]
    return { x: px, y: py }
  }
  const band = `M${f(xs[0])} ${f(a)}C${f(xs[1])} ${f(a - lift)} ${f(xs[2])} ${f(a - lift)} ${f(xs[3])} ${f(a)}L${f(xs[3])} ${f(b)}C${f(xs[2])} ${f(b - lift)} ${f(xs[1])} ${f(b - lift)} ${f(xs[0])} ${f(b)}Z`
  let dashes = ''
  for (let i = 2; i < 8; i++) {
    const p = at((a + b) / 2, i / 8)
    dashes += rect(p.x - 15, p.y - 4, 30, 8)
  }
  // A checkered start line near the left edge: squares across the band in two columns.
  let flag = ''
  const top = at(a, 0.1)
  const rows = Math.max(2, Math.floor((b - a) / 16))
  const cell = (b - a) / rows
  for (let r = 0; r < rows; r++) flag += rect(top.x + (r % 2) * cell, top.y + r * cell, cell, cell)
  ctx.avoid.push({ minX: x0, minY: a - lift, maxX: x1, maxY: b })
  return outlined(band, line) + outlined(dashes + flag, line)
}

/** A crosswalk: broad stripes across the road in front of the subjects. */
function crosswalk(ctx: DecorationContext): string {
  const { scene, horizon } = ctx
  const line = ctx.lines.backdropLine
  const w = scene.maxX - scene.minX
  const below = scene.maxY - horizon
  // The city's road runs from 30 % below the horizon to the bottom edge.
  const top = horizon + below * 0.3 + 10
  const bottom = scene.maxY - 8
  let stripes = ''
  const count = 6
  for (let i = 0; i < count; i++) {
    const x = scene.minX + w * (0.2 + (0.6 * i) / count)
    stripes += rect(x, top, w * 0.06, bottom - top)
  }
  return outlined(stripes, line)
}

/** A swimming pool: a rounded basin with its water line inside, a ladder at one end, ripples on the water. */
function pool(ctx: DecorationContext): string {
  const { scene, groundY } = ctx
  const line = ctx.lines.backdropLine
  const w = scene.maxX - scene.minX
  const below = scene.maxY - groundY
  const top = groundY - Math.min(70, (groundY - ctx.horizon) * 0.6)
  const bottom = Math.min(scene.maxY - 10, groundY + Math.max(40, below * 0.7))
  const x = scene.minX + w * 0.08
  const pw = w * 0.84
  const basin = `M${f(x + 30)} ${f(top)}H${f(x + pw - 30)}Q${f(x + pw)} ${f(top)} ${f(x + pw)} ${f(top + 30)}V${f(bottom - 30)}Q${f(x + pw)} ${f(bottom)} ${f(x + pw - 30)} ${f(bottom)}H${f(x + 30)}Q${f(x)} ${f(bottom)} ${f(x)} ${f(bottom - 30)}V${f(top + 30)}Q${f(x)} ${f(top)} ${f(x + 30)} ${f(top)}Z`
  const water = rect(x + 16, top + 16, pw - 32, bottom - top - 32)
  let ripples = ''
  for (const [fx, fy] of [
    [0.2, 0.35],
    [0.75, 0.6],
    [0.45, 0.8],
  ]) {
    const rx = x + pw * fx
    const ry = top + (bottom - top) * fy
    ripples += `M${f(rx - 20)} ${f(ry)}${waveTo(rx - 20, rx + 20, ry, 4, 20)}`
  }
  // The ladder's two rails over the near edge, three rungs between them.
  const lx = x + pw - 70
  let ladder = `M${f(lx)} ${f(top - 30)}V${f(top + 40)}M${f(lx + 30)} ${f(top - 30)}V${f(top + 40)}`
  for (let k = 0; k < 3; k++) ladder += `M${f(lx)} ${f(top + k * 18)}H${f(lx + 30)}`
  ctx.avoid.push({ minX: x, minY: top - 30, maxX: x + pw, maxY: bottom })
  return outlined(basin, line) + outlined(water, line) + stroked(ripples + ladder, line)
}

/** A rooftop: a tiled slope across the bottom of the page, a brick chimney standing on it. */
function rooftop(ctx: DecorationContext): string {
  const { scene, groundY } = ctx
  const line = ctx.lines.backdropLine
  const { minX: x0, maxX: x1 } = scene
  const w = x1 - x0
  const ridge = groundY - 4
  const roof = `M${f(x0 - 5)} ${f(ridge)}H${f(x1 + 5)}V${f(scene.maxY + 5)}H${f(x0 - 5)}Z`
  // Rows of tiles, offset row by row, each tile a closed region.
  let tiles = ''
  const rowH = ctx.lines.patterns ? 24 : 36
  const tileW = ctx.lines.patterns ? 40 : 60
  for (let y = ridge + 12, r = 0; y < scene.maxY; y += rowH, r++)
    for (let x = x0 - (r % 2 ? tileW / 2 : 0); x < x1; x += tileW) {
      tiles += `M${f(Math.max(x0, x))} ${f(y)}H${f(Math.min(x1, x + tileW))}`
      if (x > x0 + 4 && y + rowH < scene.maxY) tiles += `M${f(x)} ${f(y)}V${f(y + rowH)}`
    }
  // The chimney at the side the subjects leave free, bricks in it.
  const subjects = subjectsBox(ctx)
  const right = (subjects.minX + subjects.maxX) / 2 < x0 + w / 2
  const cw = 70
  const cx = right ? x1 - w * 0.12 - cw : x0 + w * 0.12
  const ch = 130
  let chimney = rect(cx, ridge - ch, cw, ch) + rect(cx - 8, ridge - ch - 18, cw + 16, 18)
  for (let y = ridge - ch + 26; y < ridge - 4; y += 26) chimney += `M${f(cx)} ${f(y)}H${f(cx + cw)}`
  return (
    outlined(`${roof}M${f(x0 - 5)} ${f(ridge)}H${f(x1 + 5)}V${f(ridge + 12)}H${f(x0 - 5)}Z`, line) +
    stroked(tiles, line) +
    outlined(chimney, line)
  )
}

/** The ground pieces by name, or null for a name that is not one of them. */
export function placeGround(name: string, ctx: DecorationContext): string | null {
  switch (name) {
    case '*pond':
      return pond(ctx)
    case '*stream':
      return stream(ctx)
    case '*dock':
      return dock(ctx)
    case '*race-track':
      return raceTrack(ctx)
    case '*crosswalk':
      return crosswalk(ctx)
    case '*pool':
      return pool(ctx)
    case '*rooftop':
      return rooftop(ctx)
    default:
      return null
  }
}
