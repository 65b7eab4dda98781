import type { Box } from '../common'
import { outlined } from './backdrop'
import {
  around,
  type ComposedScene,
  coveredShare,
  f,
  foliage,
  freeSpots,
  overlaps,
  type SceneArea,
  stroked,
} from './scene-pieces'
import { circle, cloud, ellipse, rect, star } from './shapes'

// Composed scenes for built places on intricate pages: a city skyline, a castle, a party. The ground (a
// pavement and road, hills, a tablecloth) comes from `groundShapes` in backdrop.ts.

const grow = (b: Box, d: number): Box => ({
  minX: b.minX - d,
  minY: b.minY - d,
  maxX: b.maxX + d,
  maxY: b.maxY + d,
})

function clouds(area: Box, bottom: number, taken: Box[], random: () => number, count: number): string {
  let d = ''
  for (const { x, y } of freeSpots({ ...area, minY: area.minY + 10, maxY: bottom }, 48, count, taken, random))
    d += cloud(x, y, 28)
  return d
}

/** A rooftop on a building of width w whose roof is at y: a parapet, a gable, a water tower or a spire. */
function rooftop(kind: number, x: number, y: number, w: number): string {
  switch (kind % 4) {
    case 0:
      return rect(x - 3, y - 9, w + 6, 9)
    case 1:
      return `M${f(x - 2)} ${f(y)}L${f(x + w / 2)} ${f(y - w * 0.4)}L${f(x + w + 2)} ${f(y)}Z`
    case 2: {
      const cx = x + w * 0.65
      return `${rect(cx - 4, y - 14, 8, 14)}M${f(cx - 13)} ${f(y - 14)}L${f(cx - 13)} ${f(y - 38)}Q${f(cx)} ${f(y - 48)} ${f(cx + 13)} ${f(y - 38)}L${f(cx + 13)} ${f(y - 14)}Z`
    }
    default:
      return `${rect(x + w * 0.3, y - 16, w * 0.4, 16)}M${f(x + w * 0.38)} ${f(y - 16)}L${f(x + w / 2)} ${f(y - 56)}L${f(x + w * 0.62)} ${f(y - 16)}Z`
  }
}

export function citySkyline(ctx: SceneArea): ComposedScene {
  const { area, horizon, random, line } = ctx
  const quiet = ctx.quiet ?? false
  const skyH = horizon - area.minY
  const taken: Box[] = [...ctx.avoid]
  const keepClear = ctx.avoid.map((b) => grow(b, 6))
  // A far row of tall plain towers, then a near row of buildings with windows, each standing on the pavement.
  let far = ''
  if (!quiet)
    for (let x = area.minX - 6; x < area.maxX; ) {
      const bw = 34 + random() * 30
      const h = skyH * (0.5 + random() * 0.3)
      far += rect(x, horizon - h, bw, h + 10)
      if (random() < 0.4) far += `M${f(x + bw / 2)} ${f(horizon - h)}L${f(x + bw / 2)} ${f(horizon - h - 24)}`
      x += bw + 10 + random() * 30
    }
  let near = ''
  let roofs = ''
  let windows = ''
  let floors = ''
  let kind = Math.floor(random() * 4)
  for (let x = area.minX - 4; x < area.maxX; ) {
    const bw = 58 + random() * 36
    const h = skyH * (0.26 + random() * 0.26)
    const top = horizon - h
    near += rect(x, top, bw, h + 10)
    roofs += rooftop(kind++, x, top, bw)
    if (quiet) {
      // Storeys rather than windows: a few bands, so the drawing holds the regions.
      for (let y = top + 40; y < horizon - 30; y += 64) floors += `M${f(x)} ${f(y)}L${f(x + bw)} ${f(y)}`
    } else {
      const cols = Math.max(1, Math.floor((bw - 12) / 22))
      const gap = (bw - cols * 11) / (cols + 1)
      for (let y = top + 14; y < horizon - 26; y += 27)
        for (let c = 0; c < cols; c++) {
          const wx = x + gap + c * (11 + gap)
          const win = { minX: wx, minY: y, maxX: wx + 11, maxY: y + 15 }
          if (!keepClear.some((b) => overlaps(b, win))) windows += rect(wx, y, 11, 15)
        }
    }
    x += bw + (random() < 0.5 ? 0 : 12 + random() * 14)
  }
  const sky =
    (far ? outlined(far, line) : '') +
    outlined(roofs, line) +
    outlined(near, line) +
    (windows ? outlined(windows, line) : '') +
    stroked(floors, line) +
    outlined(clouds(area, horizon - skyH * 0.62, taken, random, quiet ? 1 : 2), line)
  // Street lamps at the kerb where the subject leaves room.
  let lamps = ''
  const boxes: Box[] = []
  const below = area.maxY - horizon
  const baseY = horizon + below * 0.24
  for (const fx of [0.06, 0.94, 0.3, 0.7].slice(0, quiet ? 2 : 4)) {
    const x = area.minX + (area.maxX - area.minX) * fx
    const b = { minX: x - 14, minY: baseY - 140, maxX: x + 14, maxY: baseY + 4 }
    if (taken.some((t) => overlaps(t, b))) continue
    taken.push(b)
    boxes.push(b)
    lamps +=
      rect(x - 3, baseY - 112, 6, 112) +
      rect(x - 8, baseY - 8, 16, 8) +
      `M${f(x - 9)} ${f(baseY - 112)}L${f(x - 13)} ${f(baseY - 134)}L${f(x + 13)} ${f(baseY - 134)}L${f(x + 9)} ${f(baseY - 112)}Z` +
      `M${f(x - 15)} ${f(baseY - 134)}L${f(x)} ${f(baseY - 146)}L${f(x + 15)} ${f(baseY - 134)}Z`
  }
  return { sky, ground: lamps ? outlined(lamps, line) : '', plants: boxes, pebbles: false }
}

// A pennant flying from the top of a pole at (x, y).
const pennant = (x: number, y: number) =>
  `M${f(x)} ${f(y - 28)}L${f(x)} ${f(y)}M${f(x)} ${f(y - 28)}Q${f(x + 14)} ${f(y - 30)} ${f(x + 30)} ${f(y - 21)}Q${f(x + 14)} ${f(y - 16)} ${f(x)} ${f(y - 14)}`

// An arched window: a round-topped slot.
const archWindow = (x: number, y: number, w: number, h: number) =>
  `M${f(x - w / 2)} ${f(y + h)}L${f(x - w / 2)} ${f(y + w / 2)}A${f(w / 2)} ${f(w / 2)} 0 0 1 ${f(x + w / 2)} ${f(y + w / 2)}L${f(x + w / 2)} ${f(y + h)}Z`

/** A round tower: body, a parapet ring, a cone roof with a pennant, arched windows. */
function tower(x: number, top: number, foot: number, tw: number, quiet: boolean) {
  const body = rect(x - tw / 2, top, tw, foot - top)
  const ring = rect(x - tw / 2 - 6, top - 4, tw + 12, 18)
  const apex = top - 4 - tw * 1.05
  const roof = `M${f(x - tw / 2 - 10)} ${f(top - 4)}L${f(x)} ${f(apex)}L${f(x + tw / 2 + 10)} ${f(top - 4)}Z`
  let windows = archWindow(x, top + 40, 14, 26)
  if (!quiet) windows += archWindow(x, top + 40 + (foot - top) * 0.35, 14, 26)
  // Stone courses across the body, edge to edge.
  let courses = ''
  if (!quiet)
    for (const t of [0.45]) {
      const y = top + 70 + (foot - top - 70) * t
      courses += `M${f(x - tw / 2)} ${f(y)}L${f(x + tw / 2)} ${f(y)}`
    }
  return { shapes: body + ring + roof, windows, courses, flag: pennant(x, apex) }
}

export function castleScene(ctx: SceneArea): ComposedScene {
  const { area, horizon, random, line } = ctx
  const quiet = ctx.quiet ?? false
  const w = area.maxX - area.minX
  const skyH = horizon - area.minY
  const taken: Box[] = [...ctx.avoid]
  const foot = horizon + 20
  // A curtain wall from frame to frame behind the subject, battlements along its top.
  const wallTop = horizon - skyH * (0.27 + random() * 0.06)
  const merlon = 14
  let wall = `M${f(area.minX - 5)} ${f(foot)}L${f(area.minX - 5)} ${f(wallTop)}`
  for (let x = area.minX + 2 + random() * 12; x < area.maxX - merlon; x += merlon * 2)
    wall += `L${f(x)} ${f(wallTop)}L${f(x)} ${f(wallTop - 12)}L${f(x + merlon)} ${f(wallTop - 12)}L${f(x + merlon)} ${f(wallTop)}`
  wall += `L${f(area.maxX + 5)} ${f(wallTop)}L${f(area.maxX + 5)} ${f(foot)}Z`
  // Its stones: courses from frame to frame, joints staggered between them.
  let stones = ''
  const rows = quiet ? 0 : 2
  for (let r = 1; r <= rows; r++) {
    const y = wallTop + ((horizon - wallTop) * r) / (rows + 1)
    stones += `M${f(area.minX - 5)} ${f(y)}L${f(area.maxX + 5)} ${f(y)}`
    if (quiet) continue
    const y0 = wallTop + ((horizon - wallTop) * (r - 1)) / (rows + 1)
    for (let x = area.minX + (r % 2 ? 30 : 62); x < area.maxX; x += 64) {
      if (ctx.avoid.some((b) => overlaps(grow(b, 8), { minX: x - 1, minY: y0, maxX: x + 1, maxY: y })))
        continue
      stones += `M${f(x)} ${f(y0)}L${f(x)} ${f(y)}`
    }
  }
  // A keep in the middle when its roof shows above the subject, towers at both sides.
  let back = ''
  let front = ''
  let windows = ''
  let courses = ''
  let flags = ''
  const kw = w * (0.18 + random() * 0.04)
  const keepTop = area.minY + skyH * (0.3 + random() * 0.08)
  const keepRoof = {
    minX: w / 2 + area.minX - kw,
    minY: keepTop - kw * 1.1,
    maxX: area.minX + w / 2 + kw,
    maxY: keepTop + 20,
  }
  if (coveredShare(keepRoof, ctx.avoid) < 0.05) {
    const keep = tower(area.minX + w / 2, keepTop, foot, kw, true)
    back += keep.shapes
    windows += keep.windows
    flags += keep.flag
    taken.push(keepRoof)
  }
  for (const fx of [0.11, 0.89]) {
    const x = area.minX + w * fx
    // Each seed builds its own castle: towers of their own width and height.
    const tw = w * (0.13 + random() * 0.04)
    const top = area.minY + skyH * (0.38 + random() * 0.1)
    const t = tower(x, top, foot, tw, quiet)
    const b = { minX: x - tw, minY: top - tw * 1.1 - 30, maxX: x + tw, maxY: foot }
    if (coveredShare(b, ctx.avoid) > 0.5) continue
    taken.push(b)
    front += t.shapes
    windows += t.windows
    courses += t.courses
    flags += t.flag
  }
  const sky =
    outlined(clouds(area, wallTop - 40, taken, random, quiet ? 1 : 3), line) +
    (back ? outlined(back, line) : '') +
    outlined(wall, line) +
    stroked(stones, line) +
    (front ? outlined(front, line) : '') +
    stroked(courses, line) +
    (windows ? outlined(windows, line) : '') +
    (flags ? outlined(flags, line) : '')
  // Bushes at the foot of the wall where there is room.
  let bushes = ''
  const boxes: Box[] = []
  if (!quiet)
    for (const fx of [0.26, 0.74, 0.04, 0.96]) {
      const x = area.minX + w * fx
      const b = around(x, horizon, 28)
      if (ctx.avoid.some((t) => overlaps(t, b))) continue
      boxes.push(b)
      bushes += foliage(x, horizon + 4, 24, 8)
    }
  // Round a pen drawing no pebbles: the wall and towers are texture enough.
  return { sky, ground: bushes ? outlined(bushes, line) : '', plants: boxes, pebbles: !quiet }
}

// A balloon: an oval over a knot, a highlight inside.
function balloon(x: number, y: number, r: number, shine: boolean): string {
  const knot = `M${f(x)} ${f(y + r * 1.2 - 3)}L${f(x + 6)} ${f(y + r * 1.2 + 8)}L${f(x - 6)} ${f(y + r * 1.2 + 8)}Z`
  return knot + ellipse(x, y, r, r * 1.2) + (shine ? ellipse(x - r * 0.45, y - r * 0.4, 4.5, 8) : '')
}

// A gift box on the table: box and lid split by a ribbon, a bow of two loops.
function gift(x: number, baseY: number, s: number): string {
  const top = baseY - s
  return (
    `M${f(x - 9)} ${f(top - 10)}Q${f(x - 26)} ${f(top - 30)} ${f(x - 20)} ${f(top - 8)}Z` +
    `M${f(x + 9)} ${f(top - 10)}Q${f(x + 26)} ${f(top - 30)} ${f(x + 20)} ${f(top - 8)}Z` +
    rect(x - s * 0.6, top + 10, s * 1.2, s - 10) +
    rect(x - s * 0.66, top - 4, s * 1.32, 14) +
    rect(x - 5, top - 4, 10, s + 4)
  )
}

// A confetti piece: a dot, a square, a triangle or a star, every one over 3 mm across.
function confetti(x: number, y: number, k: number, turn: number): string {
  switch (k % 4) {
    case 0:
      return circle(x, y, 5)
    case 1:
      return star(x, y, 6.5, 2, 1, turn)
    case 2:
      return star(x, y, 8, 3, 0.5, turn)
    default:
      return star(x, y, 9, 5, 0.5, turn)
  }
}

export function partyScene(ctx: SceneArea): ComposedScene {
  const { area, horizon, random, line } = ctx
  const quiet = ctx.quiet ?? false
  const w = area.maxX - area.minX
  const taken: Box[] = [...ctx.avoid]
  // Bunting: a rope swagged from frame to frame, flags hanging off it, a dot on every other flag.
  const y0 = area.minY + 16
  const sag = 56
  const ropeAt = (t: number) => ({
    x: area.minX - 5 + t * (w + 10),
    y: y0 + 4 * sag * t * (1 - t),
  })
  const rope = `M${f(area.minX - 5)} ${f(y0)}Q${f(area.minX + w / 2)} ${f(y0 + 2 * sag)} ${f(area.maxX + 5)} ${f(y0)}`
  let flags = ''
  let dots = ''
  const n = quiet ? 7 : 11
  for (let i = 0; i < n; i++) {
    const t = (i + 0.5) / n
    const a = ropeAt(t - 0.34 / n)
    const b = ropeAt(t + 0.34 / n)
    const tip = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 + 38 }
    flags += `M${f(a.x)} ${f(a.y)}L${f(b.x)} ${f(b.y)}L${f(tip.x)} ${f(tip.y)}Z`
    if (!quiet && i % 2) dots += circle(tip.x, (a.y + b.y + tip.y) / 3 - 2, 5)
    taken.push({
      minX: Math.min(a.x, b.x),
      minY: Math.min(a.y, b.y) - 4,
      maxX: Math.max(a.x, b.x),
      maxY: tip.y + 4,
    })
  }
  taken.push({ minX: area.minX, minY: area.minY, maxX: area.maxX, maxY: y0 + sag + 8 })
  // Streamers: curling ribbons in the free sky.
  let streamers = ''
  const zone = { minX: area.minX + 4, minY: y0 + sag + 20, maxX: area.maxX - 4, maxY: horizon - 90 }
  if (!quiet) for (const { x, y } of freeSpots(zone, 36, 3, taken, random)) streamers += ribbon(x, y - 34, 68)
  // Balloons in the upper corners, strings straight down behind the table.
  let strings = ''
  let balloons = ''
  for (const { x, y } of freeSpots(zone, 34, quiet ? 2 : 4, taken, random)) {
    const r = 22 + random() * 5
    balloons += balloon(x, y, r, !quiet)
    strings += `M${f(x)} ${f(y + r * 1.2 + 8)}L${f(x)} ${f(horizon + 4)}`
    taken.push({ minX: x - 5, minY: y, maxX: x + 5, maxY: horizon })
  }
  // Confetti in the free sky.
  let bits = ''
  freeSpots({ ...zone, maxY: horizon - 20 }, 12, quiet ? 4 : 7, taken, random).forEach(({ x, y }, k) => {
    bits += confetti(x, y, k, random() * Math.PI)
  })
  const sky =
    stroked(rope + strings, line) +
    outlined(flags + dots, line) +
    (streamers ? outlined(streamers, line) : '') +
    outlined(balloons, line) +
    (bits ? outlined(bits, line) : '')
  // On the table: a gift at each side where there is room, confetti on the cloth.
  const below = area.maxY - horizon
  let table = ''
  const boxes: Box[] = []
  for (const fx of [0.1, 0.9].slice(0, quiet ? 1 : 2)) {
    const x = area.minX + w * fx
    const s = 40
    const b = { minX: x - s * 0.7 - 20, minY: horizon - s - 30, maxX: x + s * 0.7 + 20, maxY: horizon }
    if (ctx.avoid.some((o) => overlaps(o, b))) continue
    boxes.push(b)
    table += gift(x, horizon + 2, s)
  }
  const cloth = {
    minX: area.minX + 8,
    minY: horizon + 24,
    maxX: area.maxX - 8,
    maxY: horizon + below * 0.55 - 14,
  }
  freeSpots(cloth, 12, quiet ? 0 : 3, [...ctx.avoid, ...boxes], random).forEach(({ x, y }, k) => {
    table += confetti(x, y, k + 1, random() * Math.PI)
  })
  // Floorboards under the table's hem: rows from frame to frame, joints staggered between them.
  const hem = horizon + below * 0.55 + 12
  let boards = ''
  const rows = quiet ? 1 : 2
  for (let r = 1; r <= rows; r++) {
    const y = hem + ((area.maxY - hem) * r) / (rows + 1)
    boards += `M${f(area.minX - 5)} ${f(y)}L${f(area.maxX + 5)} ${f(y)}`
    if (quiet) continue
    const y0 = hem + ((area.maxY - hem) * (r - 1)) / (rows + 1)
    for (let x = area.minX + (r % 2 ? 70 : 130); x < area.maxX - 20; x += 120) {
      if (ctx.avoid.some((o) => overlaps(o, { minX: x - 6, minY: y0, maxX: x + 6, maxY: y }))) continue
      boards += `M${f(x)} ${f(y0)}L${f(x)} ${f(y)}`
    }
  }
  return {
    sky,
    ground: stroked(boards, line) + (table ? outlined(table, line) : ''),
    plants: boxes,
    pebbles: false,
  }
}

/** A streamer: a wavy ribbon from (x, y) down. */
function ribbon(x: number, y: number, len: number): string {
  const turns = 4
  const seg = len / turns
  let left = `M${f(x - 4)} ${f(y)}`
  let right = ''
  for (let i = 0; i < turns; i++) {
    const s = i % 2 ? -1 : 1
    left += `Q${f(x - 4 + s * 12)} ${f(y + seg * (i + 0.5))} ${f(x - 4)} ${f(y + seg * (i + 1))}`
  }
  right += `L${f(x + 4)} ${f(y + len)}`
  for (let i = turns - 1; i >= 0; i--) {
    const s = i % 2 ? -1 : 1
    right += `Q${f(x + 4 + s * 12)} ${f(y + seg * (i + 0.5))} ${f(x + 4)} ${f(y + seg * i)}`
  }
  return `${left}${right}Z`
}
