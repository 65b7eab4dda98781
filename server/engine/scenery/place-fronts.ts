import { outlined } from './backdrop'
import type { DecorationContext } from './decoration-context'
import { freeRight, subjectsBox } from './place-grounds'
import { f, stroked } from './scene-pieces'
import { circle, ellipse, rect } from './shapes'

// Built places a prompt names (plan/places-by-class.ts): a shop front, a harbor, a gas station, a boardwalk, a
// sidewalk with its lamp post. Drawn before the subjects, which hide what they cover; a shop or a gas station
// stands behind them in place of the city's skyline. Every piece is closed regions at least 3 mm across.

/** A shop front: a wall, a sign band, a striped awning, a big window behind the subjects (its goods), a door. */
function shop(ctx: DecorationContext): string {
  const { scene, horizon } = ctx
  const line = ctx.lines.backdropLine
  const w = scene.maxX - scene.minX
  const top = scene.minY + (horizon - scene.minY) * 0.08
  const wall = rect(scene.minX + w * 0.03, top, w * 0.94, horizon - top + 4)
  const sign = rect(scene.minX + w * 0.12, top + 20, w * 0.76, 70)
  // The awning: stripes of one height, each ending in a scallop, so every stripe is a region.
  const at = top + 110
  const ah = 60
  let awning = ''
  const stripes = ctx.lines.patterns ? 10 : 7
  const sw = (w * 0.94) / stripes
  for (let k = 0; k < stripes; k++) {
    const x = scene.minX + w * 0.03 + k * sw
    awning += `M${f(x)} ${f(at)}H${f(x + sw)}V${f(at + ah)}A${f(sw / 2)} ${f(sw / 3)} 0 0 1 ${f(x)} ${f(at + ah)}Z`
  }
  // The window round the subjects (they are its goods), a frame and a sill; the door at the freer side.
  const s = subjectsBox(ctx)
  const right = freeRight(ctx)
  const dw = w * 0.16
  const dx = right ? scene.maxX - w * 0.06 - dw : scene.minX + w * 0.06
  const wx0 = right ? scene.minX + w * 0.07 : dx + dw + w * 0.04
  const wx1 = right ? dx - w * 0.04 : scene.maxX - w * 0.07
  const wt = at + ah + 50
  const wb = Math.max(wt + 120, Math.min(horizon - 40, s.maxY))
  let window = rect(wx0, wt, wx1 - wx0, wb - wt) + rect(wx0 + 12, wt + 12, wx1 - wx0 - 24, wb - wt - 24)
  window += rect(wx0 - 10, wb, wx1 - wx0 + 20, 18)
  const door = rect(dx, at + ah + 30, dw, horizon - at - ah - 26) + rect(dx + 16, at + ah + 46, dw - 32, 90)
  ctx.avoid.push({ minX: scene.minX, minY: top, maxX: scene.maxX, maxY: horizon })
  return (
    outlined(wall, line) +
    outlined(sign, line) +
    outlined(window + door, line) +
    outlined(circle(dx + (right ? 18 : dw - 18), (at + ah + horizon) / 2 + 30, 7), line) +
    outlined(awning, line)
  )
}

/** A harbor: a stone quay across the front with bollards, a breakwater with a little lighthouse on the horizon. */
function harbor(ctx: DecorationContext): string {
  const { scene, horizon } = ctx
  const line = ctx.lines.backdropLine
  const w = scene.maxX - scene.minX
  const s = subjectsBox(ctx)
  // The quay in front of what floats, below it, so the boats show on the water behind it.
  const qt = Math.min(scene.maxY - 90, Math.max(horizon + 40, s.maxY + 16))
  const qb = scene.maxY + 4
  let quay = rect(scene.minX - 4, qt, w + 8, 22)
  const rows = Math.max(1, Math.round((qb - qt - 22) / 44))
  const bh = (qb - qt - 22) / rows
  for (let r = 0; r < rows; r++)
    for (let x = scene.minX - 4 - (r % 2 ? 50 : 0); x < scene.maxX + 4; x += 100) {
      const x0 = Math.max(scene.minX - 4, x)
      quay += rect(x0, qt + 22 + r * bh, Math.min(x + 100, scene.maxX + 4) - x0, bh)
    }
  let bollards = ''
  for (const fx of [0.12, 0.5, 0.88]) {
    const bx = scene.minX + w * fx
    bollards += rect(bx - 12, qt - 30, 24, 30) + ellipse(bx, qt - 32, 19, 8)
  }
  // The breakwater and its lighthouse on the horizon at the side the subjects leave freer.
  const right = freeRight(ctx)
  const lx = scene.minX + w * (right ? 0.86 : 0.14)
  const lh = Math.min(150, (horizon - scene.minY) * 0.4)
  const wall = rect(
    right ? lx - w * 0.2 : scene.minX - 4,
    horizon - 18,
    w * 0.2 + (right ? scene.maxX + 4 - lx : lx - scene.minX + 4),
    26,
  )
  let tower = `M${f(lx - 24)} ${f(horizon - 18)}L${f(lx - 16)} ${f(horizon - 18 - lh)}H${f(lx + 16)}L${f(lx + 24)} ${f(horizon - 18)}Z`
  tower += `M${f(lx - 21)} ${f(horizon - 18 - lh * 0.35)}H${f(lx + 21)}M${f(lx - 18)} ${f(horizon - 18 - lh * 0.7)}H${f(lx + 18)}`
  const top = horizon - 18 - lh
  tower += `${rect(lx - 20, top - 30, 40, 30)}M${f(lx - 26)} ${f(top - 30)}L${f(lx)} ${f(top - 56)}L${f(lx + 26)} ${f(top - 30)}Z`
  ctx.avoid.push({ minX: lx - 30, minY: top - 56, maxX: lx + 30, maxY: horizon })
  ctx.avoid.push({ minX: scene.minX, minY: qt - 32, maxX: scene.maxX, maxY: qb })
  return outlined(wall, line) + outlined(tower, line) + outlined(quay, line) + outlined(bollards, line)
}

/** A gas station: a canopy on two pillars over the scene, a pump at the free side with its hose, a price sign. */
function gasStation(ctx: DecorationContext): string {
  const { scene, horizon } = ctx
  const line = ctx.lines.backdropLine
  const w = scene.maxX - scene.minX
  const top = scene.minY + (horizon - scene.minY) * 0.12
  const canopy =
    rect(scene.minX + w * 0.04, top, w * 0.92, 60) + rect(scene.minX + w * 0.06, top + 60, w * 0.88, 16)
  let pillars = ''
  for (const fx of [0.1, 0.86]) pillars += rect(scene.minX + w * fx, top + 76, w * 0.04, horizon - top - 72)
  // The pump: a tall box on a base, a screen, a nozzle on its holster and the hose looping to it.
  const right = freeRight(ctx)
  const px = scene.minX + w * (right ? 0.7 : 0.2)
  const ph = Math.min(240, (horizon - top) * 0.6)
  let pump = rect(px - 60, horizon - 20, 120, 24) + rect(px - 45, horizon - 20 - ph, 90, ph)
  pump += rect(px - 30, horizon - ph, 60, 44) + rect(px - 20, horizon - ph + 70, 40, 24)
  const side = right ? 1 : -1
  pump += rect(px + side * 45 - (side < 0 ? 18 : 0), horizon - ph + 60, 18, 40)
  const hose = `M${f(px + side * 54)} ${f(horizon - ph + 100)}C${f(px + side * 110)} ${f(horizon - 40)} ${f(px + side * 110)} ${f(horizon - ph)} ${f(px + side * 60)} ${f(horizon - ph + 60)}`
  // The price sign on a pole at the other side, with a drop on it.
  const sx = scene.minX + w * (right ? 0.22 : 0.78)
  const sign = rect(sx - 4, top + 160, 8, horizon - top - 160) + rect(sx - 50, top + 96, 100, 70)
  const drop = `M${f(sx)} ${f(top + 106)}Q${f(sx + 20)} ${f(top + 136)} ${f(sx)} ${f(top + 152)}Q${f(sx - 20)} ${f(top + 136)} ${f(sx)} ${f(top + 106)}Z`
  ctx.avoid.push({ minX: scene.minX, minY: top, maxX: scene.maxX, maxY: horizon })
  return (
    outlined(canopy, line) +
    outlined(pillars + sign, line) +
    outlined(drop, line) +
    outlined(pump, line) +
    stroked(hose, line * 2.4)
  )
}

/** A boardwalk: a deck of planks along the beach's top, a railing of posts along its back edge. */
function boardwalk(ctx: DecorationContext): string {
  const { scene, horizon } = ctx
  const line = ctx.lines.backdropLine
  const w = scene.maxX - scene.minX
  const top = horizon + 4
  const bottom = horizon + Math.min(70, (scene.maxY - horizon) * 0.2)
  let deck = rect(scene.minX - 4, top, w + 8, bottom - top)
  const step = ctx.lines.patterns ? 36 : 54
  for (let x = scene.minX + step; x < scene.maxX; x += step) deck += `M${f(x)} ${f(top)}V${f(bottom)}`
  let rail = rect(scene.minX - 4, top - 60, w + 8, 14)
  for (let x = scene.minX + 20; x < scene.maxX; x += 90) rail += rect(x, top - 46, 14, 46)
  let legs = ''
  for (let x = scene.minX + 30; x < scene.maxX; x += 120) legs += rect(x, bottom, 14, 30)
  ctx.avoid.push({ minX: scene.minX, minY: top - 60, maxX: scene.maxX, maxY: bottom + 30 })
  return outlined(legs, line) + outlined(deck, line) + outlined(rail, line)
}

/** A row of town buildings along the back of the pavement: walls, roof edges, windows in rows, a door each. */
function buildingRow(ctx: DecorationContext, base: number): string {
  const { scene, horizon } = ctx
  const w = scene.maxX - scene.minX
  const sky = horizon - scene.minY
  let d = ''
  const tops = [0.55, 0.75, 0.45, 0.65]
  for (let i = 0; i < 4; i++) {
    const x = scene.minX - 4 + (i * (w + 8)) / 4
    const bw = (w + 8) / 4
    const top = horizon - sky * tops[i]
    d += rect(x, top, bw, base - top) + rect(x - 4, top - 14, bw + 8, 14)
    for (let y = top + 30; y < base - 150; y += 90)
      for (const fx of [0.18, 0.58]) d += rect(x + bw * fx, y, bw * 0.24, 56)
    d += rect(x + bw * 0.36, base - 110, bw * 0.28, 110)
  }
  return d
}

/** A sidewalk: a row of buildings, paving slabs to the kerb, a lamp post at the side the subjects leave free. */
function sidewalk(ctx: DecorationContext): string {
  const { scene, horizon } = ctx
  const line = ctx.lines.backdropLine
  const w = scene.maxX - scene.minX
  // The city's road starts 30 % below the horizon: the pavement is the band above it, a kerb at its edge.
  const bottom = horizon + (scene.maxY - horizon) * 0.3
  let slabs =
    rect(scene.minX - 4, horizon + 2, w + 8, bottom - horizon - 16) +
    rect(scene.minX - 4, bottom - 14, w + 8, 14)
  const step = ctx.lines.patterns ? 70 : 110
  for (let x = scene.minX + step; x < scene.maxX; x += step)
    slabs += `M${f(x)} ${f(horizon + 2)}V${f(bottom - 14)}`
  const right = freeRight(ctx)
  const lx = scene.minX + w * (right ? 0.9 : 0.1)
  const lt = scene.minY + (horizon - scene.minY) * 0.2
  let lamp = rect(lx - 8, lt + 40, 16, bottom - 24 - lt - 40) + rect(lx - 20, bottom - 30, 40, 14)
  lamp += `M${f(lx - 32)} ${f(lt + 40)}L${f(lx - 20)} ${f(lt)}H${f(lx + 20)}L${f(lx + 32)} ${f(lt + 40)}Z`
  lamp += rect(lx - 14, lt - 16, 28, 16)
  ctx.avoid.push({
    minX: scene.minX,
    minY: scene.minY + (horizon - scene.minY) * 0.2,
    maxX: scene.maxX,
    maxY: bottom,
  })
  return outlined(buildingRow(ctx, horizon + 2), line) + outlined(slabs, line) + outlined(lamp, line)
}

/** The built pieces by name, or null for a name that is not one of them. */
export function placeFront(name: string, ctx: DecorationContext): string | null {
  switch (name) {
    case '*shop':
      return shop(ctx)
    case '*harbor':
      return harbor(ctx)
    case '*gas-station':
      return gasStation(ctx)
    case '*boardwalk':
      return boardwalk(ctx)
    case '*sidewalk':
      return sidewalk(ctx)
    default:
      return null
  }
}
