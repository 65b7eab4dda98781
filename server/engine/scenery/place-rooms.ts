import { outlined } from './backdrop'
import type { DecorationContext } from './decoration-context'
import { subjectsBox } from './place-grounds'
import { f, stroked } from './scene-pieces'
import { circle, rect, star } from './shapes'

// Rooms and furniture a prompt names (plan/more-places.ts): a lab, a workshop, a bathroom, a nightstand. The
// rooms are back walls standing in for the setting's own, as room-scenes.ts's are; their shelves and fittings
// are drawn all along it, the subjects hiding what they cover. Every piece is closed regions at least 3 mm across.

/** A shelf along the wall with things standing on it all along. */
function shelf(y: number, x0: number, x1: number, thing: (x: number, y: number) => string) {
  let d = rect(x0, y, x1 - x0, 14)
  for (let x = x0 + 40; x < x1 - 30; x += 76) {
    // Where a subject stands over the shelf it hides the thing (drawn after it), as it hides the wall.
    d += thing(x, y)
  }
  return d
}

/** A flask: a round-bottomed body, a neck, a stopper; a tall test tube beside some. */
function flask(x: number, y: number, k: number): string {
  const r = 24
  // The ball stands on the shelf; the neck leaves it where its sides meet the circle.
  const neck = y - r - Math.sqrt(r * r - 49)
  let d = `M${f(x - 7)} ${f(y - 2 * r - 6)}V${f(neck)}A${r} ${r} 0 1 0 ${f(x + 7)} ${f(neck)}V${f(y - 2 * r - 6)}Z`
  d += rect(x - 10, y - 2 * r - 18, 20, 12)
  if (k % 2) d += `M${f(x + 34)} ${f(y)}V${f(y - 70)}H${f(x + 48)}V${f(y)}Z`
  return d
}

/** A lab: a tiled wall, shelves of flasks, a bench along the back with a microscope-free top. */
function lab(ctx: DecorationContext): string {
  const { scene, horizon } = ctx
  const line = ctx.lines.backdropLine
  const w = scene.maxX - scene.minX
  const top = scene.minY + (horizon - scene.minY) * 0.05
  const wall = rect(scene.minX - 4, top, w + 8, horizon - top + 4)
  let k = 0
  const shelves =
    shelf(top + (horizon - top) * 0.3, scene.minX + 10, scene.maxX - 10, (x, y) => flask(x, y, k++)) +
    shelf(top + (horizon - top) * 0.62, scene.minX + 10, scene.maxX - 10, (x, y) => flask(x, y, k++))
  // The bench: a worktop across the back wall, cupboard doors under it.
  const bt = horizon - 70
  let bench = rect(scene.minX - 4, bt, w + 8, 16) + rect(scene.minX - 4, bt + 16, w + 8, 58)
  for (let x = scene.minX + 20; x < scene.maxX - 80; x += 110) bench += rect(x, bt + 26, 90, 40)
  ctx.avoid.push({ minX: scene.minX, minY: top, maxX: scene.maxX, maxY: horizon })
  return outlined(wall, line) + outlined(shelves, line) + outlined(bench, line)
}

/** A toy on the workshop's shelf: a block, a ball or a star, in turn. */
function toy(x: number, y: number, k: number): string {
  if (k % 3 === 0) return rect(x - 22, y - 44, 44, 44) + rect(x - 12, y - 34, 24, 24)
  if (k % 3 === 1) return `${circle(x, y - 24, 24)}M${f(x - 24)} ${f(y - 24)}H${f(x + 24)}`
  return star(x, y - 28, 28, 5, 0.5)
}

/** A workshop: a plank wall, shelves of toys, a pegboard of tools, a workbench along the back. */
function workshop(ctx: DecorationContext): string {
  const { scene, horizon } = ctx
  const line = ctx.lines.backdropLine
  const w = scene.maxX - scene.minX
  const top = scene.minY + (horizon - scene.minY) * 0.05
  let wall = rect(scene.minX - 4, top, w + 8, horizon - top + 4)
  let planks = ''
  for (let y = top + 60; y < horizon - 80; y += 60) planks += `M${f(scene.minX)} ${f(y)}H${f(scene.maxX)}`
  let k = 0
  const shelves =
    shelf(top + (horizon - top) * 0.28, scene.minX + 10, scene.maxX - 10, (x, y) => toy(x, y, k++)) +
    shelf(top + (horizon - top) * 0.58, scene.minX + 10, scene.maxX - 10, (x, y) => toy(x, y, k++))
  // The workbench: a thick top on legs, a hammer and a saw lying on it at the sides.
  const bt = horizon - 80
  wall = outlined(wall, line)
  let bench = rect(scene.minX - 4, bt, w + 8, 22)
  for (const fx of [0.04, 0.5, 0.96]) bench += rect(scene.minX + w * fx - 10, bt + 22, 20, 62)
  const hx = scene.minX + w * 0.1
  bench += rect(hx, bt - 14, 80, 12) + rect(hx + 70, bt - 30, 20, 30)
  const sx = scene.maxX - w * 0.1 - 110
  bench += `M${f(sx)} ${f(bt)}L${f(sx + 90)} ${f(bt - 24)}L${f(sx + 90)} ${f(bt)}Z${rect(sx + 90, bt - 30, 24, 30)}`
  ctx.avoid.push({ minX: scene.minX, minY: top, maxX: scene.maxX, maxY: horizon })
  return wall + stroked(planks, line) + outlined(shelves, line) + outlined(bench, line)
}

/** A bathroom: a tiled wall, a mirror over a basin at one side, a towel on a rail at the other. */
function bathroom(ctx: DecorationContext): string {
  const { scene, horizon } = ctx
  const line = ctx.lines.backdropLine
  const w = scene.maxX - scene.minX
  const top = scene.minY + (horizon - scene.minY) * 0.05
  const wall = rect(scene.minX - 4, top, w + 8, horizon - top + 4)
  // Tiles on the lower half of the wall: a grid, each tile a region.
  const tt = top + (horizon - top) * 0.45
  const size = ctx.lines.patterns ? 44 : 66
  let tiles = `M${f(scene.minX)} ${f(tt)}H${f(scene.maxX)}`
  for (let y = tt + size; y < horizon; y += size) tiles += `M${f(scene.minX)} ${f(y)}H${f(scene.maxX)}`
  for (let x = scene.minX + size; x < scene.maxX; x += size) tiles += `M${f(x)} ${f(tt)}V${f(horizon)}`
  const s = subjectsBox(ctx)
  const left = (s.minX + s.maxX) / 2 > scene.minX + w / 2
  const mx = scene.minX + w * (left ? 0.14 : 0.86)
  // The mirror: a round-topped glass with a glint, a basin under it on the tiles.
  let mirror = `M${f(mx - 60)} ${f(top + 100)}A60 60 0 0 1 ${f(mx + 60)} ${f(top + 100)}V${f(top + 180)}H${f(mx - 60)}Z`
  const glint = `M${f(mx - 36)} ${f(top + 110)}L${f(mx - 6)} ${f(top + 80)}`
  mirror += `M${f(mx - 70)} ${f(tt + 10)}H${f(mx + 70)}Q${f(mx + 66)} ${f(tt + 70)} ${f(mx)} ${f(tt + 70)}Q${f(mx - 66)} ${f(tt + 70)} ${f(mx - 70)} ${f(tt + 10)}Z`
  mirror += rect(mx - 14, tt + 70, 28, Math.max(20, horizon - tt - 70))
  // The towel: a rail, the towel hanging over it with a stripe, at the other side.
  const tx = scene.minX + w * (left ? 0.86 : 0.14)
  let towel =
    rect(tx - 70, top + 60, 140, 12) + rect(tx - 55, top + 72, 110, 130) + rect(tx - 55, top + 170, 110, 16)
  towel += circle(tx - 76, top + 66, 10) + circle(tx + 76, top + 66, 10)
  ctx.avoid.push({ minX: scene.minX, minY: top, maxX: scene.maxX, maxY: horizon })
  return (
    outlined(wall, line) +
    stroked(tiles, line) +
    outlined(mirror, line) +
    stroked(glint, line) +
    outlined(towel, line)
  )
}

/** A nightstand under the subjects: its top where they stand, a drawer with a knob, short legs. */
function nightstand(ctx: DecorationContext): string {
  const { scene, groundY } = ctx
  const line = ctx.lines.backdropLine
  const s = subjectsBox(ctx)
  const cx = (s.minX + s.maxX) / 2
  const w = Math.min(scene.maxX - scene.minX - 20, Math.max(260, (s.maxX - s.minX) * 1.3))
  const bottom = Math.min(scene.maxY - 6, groundY + 330)
  const legs = 30
  let d = rect(cx - w / 2 - 12, groundY, w + 24, 22)
  d += rect(cx - w / 2, groundY + 22, w, bottom - legs - groundY - 22)
  const body = bottom - legs - groundY - 22
  d += rect(cx - w / 2 + 16, groundY + 36, w - 32, body * 0.4)
  d += circle(cx, groundY + 36 + body * 0.2, 10)
  d += rect(cx - w / 2 + 6, bottom - legs, 24, legs) + rect(cx + w / 2 - 30, bottom - legs, 24, legs)
  ctx.avoid.push({ minX: cx - w / 2 - 12, minY: groundY, maxX: cx + w / 2 + 12, maxY: bottom })
  return outlined(d, line)
}

/** The room pieces by name, or null for a name that is not one of them. */
export function placeRoom(name: string, ctx: DecorationContext): string | null {
  switch (name) {
    case '*lab':
      return lab(ctx)
    case '*workshop':
      return workshop(ctx)
    case '*bathroom':
      return bathroom(ctx)
    case '*nightstand':
      return nightstand(ctx)
    default:
      return null
  }
}
