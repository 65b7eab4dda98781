import { outlined } from './backdrop'
import type { DecorationContext } from './decoration-context'
import { subjectsBox } from './place-grounds'
import { f, foliage, stroked } from './scene-pieces'
import { circle, ellipse, rect, waveTo } from './shapes'

// Open land a prompt names (plan/places-by-class.ts): an orchard, a wheat field, a cornfield, a swamp, hills
// behind a road, a tunnel, the ocean beside a beach, a running track. Drawn before the subjects, which hide what
// they cover; every piece is closed regions at least 3 mm across.

/** A fruit tree: a trunk, a round scalloped crown, fruit in it. */
function fruitTree(x: number, ground: number, r: number): string {
  let d = rect(x - r * 0.14, ground - r * 1.5, r * 0.28, r * 1.5)
  d += foliage(x, ground - r * 1.9, r, 9)
  for (const [dx, dy] of [
    [-0.45, -0.2],
    [0.4, -0.35],
    [0, 0.3],
    [-0.1, -0.6],
    [0.5, 0.25],
  ])
    d += circle(x + r * dx, ground - r * 1.9 + r * dy, Math.max(8, r * 0.15))
  return d
}

/** An orchard: two rows of fruit trees along the horizon, the back row smaller, the front row at the sides. */
function orchard(ctx: DecorationContext): string {
  const { scene, horizon, groundY } = ctx
  const line = ctx.lines.backdropLine
  const w = scene.maxX - scene.minX
  let back = ''
  const rb = Math.min(60, (horizon - scene.minY) * 0.2)
  for (let k = 0; k < 5; k++) back += fruitTree(scene.minX + w * (0.1 + k * 0.2), horizon + 6, rb)
  let front = ''
  const rf = rb * 1.45
  for (const fx of [0.1, 0.9]) front += fruitTree(scene.minX + w * fx, groundY - 10, rf)
  ctx.avoid.push({ minX: scene.minX, minY: horizon - rb * 3, maxX: scene.maxX, maxY: horizon + 6 })
  for (const fx of [0.1, 0.9])
    ctx.avoid.push({
      minX: scene.minX + w * fx - rf,
      minY: groundY - 10 - rf * 3,
      maxX: scene.minX + w * fx + rf,
      maxY: groundY,
    })
  return outlined(back, line) + outlined(front, line)
}

/** A stalk of wheat: a stem line, a long ear split by chevrons into grains, each a closed band. */
const wheatStalk = (x: number, ground: number, h: number): { ear: string; stem: string } => {
  const top = ground - h
  let chevrons = ''
  for (let k = 1; k < 4; k++)
    chevrons += `M${f(x - 11)} ${f(top + k * 16 - 6)}L${f(x)} ${f(top + k * 16 + 4)}L${f(x + 11)} ${f(top + k * 16 - 6)}`
  return {
    ear: `${ellipse(x, top + 28, 11, 34)}${chevrons}`,
    stem: `M${f(x)} ${f(top + 60)}V${f(ground)}M${f(x)} ${f(ground - h * 0.35)}Q${f(x + 18)} ${f(ground - h * 0.5)} ${f(x + 26)} ${f(ground - h * 0.7)}`,
  }
}

/** A wheat field: a row of tall stalks along the horizon and low rows either side in front, furrows between. */
function wheatField(ctx: DecorationContext): string {
  const { scene, horizon, groundY } = ctx
  const line = ctx.lines.backdropLine
  const w = scene.maxX - scene.minX
  const step = ctx.lines.patterns ? 36 : 48
  let ears = ''
  let stems = ''
  const add = ({ ear, stem }: { ear: string; stem: string }) => {
    ears += ear
    stems += stem
  }
  for (let x = scene.minX + 14; x < scene.maxX - 8; x += step) add(wheatStalk(x, horizon + 24, 120))
  for (let x = scene.minX + 20; x < scene.maxX - 8; x += step * 1.3) {
    const side = x < scene.minX + w * 0.25 || x > scene.maxX - w * 0.25
    if (side) add(wheatStalk(x, groundY + 30, 170))
  }
  let furrows = ''
  for (const t of [0.4, 0.7])
    furrows += `M${f(scene.minX)} ${f(horizon + (scene.maxY - horizon) * t)}Q${f(scene.minX + w / 2)} ${f(horizon + (scene.maxY - horizon) * t - 30)} ${f(scene.maxX)} ${f(horizon + (scene.maxY - horizon) * t)}`
  ctx.avoid.push({ minX: scene.minX, minY: horizon - 130, maxX: scene.maxX, maxY: horizon + 24 })
  return stroked(furrows + stems, line) + outlined(ears, line)
}

/** A corn stalk: a tall stem, leaves down both sides, a cob in its husk. */
const cornStalk = (x: number, ground: number, h: number): string => {
  let d = rect(x - 5, ground - h, 10, h)
  for (let k = 0; k < 3; k++) {
    const y = ground - h * (0.25 + k * 0.25)
    const s = k % 2 ? 1 : -1
    d += `M${f(x)} ${f(y)}Q${f(x + s * 40)} ${f(y - 36)} ${f(x + s * 62)} ${f(y - 8)}Q${f(x + s * 36)} ${f(y - 14)} ${f(x)} ${f(y + 14)}Z`
  }
  d += ellipse(x + 14, ground - h * 0.58, 12, 28)
  d += `M${f(x + 14)} ${f(ground - h * 0.58 + 26)}L${f(x + 30)} ${f(ground - h * 0.58 - 10)}L${f(x + 6)} ${f(ground - h * 0.58 + 6)}Z`
  return `${d}M${f(x - 12)} ${f(ground - h)}L${f(x)} ${f(ground - h - 30)}L${f(x + 12)} ${f(ground - h)}Z`
}

/** A cornfield: a row of tall stalks across the horizon, taller ones at both sides in front. */
function cornfield(ctx: DecorationContext): string {
  const { scene, horizon, groundY } = ctx
  const line = ctx.lines.backdropLine
  const w = scene.maxX - scene.minX
  let stalks = ''
  const step = ctx.lines.patterns ? 70 : 90
  for (let x = scene.minX + 30; x < scene.maxX - 20; x += step) stalks += cornStalk(x, horizon + 20, 170)
  let front = ''
  for (const fx of [0.05, 0.15, 0.85, 0.95]) front += cornStalk(scene.minX + w * fx, groundY + 30, 260)
  ctx.avoid.push({ minX: scene.minX, minY: horizon - 190, maxX: scene.maxX, maxY: horizon + 20 })
  return outlined(stalks, line) + outlined(front, line)
}

/** A swamp: dark water across the ground, lily pads on it, cattails at both ends, a cypress stump standing in it. */
function swamp(ctx: DecorationContext): string {
  const { scene, groundY } = ctx
  const line = ctx.lines.backdropLine
  const w = scene.maxX - scene.minX
  const below = scene.maxY - groundY
  const cx = scene.minX + w / 2
  const cy = groundY + Math.max(20, below * 0.45)
  const rx = w * 0.48
  const ry = Math.max(30, Math.min(below * 0.45, 80))
  const water = ellipse(cx, cy, rx, ry)
  let pads = ''
  for (const [fx, fy] of [
    [-0.6, 0.1],
    [0.55, -0.2],
    [0.2, 0.5],
  ]) {
    const x = cx + rx * fx
    const y = cy + ry * fy
    pads += `M${f(x)} ${f(y)}L${f(x + 26)} ${f(y - 6)}A28 12 0 1 1 ${f(x + 26)} ${f(y + 6)}Z`
  }
  let reeds = ''
  for (const x0 of [cx - rx * 0.95, cx + rx * 0.8])
    for (let i = 0; i < 3; i++) {
      const x = x0 + i * 16
      const top = cy - ry - 70 - (i % 2) * 20
      reeds += `M${f(x - 4)} ${f(cy)}L${f(x - 2)} ${f(top + 22)}L${f(x + 2)} ${f(top + 22)}L${f(x + 4)} ${f(cy)}Z`
      reeds += ellipse(x, top + 10, 7, 16)
    }
  // A cypress stump with its knees: a flared trunk cut off, standing in the water at the side.
  const sx = cx - rx * 0.55
  const sy = cy - ry * 0.2
  const stump = `M${f(sx - 40)} ${f(sy)}Q${f(sx - 18)} ${f(sy - 20)} ${f(sx - 16)} ${f(sy - 120)}H${f(sx + 16)}Q${f(sx + 18)} ${f(sy - 20)} ${f(sx + 40)} ${f(sy)}Z${ellipse(sx, sy - 120, 16, 7)}`
  ctx.avoid.push({ minX: cx - rx, minY: cy - ry - 90, maxX: cx + rx, maxY: cy + ry })
  return (
    outlined(water, line) +
    stroked(`M${f(cx - 80)} ${f(cy + 6)}${waveTo(cx - 80, cx + 80, cy + 6, 5, 26)}`, line) +
    outlined(pads + reeds + stump, line)
  )
}

/** Hills behind a road: three rounded hills over the horizon, a line of bushes along the nearest. */
function hills(ctx: DecorationContext): string {
  const { scene, horizon } = ctx
  const line = ctx.lines.backdropLine
  const w = scene.maxX - scene.minX
  const sky = horizon - scene.minY
  let d = ''
  for (const [fx, fw, fh] of [
    [0.2, 0.5, 0.42],
    [0.78, 0.55, 0.5],
    [0.5, 0.5, 0.3],
  ]) {
    const x = scene.minX + w * fx
    const hw = (w * fw) / 2
    d += `M${f(x - hw)} ${f(horizon + 4)}Q${f(x - hw * 0.5)} ${f(horizon - sky * fh)} ${f(x)} ${f(horizon - sky * fh)}Q${f(x + hw * 0.5)} ${f(horizon - sky * fh)} ${f(x + hw)} ${f(horizon + 4)}Z`
  }
  let bushes = ''
  for (const fx of [0.08, 0.3, 0.7, 0.92]) bushes += foliage(scene.minX + w * fx, horizon - 10, 22, 7)
  ctx.avoid.push({ minX: scene.minX, minY: horizon - sky * 0.5, maxX: scene.maxX, maxY: horizon })
  return outlined(d, line) + outlined(bushes, line)
}

/** A tunnel: a hill across the page, a stone-arched mouth behind the subjects, rails running out of it. */
function tunnel(ctx: DecorationContext): string {
  const { scene, horizon } = ctx
  const line = ctx.lines.backdropLine
  const w = scene.maxX - scene.minX
  const s = subjectsBox(ctx)
  const cx = Math.max(scene.minX + w * 0.3, Math.min(scene.maxX - w * 0.3, (s.minX + s.maxX) / 2))
  const top = scene.minY + (horizon - scene.minY) * 0.25
  const foot = horizon + 8
  const hill = `M${f(scene.minX - 5)} ${f(foot)}C${f(scene.minX + w * 0.05)} ${f(top + 60)} ${f(scene.minX + w * 0.25)} ${f(top)} ${f(cx)} ${f(top)}C${f(scene.maxX - w * 0.25)} ${f(top)} ${f(scene.maxX - w * 0.05)} ${f(top + 60)} ${f(scene.maxX + 5)} ${f(foot)}Z`
  // The mouth a little wider than the subjects, its top over them; a ring of stones round it.
  const r = Math.min(w * 0.36, Math.max(90, (s.maxX - s.minX) * 0.6))
  const legs = Math.max(20, Math.min(foot - top - r - 70, (foot - s.minY) * 1.05 - r))
  const arch = (k: number) =>
    `M${f(cx - k)} ${f(foot)}V${f(foot - legs)}A${f(k)} ${f(k)} 0 0 1 ${f(cx + k)} ${f(foot - legs)}V${f(foot)}Z`
  const ring = r + 36
  let stones = ''
  for (let i = 1; i < 8; i++) {
    const t = Math.PI * (1 + i / 8)
    const y = foot - legs
    stones += `M${f(cx + r * Math.cos(t))} ${f(y + r * Math.sin(t))}L${f(cx + ring * Math.cos(t))} ${f(y + ring * Math.sin(t))}`
  }
  for (const side of [-1, 1]) stones += `M${f(cx + side * r)} ${f(foot - legs * 0.5)}H${f(cx + side * ring)}`
  // Rails from the mouth to the bottom edge, widening as they come nearer, sleepers across them.
  const bottom = scene.maxY + 2
  const g = (y: number) => (y - foot) / (bottom - foot)
  const half = (y: number) => r * 0.5 + (w * 0.32 - r * 0.5) * g(y)
  let rails = ''
  for (const side of [-1, 1])
    rails += `M${f(cx + side * r * 0.5)} ${f(foot)}L${f(cx + side * w * 0.32)} ${f(bottom)}`
  for (let k = 1; k < 6; k++) {
    const y = foot + (bottom - foot) * (k / 6) ** 1.3
    rails += `M${f(cx - half(y) - 10)} ${f(y)}H${f(cx + half(y) + 10)}`
  }
  ctx.avoid.push({ minX: scene.minX + w * 0.2, minY: top, maxX: scene.maxX - w * 0.2, maxY: foot })
  ctx.avoid.push({ minX: scene.minX, minY: top + (foot - top) * 0.4, maxX: scene.maxX, maxY: foot })
  return (
    outlined(hill, line) +
    outlined(arch(ring), line) +
    stroked(stones, line) +
    outlined(arch(r), line) +
    stroked(rails, line)
  )
}

/** The ocean beside a beach: a band of sea along the horizon with waves on it, foam where it meets the sand. */
function shore(ctx: DecorationContext): string {
  const { scene, horizon } = ctx
  const line = ctx.lines.backdropLine
  const w = scene.maxX - scene.minX
  const band = Math.min(90, (scene.maxY - horizon) * 0.25)
  const y1 = horizon + band
  const sea = `M${f(scene.minX - 4)} ${f(horizon)}H${f(scene.maxX + 4)}V${f(y1)}${waveTo(scene.maxX + 4, scene.minX - 4, y1, 10, 60)}Z`
  let waves = ''
  for (const [fx, fy] of [
    [0.15, 0.4],
    [0.55, 0.35],
    [0.85, 0.3],
  ]) {
    const x = scene.minX + w * fx
    waves += `M${f(x - 30)} ${f(horizon + band * fy)}${waveTo(x - 30, x + 30, horizon + band * fy, 5, 15)}`
  }
  // The shallows nearer the sand: a second band under a wave line, its own region to colour.
  const ym = horizon + band * 0.55
  const shallows = `M${f(scene.minX - 4)} ${f(ym)}${waveTo(scene.minX - 4, scene.maxX + 4, ym, 6, 80)}V${f(y1)}${waveTo(scene.maxX + 4, scene.minX - 4, y1, 10, 60)}Z`
  ctx.avoid.push({ minX: scene.minX, minY: horizon, maxX: scene.maxX, maxY: y1 })
  return outlined(sea, line) + outlined(shallows, line) + stroked(waves, line)
}

/** A running track: lanes across the ground, a hurdle standing in the outer lanes at both sides. */
function runningTrack(ctx: DecorationContext): string {
  const { scene, horizon, groundY } = ctx
  const line = ctx.lines.backdropLine
  const w = scene.maxX - scene.minX
  const top = Math.max(horizon + 10, groundY - 60)
  const bottom = Math.min(scene.maxY - 6, groundY + 90)
  const lanes = 4
  let d = ''
  for (let k = 0; k < lanes; k++) {
    const y = top + ((bottom - top) * k) / lanes
    d += rect(scene.minX - 4, y, w + 8, (bottom - top) / lanes)
  }
  // Hurdles: two legs and a bar with feet, at the sides where the subjects leave them seen.
  let hurdles = ''
  for (const fx of [0.1, 0.86]) {
    const x = scene.minX + w * fx
    const y = top + (bottom - top) * 0.5
    hurdles += rect(x, y - 90, 80, 20) + rect(x + 4, y - 70, 12, 70) + rect(x + 64, y - 70, 12, 70)
    hurdles += rect(x - 6, y - 8, 28, 10) + rect(x + 58, y - 8, 28, 10)
  }
  ctx.avoid.push({ minX: scene.minX, minY: top - 90, maxX: scene.maxX, maxY: bottom })
  return outlined(d, line) + outlined(hurdles, line)
}

/** The open-land pieces by name, or null for a name that is not one of them. */
export function placeLand(name: string, ctx: DecorationContext): string | null {
  switch (name) {
    case '*orchard':
      return orchard(ctx)
    case '*wheat-field':
      return wheatField(ctx)
    case '*cornfield':
      return cornfield(ctx)
    case '*swamp':
      return swamp(ctx)
    case '*hills':
      return hills(ctx)
    case '*tunnel':
      return tunnel(ctx)
    case '*shore':
      return shore(ctx)
    case '*running-track':
      return runningTrack(ctx)
    default:
      return null
  }
}
