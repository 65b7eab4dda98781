import type { Box } from '../common'
import { outlined } from './backdrop'
import { type ComposedScene, f, foliage, overlaps, type SceneArea } from './scene-pieces'
import { circle, rect } from './shapes'

// Places a prompt puts people and animals in that no outdoor scene says: a classroom, a kitchen, a library, a
// bedroom, a zoo, a playground. Each is drawn by what stands on its back wall or behind its fence, large and
// closed, behind the subjects (they are drawn over it and hide what they cover); furniture from the art sets
// stands on the floor as the setting's props. The same backdrop serves easy pages (a '*' decoration) and
// intricate ones (the composed scene, with more pieces).

export type Room = 'classroom' | 'kitchen' | 'library' | 'bedroom' | 'zoo' | 'playground'

type Wall = { area: Box; horizon: number; line: number; random: () => number; detailed: boolean }

/** A window on the wall: a frame with four panes and a sill, centred on (cx, top). */
function wallWindow(cx: number, top: number, w: number, h: number, curtains: boolean): string {
  let d = rect(cx - w / 2, top, w, h) + rect(cx - w / 2 + 8, top + 8, w / 2 - 12, h / 2 - 12)
  d += rect(cx + 4, top + 8, w / 2 - 12, h / 2 - 12)
  d +=
    rect(cx - w / 2 + 8, top + h / 2 + 4, w / 2 - 12, h / 2 - 12) +
    rect(cx + 4, top + h / 2 + 4, w / 2 - 12, h / 2 - 12)
  d += rect(cx - w / 2 - 10, top + h, w + 20, 10)
  if (curtains)
    for (const side of [-1, 1]) {
      const x = cx + (side * w) / 2
      const out = x + side * 26
      d += `M${f(x - side * 10)} ${f(top - 10)}L${f(out)} ${f(top - 10)}L${f(out)} ${f(top + h + 20)}Q${f(x)} ${f(top + h * 0.5)} ${f(x - side * 10)} ${f(top - 10)}Z`
    }
  return d
}

/** A round wall clock at (cx, cy): its hands are open lines inside the face, so the face stays one region. */
function wallClock(cx: number, cy: number, r: number, line: number): string {
  const hands = `M${f(cx)} ${f(cy)}L${f(cx)} ${f(cy - r * 0.62)}M${f(cx)} ${f(cy)}L${f(cx + r * 0.45)} ${f(cy + r * 0.1)}`
  return outlined(circle(cx, cy, r) + circle(cx, cy, r * 0.78), line) + stroke(hands, line)
}

const stroke = (d: string, line: number) =>
  `<path d="${d}" fill="none" stroke="#000" stroke-width="${line.toFixed(2)}" stroke-linecap="round"/>`

function classroomWall({ area, horizon, line, detailed }: Wall): string {
  const w = area.maxX - area.minX
  const wallH = horizon - area.minY
  const bw = w * 0.72
  const bh = wallH * 0.42
  const x = area.minX + (w - bw) / 2
  const y = area.minY + wallH * 0.2
  // The board: a wooden frame round the slate, a chalk tray below it.
  let board = rect(x, y, bw, bh) + rect(x + 12, y + 12, bw - 24, bh - 24) + rect(x - 6, y + bh, bw + 12, 12)
  if (detailed) board += rect(x + bw * 0.12, y + bh + 2, 30, 8)
  let svg = outlined(board, line)
  // Letters chalked on the board's top corner, and a clock above it.
  svg += stroke(
    `M${f(x + 30)} ${f(y + 70)}L${f(x + 44)} ${f(y + 30)}L${f(x + 58)} ${f(y + 70)}M${f(x + 36)} ${f(y + 55)}L${f(x + 52)} ${f(y + 55)}`,
    line,
  )
  svg += wallClock(area.minX + w * 0.5, area.minY + wallH * 0.09, Math.min(26, wallH * 0.07), line)
  return svg
}

function kitchenWall({ area, horizon, line, detailed }: Wall): string {
  const w = area.maxX - area.minX
  const wallH = horizon - area.minY
  // Cupboards along the top of the wall, each door with a knob; a window between two runs of them.
  let d = ''
  const top = area.minY + wallH * 0.08
  const h = wallH * 0.3
  const doors = detailed ? 3 : 2
  for (const side of [0, 1]) {
    const x0 = side ? area.minX + w * 0.66 : area.minX + 4
    const runW = w * 0.34 - 4
    const dw = runW / doors
    for (let k = 0; k < doors; k++) {
      d += rect(x0 + k * dw, top, dw, h)
      d += circle(x0 + k * dw + (k % 2 ? 12 : dw - 12), top + h - 16, 5)
    }
  }
  d += wallWindow(area.minX + w / 2, top + 6, w * 0.24, h * 0.95, false)
  // A tiled splash-back band above the counter line.
  const band = horizon - wallH * 0.16
  const tiles = outlined(rect(area.minX - 4, band, w + 8, wallH * 0.16), line)
  // Tile joints run from the band's top to the floor, so each tile is closed.
  let joints = ''
  if (detailed)
    for (let x = area.minX + 40; x < area.maxX; x += 40) joints += `M${f(x)} ${f(band)}V${f(horizon)}`
  return outlined(d, line) + tiles + (joints ? stroke(joints, line) : '')
}

function libraryWall({ area, horizon, line, random, detailed }: Wall): string {
  const w = area.maxX - area.minX
  const wallH = horizon - area.minY
  // Bookcases from the floor up, shelves of upright books of different widths and heights.
  let cases = ''
  let books = ''
  const shelves = detailed ? 4 : 3
  for (const [fx, fw] of [[0.02, 0.3], [0.68, 0.3], ...(detailed ? [[0.35, 0.3]] : [])]) {
    const x0 = area.minX + w * fx
    const cw = w * fw
    const top = area.minY + wallH * 0.08
    cases += rect(x0, top, cw, horizon - top + 4)
    const sh = (horizon - top - 10) / shelves
    for (let s = 0; s < shelves; s++) {
      const base = top + 8 + sh * (s + 1)
      cases += rect(x0 + 6, base - 6, cw - 12, 6)
      for (let x = x0 + 10; x < x0 + cw - 26; ) {
        const bw = 14 + random() * 10
        const bh = sh * (0.55 + random() * 0.3)
        books += rect(x, base - 6 - bh, bw, bh)
        x += bw + 2
      }
    }
  }
  return outlined(cases, line) + outlined(books, line)
}

function bedroomWall({ area, horizon, line, random, detailed }: Wall): string {
  const w = area.maxX - area.minX
  const wallH = horizon - area.minY
  // A curtained window on one side, a framed picture on the other.
  let d = wallWindow(area.minX + w * 0.24, area.minY + wallH * 0.14, w * 0.26, wallH * 0.4, true)
  const px = area.minX + w * 0.7
  const py = area.minY + wallH * 0.18
  d += rect(px, py, w * 0.18, wallH * 0.22) + rect(px + 10, py + 10, w * 0.18 - 20, wallH * 0.22 - 20)
  let svg = outlined(d, line)
  // In the picture: a hill under a sun.
  const ix = px + 10
  const iw = w * 0.18 - 20
  const iy = py + wallH * 0.22 - 10
  svg += stroke(`M${f(ix)} ${f(iy - 14)}Q${f(ix + iw / 2)} ${f(iy - 40)} ${f(ix + iw)} ${f(iy - 14)}`, line)
  if (detailed) svg += outlined(circle(ix + iw * 0.75, py + 30, 9 + random() * 3), line)
  return svg
}

function zooBackdrop({ area, horizon, line, random, detailed }: Wall): string {
  const w = area.maxX - area.minX
  const wallH = horizon - area.minY
  // Trees behind the enclosure, then its railing: posts and two rails across the page.
  let trees = ''
  for (const fx of detailed ? [0.1, 0.3, 0.7, 0.9] : [0.12, 0.88]) {
    const x = area.minX + w * fx
    trees += rect(x - 8, horizon - wallH * 0.35, 16, wallH * 0.35)
    trees += foliage(x, horizon - wallH * 0.45, 44 + random() * 8, 9)
  }
  let rail = ''
  const top = horizon - 70
  rail += rect(area.minX - 4, top, w + 8, 10) + rect(area.minX - 4, top + 34, w + 8, 10)
  for (let x = area.minX + 14; x < area.maxX - 10; x += 60) rail += rect(x, top - 8, 14, 78)
  // A sign at the gate: a board on two posts, lettered ZOO in plain strokes.
  const sx = area.minX + w * 0.5
  const sy = area.minY + wallH * 0.08
  const sign = rect(sx - 70, sy, 140, 56)
  const letters =
    `M${f(sx - 52)} ${f(sy + 14)}H${f(sx - 22)}L${f(sx - 52)} ${f(sy + 42)}H${f(sx - 22)}` +
    `${ring(sx, sy + 28, 13)}${ring(sx + 36, sy + 28, 13)}`
  return outlined(trees, line) + outlined(rail, line) + outlined(sign, line) + stroke(letters, line * 1.4)
}

const ring = (cx: number, cy: number, r: number) =>
  `M${f(cx - r)} ${f(cy)}A${f(r)} ${f(r)} 0 1 0 ${f(cx + r)} ${f(cy)}A${f(r)} ${f(r)} 0 1 0 ${f(cx - r)} ${f(cy)}`

function playgroundBackdrop({ area, horizon, line, random, detailed }: Wall): string {
  const w = area.maxX - area.minX
  const wallH = horizon - area.minY
  // A swing frame behind the children, trees at the edges.
  let trees = ''
  for (const fx of detailed ? [0.08, 0.92, 0.28] : [0.08, 0.92]) {
    const x = area.minX + w * fx
    trees += rect(x - 8, horizon - wallH * 0.3, 16, wallH * 0.3)
    trees += foliage(x, horizon - wallH * 0.4, 42 + random() * 8, 9)
  }
  const x0 = area.minX + w * 0.6
  const x1 = area.minX + w * 0.86
  const top = horizon - wallH * 0.55
  const frame =
    rect(x0 - 4, top, x1 - x0 + 8, 10) +
    `M${f(x0)} ${f(top + 10)}L${f(x0 - 24)} ${f(horizon)}L${f(x0 - 12)} ${f(horizon)}L${f(x0 + 10)} ${f(top + 10)}Z` +
    `M${f(x1)} ${f(top + 10)}L${f(x1 + 24)} ${f(horizon)}L${f(x1 + 12)} ${f(horizon)}L${f(x1 - 10)} ${f(top + 10)}Z`
  let seats = ''
  let ropes = ''
  for (const fx of [0.3, 0.7]) {
    const x = x0 + (x1 - x0) * fx
    ropes += `M${f(x - 14)} ${f(top + 10)}V${f(horizon - 40)}M${f(x + 14)} ${f(top + 10)}V${f(horizon - 40)}`
    seats += rect(x - 22, horizon - 40, 44, 9)
  }
  return outlined(trees, line) + outlined(frame, line) + stroke(ropes, line) + outlined(seats, line)
}

const WALLS: Record<Room, (wall: Wall) => string> = {
  classroom: classroomWall,
  kitchen: kitchenWall,
  library: libraryWall,
  bedroom: bedroomWall,
  zoo: zooBackdrop,
  playground: playgroundBackdrop,
}

/** The room's back wall (or the zoo's railing) on an easy page: drawn behind the subjects, which cover it. */
export function roomBackdrop(
  room: Room,
  scene: Box,
  horizon: number,
  line: number,
  random: () => number,
): string {
  return WALLS[room]({ area: scene, horizon, line, random, detailed: false })
}

/** The room on an intricate page: the wall with more in it, and floorboards or a path clear of the subjects. */
export function roomScene(room: Room, ctx: SceneArea): ComposedScene {
  const sky = WALLS[room]({ ...ctx, detailed: !ctx.quiet })
  const indoor = room !== 'zoo' && room !== 'playground'
  let rugs = ''
  const boxes: Box[] = []
  if (indoor) {
    // A rug on the floor where the subjects leave room.
    const w = ctx.area.maxX - ctx.area.minX
    const y = ctx.groundY + (ctx.area.maxY - ctx.groundY) * 0.5
    for (const fx of [0.2, 0.8]) {
      const x = ctx.area.minX + w * fx
      const b = { minX: x - 60, minY: y - 18, maxX: x + 60, maxY: y + 18 }
      if (ctx.avoid.some((a) => overlaps(a, b))) continue
      boxes.push(b)
      rugs += `M${f(x - 60)} ${f(y)}A60 18 0 1 0 ${f(x + 60)} ${f(y)}A60 18 0 1 0 ${f(x - 60)} ${f(y)}Z`
      rugs += `M${f(x - 44)} ${f(y)}A44 11 0 1 0 ${f(x + 44)} ${f(y)}A44 11 0 1 0 ${f(x - 44)} ${f(y)}Z`
    }
  }
  return { sky, ground: rugs ? outlined(rugs, ctx.line) : '', plants: boxes, pebbles: !indoor }
}
