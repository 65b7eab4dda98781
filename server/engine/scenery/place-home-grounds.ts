import { outlined } from './backdrop'
import type { DecorationContext } from './decoration-context'
import { freeRight } from './place-grounds'
import { f, stroked } from './scene-pieces'
import { rect } from './shapes'

// Grounds at home and at sport a prompt puts people on (plan/home-places.ts): the drive a car is washed on, the
// touchline of a pitch. Drawn before the subjects, which hide what they cover; closed regions at least 3 mm
// across (docs/decisions/0193-home-school-and-sport-things.md).

/** A drive: paving from the garage door at the free side down to the bottom edge, widening as it nears. */
function driveway(ctx: DecorationContext): string {
  const { scene, horizon, groundY } = ctx
  const line = ctx.lines.backdropLine
  const w = scene.maxX - scene.minX
  const right = freeRight(ctx)
  // The garage: its box, its roof, the up-and-over door with its panels.
  const gx = scene.minX + w * (right ? 0.62 : 0.08)
  const gw = w * 0.3
  const top = Math.max(scene.minY + 20, horizon - 190)
  const base = horizon + 10
  const roof = `M${f(gx - 12)} ${f(top + 40)}L${f(gx + gw / 2)} ${f(top)}L${f(gx + gw + 12)} ${f(top + 40)}Z`
  const box = rect(gx, top + 40, gw, base - top - 40)
  const door = rect(gx + gw * 0.12, top + 70, gw * 0.76, base - top - 70)
  let panels = ''
  for (let k = 1; k < 4; k++) {
    const y = top + 70 + ((base - top - 70) * k) / 4
    panels += `M${f(gx + gw * 0.12)} ${f(y)}H${f(gx + gw * 0.88)}`
  }
  // The paving: from the door's width to most of the page's width at the bottom, slabs across it.
  const bottom = scene.maxY + 2
  const cx = gx + gw / 2
  const near = Math.max(w * 0.3, groundY - horizon)
  const x0 = Math.max(scene.minX - 4, cx - gw * 0.5 - near)
  const x1 = Math.min(scene.maxX + 4, cx + gw * 0.5 + near)
  const paving = `M${f(gx + gw * 0.1)} ${f(base)}L${f(gx + gw * 0.9)} ${f(base)}L${f(x1)} ${f(bottom)}L${f(x0)} ${f(bottom)}Z`
  let slabs = ''
  for (let k = 1; k < 5; k++) {
    const t = (k / 5) ** 1.4
    const y = base + (bottom - base) * t
    slabs += `M${f(gx + gw * 0.1 + (x0 - gx - gw * 0.1) * t)} ${f(y)}H${f(gx + gw * 0.9 + (x1 - gx - gw * 0.9) * t)}`
  }
  ctx.avoid.push({ minX: gx - 12, minY: top, maxX: gx + gw + 12, maxY: base })
  return (
    outlined(paving, line) +
    stroked(slabs, line) +
    outlined(box + roof, line) +
    outlined(door, line) +
    stroked(panels, line)
  )
}

/** A pitch: the white touchline across the grass, a corner flag at its end, a goal far off behind. */
function pitch(ctx: DecorationContext): string {
  const { scene, horizon, groundY } = ctx
  const line = ctx.lines.backdropLine
  const w = scene.maxX - scene.minX
  const right = freeRight(ctx)
  // The touchline: a band the subjects stand along, its whole width a region to colour.
  const y = Math.min(scene.maxY - 30, groundY + 18)
  const band = rect(scene.minX - 4, y, w + 8, 16)
  // The corner flag on its post where the line ends, at the side the subjects leave free.
  const fx = scene.minX + w * (right ? 0.88 : 0.05)
  const post = rect(fx - 4, y - 150, 8, 150)
  const flag = `M${f(fx + 4)} ${f(y - 150)}L${f(fx + 70)} ${f(y - 128)}L${f(fx + 4)} ${f(y - 106)}Z`
  // The goal far off: its posts and bar small on the horizon in the middle, the net behind in squares.
  const gw = w * 0.24
  const gx = scene.minX + (w - gw) / 2
  const gh = Math.min(90, (horizon - scene.minY) * 0.5)
  const frame = `M${f(gx)} ${f(horizon + 4)}V${f(horizon - gh)}H${f(gx + gw)}V${f(horizon + 4)}H${f(gx + gw - 8)}V${f(horizon - gh + 8)}H${f(gx + 8)}V${f(horizon + 4)}Z`
  let net = ''
  for (let k = 1; k < 5; k++)
    net += `M${f(gx + 8 + ((gw - 16) * k) / 5)} ${f(horizon - gh + 8)}V${f(horizon + 4)}`
  for (let k = 1; k < 3; k++)
    net += `M${f(gx + 8)} ${f(horizon - gh + 8 + ((gh - 4) * k) / 3)}H${f(gx + gw - 8)}`
  ctx.avoid.push({ minX: fx - 10, minY: y - 150, maxX: fx + 74, maxY: y + 16 })
  ctx.avoid.push({ minX: gx, minY: horizon - gh, maxX: gx + gw, maxY: horizon + 4 })
  return outlined(band, line) + stroked(net, line) + outlined(frame, line) + outlined(post + flag, line)
}

/** The home and sport grounds by name, or null for a name that is not one of them. */
export function placeHomeGround(name: string, ctx: DecorationContext): string | null {
  if (name === '*driveway') return driveway(ctx)
  if (name === '*pitch') return pitch(ctx)
  return null
}
