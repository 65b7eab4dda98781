import type { Box } from '../common'
import { outlined } from './backdrop'
import {
  around,
  type ComposedScene,
  coveredShare,
  f,
  freeSpots,
  risingSun,
  type SceneArea,
  stroked,
  tube,
} from './scene-pieces'
import { circle, cloud, rect, star, waveTo } from './shapes'

// Composed scenes for open land on intricate pages: a beach, a snowy winter, a desert. Where each ground band
// lies comes from `groundShapes` (backdrop.ts) for the setting's ground kind, so the pieces stand on it.

// A frame-to-frame wavy line: with the frame it closes every region it cuts.
const acrossAt = (area: Box, y: number, amp: number, period: number, phase = 0) =>
  `M${f(area.minX - 5)} ${f(y)}${waveTo(area.minX - 5, area.maxX + 5, y, amp, period, phase)}`

// Gulls or vultures: open strokes, so no closed specks.
export function flock(area: Box, bottom: number, taken: Box[], random: () => number, count: number): string {
  let d = ''
  for (const { x, y } of freeSpots({ ...area, maxY: bottom }, 14, count, taken, random))
    d += `M${f(x - 10)} ${f(y - 3)}Q${f(x - 5)} ${f(y - 7)} ${f(x)} ${f(y)}Q${f(x + 5)} ${f(y - 7)} ${f(x + 10)} ${f(y - 3)}`
  return d
}

export function clouds(area: Box, bottom: number, taken: Box[], random: () => number, count: number): string {
  let d = ''
  for (const { x, y } of freeSpots({ ...area, minY: area.minY + 10, maxY: bottom }, 48, count, taken, random))
    d += cloud(x, y, 28)
  return d
}

// A palm frond: a leaf along a drooping spine from the crown, with its vein.
function frond(
  x: number,
  y: number,
  length: number,
  a: number,
  droop: number,
): { leaf: string; vein: string } {
  const tx = x + length * Math.cos(a)
  const ty = y + length * Math.sin(a) + droop * length
  // The spine bows up between root and tip.
  const mx = (x + tx) / 2
  const my = (y + ty) / 2 - length * 0.22
  const nx = -Math.sin(a) * length * 0.17
  const ny = Math.cos(a) * length * 0.17
  return {
    leaf: `M${f(x)} ${f(y)}Q${f(mx + nx)} ${f(my + ny)} ${f(tx)} ${f(ty)}Q${f(mx - nx)} ${f(my - ny)} ${f(x)} ${f(y)}Z`,
    // The vein stops short of the tip, where it would pinch the leaf's point into specks.
    vein: `M${f(x)} ${f(y)}Q${f(mx)} ${f(my)} ${f(x + (tx - x) * 0.8)} ${f(y + (ty - y) * 0.8 - length * 0.04)}`,
  }
}

/** A palm leaning towards `lean` (±1): a banded trunk, fronds with veins, coconuts under the crown. */
function palmTree(x: number, baseY: number, h: number, lean: number, quiet: boolean, line: number): string {
  const n = quiet ? 4 : 6
  const at = (t: number) => ({ x: x + lean * h * 0.22 * t * t, y: baseY - h * t })
  const half = (t: number) => 13 * (1 - t) + 8 * t
  let trunk = ''
  for (let i = 0; i < n; i++) {
    const a = at(i / n)
    const b = at((i + 1) / n)
    const ha = half(i / n)
    const hb = half((i + 1) / n)
    trunk += `M${f(a.x - ha)} ${f(a.y)}L${f(b.x - hb)} ${f(b.y)}L${f(b.x + hb)} ${f(b.y)}L${f(a.x + ha)} ${f(a.y)}Z`
  }
  const top = at(1)
  // Each frond with its vein before the next, so a later frond covers the vein where they overlap.
  let fronds = ''
  for (const [a, droop] of [
    [Math.PI * 0.95, 0.55],
    [Math.PI * 1.22, 0.45],
    [Math.PI * 1.5, 0.3],
    [Math.PI * 1.78, 0.45],
    [Math.PI * 2.05, 0.55],
  ]) {
    const fr = frond(top.x, top.y, h * 0.4, a, droop)
    fronds += outlined(fr.leaf, line) + (quiet ? '' : stroked(fr.vein, line * 0.8))
  }
  // The coconuts and a crown cover where the fronds meet, which would otherwise leave slivers between them.
  const crown = circle(top.x, top.y, 16)
  // Overlapping, and their upper meeting point under the crown: no pocket left between them and it.
  const nuts = circle(top.x - 6, top.y + 18, 8) + circle(top.x + 6, top.y + 19, 8)
  return outlined(trunk, line) + fronds + outlined(crown, line) + outlined(nuts, line)
}

/** A beach parasol: a pole and a scalloped canopy in panels. */
function parasol(x: number, baseY: number, h: number, line: number): string {
  const r = h * 0.42
  const top = baseY - h
  const apexY = top - r * 0.55
  const panels = 4
  let canopy = `M${f(x - r)} ${f(top)}A${f(r)} ${f(r * 0.55)} 0 0 1 ${f(x + r)} ${f(top)}`
  let ribs = ''
  for (let i = panels - 1; i >= 0; i--) {
    const px = x - r + (2 * r * i) / panels
    canopy += `A${f(r / panels)} ${f(r / panels / 2)} 0 0 1 ${f(px)} ${f(top)}`
    if (i > 0) ribs += `M${f(x)} ${f(apexY)}L${f(px)} ${f(top)}`
  }
  const pole = `M${f(x - 3)} ${f(apexY)}L${f(x + 3)} ${f(apexY)}L${f(x + 3)} ${f(baseY)}L${f(x - 3)} ${f(baseY)}Z`
  // A finial over the apex, where the ribs meet.
  return (
    outlined(pole, line) +
    outlined(`${canopy}Z`, line) +
    stroked(ribs, line) +
    outlined(circle(x, apexY, 5), line)
  )
}

// A scallop shell opening upwards: ribs from the hinge to a scalloped rim.
function scallop(x: number, y: number, r: number): { shell: string; ribs: string } {
  const hx = x
  const hy = y + r * 0.45
  const ribs = 5
  const pts: [number, number][] = []
  for (let i = 0; i <= ribs; i++) {
    const a = Math.PI * (1.15 + (0.7 * i) / ribs)
    pts.push([hx + r * Math.cos(a), hy + r * Math.sin(a)])
  }
  let shell = `M${f(hx)} ${f(hy)}L${f(pts[0][0])} ${f(pts[0][1])}`
  // The ribs stop at an arc round the hinge: lines meeting in one point pinch off specks there.
  const k = 0.32
  const at = (i: number) => [hx + (pts[i][0] - hx) * k, hy + (pts[i][1] - hy) * k]
  let lines = `M${f(at(0)[0])} ${f(at(0)[1])}A${f(r * k)} ${f(r * k)} 0 0 1 ${f(at(ribs)[0])} ${f(at(ribs)[1])}`
  for (let i = 1; i <= ribs; i++) {
    shell += `A${f(r / ribs)} ${f(r / ribs)} 0 0 1 ${f(pts[i][0])} ${f(pts[i][1])}`
    if (i < ribs) lines += `M${f(at(i)[0])} ${f(at(i)[1])}L${f(pts[i][0])} ${f(pts[i][1])}`
  }
  return { shell: `${shell}Z`, ribs: lines }
}

export function beach(ctx: SceneArea): ComposedScene {
  const { area, horizon, groundY, random, line } = ctx
  const quiet = ctx.quiet ?? false
  const w = area.maxX - area.minX
  const below = area.maxY - horizon
  // Where groundShapes('sand') puts the sea and the sand.
  const seaTop = horizon - below * 0.28
  const sandTop = horizon + below * 0.1
  const taken: Box[] = [...ctx.avoid]
  // A palm at one side (it may stand partly behind the subject), a parasol at the other where there is room.
  let trees = ''
  const boxes: Box[] = []
  const baseY = horizon + below * 0.42
  const h = (baseY - area.minY) * 0.7
  let palmSide = 0
  for (const side of [-1, 1]) {
    const x = area.minX + w * (side < 0 ? 0.1 : 0.9)
    const b = { minX: x - h * 0.45, minY: baseY - h * 1.1, maxX: x + h * 0.45, maxY: baseY }
    if (coveredShare(b, ctx.avoid) > 0.5) continue
    trees += palmTree(x, baseY, h, -side, quiet, line)
    boxes.push({ ...b, minX: x - 12, maxX: x + 12 })
    taken.push(b)
    palmSide = side
    break
  }
  const sun = risingSun(area, seaTop, taken, quiet ? 8 : 16, ctx.ownLight)
  // A sailboat on the horizon where the sky is free; the sea band hides its keel.
  let boat = ''
  for (const fx of [0.72, 0.3, 0.85, 0.15]) {
    const x = area.minX + w * fx
    const b = { minX: x - 44, minY: seaTop - 96, maxX: x + 50, maxY: seaTop + 6 }
    if (taken.some((t) => t.minX < b.maxX && t.maxX > b.minX && t.minY < b.maxY && t.maxY > b.minY)) continue
    taken.push(b)
    boat =
      `M${f(x - 40)} ${f(seaTop - 10)}L${f(x + 46)} ${f(seaTop - 10)}L${f(x + 34)} ${f(seaTop + 6)}L${f(x - 30)} ${f(seaTop + 6)}Z` +
      `M${f(x + 3)} ${f(seaTop - 92)}L${f(x + 3)} ${f(seaTop - 15)}L${f(x + 44)} ${f(seaTop - 15)}Z` +
      `M${f(x - 3)} ${f(seaTop - 80)}L${f(x - 3)} ${f(seaTop - 15)}L${f(x - 34)} ${f(seaTop - 15)}Z`
    break
  }
  const sky =
    outlined(sun + clouds(area, seaTop - 110, taken, random, quiet ? 1 : 3) + boat, line) +
    stroked(flock(area, seaTop - 60, taken, random, quiet ? 2 : 4), line)
  // Waves across the sea band, frame to frame.
  let waves = acrossAt(area, seaTop + (sandTop - seaTop) * 0.36, 3, 46, 1)
  if (!quiet) waves += acrossAt(area, seaTop + (sandTop - seaTop) * 0.66, 3, 62)
  if (palmSide) {
    const x = area.minX + w * (palmSide < 0 ? 0.86 : 0.14)
    const ph = h * 0.48
    const b = { minX: x - ph * 0.45, minY: baseY - ph * 1.25, maxX: x + ph * 0.45, maxY: baseY }
    if (coveredShare(b, ctx.avoid) < 0.15) {
      trees += parasol(x, baseY, ph, line)
      boxes.push({ ...b, minY: baseY - 20 })
      taken.push(b)
    }
  }
  // Shells and starfish on the sand, clear of the subject's feet.
  let shells = ''
  let ribs = ''
  const sand = {
    minX: area.minX + 10,
    minY: Math.max(groundY, sandTop + 20),
    maxX: area.maxX - 10,
    maxY: area.maxY - 8,
  }
  freeSpots(sand, 30, quiet ? 2 : 5, taken, random).forEach(({ x, y }, i) => {
    boxes.push(around(x, y, 30))
    if (i % 2) shells += star(x, y, 22 + random() * 5, 5, 0.45, random())
    else {
      const s = scallop(x, y, 26 + random() * 4)
      shells += s.shell
      ribs += s.ribs
    }
  })
  return {
    sky,
    ground: stroked(waves, line) + trees + outlined(shells, line) + stroked(ribs, line),
    plants: boxes,
  }
}

/** A snowflake: six branched arms as one tube, a hexagon at its heart. */
function snowflake(x: number, y: number, r: number, turn: number, line: number, heart: boolean): string {
  let d = ''
  for (let i = 0; i < 6; i++) {
    const a = turn + (i * Math.PI) / 3
    const ex = x + r * Math.cos(a)
    const ey = y + r * Math.sin(a)
    d += `M${f(x)} ${f(y)}L${f(ex)} ${f(ey)}`
    const bx = x + r * 0.55 * Math.cos(a)
    const by = y + r * 0.55 * Math.sin(a)
    for (const s of [-1, 1])
      d += `M${f(bx)} ${f(by)}L${f(bx + r * 0.27 * Math.cos(a + s * 0.7))} ${f(by + r * 0.27 * Math.sin(a + s * 0.7))}`
  }
  let hex = ''
  if (heart) {
    for (let i = 0; i < 6; i++) {
      const a = turn + Math.PI / 6 + (i * Math.PI) / 3
      hex += `${i ? 'L' : 'M'}${f(x + r * 0.3 * Math.cos(a))} ${f(y + r * 0.3 * Math.sin(a))}`
    }
    hex = outlined(`${hex}Z`, line)
  }
  return tube(d, 5, line) + hex
}

/** A pine in three tiers, each capped with snow, on a trunk. */
function snowyPine(x: number, baseY: number, h: number): { trees: string; snow: string } {
  // The trunk shows a little below the lowest tier's hem.
  const foot = baseY + h * 0.08
  let trees = `M${f(x - h * 0.045)} ${f(foot)}L${f(x - h * 0.04)} ${f(baseY - h * 0.16)}L${f(x + h * 0.04)} ${f(baseY - h * 0.16)}L${f(x + h * 0.045)} ${f(foot)}Z`
  let snow = ''
  for (let k = 0; k < 3; k++) {
    const yb = baseY - h * (0.1 + 0.27 * k)
    const ya = yb - h * 0.46
    const hw = h * (0.36 - 0.08 * k)
    // The tier's lower edge hangs in three scallops.
    trees += `M${f(x)} ${f(ya)}L${f(x + hw)} ${f(yb)}`
    for (let s = 2; s >= 0; s--)
      trees += `A${f(hw / 3)} ${f(hw / 5)} 0 0 1 ${f(x - hw + (2 * hw * s) / 3)} ${f(yb)}`
    trees += 'Z'
    // Snow lying on the top tier (the lower tiers' tops are under the tier above): down to 40 % of it, its
    // lower edge in two drifts.
    if (k < 2) continue
    const sy = ya + (yb - ya) * 0.4
    const sw = hw * 0.4
    snow += `M${f(x)} ${f(ya)}L${f(x + sw)} ${f(sy)}A${f(sw / 2)} ${f(sw / 3)} 0 0 1 ${f(x)} ${f(sy)}A${f(sw / 2)} ${f(sw / 3)} 0 0 1 ${f(x - sw)} ${f(sy)}Z`
  }
  return { trees, snow }
}

export function snowyWinter(ctx: SceneArea): ComposedScene {
  const { area, horizon, random, line } = ctx
  const quiet = ctx.quiet ?? false
  const w = area.maxX - area.minX
  const below = area.maxY - horizon
  const skyH = horizon - area.minY
  // Where groundShapes('snow') starts the back hill: the mountains stand behind it.
  const foot = horizon - below * 0.1
  const taken: Box[] = [...ctx.avoid]
  // Snow-capped mountains across the horizon, from frame to frame.
  const peaks = 4
  let range = `M${f(area.minX - 5)} ${f(foot + 30)}L${f(area.minX - 5)} ${f(foot - skyH * 0.12)}`
  let caps = ''
  let prev = { x: area.minX - 5, y: foot - skyH * 0.12 }
  let top = foot
  for (let i = 0; i < peaks; i++) {
    const px = area.minX + w * ((i + 0.5 + (random() - 0.5) * 0.3) / peaks)
    const py = foot - skyH * (0.36 + random() * 0.16)
    const vx = i < peaks - 1 ? area.minX + w * ((i + 1) / peaks) : area.maxX + 5
    const vy = foot - skyH * (0.08 + random() * 0.06)
    range += `L${f(px)} ${f(py)}L${f(vx)} ${f(vy)}`
    top = Math.min(top, py)
    // The cap: down a third of each slope, its lower edge in three teeth.
    const l = { x: px + (prev.x - px) * 0.32, y: py + (prev.y - py) * 0.32 }
    const r = { x: px + (vx - px) * 0.32, y: py + (vy - py) * 0.32 }
    // Teeth hang below the line from slope to slope, so each side meets its slope at a wide angle, not a
    // pinched one that would close a speck.
    caps += `M${f(px)} ${f(py)}L${f(r.x)} ${f(r.y)}`
    for (let k = 1; k <= 3; k++) {
      const t = k / 3
      const mx = r.x + (l.x - r.x) * (t - 1 / 6)
      const my = r.y + (l.y - r.y) * (t - 1 / 6) + 10
      caps += `L${f(mx)} ${f(my)}L${f(r.x + (l.x - r.x) * t)} ${f(r.y + (l.y - r.y) * t)}`
    }
    caps += 'Z'
    prev = { x: vx, y: vy }
  }
  range += `L${f(area.maxX + 5)} ${f(foot + 30)}Z`
  // Large snowflakes in the sky above the peaks, and falling snow.
  let flakes = ''
  const skyArea = { ...area, minY: area.minY + 8, maxY: top - 10 }
  for (const { x, y } of freeSpots(skyArea, 34, quiet ? 3 : 7, taken, random))
    flakes += snowflake(x, y, 24 + random() * 8, random(), line, !quiet)
  let snow = ''
  if (!quiet) for (const { x, y } of freeSpots(skyArea, 10, 10, taken, random)) snow += circle(x, y, 4.5)
  const sky = outlined(range, line) + outlined(caps, line) + flakes + outlined(snow, line)
  // Snowy pines on the hill: at the sides (partly behind the subject is fine), smaller ones where there is room.
  let trees = ''
  let treeSnow = ''
  const boxes: Box[] = []
  for (const [fx, size, behind] of [
    [0.1, 0.4, 0.5],
    [0.9, 0.4, 0.5],
    [0.27, 0.26, 0],
    [0.73, 0.26, 0],
  ]) {
    if (quiet && size < 0.4) continue
    const x = area.minX + w * fx
    const baseY = horizon + below * (size < 0.4 ? 0.1 : 0.34)
    const h = (baseY - area.minY) * size
    const b = { minX: x - h * 0.34, minY: baseY - h, maxX: x + h * 0.34, maxY: baseY }
    if (coveredShare(b, behind ? ctx.avoid : taken) > behind) continue
    taken.push(b)
    boxes.push(b)
    const pine = snowyPine(x, baseY, h)
    // Each tree whole before the next, so a nearer tree covers a farther one.
    trees += outlined(pine.trees, line) + outlined(pine.snow, line)
  }
  // Small pines in the near snow where the subject leaves room.
  if (!quiet) {
    const near = {
      minX: area.minX + 10,
      minY: horizon + below * 0.55,
      maxX: area.maxX - 10,
      maxY: area.maxY - 10,
    }
    for (const { x, y } of freeSpots(near, 40, 3, taken, random)) {
      const pine = snowyPine(x, y + 36, 80)
      boxes.push(around(x, y, 40))
      trees += outlined(pine.trees, line) + outlined(pine.snow, line)
    }
  }
  treeSnow += trees
  return { sky, ground: treeSnow, plants: boxes, pebbles: false }
}

/**
 * A saguaro: trunk and two arms as one tube, a rib down the trunk. The longer arm reaches to the side with more
 * room, and neither reaches past the frame (an arm cut by it would leave a stub).
 */
function saguaro(x: number, baseY: number, h: number, line: number, area: Box): string {
  const t = h * 0.14
  const roomLeft = x - area.minX - t
  const roomRight = area.maxX - x - t
  const side = roomRight >= roomLeft ? 1 : -1
  const long = side * Math.min(h * 0.24, side > 0 ? roomRight : roomLeft)
  const short = -side * Math.min(h * 0.2, side > 0 ? roomLeft : roomRight)
  let d =
    `M${f(x)} ${f(baseY)}L${f(x)} ${f(baseY - h + t / 2)}` +
    `M${f(x)} ${f(baseY - h * 0.42)}L${f(x + long)} ${f(baseY - h * 0.42)}L${f(x + long)} ${f(baseY - h * 0.7)}`
  if (Math.abs(short) > t * 1.2)
    d += `M${f(x)} ${f(baseY - h * 0.55)}L${f(x + short)} ${f(baseY - h * 0.55)}L${f(x + short)} ${f(baseY - h * 0.8)}`
  const rib = `M${f(x)} ${f(baseY - h * 0.05)}L${f(x)} ${f(baseY - h * 0.9)}`
  return tube(d, t, line) + stroked(rib, line * 0.8)
}

export function desert(ctx: SceneArea): ComposedScene {
  const { area, horizon, random, line } = ctx
  const quiet = ctx.quiet ?? false
  const w = area.maxX - area.minX
  const below = area.maxY - horizon
  const skyH = horizon - area.minY
  const taken: Box[] = [...ctx.avoid]
  const sun = risingSun(area, horizon, taken, quiet ? 8 : 16, ctx.ownLight)
  // A flat-topped mesa on the horizon, banded by its strata; behind the subject is fine.
  let mesa = ''
  let strata = ''
  const mesaBox = (fx: number) => ({
    minX: area.minX + w * (fx - 0.2),
    minY: horizon - skyH * 0.3,
    maxX: area.minX + w * (fx + 0.2),
    maxY: horizon,
  })
  const mesaSide = [0.8, 0.2].sort(
    (a, b) => coveredShare(mesaBox(a), ctx.avoid) - coveredShare(mesaBox(b), ctx.avoid),
  )
  for (const fx of mesaSide.slice(0, 1)) {
    const cx = area.minX + w * fx
    const top = horizon - skyH * 0.3
    const base = horizon + 16
    const tw = w * 0.12
    const bw = w * 0.2
    const ledge = top + (base - top) * 0.45
    const lw = w * 0.15
    const b = mesaBox(fx)
    if (coveredShare(b, ctx.avoid) > 0.8) continue
    taken.push(b)
    mesa +=
      `M${f(cx - bw)} ${f(base)}L${f(cx - lw - 6)} ${f(ledge)}L${f(cx - lw + 6)} ${f(ledge)}L${f(cx - tw)} ${f(top)}` +
      `L${f(cx + tw)} ${f(top)}L${f(cx + lw - 6)} ${f(ledge)}L${f(cx + lw + 6)} ${f(ledge)}L${f(cx + bw)} ${f(base)}Z`
    // Strata across the mesa from side to side, where its sides are.
    const y1 = top + (ledge - top) * 0.5
    const x1 = tw + (lw - 6 - tw) * 0.5
    strata += `M${f(cx - x1)} ${f(y1)}L${f(cx + x1)} ${f(y1)}`
    if (!quiet) {
      const y2 = ledge + (base - ledge) * 0.4
      const x2 = lw + 6 + (bw - lw - 6) * 0.4
      strata += `M${f(cx - x2)} ${f(y2)}L${f(cx + x2)} ${f(y2)}`
    }
    break
  }
  const sky =
    outlined(sun, line) +
    outlined(mesa, line) +
    stroked(strata + flock(area, horizon - skyH * 0.4, taken, random, quiet ? 2 : 3), line)
  // Ripples across the dunes, from frame to frame.
  const ripples = quiet
    ? ''
    : acrossAt(area, horizon + below * 0.19, 3, 90, 1) + acrossAt(area, horizon + below * 0.66, 3, 110)
  // Saguaros at the sides (partly behind the subject is fine), smaller ones further back where there is room.
  let cacti = ''
  const boxes: Box[] = []
  const cactus = (fx: number, size: number, depth: number, behind: number) => {
    const x = area.minX + w * fx
    const baseY = horizon + below * depth
    const h = (baseY - area.minY) * size
    const b = { minX: x - h * 0.3, minY: baseY - h - 6, maxX: x + h * 0.3, maxY: baseY + 6 }
    // The side ones may stand in front of the sun or the mesa; the others need a free spot.
    if (coveredShare(b, behind ? ctx.avoid : taken) > behind) return false
    taken.push(b)
    boxes.push(b)
    cacti += saguaro(x, baseY, h, line, area)
    return true
  }
  for (const side of [
    [0.12, 0.07],
    [0.88, 0.93],
  ])
    side.some((fx) => cactus(fx, 0.34, 0.56, 0.35))
  if (!quiet) {
    cactus(0.3, 0.2, 0.24, 0)
    cactus(0.7, 0.18, 0.24, 0)
    cactus(0.2, 0.12, 0.9, 0) || cactus(0.8, 0.12, 0.9, 0)
  }
  // Rounded rocks on the near dune.
  let rocks = ''
  const near = {
    minX: area.minX + 10,
    minY: horizon + below * 0.45,
    maxX: area.maxX - 10,
    maxY: area.maxY - 10,
  }
  for (const { x, y } of freeSpots(near, 22, quiet ? 0 : 3, taken, random)) {
    const r = 16 + random() * 6
    rocks += `M${f(x - r)} ${f(y + 8)}Q${f(x - r)} ${f(y - r * 0.9)} ${f(x)} ${f(y - r * 0.8)}Q${f(x + r * 1.1)} ${f(y - r * 0.7)} ${f(x + r)} ${f(y + 8)}Z`
    boxes.push(around(x, y, 22))
  }
  return {
    sky,
    ground: stroked(ripples, line) + cacti + (rocks ? outlined(rocks, line) : ''),
    plants: boxes,
    pebbles: false,
  }
}

/** A lighthouse on an island at (x, horizon): a tapered tower in bands, a gallery, a lamp room, a cap. */
function lighthouse(x: number, horizon: number, quiet: boolean): string {
  const island = `M${f(x - 74)} ${f(horizon + 8)}Q${f(x)} ${f(horizon - 46)} ${f(x + 74)} ${f(horizon + 8)}Z`
  const foot = horizon - 16
  const top = foot - 112
  const at = (t: number) => 13 - 5 * t
  const band = (t0: number, t1: number) => {
    const y0 = foot - (foot - top) * t0
    const y1 = foot - (foot - top) * t1
    return `M${f(x - at(t0))} ${f(y0)}L${f(x - at(t1))} ${f(y1)}L${f(x + at(t1))} ${f(y1)}L${f(x + at(t0))} ${f(y0)}Z`
  }
  const tower = quiet ? band(0, 1) : band(0, 0.34) + band(0.34, 0.67) + band(0.67, 1)
  const gallery = rect(x - 13, top - 7, 26, 7)
  const lamp = rect(x - 8, top - 25, 16, 18)
  const cap = `M${f(x - 12)} ${f(top - 25)}L${f(x)} ${f(top - 40)}L${f(x + 12)} ${f(top - 25)}Z`
  return island + tower + gallery + lamp + cap
}

export function openSea(ctx: SceneArea): ComposedScene {
  const { area, horizon, random, line } = ctx
  const quiet = ctx.quiet ?? false
  const w = area.maxX - area.minX
  const taken: Box[] = [...ctx.avoid]
  // A lighthouse on an island at the side the subject leaves most open; the waves hide the island's foot.
  let light = ''
  const islandBox = (fx: number) => ({
    minX: area.minX + w * fx - 74,
    minY: horizon - 170,
    maxX: area.minX + w * fx + 74,
    maxY: horizon,
  })
  const side = [0.16, 0.84].sort(
    (a, b) => coveredShare(islandBox(a), taken) - coveredShare(islandBox(b), taken),
  )[0]
  if (coveredShare(islandBox(side), taken) < 0.55) {
    light = lighthouse(area.minX + w * side, horizon, quiet)
    taken.push(islandBox(side))
  }
  const sun = risingSun(area, horizon, taken, quiet ? 8 : 16, ctx.ownLight)
  // A far sail on the horizon where the sky is free.
  let boat = ''
  for (const fx of [0.5, 0.3, 0.7]) {
    const x = area.minX + w * fx
    const b = { minX: x - 26, minY: horizon - 54, maxX: x + 30, maxY: horizon + 4 }
    if (taken.some((t) => t.minX < b.maxX && t.maxX > b.minX && t.minY < b.maxY && t.maxY > b.minY)) continue
    taken.push(b)
    boat =
      `M${f(x - 24)} ${f(horizon - 6)}L${f(x + 28)} ${f(horizon - 6)}L${f(x + 20)} ${f(horizon + 6)}L${f(x - 18)} ${f(horizon + 6)}Z` +
      `M${f(x + 2)} ${f(horizon - 52)}L${f(x + 2)} ${f(horizon - 10)}L${f(x + 26)} ${f(horizon - 10)}Z`
    break
  }
  const sky =
    outlined(sun + clouds(area, horizon - 120, taken, random, quiet ? 1 : 5) + boat, line) +
    (light ? outlined(light, line) : '') +
    stroked(flock(area, horizon - 70, taken, random, quiet ? 2 : 4), line)
  // The sea is the ground's rows of waves (groundShapes 'waves'); a gentler swell runs between each two rows,
  // from frame to frame. No pebbles on water.
  const below = area.maxY - horizon
  let swell = ''
  if (!quiet)
    for (let i = 0; i < 4; i++)
      swell += acrossAt(area, horizon + (below * (i + 0.5)) / 4, 2 + i, 60 + 25 * i, i + 1)
  return { sky, ground: stroked(swell, line), plants: [], pebbles: false }
}
