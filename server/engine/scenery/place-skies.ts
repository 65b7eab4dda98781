import type { Box } from '../common'
import { outlined } from './backdrop'
import type { DecorationContext } from './decoration-context'
import { around, coveredShare, f, freeSpots, overlaps } from './scene-pieces'
import { circle, cloud, star } from './shapes'

// Skies and woods a prompt names over any place (plan/named-places.ts): a storm with lightning, falling snow,
// snow-laden pines. Drawn behind the subjects, each piece a closed region at least 3 mm across.

/** A lightning bolt from (x, y) down `h`: a zigzag with breadth, one closed region. */
function bolt(x: number, y: number, h: number): string {
  const s = h / 3
  return `M${f(x)} ${f(y)}L${f(x - s * 0.45)} ${f(y + s * 1.3)}L${f(x - s * 0.05)} ${f(y + s * 1.2)}L${f(x - s * 0.5)} ${f(y + h)}L${f(x + s * 0.45)} ${f(y + s * 1.45)}L${f(x + s * 0.02)} ${f(y + s * 1.55)}L${f(x + s * 0.4)} ${f(y)}Z`
}

/** Storm clouds in a row across the top of the sky, lightning bolts forking down from them. */
function storm(ctx: DecorationContext): string {
  const { scene, horizon } = ctx
  const line = ctx.lines.backdropLine
  const w = scene.maxX - scene.minX
  const r = ctx.lines.patterns ? 30 : 40
  let clouds = ''
  let bolts = ''
  const count = Math.max(3, Math.round(w / (r * 3.4)))
  const y = scene.minY + r * 1.1
  for (let i = 0; i < count; i++) clouds += cloud(scene.minX + w * ((i + 0.5) / count), y + (i % 2) * 16, r)
  // Bolts under the clouds where they clear the subjects, the sides first: at most three.
  const h = Math.min(150, (horizon - y) * 0.55)
  let placed = 0
  for (const fx of [0.08, 0.92, 0.3, 0.7, 0.5]) {
    const x = scene.minX + w * fx
    const box = { minX: x - 30, minY: y + r * 0.6, maxX: x + 30, maxY: y + r + h }
    // A bolt may reach down behind a tall subject (a sail, a castle): the subject hides its tip.
    if (placed === 3 || coveredShare(box, ctx.avoid) > 0.3) continue
    bolts += bolt(x, y + r * 0.7, h)
    placed++
  }
  ctx.avoid.push({ minX: scene.minX, minY: scene.minY, maxX: scene.maxX, maxY: y + r * 1.6 })
  return outlined(bolts, line) + outlined(clouds, line)
}

/** Snow falling over the page: six-pointed flakes across the sky, clear of the subjects. */
function snowfall(ctx: DecorationContext): string {
  const { scene, horizon } = ctx
  const easy = !ctx.lines.patterns
  const r = easy ? 14 : 9
  const area = { minX: scene.minX, minY: scene.minY, maxX: scene.maxX, maxY: horizon - 10 }
  const spots = freeSpots(area, r * 1.6, easy ? 10 : 22, [...ctx.avoid], ctx.random)
  return spots.length
    ? outlined(spots.map((s) => star(s.x, s.y, r, 6, 0.45, ctx.random())).join(''), ctx.lines.backdropLine)
    : ''
}

// An autumn leaf's outline, as (angle from the tip in degrees, share of the leaf's size) round its middle: a
// maple leaf's three toothed lobes and two small ones by the stem, notched between.
const MAPLE: [number, number][] = [
  [0, 1],
  [12, 0.7],
  [20, 0.74],
  [30, 0.46],
  [44, 0.82],
  [56, 0.96],
  [70, 0.74],
  [90, 0.42],
  [108, 0.62],
  [124, 0.7],
  [140, 0.48],
  [160, 0.26],
  [180, 0.16],
  [-160, 0.26],
  [-140, 0.48],
  [-124, 0.7],
  [-108, 0.62],
  [-90, 0.42],
  [-70, 0.74],
  [-56, 0.96],
  [-44, 0.82],
  [-30, 0.46],
  [-20, 0.74],
  [-12, 0.7],
]

/** A point `share` of `r` out from (x, y) at `deg` degrees from the direction `turn`. */
const polar = (x: number, y: number, r: number, turn: number, deg: number, share: number) => {
  const a = turn + (deg * Math.PI) / 180
  return `${f(x + r * share * Math.cos(a))} ${f(y + r * share * Math.sin(a))}`
}

/**
 * An autumn leaf round (x, y), `r` from its middle to its tip, the tip pointing `turn` radians: a maple leaf's
 * outline with its stem (one region), and the veins from the stem to the three big lobes as strokes.
 */
function autumnLeaf(x: number, y: number, r: number, turn: number): { outline: string; veins: string } {
  const edge = MAPLE.map(([deg, share], k) => `${k ? 'L' : 'M'}${polar(x, y, r, turn, deg, share)}`).join('')
  const stem = [
    [174, 0.16],
    [176, 0.62],
    [-176, 0.62],
    [-174, 0.16],
  ]
    .map(([deg, share], k) => `${k ? 'L' : 'M'}${polar(x, y, r, turn, deg, share)}`)
    .join('')
  const from = polar(x, y, r, turn, 180, 0.12)
  const veins = [0, 55, -55].map((deg) => `M${from}L${polar(x, y, r, turn, deg, deg ? 0.66 : 0.78)}`).join('')
  return { outline: `${edge}Z${stem}Z`, veins }
}

/**
 * Autumn: maple leaves falling across the sky, clear of the subjects and the sky's other pieces, each turned its
 * own way (the stems up or aside, as a leaf tumbles).
 */
function fallingLeaves(ctx: DecorationContext): string {
  const { scene, horizon } = ctx
  const easy = !ctx.lines.patterns
  const area = { minX: scene.minX, minY: scene.minY, maxX: scene.maxX, maxY: horizon - 10 }
  // Smaller leaves where a big subject leaves only narrow sky: a season the page names is never left undrawn.
  let r = 0
  let spots: { x: number; y: number }[] = []
  for (const size of easy ? [44, 34, 26] : [28, 22, 16]) {
    const found = freeSpots(area, size * 1.3, easy ? 6 : 11, [...ctx.avoid], ctx.random)
    if (found.length > spots.length) [r, spots] = [size, found]
    if (spots.length >= 3) break
  }
  if (!spots.length) return ''
  const leaves = spots.map((s) => autumnLeaf(s.x, s.y, r, Math.PI * (0.15 + ctx.random() * 0.7)))
  ctx.avoid.push(...spots.map((s) => ({ minX: s.x - r, minY: s.y - r, maxX: s.x + r, maxY: s.y + r })))
  const line = ctx.lines.backdropLine
  const veins = leaves.map((l) => l.veins).join('')
  return `${outlined(leaves.map((l) => l.outline).join(''), line)}<path d="${veins}" fill="none" stroke="#000" stroke-width="${f(line * 0.8)}" stroke-linecap="round"/>`
}

/** Hail over the page: balls of ice falling across the sky, clear of the subjects, each with two streaks above
 * where it fell from; rain is drops, snow is flakes (docs/decisions/0138-more-things-drawn.md). */
function hail(ctx: DecorationContext): string {
  const { scene, horizon } = ctx
  const easy = !ctx.lines.patterns
  const r = easy ? 12 : 8
  const area = { minX: scene.minX, minY: scene.minY, maxX: scene.maxX, maxY: horizon - 10 }
  const spots = freeSpots(area, r * 2.2, easy ? 10 : 22, [...ctx.avoid], ctx.random)
  if (!spots.length) return ''
  const line = ctx.lines.backdropLine
  const balls = spots.map((s) => circle(s.x, s.y, r)).join('')
  const streaks = spots
    .map((s) =>
      [-0.45, 0.35]
        .map((dx) => `M${f(s.x + dx * r)} ${f(s.y - r * 1.4)}l${f(-r * 0.7)} ${f(-r * 2)}`)
        .join(''),
    )
    .join('')
  return `${outlined(balls, line)}<path d="${streaks}" fill="none" stroke="#000" stroke-width="${f(line * 0.8)}" stroke-linecap="round"/>`
}

/** A pine: three tiers of boughs with a cap of snow on each, on a short trunk standing on (x, y). */
function snowyPine(x: number, y: number, h: number): string {
  const w = h * 0.55
  let d = `M${f(x - w * 0.08)} ${f(y)}V${f(y - h * 0.14)}H${f(x + w * 0.08)}V${f(y)}Z`
  // The top tier first: each lower one is drawn over the foot of the one above it, its snow cap still seen.
  for (let k = 2; k >= 0; k--) {
    const base = y - h * 0.12 - k * h * 0.26
    const half = (w / 2) * (1 - k * 0.22)
    const peak = base - h * 0.4
    d += `M${f(x - half)} ${f(base)}L${f(x)} ${f(peak)}L${f(x + half)} ${f(base)}Z`
    // The snow on the tier: a scalloped cap over its top third.
    const cy = peak + (base - peak) * 0.42
    const cw = half * 0.42
    d += `M${f(x - cw)} ${f(cy)}L${f(x)} ${f(peak)}L${f(x + cw)} ${f(cy)}Q${f(x + cw * 0.5)} ${f(cy + 10)} ${f(x)} ${f(cy)}Q${f(x - cw * 0.5)} ${f(cy + 10)} ${f(x - cw)} ${f(cy)}Z`
  }
  return d
}

/** A snowy wood: pines along the horizon at both sides, the tallest at the edges, clear of the subjects' middle. */
function snowyPines(ctx: DecorationContext): string {
  const { scene, horizon } = ctx
  const w = scene.maxX - scene.minX
  const tall = (horizon - scene.minY) * 0.8
  let d = ''
  for (const [fx, k] of [
    [0.08, 1],
    [0.92, 1],
    [0.22, 0.7],
    [0.78, 0.7],
    [0.36, 0.5],
    [0.64, 0.5],
  ]) {
    const x = scene.minX + w * fx
    const h = tall * k
    const box = around(x, horizon - h / 2, h * 0.28)
    // The inner trees only where the subjects leave room; the outer ones may stand behind them.
    if (k < 1 && ctx.avoid.some((a) => overlaps(a, box))) continue
    d += snowyPine(x, horizon + 10, h)
    ctx.avoid.push({ minX: x - h * 0.28, minY: horizon + 10 - h, maxX: x + h * 0.28, maxY: horizon + 10 })
  }
  return outlined(d, ctx.lines.backdropLine)
}

/** The sky over Mars: a ringed planet in a top corner the subjects leave free, stars round it. */
function planetSky(ctx: DecorationContext): string {
  const { scene, horizon } = ctx
  const w = scene.maxX - scene.minX
  const r = ctx.lines.patterns ? 40 : 52
  let planet = ''
  for (const [fx, fy] of [
    [0.8, 0.16],
    [0.2, 0.16],
    [0.8, 0.4],
    [0.2, 0.4],
  ]) {
    const x = scene.minX + w * fx
    const y = scene.minY + (horizon - scene.minY) * fy
    const box = { minX: x - r * 1.7, minY: y - r, maxX: x + r * 1.7, maxY: y + r }
    // Partly behind the subjects where no corner is free: they hide what they cover.
    if (coveredShare(box, ctx.avoid) > (fy < 0.3 ? 0.35 : 0)) continue
    ctx.avoid.push(box)
    // The ring behind the ball, then the ball, then the ring's front half over it.
    const ring = `M${f(x - r * 1.65)} ${f(y)}A${f(r * 1.65)} ${f(r * 0.45)} 0 1 0 ${f(x + r * 1.65)} ${f(y)}A${f(r * 1.65)} ${f(r * 0.45)} 0 1 0 ${f(x - r * 1.65)} ${f(y)}ZM${f(x - r * 1.3)} ${f(y)}A${f(r * 1.3)} ${f(r * 0.28)} 0 1 0 ${f(x + r * 1.3)} ${f(y)}A${f(r * 1.3)} ${f(r * 0.28)} 0 1 0 ${f(x - r * 1.3)} ${f(y)}Z`
    const front = `M${f(x - r * 1.65)} ${f(y)}A${f(r * 1.65)} ${f(r * 0.45)} 0 0 0 ${f(x + r * 1.65)} ${f(y)}L${f(x + r * 1.3)} ${f(y)}A${f(r * 1.3)} ${f(r * 0.28)} 0 0 1 ${f(x - r * 1.3)} ${f(y)}Z`
    planet =
      outlined(ring, ctx.lines.backdropLine, '#fff') +
      outlined(
        `M${f(x + r)} ${f(y)}A${f(r)} ${f(r)} 0 1 0 ${f(x - r)} ${f(y)}A${f(r)} ${f(r)} 0 1 0 ${f(x + r)} ${f(y)}Z`,
        ctx.lines.backdropLine,
      ) +
      outlined(front, ctx.lines.backdropLine)
    break
  }
  const sr = ctx.lines.patterns ? 11 : 18
  const area = { minX: scene.minX, minY: scene.minY, maxX: scene.maxX, maxY: horizon - 20 }
  const spots = freeSpots(area, sr * 1.5, ctx.lines.patterns ? 8 : 4, ctx.avoid, ctx.random)
  return (
    planet +
    outlined(spots.map((p) => star(p.x, p.y, sr, 5, 0.45, ctx.random())).join(''), ctx.lines.backdropLine)
  )
}

/** A shooting star at (x, y): a five-pointed star with its tail streaming up and back to the right. */
function shootingStar(x: number, y: number, r: number, turn: number): string {
  // The tail: a tapering band of three streaks, one closed region each, from the star back along its path.
  const [dx, dy] = [Math.cos(-0.6), Math.sin(-0.6)]
  const [nx, ny] = [-dy, dx]
  let d = ''
  for (const k of [-1, 0, 1]) {
    const len = r * (k === 0 ? 4 : 3.2)
    // Each streak starts behind the star's back points, so the star keeps its own outline.
    const ox = x + dx * r * 0.95 + nx * k * r * 0.62
    const oy = y + dy * r * 0.95 + ny * k * r * 0.62
    const half = r * 0.2
    d += `M${f(ox + nx * half)} ${f(oy + ny * half)}L${f(ox + dx * len)} ${f(oy + dy * len)}L${f(ox - nx * half)} ${f(oy - ny * half)}Z`
  }
  return d + star(x, y, r, 5, 0.45, turn)
}

/** A meteor shower: shooting stars streaking across the night sky, clear of the subjects, a few stars between. */
function meteors(ctx: DecorationContext): string {
  const { scene, horizon } = ctx
  const easy = !ctx.lines.patterns
  const r = easy ? 18 : 12
  // A spot is the star's; its tail, up and back to the right, may pass behind a subject, which hides it.
  const area = { minX: scene.minX, minY: scene.minY + r * 2, maxX: scene.maxX - r * 2, maxY: horizon - r }
  const spots = freeSpots(area, r * 1.6, easy ? 5 : 8, [...ctx.avoid], ctx.random)
  for (const s of spots) ctx.avoid.push(around(s.x, s.y, r * 1.6))
  return spots.length
    ? outlined(spots.map((s) => shootingStar(s.x, s.y, r, ctx.random())).join(''), ctx.lines.backdropLine)
    : ''
}

/** A closed ribbon `t` wide along a polyline: a stream of wind. */
function ribbon(points: [number, number][], t: number): string {
  const side = (sgn: number) =>
    points.map(([x, y], k) => {
      const [ax, ay] = points[Math.max(0, k - 1)]
      const [bx, by] = points[Math.min(points.length - 1, k + 1)]
      const len = Math.hypot(bx - ax, by - ay) || 1
      // Narrowing to the curl's tip, so the spiral's inner end is a point, not a blunt end.
      const w = (t / 2) * sgn * Math.min(1, (points.length - 1 - k) / 6 + 0.25)
      return `${f(x - ((by - ay) / len) * w)} ${f(y + ((bx - ax) / len) * w)}`
    })
  return `M${side(1).join('L')}L${side(-1).reverse().join('L')}Z`
}

/** A stream of wind from (x0, y), `len` long: a gentle wave across that curls up into a spiral at its end. */
function gust(x0: number, y: number, len: number, t: number, cr: number): string {
  const points: [number, number][] = []
  for (let k = 0; k <= 12; k++) points.push([x0 + (len * k) / 12, y + Math.sin((k / 12) * 2 * Math.PI) * 7])
  // The curl: round from the stream's end, up and back over itself, shrinking inwards.
  const [cx, cy] = [x0 + len, y - cr]
  for (let k = 1; k <= 14; k++) {
    const a = Math.PI / 2 - (k / 14) * Math.PI * 1.7
    const r = cr * (1 - 0.5 * (k / 14))
    points.push([cx + r * Math.cos(a), cy + r * Math.sin(a)])
  }
  return ribbon(points, t)
}

/** A leaf blown on the wind at (x, y), tipped `deg` degrees. */
function blownLeaf(x: number, y: number, deg: number): string {
  const r = (deg * Math.PI) / 180
  const at = (u: number, v: number) =>
    `${f(x + u * Math.cos(r) - v * Math.sin(r))} ${f(y + u * Math.sin(r) + v * Math.cos(r))}`
  return `M${at(-18, 0)}Q${at(-2, -14)} ${at(18, 0)}Q${at(-2, 14)} ${at(-18, 0)}Z`
}

/**
 * The wind blowing: curling streams across the sky and a leaf blown along each, where the subjects cover least
 * of them (behind a subject, which hides what it covers); at least one, however full the page.
 */
function wind(ctx: DecorationContext): string {
  const { scene, horizon } = ctx
  const easy = !ctx.lines.patterns
  const w = scene.maxX - scene.minX
  const t = easy ? 10 : 7
  const len = w * 0.36
  const spots: { x: number; y: number; box: Box; cover: number }[] = []
  for (const fy of [0.3, 0.16, 0.46, 0.62, 0.78])
    for (const fx of [0.05, 0.55, 0.3]) {
      const x = scene.minX + w * fx
      const y = scene.minY + (horizon - scene.minY) * fy
      const box = { minX: x, minY: y - 50, maxX: x + len + 30, maxY: y + 46 }
      spots.push({ x, y, box, cover: coveredShare(box, ctx.avoid) })
    }
  spots.sort((a, b) => a.cover - b.cover)
  let d = ''
  const taken: Box[] = []
  for (const s of spots) {
    if (taken.length === (easy ? 3 : 4)) break
    if ((taken.length && s.cover > 0.35) || taken.some((b) => overlaps(b, s.box))) continue
    d += gust(s.x, s.y, len, t, easy ? 24 : 18)
    d += blownLeaf(s.x + len * 0.4, s.y + 30, -25 + ctx.random() * 50)
    taken.push(s.box)
  }
  ctx.avoid.push(...taken)
  return d ? outlined(d, ctx.lines.backdropLine) : ''
}

/** A bank of fog from x0 to x1 at y: a long band `h` deep with a billowing top and rounded ends, one region. */
function fogBank(x0: number, x1: number, y: number, h: number): string {
  const bumps = Math.max(2, Math.round((x1 - x0) / (h * 2.2)))
  const step = (x1 - x0 - h) / bumps
  let d = `M${f(x0 + h / 2)} ${f(y + h / 2)}A${f(h / 2)} ${f(h / 2)} 0 0 1 ${f(x0 + h / 2)} ${f(y - h / 2)}`
  for (let k = 0; k < bumps; k++) {
    const a = x0 + h / 2 + k * step
    d += `Q${f(a + step / 2)} ${f(y - h / 2 - h * 0.45)} ${f(a + step)} ${f(y - h / 2)}`
  }
  return `${d}A${f(h / 2)} ${f(h / 2)} 0 0 1 ${f(x1 - h / 2)} ${f(y + h / 2)}Z`
}

/**
 * Fog: long banks of mist lying across the page at and above the horizon, behind the subjects (which stand in
 * it and hide what they cover), staggered so each band is seen whole at one end at least.
 */
function fog(ctx: DecorationContext): string {
  const { scene, horizon } = ctx
  const easy = !ctx.lines.patterns
  const w = scene.maxX - scene.minX
  const h = easy ? 34 : 24
  const rows = easy ? 3 : 5
  let d = ''
  for (let k = 0; k < rows; k++) {
    const y = horizon - h * 0.2 - k * h * 1.6
    if (y - h < scene.minY) break
    const [from, to] = k % 2 ? [0.22, 0.98] : [0.02, 0.78]
    d += fogBank(scene.minX + w * from, scene.minX + w * to, y, h)
  }
  return d ? outlined(d, ctx.lines.backdropLine) : ''
}

/** The sky pieces by name, or null for a name that is not one of them. */
export function placeSky(name: string, ctx: DecorationContext): string | null {
  switch (name) {
    case '*storm':
      return storm(ctx)
    case '*snowfall':
      return snowfall(ctx)
    case '*falling-leaves':
      return fallingLeaves(ctx)
    case '*hail':
      return hail(ctx)
    case '*planet-sky':
      return planetSky(ctx)
    case '*meteors':
      return meteors(ctx)
    case '*wind':
      return wind(ctx)
    case '*fog':
      return fog(ctx)
    case '*snowy-pines':
      return snowyPines(ctx)
    default:
      return null
  }
}
