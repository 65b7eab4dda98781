import { outlined } from './backdrop'
import type { DecorationContext } from './decoration-context'
import { subjectsBox } from './place-grounds'
import { f, stroked } from './scene-pieces'
import { rect } from './shapes'

// The venues an event or a game is held at (plan/event-venues.ts): the stage a show is on, the court a game
// of tennis is played on. Drawn before the subjects, which hide what they cover; closed regions at least 3 mm
// across, as the other place pieces are.

/**
 * A stage: the curtains drawn back at both sides under a pelmet, the boards the performers stand on, and the
 * stage's front edge across the page below their feet.
 */
function stage(ctx: DecorationContext): string {
  const { scene, horizon, groundY } = ctx
  const line = ctx.lines.backdropLine
  const w = scene.maxX - scene.minX
  // From the scene's top: the stage is the whole back of the page, nothing of the room behind it showing.
  const top = scene.minY - 4
  const back = rect(scene.minX - 4, top, w + 8, horizon - top + 4)
  // The pelmet: a band across the top, scalloped along its lower edge.
  const ph = Math.max(40, (horizon - top) * 0.12)
  const n = 8
  let pelmet = `M${f(scene.minX - 4)} ${f(top)}H${f(scene.maxX + 4)}V${f(top + ph)}`
  for (let k = n; k > 0; k--) {
    const x0 = scene.minX - 4 + ((w + 8) * k) / n
    const x1 = scene.minX - 4 + ((w + 8) * (k - 1)) / n
    pelmet += `Q${f((x0 + x1) / 2)} ${f(top + ph + 26)} ${f(x1)} ${f(top + ph)}`
  }
  pelmet += 'Z'
  // Each curtain hangs from the pelmet to the boards, gathered towards the side, its folds as lines.
  const cw = w * 0.16
  let curtains = ''
  let folds = ''
  for (const side of [-1, 1]) {
    const edge = side < 0 ? scene.minX - 4 : scene.maxX + 4
    const inner = edge - side * cw
    const waist = edge - side * cw * 0.55
    const y0 = top + ph
    curtains += `M${f(edge)} ${f(y0)}L${f(inner)} ${f(y0)}Q${f(waist)} ${f((y0 + horizon) / 2)} ${f(inner)} ${f(horizon)}L${f(edge)} ${f(horizon)}Z`
    for (let k = 1; k < 3; k++) {
      const x = edge - side * cw * (k / 3)
      folds += `M${f(x)} ${f(y0)}Q${f(edge - side * cw * 0.55 * (k / 3))} ${f((y0 + horizon) / 2)} ${f(x)} ${f(horizon)}`
    }
  }
  // The boards from the back wall to the stage's front edge, which runs across below the performers' feet.
  const front = Math.min(scene.maxY - 40, groundY + 30)
  let boards = ''
  for (let k = 1; k < 4; k++) {
    const y = horizon + ((front - horizon) * k) / 4
    boards += `M${f(scene.minX - 4)} ${f(y)}H${f(scene.maxX + 4)}`
  }
  const edge = rect(scene.minX - 4, front, w + 8, Math.min(34, scene.maxY - front + 4))
  ctx.avoid.push({ minX: scene.minX, minY: top, maxX: scene.maxX, maxY: top + ph + 26 })
  ctx.avoid.push({ minX: scene.minX, minY: top, maxX: scene.minX + cw, maxY: horizon })
  ctx.avoid.push({ minX: scene.maxX - cw, minY: top, maxX: scene.maxX, maxY: horizon })
  return (
    outlined(back, line) +
    outlined(curtains, line) +
    stroked(folds, line) +
    outlined(pelmet, line) +
    stroked(boards, line) +
    outlined(edge, line)
  )
}

/**
 * A court: its baseline across the page below the players, the side lines running back to the far baseline,
 * and the net stretched between its posts across the middle.
 */
function court(ctx: DecorationContext): string {
  const { scene, horizon, groundY } = ctx
  const line = ctx.lines.backdropLine
  const w = scene.maxX - scene.minX
  const near = Math.min(scene.maxY - 24, groundY + 22)
  const far = horizon + 6
  // The court's surface between the baselines, narrowing as it goes back; its centre line down the middle.
  const nearL = scene.minX + w * 0.04
  const nearR = scene.maxX - w * 0.04
  const farL = scene.minX + w * 0.28
  const farR = scene.maxX - w * 0.28
  const surface = `M${f(farL)} ${f(far)}H${f(farR)}L${f(nearR)} ${f(near)}H${f(nearL)}Z`
  const cx = scene.minX + w / 2
  const centre = `M${f(cx)} ${f(far)}V${f(near)}`
  // The net halfway back: a band of mesh between two posts, its top a white tape.
  const ny = far + (near - far) * 0.38
  const t = (ny - far) / (near - far)
  const nl = farL + (nearL - farL) * t - 14
  const nr = farR + (nearR - farR) * t + 14
  const nh = Math.min(70, (near - far) * 0.3)
  const posts = rect(nl - 8, ny - nh - 6, 8, nh + 6) + rect(nr, ny - nh - 6, 8, nh + 6)
  const tape = rect(nl, ny - nh, nr - nl, 10)
  let mesh = ''
  for (let x = nl + 22; x < nr - 8; x += 22) mesh += `M${f(x)} ${f(ny - nh + 10)}V${f(ny)}`
  for (let y = ny - nh + 26; y < ny; y += 18) mesh += `M${f(nl)} ${f(y)}H${f(nr)}`
  const net = rect(nl, ny - nh + 10, nr - nl, nh - 10)
  return (
    outlined(surface, line) +
    stroked(centre, line) +
    outlined(net, line) +
    stroked(mesh, line) +
    outlined(tape + posts, line)
  )
}

/**
 * An ice floe: a flat slab of ice afloat under the subjects, its top a ragged edge seen from the side and its
 * thick front face in the water, a crack across its top.
 */
function iceFloe(ctx: DecorationContext): string {
  const { scene, groundY } = ctx
  const line = ctx.lines.backdropLine
  const s = subjectsBox(ctx)
  const x0 = Math.max(scene.minX + 10, s.minX - 90)
  const x1 = Math.min(scene.maxX - 10, s.maxX + 90)
  // Under the subjects' feet, or their body's foot where it lies in the water: they are on the floe.
  const top = Math.min(groundY - 18, s.maxY + 6)
  const face = 46
  const w = x1 - x0
  const back = `M${f(x0)} ${f(top)}L${f(x0 + w * 0.12)} ${f(top - 26)}L${f(x0 + w * 0.4)} ${f(top - 34)}L${f(x0 + w * 0.55)} ${f(top - 24)}L${f(x0 + w * 0.8)} ${f(top - 36)}L${f(x1)} ${f(top - 10)}L${f(x1)} ${f(top)}Z`
  const front = `M${f(x0)} ${f(top)}H${f(x1)}L${f(x1 - 16)} ${f(top + face)}L${f(x0 + w * 0.6)} ${f(top + face - 8)}L${f(x0 + 14)} ${f(top + face)}Z`
  const crack = `M${f(x0 + w * 0.3)} ${f(top - 20)}l18 10l-10 8`
  return outlined(back, line) + outlined(front, line) + stroked(crack, line)
}

/** The venue pieces by name, or null for a name that is not one of them. */
export function placeVenue(name: string, ctx: DecorationContext): string | null {
  if (name === '*stage') return stage(ctx)
  if (name === '*court') return court(ctx)
  if (name === '*ice-floe') return iceFloe(ctx)
  return null
}
