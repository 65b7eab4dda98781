import { outlined } from './backdrop'
import type { DecorationContext } from './decoration-context'
import { f, stroked } from './scene-pieces'
import { circle, ellipse, rect } from './shapes'

// Indoor rooms a prompt names (plan/places-by-class.ts): a cafeteria, a school hallway, a museum, a gym. Each is
// a back wall standing in for the classroom's own, as place-rooms.ts's are: its fittings drawn all along it, the
// subjects hiding what they cover. Every piece is closed regions at least 3 mm across.

/** The wall from near the top of the scene down to the floor line, and its height. */
const wallOf = (ctx: DecorationContext) => {
  const { scene, horizon } = ctx
  const top = scene.minY + (horizon - scene.minY) * 0.05
  return {
    top,
    h: horizon - top,
    w: scene.maxX - scene.minX,
    d: rect(scene.minX - 4, top, scene.maxX - scene.minX + 8, horizon - top + 4),
  }
}

/** A cafeteria: a menu board and a clock up the wall, a serving counter along it with trays of food on top. */
function cafeteria(ctx: DecorationContext): string {
  const { scene, horizon } = ctx
  const line = ctx.lines.backdropLine
  const { top, h, w, d: wall } = wallOf(ctx)
  // The menu board: a frame with three lines of dishes, each a bar of its own.
  const mx = scene.minX + w * 0.3
  const mw = w * 0.4
  let board =
    rect(mx, top + h * 0.08, mw, h * 0.3) + rect(mx + 14, top + h * 0.08 + 14, mw - 28, h * 0.3 - 28)
  let lines = ''
  for (let k = 0; k < 3; k++) lines += `M${f(mx + 34)} ${f(top + h * (0.15 + k * 0.07))}H${f(mx + mw - 34)}`
  const kx = scene.minX + w * 0.12
  const ky = top + h * 0.2
  board += circle(kx, ky, 36)
  lines += `M${f(kx)} ${f(ky)}V${f(ky - 24)}M${f(kx)} ${f(ky)}H${f(kx + 18)}`
  // The counter: a top and a front of panels; on it a glass guard and trays, each with a plate and a cup.
  const ct = horizon - h * 0.3
  let counter = rect(scene.minX - 4, ct, w + 8, 18) + rect(scene.minX - 4, ct + 18, w + 8, horizon - ct - 14)
  for (let x = scene.minX + 24; x < scene.maxX - 90; x += 130)
    counter += rect(x, ct + 32, 106, horizon - ct - 44)
  let trays = rect(scene.minX + w * 0.05, ct - 70, w * 0.9, 12)
  for (const fx of [0.05, 0.95]) trays += rect(scene.minX + w * fx - 5, ct - 70, 10, 70)
  for (let x = scene.minX + w * 0.1; x < scene.maxX - w * 0.12; x += w * 0.2) {
    trays += rect(x, ct - 14, 110, 14)
    trays += ellipse(x + 40, ct - 24, 30, 10) + rect(x + 80, ct - 44, 20, 30)
  }
  ctx.avoid.push({ minX: scene.minX, minY: top, maxX: scene.maxX, maxY: horizon })
  return (
    outlined(wall, line) +
    outlined(board, line) +
    stroked(lines, line) +
    outlined(counter, line) +
    outlined(trays, line)
  )
}

/** A school hallway: a row of tall lockers along the wall, each with vents and a handle, a notice board over them. */
function hallway(ctx: DecorationContext): string {
  const { scene, horizon } = ctx
  const line = ctx.lines.backdropLine
  const { top, h, w, d: wall } = wallOf(ctx)
  const lt = top + h * 0.3
  const lw = ctx.lines.patterns ? 80 : 100
  let lockers = ''
  let vents = ''
  for (let x = scene.minX - 4; x < scene.maxX + 4; x += lw) {
    lockers += rect(x, lt, lw, horizon - lt + 4)
    lockers += rect(x + lw * 0.72, lt + (horizon - lt) * 0.45, lw * 0.12, 36)
    for (let k = 0; k < 3; k++) vents += `M${f(x + lw * 0.2)} ${f(lt + 26 + k * 16)}H${f(x + lw * 0.8)}`
  }
  // A notice board over the lockers with papers pinned on it, a clock beside it.
  const bx = scene.minX + w * 0.34
  let board = rect(bx, top + h * 0.04, w * 0.32, h * 0.2)
  for (let k = 0; k < 3; k++) board += rect(bx + 20 + k * w * 0.1, top + h * 0.07, w * 0.07, h * 0.13)
  board += circle(scene.minX + w * 0.14, top + h * 0.14, 34)
  ctx.avoid.push({ minX: scene.minX, minY: top, maxX: scene.maxX, maxY: horizon })
  return outlined(wall, line) + outlined(lockers, line) + stroked(vents, line) + outlined(board, line)
}

/** A column: a base, a shaft with grooves, a capital. */
function column(x: number, top: number, bottom: number): string {
  let d = rect(x - 36, bottom - 22, 72, 22) + rect(x - 26, top + 24, 52, bottom - top - 46)
  d += rect(x - 40, top, 80, 24)
  return d
}

/** A museum: columns at the sides, framed paintings between them, a low rope between posts along the floor. */
function museum(ctx: DecorationContext): string {
  const { scene, horizon } = ctx
  const line = ctx.lines.backdropLine
  const { top, h, w, d: wall } = wallOf(ctx)
  let columns = column(scene.minX + w * 0.07, top + 10, horizon)
  columns += column(scene.maxX - w * 0.07, top + 10, horizon)
  let frames = ''
  let hills = ''
  for (const [fx, fw] of [
    [0.18, 0.26],
    [0.56, 0.26],
  ]) {
    const x = scene.minX + w * fx
    const y = top + h * 0.12
    const fh = h * 0.34
    frames += rect(x, y, w * fw, fh) + rect(x + 14, y + 14, w * fw - 28, fh - 28)
    // The painting: a hill and a sun, closed shapes inside the frame.
    hills += `M${f(x + 14)} ${f(y + fh - 14)}Q${f(x + w * fw * 0.5)} ${f(y + fh * 0.35)} ${f(x + w * fw - 14)} ${f(y + fh - 14)}Z`
    hills += circle(x + w * fw * 0.72, y + fh * 0.32, 16)
  }
  // Brass posts with a rope hanging between them, in front of the wall.
  let posts = ''
  let rope = ''
  const py = horizon - 6
  const xs = [0.2, 0.4, 0.6, 0.8].map((fx) => scene.minX + w * fx)
  for (const x of xs) posts += rect(x - 6, py - 90, 12, 90) + circle(x, py - 96, 11) + ellipse(x, py, 24, 8)
  for (let i = 0; i < xs.length - 1; i++)
    rope += `M${f(xs[i] + 8)} ${f(py - 84)}Q${f((xs[i] + xs[i + 1]) / 2)} ${f(py - 44)} ${f(xs[i + 1] - 8)} ${f(py - 84)}`
  ctx.avoid.push({ minX: scene.minX, minY: top, maxX: scene.maxX, maxY: horizon })
  return (
    outlined(wall, line) +
    outlined(columns, line) +
    outlined(frames + hills, line) +
    stroked(rope, line * 2.2) +
    outlined(posts, line)
  )
}

/** A gym: wall bars at one side, a basketball hoop on its backboard in the middle, a mat on the floor. */
function gym(ctx: DecorationContext): string {
  const { scene, horizon, groundY } = ctx
  const line = ctx.lines.backdropLine
  const { top, h, w, d: wall } = wallOf(ctx)
  // Wall bars: two uprights with rungs, each gap a closed region, at both sides.
  let bars = ''
  for (const x of [scene.minX + w * 0.04, scene.maxX - w * 0.04 - 120]) {
    bars += rect(x, top + h * 0.15, 120, horizon - top - h * 0.15)
    for (let y = top + h * 0.15 + 40; y < horizon - 20; y += 44) bars += `M${f(x)} ${f(y)}H${f(x + 120)}`
  }
  // The backboard, its inner square, the hoop under it and a net of closed diamonds.
  const cx = scene.minX + w / 2
  const by = top + h * 0.06
  let hoop = rect(cx - 110, by, 220, 140) + rect(cx - 44, by + 60, 88, 60)
  hoop += `M${f(cx - 50)} ${f(by + 128)}H${f(cx + 50)}V${f(by + 142)}H${f(cx - 50)}Z`
  hoop += `M${f(cx - 46)} ${f(by + 142)}L${f(cx - 30)} ${f(by + 200)}H${f(cx + 30)}L${f(cx + 46)} ${f(by + 142)}Z`
  const net = `M${f(cx - 16)} ${f(by + 142)}L${f(cx - 6)} ${f(by + 200)}M${f(cx + 16)} ${f(by + 142)}L${f(cx + 6)} ${f(by + 200)}M${f(cx - 38)} ${f(by + 172)}H${f(cx + 38)}`
  // The mat under the subjects' feet, its folds as panels.
  const mt = Math.max(horizon + 8, groundY - 40)
  const mb = Math.min(scene.maxY - 10, groundY + 40)
  const mx = scene.minX + w * 0.14
  let mat = rect(mx, mt, w * 0.72, mb - mt)
  for (let k = 1; k < 4; k++) mat += `M${f(mx + (w * 0.72 * k) / 4)} ${f(mt)}V${f(mb)}`
  ctx.avoid.push({ minX: scene.minX, minY: top, maxX: scene.maxX, maxY: horizon })
  return (
    outlined(wall, line) +
    stroked(bars, line) +
    outlined(hoop, line) +
    stroked(net, line) +
    outlined(mat, line)
  )
}

/** The hall pieces by name, or null for a name that is not one of them. */
export function placeHall(name: string, ctx: DecorationContext): string | null {
  switch (name) {
    case '*cafeteria':
      return cafeteria(ctx)
    case '*hallway':
      return hallway(ctx)
    case '*museum':
      return museum(ctx)
    case '*gym':
      return gym(ctx)
    default:
      return null
  }
}
