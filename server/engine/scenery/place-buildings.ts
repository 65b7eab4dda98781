import { outlined } from './backdrop'
import type { DecorationContext } from './decoration-context'
import { subjectsBox } from './place-grounds'
import { f, stroked } from './scene-pieces'
import { circle, rect, star } from './shapes'

// Places a prompt names that stand behind the subjects (plan/named-places.ts): a cave mouth, a stable, a
// village, a fireplace, a police station, a porch, a windowsill, the tents of a fair. Each is large and closed,
// drawn before the subjects, which hide what they cover, as the rooms' back walls are (room-scenes.ts).

/** A cave: a rocky hill with a dark arched mouth behind the subjects, a few boulders at its foot. */
function cave(ctx: DecorationContext): string {
  const { scene, horizon } = ctx
  const line = ctx.lines.backdropLine
  const w = scene.maxX - scene.minX
  const s = subjectsBox(ctx)
  const cx = (s.minX + s.maxX) / 2
  // Its top a third down the sky, so the corners above it stay free for the night's moon or the sun.
  const top = scene.minY + (horizon - scene.minY) * 0.3
  const foot = horizon + 8
  const hill = `M${f(scene.minX - 5)} ${f(foot)}C${f(scene.minX + w * 0.05)} ${f(top + 60)} ${f(scene.minX + w * 0.25)} ${f(top)} ${f(cx)} ${f(top)}C${f(scene.maxX - w * 0.25)} ${f(top)} ${f(scene.maxX - w * 0.05)} ${f(top + 60)} ${f(scene.maxX + 5)} ${f(foot)}Z`
  // The mouth: an arch a little wider than the subjects, to the horizon.
  const mw = Math.min(w * 0.7, (s.maxX - s.minX) * 1.15)
  const mh = Math.min(foot - top - 40, Math.max(120, (foot - s.minY) * 0.9))
  const mouth = `M${f(cx - mw / 2)} ${f(foot)}C${f(cx - mw / 2)} ${f(foot - mh * 1.25)} ${f(cx + mw / 2)} ${f(foot - mh * 1.25)} ${f(cx + mw / 2)} ${f(foot)}Z`
  // Cracks in the rock: short open lines at the sides, never crossing the mouth.
  let cracks = ''
  for (const fx of [0.1, 0.2, 0.8, 0.9]) {
    const x = scene.minX + w * fx
    if (x > cx - mw / 2 - 20 && x < cx + mw / 2 + 20) continue
    const y = top + (foot - top) * 0.5
    cracks += `M${f(x)} ${f(y - 30)}L${f(x + 10)} ${f(y)}L${f(x - 4)} ${f(y + 30)}`
  }
  let boulders = ''
  for (const fx of [0.06, 0.94])
    boulders += `M${f(scene.minX + w * fx - 34)} ${f(foot + 4)}Q${f(scene.minX + w * fx)} ${f(foot - 50)} ${f(scene.minX + w * fx + 34)} ${f(foot + 4)}Z`
  // The dome's box in two parts: its top in the middle, its low shoulders at the sides, so the sky's corners stay
  // free for a sun or a moon.
  ctx.avoid.push({ minX: scene.minX + w * 0.26, minY: top, maxX: scene.maxX - w * 0.26, maxY: foot })
  ctx.avoid.push({ minX: scene.minX, minY: top + (foot - top) * 0.4, maxX: scene.maxX, maxY: foot })
  return (
    outlined(hill, line) + outlined(mouth, line, '#fff') + stroked(cracks, line) + outlined(boulders, line)
  )
}

/** A stable: a plank wall under a beam, a stall door with a cross brace at one side, a hay bale at the other. */
function stable(ctx: DecorationContext): string {
  const { scene, horizon } = ctx
  const line = ctx.lines.backdropLine
  const w = scene.maxX - scene.minX
  const top = scene.minY + (horizon - scene.minY) * 0.08
  let wall = rect(scene.minX - 4, top, w + 8, horizon - top + 6)
  const step = ctx.lines.patterns ? 34 : 56
  let planks = ''
  for (let x = scene.minX + step; x < scene.maxX; x += step)
    planks += `M${f(x)} ${f(top + 34)}V${f(horizon + 6)}`
  wall += rect(scene.minX - 4, top, w + 8, 34)
  const s = subjectsBox(ctx)
  const doorLeft = (s.minX + s.maxX) / 2 > scene.minX + w / 2
  const dw = w * 0.24
  const dh = (horizon - top) * 0.5
  const dx = doorLeft ? scene.minX + w * 0.05 : scene.maxX - w * 0.05 - dw
  const door = rect(dx, horizon + 6 - dh, dw, dh) + rect(dx + 10, horizon + 6 - dh + 10, dw - 20, dh - 20)
  const brace = `M${f(dx + 10)} ${f(horizon - 4)}L${f(dx + dw - 10)} ${f(horizon + 16 - dh)}`
  // A hay bale: a rounded block with straw lines, on the floor at the other side.
  const bx = doorLeft ? scene.maxX - w * 0.05 - 110 : scene.minX + w * 0.05
  const bale = rect(bx, horizon - 50, 110, 62) + rect(bx, horizon - 30, 110, 20)
  ctx.avoid.push({ minX: scene.minX, minY: top, maxX: scene.maxX, maxY: horizon })
  return (
    outlined(wall, line) +
    stroked(planks, line) +
    outlined(door, line) +
    stroked(brace, line) +
    outlined(bale, line)
  )
}

/** A little house: walls, a pitched roof, a door and a window; `h` its wall's height. */
function house(x: number, base: number, w: number, h: number): string {
  let d = rect(x, base - h, w, h)
  d += `M${f(x - 8)} ${f(base - h)}L${f(x + w / 2)} ${f(base - h - w * 0.55)}L${f(x + w + 8)} ${f(base - h)}Z`
  d += rect(x + w * 0.4, base - h * 0.55, w * 0.22, h * 0.55)
  if (w > 50)
    d +=
      rect(x + w * 0.1, base - h * 0.8, w * 0.2, h * 0.25) +
      rect(x + w * 0.7, base - h * 0.8, w * 0.2, h * 0.25)
  return d
}

/** A village: small houses side by side along the horizon, a church spire among them. */
function village(ctx: DecorationContext): string {
  const { scene, horizon, random } = ctx
  const line = ctx.lines.backdropLine
  let d = ''
  let x = scene.minX + 6
  let k = 0
  while (x < scene.maxX - 70) {
    const w = 70 + random() * 30
    const h = 54 + random() * 30
    if (k === 2) {
      // The church: a tall tower with a spire and a round window.
      d +=
        rect(x, horizon - 150, 50, 150) +
        `M${f(x - 6)} ${f(horizon - 150)}L${f(x + 25)} ${f(horizon - 220)}L${f(x + 56)} ${f(horizon - 150)}Z`
      d += circle(x + 25, horizon - 115, 12)
      x += 58
    } else {
      d += house(x, horizon + 4, w, h)
      x += w + 20
    }
    k++
  }
  ctx.avoid.push({ minX: scene.minX, minY: horizon - 220, maxX: scene.maxX, maxY: horizon })
  return outlined(d, line)
}

/** A fireplace: a brick surround under a mantel shelf, its arched opening with logs and a flame. */
function fireplace(ctx: DecorationContext): string {
  const { scene, horizon } = ctx
  const line = ctx.lines.backdropLine
  const s = subjectsBox(ctx)
  const w = scene.maxX - scene.minX
  const cx = (s.minX + s.maxX) / 2
  const fw = Math.min(w * 0.9, Math.max(w * 0.6, (s.maxX - s.minX) * 1.4))
  const top = scene.minY + (horizon - scene.minY) * 0.3
  const x = Math.max(scene.minX, Math.min(scene.maxX - fw, cx - fw / 2))
  let d = rect(x, top, fw, horizon - top + 6)
  // The mantel shelf, wider than the surround.
  d += rect(x - 20, top - 22, fw + 40, 22)
  const ow = fw * 0.56
  const ox = x + (fw - ow) / 2
  const oh = (horizon - top) * 0.62
  const opening = `M${f(ox)} ${f(horizon + 6)}V${f(horizon + 6 - oh * 0.6)}Q${f(ox + ow / 2)} ${f(horizon + 6 - oh * 1.3)} ${f(ox + ow)} ${f(horizon + 6 - oh * 0.6)}V${f(horizon + 6)}Z`
  // Bricks on the surround's sides: rows of courses, each brick a region.
  let bricks = ''
  for (let y = top + 28, r = 0; y < horizon; y += 28, r++) {
    bricks += `M${f(x)} ${f(y)}H${f(ox)}M${f(ox + ow)} ${f(y)}H${f(x + fw)}`
    for (const [a, b] of [
      [x, ox],
      [ox + ow, x + fw],
    ])
      for (let bx = a + (r % 2 ? 24 : 48); bx < b - 10; bx += 48) bricks += `M${f(bx)} ${f(y)}V${f(y - 28)}`
  }
  const logs = rect(ox + ow * 0.15, horizon - 16, ow * 0.7, 18)
  const flame = `M${f(ox + ow * 0.3)} ${f(horizon - 16)}Q${f(ox + ow * 0.25)} ${f(horizon - 60)} ${f(ox + ow * 0.42)} ${f(horizon - 90)}Q${f(ox + ow * 0.48)} ${f(horizon - 60)} ${f(ox + ow * 0.5)} ${f(horizon - 70)}Q${f(ox + ow * 0.62)} ${f(horizon - 100)} ${f(ox + ow * 0.6)} ${f(horizon - 60)}Q${f(ox + ow * 0.75)} ${f(horizon - 50)} ${f(ox + ow * 0.7)} ${f(horizon - 16)}Z`
  ctx.avoid.push({ minX: x - 20, minY: top - 22, maxX: x + fw + 20, maxY: horizon })
  return outlined(d, line) + stroked(bricks, line) + outlined(opening, line) + outlined(logs + flame, line)
}

/** A police station: a wide flat-roofed building, a star badge over its double door, windows either side. */
function policeStation(ctx: DecorationContext): string {
  const { scene, horizon } = ctx
  const line = ctx.lines.backdropLine
  const w = scene.maxX - scene.minX
  const top = scene.minY + (horizon - scene.minY) * 0.15
  const x = scene.minX + w * 0.06
  const bw = w * 0.88
  let d = rect(x, top, bw, horizon - top + 4) + rect(x - 10, top - 20, bw + 20, 20)
  const cx = x + bw / 2
  const dw = 90
  d += rect(cx - dw / 2, horizon + 4 - 110, dw / 2, 110) + rect(cx, horizon + 4 - 110, dw / 2, 110)
  // The sign band under the roof with the badge on it, where the subjects leave it seen; lamps by the door.
  d += rect(cx - 100, top + 14, 200, 64)
  d += circle(cx - dw / 2 - 24, horizon - 130, 11) + circle(cx + dw / 2 + 24, horizon - 130, 11)
  let windows = ''
  for (const side of [-1, 1])
    for (let k = 0; k < 2; k++)
      for (let r = 0; r < 2; r++) {
        const wx = cx + side * (dw / 2 + 60 + k * 80) - (side < 0 ? 56 : 0)
        if (Math.abs(wx + 28 - cx) < 130 && r === 0) continue
        windows += rect(wx, top + 100 + r * 90, 56, 60)
      }
  ctx.avoid.push({ minX: x - 10, minY: top - 20, maxX: x + bw + 10, maxY: horizon })
  return outlined(d, line) + outlined(star(cx, top + 46, 24, 6, 0.6) + windows, line)
}

/** A porch: the front of a house, posts holding its roof, a railing either side of the steps. */
function porch(ctx: DecorationContext): string {
  const { scene, horizon } = ctx
  const line = ctx.lines.backdropLine
  const w = scene.maxX - scene.minX
  const top = scene.minY + (horizon - scene.minY) * 0.1
  const wall = rect(scene.minX - 4, top + 40, w + 8, horizon - top - 40)
  const roof = `M${f(scene.minX - 4)} ${f(top + 60)}L${f(scene.minX + 20)} ${f(top)}H${f(scene.maxX - 20)}L${f(scene.maxX + 4)} ${f(top + 60)}Z`
  let posts = ''
  for (const fx of [0.04, 0.96]) posts += rect(scene.minX + w * fx - 10, top + 60, 20, horizon - top - 60)
  // The door at the side the subjects leave free, a window at the other.
  const s = subjectsBox(ctx)
  const doorLeft = (s.minX + s.maxX) / 2 > scene.minX + w / 2
  const dx = scene.minX + w * (doorLeft ? 0.12 : 0.72)
  const door = rect(dx, horizon - 170, w * 0.16, 170) + circle(dx + w * 0.13, horizon - 85, 5)
  const windows = rect(scene.minX + w * (doorLeft ? 0.62 : 0.14), top + 90, w * 0.24, 90)
  // Railing: a top rail with balusters, each gap a closed region, either side of the door.
  let rail = ''
  for (const [a, b] of doorLeft ? [[0.32, 0.94]] : [[0.06, 0.68]]) {
    const x0 = scene.minX + w * a
    const x1 = scene.minX + w * b
    rail += rect(x0, horizon - 70, x1 - x0, 12)
    for (let x = x0 + 12; x < x1 - 8; x += 30) rail += rect(x, horizon - 58, 10, 58)
  }
  ctx.avoid.push({ minX: scene.minX, minY: top, maxX: scene.maxX, maxY: horizon })
  return outlined(wall + roof, line) + outlined(posts + door + windows + rail, line)
}

/** A windowsill: a big window behind the subjects, four panes, curtains, its sill under their feet. */
function windowsill(ctx: DecorationContext): string {
  const { scene, groundY } = ctx
  const line = ctx.lines.backdropLine
  const w = scene.maxX - scene.minX
  const s = subjectsBox(ctx)
  const cx = (s.minX + s.maxX) / 2
  const ww = Math.min(w * 0.8, Math.max(w * 0.5, (s.maxX - s.minX) * 1.3))
  const top = scene.minY + 30
  const x = Math.max(scene.minX + 30, Math.min(scene.maxX - 30 - ww, cx - ww / 2))
  const sill = groundY
  let d = rect(x, top, ww, sill - top) + rect(x + 14, top + 14, ww - 28, sill - top - 28)
  const panes = `M${f(x + ww / 2)} ${f(top + 14)}V${f(sill - 14)}M${f(x + 14)} ${f((top + sill) / 2)}H${f(x + ww - 14)}`
  d += rect(x - 26, sill, ww + 52, 22)
  let curtains = ''
  for (const side of [-1, 1]) {
    const edge = side < 0 ? x : x + ww
    const out = edge + side * 28
    curtains += `M${f(edge - side * 24)} ${f(top - 12)}L${f(out)} ${f(top - 12)}L${f(out)} ${f(sill - 10)}Q${f(edge)} ${f((top + sill) / 2)} ${f(edge - side * 24)} ${f(top - 12)}Z`
  }
  ctx.avoid.push({ minX: x - 30, minY: top - 12, maxX: x + ww + 30, maxY: sill + 22 })
  return outlined(d, line) + stroked(panes, line) + outlined(curtains, line)
}

/** A fair: striped tents with pennants at the sides, bunting strung across the top. */
function fair(ctx: DecorationContext): string {
  const { scene, horizon } = ctx
  const line = ctx.lines.backdropLine
  const w = scene.maxX - scene.minX
  let tents = ''
  let stripes = ''
  for (const fx of [0.13, 0.87]) {
    const cx = scene.minX + w * fx
    const tw = w * 0.22
    const body = horizon - 90
    tents += rect(cx - tw / 2, body, tw, 94)
    tents += `M${f(cx - tw / 2 - 10)} ${f(body)}L${f(cx)} ${f(body - 80)}L${f(cx + tw / 2 + 10)} ${f(body)}Z`
    tents += `M${f(cx)} ${f(body - 80)}V${f(body - 110)}L${f(cx + 26)} ${f(body - 100)}L${f(cx)} ${f(body - 90)}`
    tents += `M${f(cx - 18)} ${f(horizon + 4)}L${f(cx)} ${f(body + 20)}L${f(cx + 18)} ${f(horizon + 4)}Z`
    for (let k = 1; k < 4; k++) stripes += `M${f(cx - tw / 2 + (tw * k) / 4)} ${f(body)}V${f(horizon + 4)}`
    stripes += `M${f(cx)} ${f(body - 80)}L${f(cx - tw / 4)} ${f(body)}M${f(cx)} ${f(body - 80)}L${f(cx + tw / 4)} ${f(body)}`
  }
  // Bunting across the middle of the top of the sky: its corners stay free for a sun or a moon.
  const poleY = scene.minY + 12
  const x0 = scene.minX + w * 0.26
  const x1 = scene.maxX - w * 0.26
  let flags = ''
  const count = ctx.lines.patterns ? 7 : 4
  const step = (x1 - x0) / count
  for (let i = 0; i < count; i++) {
    const x = x0 + i * step
    const t = (i + 0.5) / count
    const y = poleY + 4 * 40 * t * (1 - t) * 0.5
    flags += `M${f(x + step * 0.12)} ${f(y)}L${f(x + step * 0.88)} ${f(y)}L${f(x + step / 2)} ${f(y + step * 0.6)}Z`
  }
  const rope = `M${f(x0)} ${f(poleY)}Q${f((x0 + x1) / 2)} ${f(poleY + 40)} ${f(x1)} ${f(poleY)}`
  for (const fx of [0.13, 0.87]) {
    const cx = scene.minX + w * fx
    ctx.avoid.push({ minX: cx - w * 0.12, minY: horizon - 200, maxX: cx + w * 0.12, maxY: horizon + 4 })
  }
  ctx.avoid.push({ minX: x0, minY: poleY, maxX: x1, maxY: poleY + 20 + step * 0.6 })
  return outlined(tents, line) + stroked(stripes + rope, line) + outlined(flags, line)
}

/** The pieces that stand behind the subjects, by name, or null for a name that is not one of them. */
export function placeBuilding(name: string, ctx: DecorationContext): string | null {
  switch (name) {
    case '*cave':
      return cave(ctx)
    case '*stable':
      return stable(ctx)
    case '*village':
      return village(ctx)
    case '*fireplace':
      return fireplace(ctx)
    case '*police-station':
      return policeStation(ctx)
    case '*porch':
      return porch(ctx)
    case '*windowsill':
      return windowsill(ctx)
    case '*fair':
      return fair(ctx)
    default:
      return null
  }
}
