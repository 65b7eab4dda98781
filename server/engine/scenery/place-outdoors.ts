import { outlined } from './backdrop'
import type { DecorationContext } from './decoration-context'
import { subjectsBox } from './place-grounds'
import { coveredShare, f, leaf, stroked } from './scene-pieces'
import { circle, rect } from './shapes'

// Outdoor places a prompt names (plan/more-places.ts): a graveyard, an airport, a construction site with its
// crane, a burrow, a trail, a mountain trail, jungle vines, a bird bath, the northern lights. Drawn before the
// subjects, which hide what they cover; every piece is closed regions at least 3 mm across, and each pushes
// its box into `avoid` so the sun, clouds and flowers placed after it keep off it.

/** A tombstone: a round-topped slab on a base, a cross cut on the taller ones. */
function tombstone(x: number, base: number, w: number, h: number, cross: boolean): string {
  let d = `M${f(x - w / 2)} ${f(base)}V${f(base - h + w / 2)}A${f(w / 2)} ${f(w / 2)} 0 0 1 ${f(x + w / 2)} ${f(base - h + w / 2)}V${f(base)}Z`
  d += rect(x - w / 2 - 8, base, w + 16, 12)
  if (cross)
    d += rect(x - 5, base - h + w * 0.35, 10, h * 0.42) + rect(x - w * 0.22, base - h + w * 0.5, w * 0.44, 10)
  return d
}

/** A graveyard: an iron fence along the horizon, tombstones either side of the subjects. */
function graveyard(ctx: DecorationContext): string {
  const { scene, horizon, groundY } = ctx
  const line = ctx.lines.backdropLine
  const w = scene.maxX - scene.minX
  const s = subjectsBox(ctx)
  let fence = rect(scene.minX - 4, horizon - 60, w + 8, 10) + rect(scene.minX - 4, horizon - 22, w + 8, 10)
  for (let x = scene.minX + 20; x < scene.maxX - 10; x += 44)
    fence += `M${f(x - 5)} ${f(horizon + 6)}V${f(horizon - 80)}L${f(x)} ${f(horizon - 94)}L${f(x + 5)} ${f(horizon - 80)}V${f(horizon + 6)}Z`
  let stones = ''
  const spots: [number, number, number][] = [
    [0.1, 0.55, 1],
    [0.9, 0.6, 1],
    [0.24, 0.25, 0.75],
    [0.76, 0.2, 0.75],
    [0.06, 0.95, 1.1],
    [0.94, 0.98, 1.1],
  ]
  for (const [fx, fy, k] of spots) {
    const x = scene.minX + w * fx
    const base = horizon + (groundY - horizon) * fy + 20
    const sw = 70 * k
    const sh = 100 * k
    const box = { minX: x - sw / 2 - 8, minY: base - sh, maxX: x + sw / 2 + 8, maxY: base + 12 }
    if (coveredShare(box, [s]) > 0.2) continue
    stones += tombstone(x, base, sw, sh, fx < 0.5)
    ctx.avoid.push(box)
  }
  ctx.avoid.push({ minX: scene.minX, minY: horizon - 94, maxX: scene.maxX, maxY: horizon + 6 })
  return outlined(fence, line) + outlined(stones, line)
}

/** An airport: a control tower and a low terminal on the horizon, a runway with its centre dashes below. */
function airport(ctx: DecorationContext): string {
  const { scene, horizon, groundY } = ctx
  const line = ctx.lines.backdropLine
  const w = scene.maxX - scene.minX
  const s = subjectsBox(ctx)
  const towerLeft = (s.minX + s.maxX) / 2 > scene.minX + w / 2
  const tx = scene.minX + w * (towerLeft ? 0.12 : 0.88)
  const top = horizon - 260
  // The tower: a shaft, the glass cab wider on top with its windows, a roof and an antenna.
  let tower = rect(tx - 22, top + 70, 44, horizon - top - 70 + 4)
  tower += `M${f(tx - 60)} ${f(top + 20)}H${f(tx + 60)}L${f(tx + 44)} ${f(top + 70)}H${f(tx - 44)}Z`
  tower += rect(tx - 66, top + 6, 132, 14) + rect(tx - 3, top - 30, 6, 36)
  let panes = ''
  for (let k = -1; k <= 1; k++) panes += `M${f(tx + k * 28)} ${f(top + 24)}V${f(top + 66)}`
  // The terminal: a long low building with a row of windows, on the other side.
  const bx = towerLeft ? tx + 90 : scene.minX + w * 0.05
  const bw = w * 0.5
  let terminal = rect(bx, horizon - 80, bw, 84) + rect(bx - 8, horizon - 94, bw + 16, 14)
  for (let x = bx + 16; x < bx + bw - 40; x += 52) terminal += rect(x, horizon - 66, 36, 34)
  // The runway: a band across the ground in perspective, dashes down its middle.
  const y0 = groundY + 10
  const y1 = Math.min(scene.maxY - 6, y0 + (scene.maxY - y0) * 0.8)
  const runway = `M${f(scene.minX - 4)} ${f(y0)}H${f(scene.maxX + 4)}V${f(y1)}H${f(scene.minX - 4)}Z`
  let dashes = ''
  const my = (y0 + y1) / 2
  for (let x = scene.minX + 20; x < scene.maxX - 40; x += 90) dashes += rect(x, my - 6, 50, 12)
  ctx.avoid.push({ minX: tx - 66, minY: top - 30, maxX: tx + 66, maxY: horizon })
  ctx.avoid.push({ minX: bx - 8, minY: horizon - 94, maxX: bx + bw + 8, maxY: horizon })
  ctx.avoid.push({ minX: scene.minX, minY: y0, maxX: scene.maxX, maxY: y1 })
  return (
    outlined(runway, line) + outlined(dashes, line) + outlined(terminal + tower, line) + stroked(panes, line)
  )
}

/** A tower crane: a lattice mast, the jib across the top with its counterweight, a cable and hook. */
function crane(x: number, base: number, h: number, jib: number, side: number): string {
  const top = base - h
  const mw = 34
  let d = rect(x - mw / 2, top, mw, h)
  // The lattice: zigzag braces inside the mast, each triangle a region.
  let braces = ''
  for (let y = top + 10; y < base - 30; y += 40)
    braces += `M${f(x - mw / 2)} ${f(y)}L${f(x + mw / 2)} ${f(y + 40)}M${f(x - mw / 2)} ${f(y + 40)}H${f(x + mw / 2)}`
  const jx0 = x - side * jib * 0.3
  const jx1 = x + side * jib
  d += `M${f(Math.min(jx0, jx1))} ${f(top - 22)}H${f(Math.max(jx0, jx1))}V${f(top)}H${f(Math.min(jx0, jx1))}Z`
  d += rect(x - 20, top - 70, 40, 48) + rect(x - 30, top + 8, 60, 40)
  // The counterweight at the short end, the hook's cable from the long end.
  const cx = jx0 + side * 10
  d += rect(Math.min(cx, cx - side * 46), top, 46, 44)
  const hx = x + side * jib * 0.85
  const cable = `M${f(hx)} ${f(top)}V${f(top + h * 0.45)}`
  d += `M${f(hx - 14)} ${f(top + h * 0.45)}H${f(hx + 14)}V${f(top + h * 0.45 + 18)}Q${f(hx + 14)} ${f(top + h * 0.45 + 44)} ${f(hx - 8)} ${f(top + h * 0.45 + 40)}L${f(hx - 4)} ${f(top + h * 0.45 + 30)}Q${f(hx + 4)} ${f(top + h * 0.45 + 30)} ${f(hx + 4)} ${f(top + h * 0.45 + 18)}H${f(hx - 14)}Z`
  return `${d}|${braces}${cable}`
}

/** A construction site: a tower crane over a building going up (a steel frame), cones and a sand heap. */
function constructionSite(ctx: DecorationContext): string {
  const { scene, horizon, groundY } = ctx
  const line = ctx.lines.backdropLine
  const w = scene.maxX - scene.minX
  const s = subjectsBox(ctx)
  const craneLeft = (s.minX + s.maxX) / 2 > scene.minX + w / 2
  const side = craneLeft ? 1 : -1
  const x = scene.minX + w * (craneLeft ? 0.1 : 0.9)
  const h = (horizon - scene.minY) * 0.85
  const [outline, lines] = crane(x, horizon + 4, h, w * 0.5, side).split('|')
  // The frame: columns and floors of a building going up, each bay a region.
  const fx = craneLeft ? scene.maxX - w * 0.3 : scene.minX + w * 0.04
  const fw = w * 0.26
  const ft = horizon - 220
  let frame = ''
  for (let y = ft; y < horizon; y += 55) frame += rect(fx, y, fw, 10)
  for (let k = 0; k <= 3; k++) frame += rect(fx + (k * (fw - 10)) / 3, ft, 10, horizon - ft + 4)
  // Cones: a striped cone either side at the front.
  let cones = ''
  for (const cfx of [0.06, 0.94]) {
    const cx = scene.minX + w * cfx
    const base = groundY + (scene.maxY - groundY) * 0.5
    cones += `M${f(cx - 24)} ${f(base)}L${f(cx - 6)} ${f(base - 66)}H${f(cx + 6)}L${f(cx + 24)} ${f(base)}Z`
    cones += rect(cx - 32, base, 64, 10) + rect(cx - 16, base - 40, 32, 14)
  }
  ctx.avoid.push({ minX: x - 70, minY: horizon - h - 70, maxX: x + 70, maxY: horizon })
  ctx.avoid.push({
    minX: Math.min(x, x + side * w * 0.5),
    minY: horizon - h - 22,
    maxX: Math.max(x, x + side * w * 0.5),
    maxY: horizon - h + 50,
  })
  ctx.avoid.push({ minX: fx, minY: ft, maxX: fx + fw, maxY: horizon })
  return outlined(frame, line) + outlined(outline, line) + stroked(lines, line) + outlined(cones, line)
}

/** A burrow: a mound of earth behind the subjects with a dark round hole, a few stones and grass on top. */
function burrow(ctx: DecorationContext): string {
  const { scene, groundY } = ctx
  const line = ctx.lines.backdropLine
  const s = subjectsBox(ctx)
  const cx = (s.minX + s.maxX) / 2
  const mw = Math.min(scene.maxX - scene.minX, (s.maxX - s.minX) * 1.7)
  const mh = Math.max(120, (groundY - s.minY) * 0.75)
  const foot = groundY + 10
  const mound = `M${f(cx - mw / 2)} ${f(foot)}C${f(cx - mw / 2)} ${f(foot - mh)} ${f(cx + mw / 2)} ${f(foot - mh)} ${f(cx + mw / 2)} ${f(foot)}Z`
  const hw = (s.maxX - s.minX) * 0.9
  const hh = mh * 0.6
  const hole = `M${f(cx - hw / 2)} ${f(foot)}C${f(cx - hw / 2)} ${f(foot - hh * 1.3)} ${f(cx + hw / 2)} ${f(foot - hh * 1.3)} ${f(cx + hw / 2)} ${f(foot)}Z`
  let stones = ''
  for (const k of [-0.42, 0.4]) stones += circle(cx + mw * k, foot - 14, 13)
  ctx.avoid.push({ minX: cx - mw / 2, minY: foot - mh * 0.8, maxX: cx + mw / 2, maxY: foot })
  return outlined(mound, line) + outlined(hole, line, '#fff') + outlined(stones, line)
}

/** A trail: a path winding from the horizon to the front edge, wider as it comes near, pebbles beside it. */
function trail(ctx: DecorationContext, mountains: boolean): string {
  const { scene, horizon } = ctx
  const line = ctx.lines.backdropLine
  const w = scene.maxX - scene.minX
  const s = subjectsBox(ctx)
  const cx = (s.minX + s.maxX) / 2
  let peaks = ''
  if (mountains) {
    // Mountains along the horizon behind: three peaks, snow caps on the tallest.
    for (const [fx, k] of [
      [0.18, 0.75],
      [0.5, 1],
      [0.82, 0.8],
    ]) {
      const x = scene.minX + w * fx
      const ph = (horizon - scene.minY) * 0.55 * k
      const half = w * 0.26
      peaks += `M${f(x - half)} ${f(horizon + 4)}L${f(x)} ${f(horizon - ph)}L${f(x + half)} ${f(horizon + 4)}Z`
      if (k === 1)
        peaks += `M${f(x - half * 0.28)} ${f(horizon - ph * 0.72)}L${f(x)} ${f(horizon - ph)}L${f(x + half * 0.28)} ${f(horizon - ph * 0.72)}L${f(x + half * 0.1)} ${f(horizon - ph * 0.64)}L${f(x - half * 0.1)} ${f(horizon - ph * 0.72)}Z`
    }
    ctx.avoid.push({
      minX: scene.minX,
      minY: horizon - (horizon - scene.minY) * 0.55,
      maxX: scene.maxX,
      maxY: horizon,
    })
  }
  // The path: from a narrow start on the horizon, curving under the subjects to a wide end at the bottom.
  const top = horizon + 2
  const bottom = scene.maxY + 4
  const x0 = scene.minX + w * 0.62
  const mid = (top + bottom) / 2
  const edge = (dx0: number, dx1: number) =>
    `${f(x0 + dx0)} ${f(top)}C${f(x0 + dx0 - w * 0.5)} ${f(mid - 40)} ${f(cx + dx1 + w * 0.3)} ${f(mid + 40)} ${f(cx + dx1)} ${f(bottom)}`
  const path = `M${edge(-10, -w * 0.2)}L${f(cx + w * 0.2)} ${f(bottom)}C${f(cx + w * 0.5)} ${f(mid + 40)} ${f(x0 + 10 - w * 0.5)} ${f(mid - 40)} ${f(x0 + 10)} ${f(top)}Z`
  let pebbles = ''
  for (const [fx, fy] of [
    [0.08, 0.4],
    [0.92, 0.55],
    [0.14, 0.85],
  ])
    pebbles += circle(scene.minX + w * fx, top + (bottom - top) * fy, 12)
  return outlined(peaks, line) + outlined(path, line) + outlined(pebbles, line)
}

/** Jungle vines: hanging from the top of the page at the sides and over the subject, leaves along each. */
function vines(ctx: DecorationContext): string {
  const { scene, horizon } = ctx
  const line = ctx.lines.backdropLine
  const w = scene.maxX - scene.minX
  const s = subjectsBox(ctx)
  let ropes = ''
  let leaves = ''
  const xs = [scene.minX + w * 0.07, scene.maxX - w * 0.07, (s.minX + s.maxX) / 2]
  for (const [k, x] of xs.entries()) {
    // The one over the subject reaches down to its top, as if held; the side ones hang to mid-sky.
    const end = k === 2 ? s.minY + 10 : scene.minY + (horizon - scene.minY) * 0.75
    if (end < scene.minY + 60) continue
    ropes += `M${f(x - 5)} ${f(scene.minY - 4)}Q${f(x + 30)} ${f((scene.minY + end) / 2)} ${f(x - 5)} ${f(end)}H${f(x + 5)}Q${f(x + 40)} ${f((scene.minY + end) / 2)} ${f(x + 5)} ${f(scene.minY - 4)}Z`
    for (let y = scene.minY + 50, i = 0; y < end - 30; y += 70, i++) {
      const t = (y - scene.minY) / (end - scene.minY)
      const vx = x + 30 * 2 * t * (1 - t) + 5
      leaves += leaf(vx, y, 44, i % 2 ? -0.5 : Math.PI + 0.5)
    }
    if (k < 2) ctx.avoid.push({ minX: x - 50, minY: scene.minY, maxX: x + 60, maxY: end })
  }
  return outlined(ropes, line) + outlined(leaves, line)
}

/** A bird bath: a bowl on a pedestal at the side the subjects leave free, water lines in the bowl. */
function birdbath(ctx: DecorationContext): string {
  const { scene, groundY } = ctx
  const line = ctx.lines.backdropLine
  const w = scene.maxX - scene.minX
  const s = subjectsBox(ctx)
  const left = (s.minX + s.maxX) / 2 > scene.minX + w / 2
  const x = scene.minX + w * (left ? 0.2 : 0.8)
  const base = groundY + 20
  const top = base - 200
  let d =
    rect(x - 60, base - 16, 120, 16) +
    `M${f(x - 22)} ${f(base - 16)}L${f(x - 14)} ${f(top + 40)}H${f(x + 14)}L${f(x + 22)} ${f(base - 16)}Z`
  d += `M${f(x - 110)} ${f(top)}H${f(x + 110)}Q${f(x + 100)} ${f(top + 46)} ${f(x)} ${f(top + 46)}Q${f(x - 100)} ${f(top + 46)} ${f(x - 110)} ${f(top)}Z`
  d += rect(x - 116, top - 12, 232, 12)
  ctx.avoid.push({ minX: x - 116, minY: top - 12, maxX: x + 116, maxY: base })
  return outlined(d, line)
}

/** The northern lights: two wavy curtains of light across the night sky, rays hanging from each. */
function aurora(ctx: DecorationContext): string {
  const { scene, horizon } = ctx
  const line = ctx.lines.backdropLine
  const w = scene.maxX - scene.minX
  const skyH = horizon - scene.minY
  const amp = skyH * 0.07
  const band = skyH * 0.1
  // A wave along y from one side to the other: quarter-width segments bending up and down in turn.
  const wave = (y: number, flip: number, backwards: boolean) => {
    const xs = [0, 1, 2, 3, 4].map((i) => scene.minX - 4 + ((w + 8) * i) / 4)
    if (backwards) xs.reverse()
    let p = `${f(xs[0])} ${f(y)}`
    for (let i = 1; i < xs.length; i++) {
      const bend = (i % 2 ? amp : -amp) * flip * (backwards ? -1 : 1)
      p += `Q${f((xs[i - 1] + xs[i]) / 2)} ${f(y + bend * 2)} ${f(xs[i])} ${f(y)}`
    }
    return p
  }
  let bands = ''
  let rays = ''
  for (const [k, fy] of [0.1, 0.32].entries()) {
    const y = scene.minY + skyH * fy
    const flip = k ? -1 : 1
    bands += `M${wave(y, flip, false)}L${wave(y + band, flip, true)}Z`
    for (let x = scene.minX + w * 0.06; x < scene.maxX - 20; x += w / 8)
      rays += `M${f(x)} ${f(y + band + amp + 8)}V${f(y + band * 2.4)}`
    ctx.avoid.push({ minX: scene.minX, minY: y - amp, maxX: scene.maxX, maxY: y + band * 2.4 })
  }
  return outlined(bands, line) + stroked(rays, line)
}

/** A heap of shoveled snow on the ground beside the subjects, lumpy on top, where the shovel's blade goes. */
function snowHeap(ctx: DecorationContext): string {
  const { scene, groundY } = ctx
  const line = ctx.lines.backdropLine
  const s = subjectsBox(ctx)
  const room = scene.maxX - s.maxX
  const right = room >= s.minX - scene.minX
  const hw = Math.max(150, Math.min(260, (right ? room : s.minX - scene.minX) + 60))
  const x0 = right ? Math.min(scene.maxX - hw, s.maxX - 60) : Math.max(scene.minX, s.minX + 60 - hw)
  const base = groundY + 14
  const h = 150
  const heap = `M${f(x0)} ${f(base)}C${f(x0 + hw * 0.05)} ${f(base - h * 0.7)} ${f(x0 + hw * 0.2)} ${f(base - h)} ${f(x0 + hw * 0.35)} ${f(base - h * 0.85)}C${f(x0 + hw * 0.45)} ${f(base - h * 1.15)} ${f(x0 + hw * 0.7)} ${f(base - h * 1.05)} ${f(x0 + hw * 0.72)} ${f(base - h * 0.75)}C${f(x0 + hw * 0.85)} ${f(base - h * 0.8)} ${f(x0 + hw)} ${f(base - h * 0.4)} ${f(x0 + hw)} ${f(base)}Z`
  // Lumps on its face: short arcs, open lines inside the one region.
  const lumps = `M${f(x0 + hw * 0.3)} ${f(base - h * 0.45)}q${f(hw * 0.08)} -14 ${f(hw * 0.16)} 0M${f(x0 + hw * 0.6)} ${f(base - h * 0.25)}q${f(hw * 0.08)} -14 ${f(hw * 0.16)} 0`
  // A smaller drift against the heap's far foot, so the pile is two mounds of snow.
  const dx = right ? x0 + hw * 0.55 : x0
  const drift = `M${f(dx)} ${f(base + 10)}Q${f(dx + hw * 0.22)} ${f(base - h * 0.45)} ${f(dx + hw * 0.45)} ${f(base + 10)}Z`
  ctx.avoid.push({ minX: x0, minY: base - h * 1.15, maxX: x0 + hw, maxY: base + 10 })
  return outlined(heap, line) + stroked(lumps, line) + outlined(drift, line)
}

/** The outdoor pieces by name, or null for a name that is not one of them. */
export function placeOutdoor(name: string, ctx: DecorationContext): string | null {
  switch (name) {
    case '*graveyard':
      return graveyard(ctx)
    case '*airport':
      return airport(ctx)
    case '*construction-site':
      return constructionSite(ctx)
    case '*burrow':
      return burrow(ctx)
    case '*trail':
      return trail(ctx, false)
    case '*mountain-trail':
      return trail(ctx, true)
    case '*vines':
      return vines(ctx)
    case '*birdbath':
      return birdbath(ctx)
    case '*aurora':
      return aurora(ctx)
    case '*snow-heap':
      return snowHeap(ctx)
    default:
      return null
  }
}
