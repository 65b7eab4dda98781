import { outlined } from './backdrop'
import type { DecorationContext } from './decoration-context'
import { subjectsBox } from './place-grounds'
import { f } from './scene-pieces'
import { grassTuft, rect } from './shapes'

// Landscape features a prompt names (plan/landscape-settings.ts) that no setting draws: a range of mountains, a
// country road and a crossroads with its signpost. Drawn before the subjects, which hide what they cover; every
// piece is closed regions at least 3 mm across, and each pushes its box into `avoid` so the sun, clouds and
// flowers placed after it keep off it.

/** Mountains along the horizon: peaks of several heights, the far ones behind, a snow cap on each. */
function mountains(ctx: DecorationContext): string {
  const { scene, horizon } = ctx
  const line = ctx.lines.backdropLine
  const w = scene.maxX - scene.minX
  const sky = horizon - scene.minY
  let svg = ''
  // Back to front, each its own shape: each peak's white fill hides the foot of the one behind it.
  for (const [fx, k, fw] of [
    [0.3, 0.78, 0.34],
    [0.72, 0.88, 0.36],
    [0.06, 0.55, 0.26],
    [0.95, 0.6, 0.26],
    [0.5, 0.62, 0.3],
  ]) {
    const x = scene.minX + w * fx
    const h = sky * 0.72 * k
    const half = w * fw
    const top = horizon - h
    let d = `M${f(x - half)} ${f(horizon + 4)}L${f(x)} ${f(top)}L${f(x + half)} ${f(horizon + 4)}Z`
    // The snow cap: down the slopes a quarter of the way, its lower edge zigzagging.
    const c = 0.28
    const y = top + h * c
    const cx = half * c
    d += `M${f(x - cx)} ${f(y)}L${f(x)} ${f(top)}L${f(x + cx)} ${f(y)}L${f(x + cx * 0.4)} ${f(y - h * 0.06)}L${f(x)} ${f(y + h * 0.02)}L${f(x - cx * 0.4)} ${f(y - h * 0.06)}Z`
    svg += outlined(d, line)
  }
  ctx.avoid.push({ minX: scene.minX, minY: horizon - sky * 0.72 * 0.88, maxX: scene.maxX, maxY: horizon })
  return svg
}

type Road = { vx: number; cx: number; half: number; bottom: number; top: number }

/** A road's edge at height y: from 10 either side of `vx` on the horizon to `half` either side of `cx` below. */
const roadEdge = (r: Road, y: number, side: number) => {
  const t = (y - r.top) / (r.bottom - r.top)
  return r.vx + (r.cx - r.vx) * t + side * (10 + (r.half - 10) * t)
}

function roadOf(ctx: DecorationContext, vx: number, cx: number): Road {
  const w = ctx.scene.maxX - ctx.scene.minX
  return { vx, cx, half: w * 0.26, bottom: ctx.scene.maxY + 4, top: ctx.horizon + 2 }
}

/** Dashes down the middle of the road from `from` (a share of the way down), longer and wider as they come near. */
function centreLine(r: Road, from = 0.1): string {
  let d = ''
  for (let t0 = from; t0 < 0.95; ) {
    const len = 0.05 + t0 * 0.1
    const t1 = Math.min(1, t0 + len)
    const y0 = r.top + (r.bottom - r.top) * t0
    const y1 = r.top + (r.bottom - r.top) * t1
    const x0 = r.vx + (r.cx - r.vx) * t0
    const x1 = r.vx + (r.cx - r.vx) * t1
    const w0 = 3 + 7 * t0
    const w1 = 3 + 7 * t1
    d += `M${f(x0 - w0)} ${f(y0)}L${f(x0 + w0)} ${f(y0)}L${f(x1 + w1)} ${f(y1)}L${f(x1 - w1)} ${f(y1)}Z`
    t0 = t1 + len * 0.8
  }
  return d
}

/** Grass along the verges, off the road and clear of the subjects. */
function verges(ctx: DecorationContext, r: Road, crossing?: [number, number]): string {
  const { scene, horizon } = ctx
  const w = scene.maxX - scene.minX
  let d = ''
  for (const [fx, fy] of [
    [0.05, 0.3],
    [0.95, 0.4],
    [0.08, 0.85],
    [0.92, 0.9],
  ]) {
    const x = scene.minX + w * fx
    const y = horizon + (scene.maxY - horizon) * fy
    const box = { minX: x - 22, minY: y - 30, maxX: x + 22, maxY: y }
    const onRoad =
      (box.maxX > roadEdge(r, y, -1) && box.minX < roadEdge(r, y, 1)) ||
      (crossing && box.maxY > crossing[0] && box.minY < crossing[1])
    if (
      onRoad ||
      ctx.avoid.some((a) => a.minX < box.maxX && a.maxX > box.minX && a.minY < box.maxY && a.maxY > box.minY)
    )
      continue
    d += grassTuft(x, y, 28, 4)
  }
  return d
}

/** The near part of the road kept clear: the flowers placed after it stand on the grass. */
function keepClear(ctx: DecorationContext, r: Road, from: number) {
  ctx.avoid.push({ minX: r.cx - r.half, minY: from, maxX: r.cx + r.half, maxY: r.bottom })
}

/** A country road: from the horizon to the front edge, wider as it comes near, dashes down the middle. */
function countryRoad(ctx: DecorationContext): string {
  const { scene, horizon } = ctx
  const line = ctx.lines.backdropLine
  const w = scene.maxX - scene.minX
  const s = subjectsBox(ctx)
  // The road runs under the subjects to the front, from a point on the horizon off to one side.
  const cx = Math.max(scene.minX + w * 0.35, Math.min(scene.maxX - w * 0.35, (s.minX + s.maxX) / 2))
  const r = roadOf(ctx, scene.minX + w * (cx < scene.minX + w / 2 ? 0.62 : 0.38), cx)
  const road = `M${f(r.vx - 10)} ${f(r.top)}L${f(r.vx + 10)} ${f(r.top)}L${f(cx + r.half)} ${f(r.bottom)}L${f(cx - r.half)} ${f(r.bottom)}Z`
  const grass = verges(ctx, r)
  keepClear(ctx, r, Math.max(s.maxY, horizon + (scene.maxY - horizon) * 0.5))
  return outlined(road, line) + outlined(centreLine(r), line) + (grass ? outlined(grass, line) : '')
}

/** A crossroads: the road from the horizon crossed by another where the subjects stand, a signpost at a corner. */
function crossroads(ctx: DecorationContext): string {
  const { scene, horizon, groundY } = ctx
  const line = ctx.lines.backdropLine
  const w = scene.maxX - scene.minX
  const below = scene.maxY - horizon
  const cx = scene.minX + w * 0.5
  const r = roadOf(ctx, cx, cx)
  // One surface, the two roads joined: the crossing road a band across the page under the subjects' feet, no
  // line where the two meet.
  const y0 = Math.max(horizon + below * 0.22, groundY - below * 0.14)
  const y1 = Math.min(scene.maxY - below * 0.2, y0 + below * 0.22)
  const [l, rr] = [scene.minX - 4, scene.maxX + 4]
  const e = (y: number, side: number) => f(roadEdge(r, y, side))
  const surface = `M${f(cx - 10)} ${f(r.top)}L${e(y0, -1)} ${f(y0)}H${f(l)}V${f(y1)}H${e(y1, -1)}L${f(cx - r.half)} ${f(r.bottom)}H${f(cx + r.half)}L${e(y1, 1)} ${f(y1)}H${f(rr)}V${f(y0)}H${e(y0, 1)}L${f(cx + 10)} ${f(r.top)}Z`
  // The signpost on the far corner the subjects leave freer: a post, two arms pointing each way.
  const s = subjectsBox(ctx)
  const left = s.minX - scene.minX > scene.maxX - s.maxX
  // Its arms inside the page: the post at least an arm and a point from either side.
  const inset = w * 0.1 + 30
  const px = left
    ? scene.minX + Math.max(inset, (s.minX - scene.minX) / 2)
    : scene.maxX - Math.max(inset, (scene.maxX - s.maxX) / 2)
  const foot = y0 - 4
  const ph = (foot - scene.minY) * 0.5
  const arm = (y: number, dir: number) => {
    const x0 = px + dir * 7
    const x1 = x0 + dir * w * 0.1
    return `M${f(x0)} ${f(y)}L${f(x1)} ${f(y)}L${f(x1 + dir * 18)} ${f(y + 15)}L${f(x1)} ${f(y + 30)}L${f(x0)} ${f(y + 30)}Z`
  }
  const sign = rect(px - 7, foot - ph, 14, ph) + arm(foot - ph + 14, 1) + arm(foot - ph + 56, -1)
  // Dashes down the near road, and along the crossing one clear of where they meet.
  let dashes = centreLine(r, (y1 - r.top) / (r.bottom - r.top) + 0.05)
  const ym = (y0 + y1) / 2
  for (let x = scene.minX + 14; x < scene.maxX - 44; x += 74) {
    if (x + 30 > roadEdge(r, ym, -1) - 10 && x < roadEdge(r, ym, 1) + 10) continue
    dashes += rect(x, ym - 5, 30, 10)
  }
  ctx.avoid.push({ minX: px - w * 0.1 - 30, minY: foot - ph, maxX: px + w * 0.1 + 30, maxY: foot })
  const grass = verges(ctx, r, [y0, y1])
  keepClear(ctx, r, y1)
  ctx.avoid.push({ minX: scene.minX, minY: y0, maxX: scene.maxX, maxY: y1 })
  return (
    outlined(surface, line) +
    outlined(dashes, line) +
    outlined(sign, line) +
    (grass ? outlined(grass, line) : '')
  )
}

/** The landscape pieces by name, or null for a name that is not one of them. */
export function placeLandscape(name: string, ctx: DecorationContext): string | null {
  switch (name) {
    case '*mountains':
      return mountains(ctx)
    case '*country-road':
      return countryRoad(ctx)
    case '*crossroads':
      return crossroads(ctx)
    default:
      return null
  }
}
