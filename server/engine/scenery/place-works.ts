import { outlined } from './backdrop'
import type { DecorationContext } from './decoration-context'
import { freeRight, subjectsBox } from './place-grounds'
import { f, stroked } from './scene-pieces'
import { circle, cloud, ellipse, rect } from './shapes'

// Places built by animals or for rockets that a prompt names (plan/places-by-class.ts): an anthill, a beaver's
// dam, a coral reef, a launch pad. Drawn before the subjects, which hide what they cover; closed regions at least
// 3 mm across.

/** An anthill: a mound of earth at the free side, its entrance hole at the top, pebbles round its foot. */
function anthill(ctx: DecorationContext): string {
  const { scene, groundY } = ctx
  const line = ctx.lines.backdropLine
  const w = scene.maxX - scene.minX
  const cx = scene.minX + w * (freeRight(ctx) ? 0.78 : 0.22)
  const rw = w * 0.2
  const h = Math.min(170, rw * 1.1)
  const mound = `M${f(cx - rw)} ${f(groundY)}Q${f(cx - rw * 0.35)} ${f(groundY - h * 1.25)} ${f(cx)} ${f(groundY - h)}Q${f(cx + rw * 0.35)} ${f(groundY - h * 1.25)} ${f(cx + rw)} ${f(groundY)}Z`
  const hole = ellipse(cx, groundY - h + 20, 22, 12)
  let pebbles = ''
  for (const dx of [-1.1, -0.55, 0.6, 1.05]) pebbles += ellipse(cx + rw * dx, groundY - 4, 14, 9)
  const ridges = `M${f(cx - rw * 0.5)} ${f(groundY - h * 0.35)}q20 -10 40 0M${f(cx + rw * 0.2)} ${f(groundY - h * 0.55)}q20 -10 40 0`
  ctx.avoid.push({ minX: cx - rw - 20, minY: groundY - h - 20, maxX: cx + rw + 20, maxY: groundY + 10 })
  return outlined(mound, line) + outlined(hole + pebbles, line) + stroked(ridges, line)
}

/** A beaver's dam: a heap of logs across the water in front of the subjects, each log's cut end showing. */
function dam(ctx: DecorationContext): string {
  const { scene, horizon } = ctx
  const line = ctx.lines.backdropLine
  const w = scene.maxX - scene.minX
  const s = subjectsBox(ctx)
  // Under the subjects' feet, so the beaver stands on its dam and the whole heap shows below it.
  const top = Math.min(scene.maxY - 100, Math.max(horizon + 30, s.maxY - 20))
  let logs = ''
  let ends = ''
  const rows = 3
  for (let r = 0; r < rows; r++) {
    const y = top + 18 + r * 32
    const inset = w * (0.2 - r * 0.07)
    const x0 = scene.minX + inset
    const x1 = scene.maxX - inset
    logs += `M${f(x0)} ${f(y - 15)}H${f(x1)}V${f(y + 15)}H${f(x0)}Z`
    ends += ellipse(x1, y, 12, 15)
  }
  // Sticks poking out of the heap at both ends, closed thin wedges.
  let sticks = ''
  for (const [fx, dir] of [
    [0.24, -1],
    [0.76, 1],
  ]) {
    const x = scene.minX + w * fx
    sticks += `M${f(x - 6)} ${f(top + 10)}L${f(x + dir * 40)} ${f(top - 40)}L${f(x + dir * 40 + 10)} ${f(top - 32)}L${f(x + 8)} ${f(top + 14)}Z`
  }
  ctx.avoid.push({
    minX: scene.minX + w * 0.06,
    minY: top - 40,
    maxX: scene.maxX - w * 0.04,
    maxY: top + 18 + rows * 32,
  })
  return outlined(sticks, line) + outlined(logs, line) + outlined(ends, line)
}

/** A coral reef: rocks along the sea floor at both sides, branching corals and fans standing on them. */
function reef(ctx: DecorationContext): string {
  const { scene, groundY } = ctx
  const line = ctx.lines.backdropLine
  const w = scene.maxX - scene.minX
  let rocks = ''
  let corals = ''
  for (const fx of [0.14, 0.86]) {
    const x = scene.minX + w * fx
    rocks += ellipse(x, groundY + 10, w * 0.14, 40)
    // A branching coral: a trunk and two arms, each a closed tube with a round tip.
    const b = groundY - 20
    corals += `M${f(x - 10)} ${f(b)}V${f(b - 120)}H${f(x + 10)}V${f(b)}Z`
    corals += `M${f(x - 8)} ${f(b - 50)}L${f(x - 50)} ${f(b - 100)}L${f(x - 38)} ${f(b - 108)}L${f(x + 2)} ${f(b - 64)}Z`
    corals += `M${f(x + 8)} ${f(b - 70)}L${f(x + 46)} ${f(b - 120)}L${f(x + 58)} ${f(b - 112)}L${f(x + 14)} ${f(b - 56)}Z`
    corals += circle(x, b - 128, 14) + circle(x - 46, b - 110, 12) + circle(x + 54, b - 122, 12)
    // A fan coral beside it: a half disc on a short stalk.
    const fx2 = x + (fx < 0.5 ? 70 : -70)
    corals += `M${f(fx2 - 36)} ${f(b - 30)}A36 36 0 0 1 ${f(fx2 + 36)} ${f(b - 30)}Z${rect(fx2 - 6, b - 30, 12, 30)}`
  }
  ctx.avoid.push({ minX: scene.minX, minY: groundY - 160, maxX: scene.minX + w * 0.3, maxY: groundY + 50 })
  ctx.avoid.push({ minX: scene.maxX - w * 0.3, minY: groundY - 160, maxX: scene.maxX, maxY: groundY + 50 })
  return outlined(corals, line) + outlined(rocks, line)
}

/** A launch pad: a slab under the subjects, a braced tower at the free side, clouds of smoke at its foot. */
function launchPad(ctx: DecorationContext): string {
  const { scene, horizon, groundY } = ctx
  const line = ctx.lines.backdropLine
  const w = scene.maxX - scene.minX
  const right = freeRight(ctx)
  const slab = rect(scene.minX + w * 0.15, groundY - 6, w * 0.7, 34)
  const tx = scene.minX + w * (right ? 0.8 : 0.08)
  const tw = w * 0.12
  const top = scene.minY + (horizon - scene.minY) * 0.2
  let tower = rect(tx, top, tw, groundY - top)
  let braces = ''
  for (let y = top; y < groundY - 40; y += 70) {
    tower += `M${f(tx)} ${f(y)}H${f(tx + tw)}`
    braces += `M${f(tx)} ${f(y)}L${f(tx + tw)} ${f(y + 70)}`
  }
  let smoke = ''
  for (const fx of [0.22, 0.36, 0.64, 0.78]) smoke += cloud(scene.minX + w * fx, groundY - 10, 30)
  ctx.avoid.push({ minX: tx, minY: top, maxX: tx + tw, maxY: groundY })
  return outlined(tower, line) + stroked(braces, line) + outlined(slab, line) + outlined(smoke, line)
}

/** The works by name, or null for a name that is not one of them. */
export function placeWork(name: string, ctx: DecorationContext): string | null {
  switch (name) {
    case '*anthill':
      return anthill(ctx)
    case '*dam':
      return dam(ctx)
    case '*reef':
      return reef(ctx)
    case '*launch-pad':
      return launchPad(ctx)
    default:
      return null
  }
}
