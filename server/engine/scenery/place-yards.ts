import { outlined } from './backdrop'
import type { DecorationContext } from './decoration-context'
import { subjectsBox } from './place-grounds'
import { f, leaf, stroked } from './scene-pieces'
import { circle, rect } from './shapes'

// Yard and playground places a prompt names (plan/more-places.ts): a sandbox, a vegetable garden, a bird
// feeder, a cliff. Drawn before the subjects, which hide what they cover; closed regions at least 3 mm across.

/** A sandbox: a wooden frame on the ground round the subjects' feet, the sand inside in low ripples. */
function sandbox(ctx: DecorationContext): string {
  const { scene, groundY } = ctx
  const line = ctx.lines.backdropLine
  const w = scene.maxX - scene.minX
  const x0 = scene.minX + w * 0.06
  const x1 = scene.maxX - w * 0.06
  const top = groundY - 50
  const bottom = Math.min(scene.maxY - 6, groundY + 110)
  const frame = rect(x0, top, x1 - x0, bottom - top)
  const sand = rect(x0 + 22, top + 18, x1 - x0 - 44, bottom - top - 36)
  let ripples = ''
  for (const [fx, fy] of [
    [0.15, 0.35],
    [0.7, 0.3],
    [0.4, 0.75],
  ])
    ripples += `M${f(x0 + (x1 - x0) * fx)} ${f(top + (bottom - top) * fy)}q20 -12 40 0q20 12 40 0`
  ctx.avoid.push({ minX: x0, minY: top, maxX: x1, maxY: bottom })
  return outlined(frame, line) + outlined(sand, line) + stroked(ripples, line)
}

/** A sprout: a short stem with two leaves. */
const sprout = (x: number, y: number) =>
  rect(x - 3, y - 34, 6, 34) + leaf(x + 2, y - 30, 30, -0.6) + leaf(x - 2, y - 30, 30, Math.PI + 0.6)

/** A vegetable garden: two rows of earth across the ground, sprouts along each. */
function vegetableGarden(ctx: DecorationContext): string {
  const { scene, horizon, groundY } = ctx
  const line = ctx.lines.backdropLine
  const w = scene.maxX - scene.minX
  let rows = ''
  let sprouts = ''
  for (const y of [horizon + (groundY - horizon) * 0.45, groundY + (scene.maxY - groundY) * 0.55]) {
    rows += `M${f(scene.minX + 10)} ${f(y + 14)}Q${f(scene.minX + 10)} ${f(y - 14)} ${f(scene.minX + 40)} ${f(y - 14)}H${f(scene.maxX - 40)}Q${f(scene.maxX - 10)} ${f(y - 14)} ${f(scene.maxX - 10)} ${f(y + 14)}Z`
    for (let x = scene.minX + 60; x < scene.maxX - 40; x += w / 7) sprouts += sprout(x, y - 12)
    ctx.avoid.push({ minX: scene.minX, minY: y - 50, maxX: scene.maxX, maxY: y + 14 })
  }
  return outlined(rows, line) + outlined(sprouts, line)
}

/** A bird feeder: a little house with a pitched roof and a round door on a post, at the side left free. */
function birdFeeder(ctx: DecorationContext): string {
  const { scene, horizon, groundY } = ctx
  const line = ctx.lines.backdropLine
  const w = scene.maxX - scene.minX
  const s = subjectsBox(ctx)
  const left = (s.minX + s.maxX) / 2 > scene.minX + w / 2
  const x = scene.minX + w * (left ? 0.16 : 0.84)
  const top = scene.minY + (horizon - scene.minY) * 0.35
  let d = rect(x - 8, top + 110, 16, groundY + 10 - top - 110)
  d += rect(x - 55, top + 30, 110, 80)
  d += `M${f(x - 72)} ${f(top + 34)}L${f(x)} ${f(top - 20)}L${f(x + 72)} ${f(top + 34)}Z`
  d += rect(x - 70, top + 110, 140, 12)
  const door = circle(x, top + 66, 16)
  ctx.avoid.push({ minX: x - 72, minY: top - 20, maxX: x + 72, maxY: groundY + 10 })
  return outlined(d, line) + outlined(door, line)
}

/** A cliff: a rock face behind the subjects, ledges across it and cracks, a grassy top. */
function cliff(ctx: DecorationContext): string {
  const { scene, horizon } = ctx
  const line = ctx.lines.backdropLine
  const w = scene.maxX - scene.minX
  const top = scene.minY + (horizon - scene.minY) * 0.18
  const face = `M${f(scene.minX - 4)} ${f(horizon + 6)}V${f(top + 30)}L${f(scene.minX + w * 0.2)} ${f(top)}L${f(scene.minX + w * 0.45)} ${f(top + 24)}L${f(scene.minX + w * 0.7)} ${f(top - 10)}L${f(scene.maxX + 4)} ${f(top + 20)}V${f(horizon + 6)}Z`
  let ledges = ''
  for (const [fx, fy, fw] of [
    [0.05, 0.35, 0.22],
    [0.7, 0.3, 0.25],
    [0.12, 0.7, 0.2],
    [0.72, 0.68, 0.22],
  ])
    ledges += rect(scene.minX + w * fx, top + (horizon - top) * fy, w * fw, 16)
  let cracks = ''
  for (const fx of [0.3, 0.62, 0.9]) {
    const x = scene.minX + w * fx
    const y = top + (horizon - top) * 0.45
    cracks += `M${f(x)} ${f(y - 40)}L${f(x + 12)} ${f(y)}L${f(x - 6)} ${f(y + 40)}`
  }
  ctx.avoid.push({ minX: scene.minX, minY: top - 10, maxX: scene.maxX, maxY: horizon })
  return outlined(face, line) + outlined(ledges, line) + stroked(cracks, line)
}

/** The yard pieces by name, or null for a name that is not one of them. */
export function placeYard(name: string, ctx: DecorationContext): string | null {
  switch (name) {
    case '*sandbox':
      return sandbox(ctx)
    case '*vegetable-garden':
      return vegetableGarden(ctx)
    case '*bird-feeder':
      return birdFeeder(ctx)
    case '*cliff':
      return cliff(ctx)
    default:
      return null
  }
}
