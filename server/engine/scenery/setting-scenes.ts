import type { Box } from '../common'
import type { SettingId } from '../vocabulary'
import { acaciaCanopy, acaciaTree } from './acacia'
import { outlined } from './backdrop'
import { castleScene, citySkyline, partyScene } from './built-scenes'
import { beach, desert, openSea, snowyWinter } from './open-land-scenes'
import { type Room, roomScene } from './room-scenes'
import {
  around,
  bladeTuft,
  type ComposedScene,
  coveredShare,
  f,
  foliage,
  leaf,
  overlaps,
  risingSun,
  type SceneArea,
} from './scene-pieces'
import { circle, cloud, seaweed, star, waveTo } from './shapes'

export type { ComposedScene, SceneArea }

type Theme =
  | 'woodland'
  | 'underwater'
  | 'heavens'
  | 'savanna'
  | 'meadow'
  | 'beach'
  | 'snow'
  | 'desert'
  | 'city'
  | 'castle'
  | 'party'
  | 'sea'
  | Room

/** Which composed background a setting gets on an intricate page; null: none fits (a frame and sunburst). */
export function sceneTheme(setting: SettingId): Theme | null {
  switch (setting) {
    case 'forest':
      return 'woodland'
    case 'ocean':
      return 'underwater'
    case 'sky':
    case 'night':
    case 'space':
    case 'moon':
    case 'mars':
      return 'heavens'
    case 'savanna':
      return 'savanna'
    case 'garden':
    case 'meadow':
    case 'farm':
    case 'park':
      return 'meadow'
    case 'zoo':
    case 'playground':
    case 'classroom':
    case 'kitchen':
    case 'library':
    case 'bedroom':
      return setting
    case 'beach':
    case 'snow':
    case 'desert':
    case 'city':
    case 'castle':
    case 'party':
    case 'sea':
      return setting
    default:
      return null
  }
}

/**
 * Intricate pages: the setting drawn as one composed scene rather than props scattered over plain paper, as an
 * adult colouring book draws it. Every piece is large (the smallest about 4 mm across); lines run from frame
 * to frame so they close the regions they cut.
 */
export function composedScene(setting: SettingId, ctx: SceneArea): ComposedScene | null {
  switch (sceneTheme(setting)) {
    case 'woodland':
      return woodland(ctx)
    case 'underwater':
      return underwater(ctx)
    case 'heavens':
      return heavens(ctx, setting)
    case 'savanna':
      return savanna(ctx)
    case 'meadow':
      return meadow(ctx)
    case 'beach':
      return beach(ctx)
    case 'snow':
      return snowyWinter(ctx)
    case 'desert':
      return desert(ctx)
    case 'city':
      return citySkyline(ctx)
    case 'castle':
      return castleScene(ctx)
    case 'party':
      return partyScene(ctx)
    case 'sea':
      return openSea(ctx)
    case 'zoo':
    case 'playground':
    case 'classroom':
    case 'kitchen':
    case 'library':
    case 'bedroom':
      return roomScene(setting as Room, ctx)
    default:
      return null
  }
}

// A toadstool standing on (x, y): a domed cap over a stem, each a large region, spots on big caps.
function toadstool(x: number, y: number, h: number): string {
  const capW = h * 0.9
  const capY = y - h * 0.55
  const stem = `M${f(x - h * 0.14)} ${f(y)}L${f(x - h * 0.11)} ${f(capY)}L${f(x + h * 0.11)} ${f(capY)}L${f(x + h * 0.14)} ${f(y)}Z`
  const cap = `M${f(x - capW / 2)} ${f(capY)}Q${f(x)} ${f(y - h * 1.25)} ${f(x + capW / 2)} ${f(capY)}Z`
  return stem + cap + circle(x, capY - h * 0.2, h * 0.09)
}

function woodland(ctx: SceneArea): ComposedScene {
  const { area, horizon, groundY, random, line } = ctx
  const w = area.maxX - area.minX
  // Trunks across the page behind the subject, close enough to read as a wood.
  let trunks = ''
  const count = 6
  for (let i = 0; i < count; i++) {
    const x = area.minX + w * ((i + 0.5 + (random() - 0.5) * 0.3) / count)
    const tw = 16 + random() * 12
    const foot = horizon + 14
    trunks += `M${f(x - tw / 2)} ${f(area.minY - 4)}L${f(x + tw / 2)} ${f(area.minY - 4)}L${f(x + tw * 0.62)} ${f(foot)}L${f(x - tw * 0.62)} ${f(foot)}Z`
    // A knot, large enough to colour (round a pen drawing the trunks stay plain).
    const ky = area.minY + (horizon - area.minY) * (0.45 + random() * 0.3)
    if (!ctx.quiet)
      trunks += `M${f(x - tw * 0.22)} ${f(ky)}a${f(tw * 0.22)} ${f(tw * 0.4)} 0 1 0 ${f(tw * 0.44)} 0a${f(tw * 0.22)} ${f(tw * 0.4)} 0 1 0 ${f(-tw * 0.44)} 0Z`
  }
  // Bushes along the horizon between the trunks.
  let bushes = ''
  for (let x = area.minX + 10; x < area.maxX + 30; x += 62 + random() * 20)
    bushes += foliage(x, horizon + 2, 30 + random() * 10, 9)
  // The canopy: two rows of foliage clumps across the top, the front row lower, leaves hanging off it.
  let canopyBack = ''
  let canopyFront = ''
  for (let x = area.minX - 10; x < area.maxX + 40; x += 70 + random() * 15)
    canopyBack += foliage(x, area.minY + 18 + random() * 14, 44 + random() * 10, 11)
  let leaves = ''
  for (let x = area.minX + 25; x < area.maxX + 40; x += 78 + random() * 20) {
    const cy = area.minY + 62 + random() * 18
    canopyFront += foliage(x, cy, 34 + random() * 8, 9)
    if (!ctx.quiet)
      for (const a of [Math.PI * 0.35, Math.PI * 0.65]) leaves += leaf(x + Math.cos(a) * 34, cy + 30, 22, a)
  }
  const sky =
    outlined(trunks, line, '#fff') +
    outlined(bushes, line) +
    outlined(canopyBack, line) +
    outlined(leaves, line) +
    outlined(canopyFront, line)
  // On the ground: toadstools and tufts, clear of the subject's feet.
  let plants = ''
  const boxes: Box[] = []
  for (let i = 0; i < 7; i++) {
    const x = area.minX + w * ((i + 0.5) / 7) + (random() - 0.5) * 20
    const y = groundY + (area.maxY - groundY) * (0.35 + random() * 0.5)
    const h = 34 + random() * 14
    const spot = { minX: x - h * 0.5, minY: y - h, maxX: x + h * 0.5, maxY: y }
    if (ctx.avoid.some((b) => overlaps(b, spot))) continue
    boxes.push(spot)
    // Round a pen drawing tufts alone: a toadstool is three regions.
    plants += i % 2 && !ctx.quiet ? toadstool(x, y, h) : bladeTuft(x, y, h * 0.7, 5)
  }
  return { sky, ground: plants ? outlined(plants, line) : '', plants: boxes }
}

// Branching coral: a tube drawn as a thick black stroke under a thinner white one, so the branches join as one
// outlined shape with no slivers where they meet.
function coral(x: number, y: number, h: number, line: number): string {
  const arm = (x0: number, y0: number, a: number, len: number, depth: number): string => {
    // Each fork splits in two, narrower and shorter, leaning a little outwards.
    const x1 = x0 + len * Math.cos(a)
    const y1 = y0 + len * Math.sin(a)
    let d = `M${f(x0)} ${f(y0)}L${f(x1)} ${f(y1)}`
    if (depth > 0)
      d += arm(x1, y1, a - 0.45, len * 0.72, depth - 1) + arm(x1, y1, a + 0.45, len * 0.72, depth - 1)
    return d
  }
  const d = arm(x, y, -Math.PI / 2, h * 0.32, 3)
  const tube = h * 0.12
  return (
    `<path d="${d}" fill="none" stroke="#000" stroke-width="${f(tube + 2 * line)}" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="${d}" fill="none" stroke="#fff" stroke-width="${f(tube)}" stroke-linecap="round" stroke-linejoin="round"/>`
  )
}

function underwater(ctx: SceneArea): ComposedScene {
  const { area, horizon, random, line } = ctx
  const w = area.maxX - area.minX
  const top = area.minY + 40
  // Currents: long waves from frame to frame split the water into broad bands.
  let currents = ''
  for (let i = 1; i <= 3; i++) {
    const y = top + ((horizon - top) * i) / 4
    currents += `M${f(area.minX)} ${f(y)}${waveTo(area.minX, area.maxX, y, 6, 120 + i * 20, i)}`
  }
  // Bubbles in columns, clear of the subject.
  let bubbles = ''
  for (let c = 0; c < 5; c++) {
    let x = area.minX + w * ((c + 0.5) / 5)
    for (let y = horizon - 40; y > top + 10; y -= 42 + random() * 26) {
      x += (random() - 0.5) * 14
      // The smallest bubble 3.5 mm across, the largest 5.5 mm: few and clearly big enough for a fine pen.
      const r = 5 + random() * 2.8
      if (!ctx.avoid.some((b) => overlaps(b, around(x, y, r + 4)))) bubbles += circle(x, y, r)
    }
  }
  // Light falling from the surface in slanting rays, to the sea floor (which is drawn over their ends).
  for (let i = 0; i < 7; i++) {
    const x = area.minX + w * ((i + 0.5) / 7)
    currents += `M${f(x)} ${f(top - 12)}L${f(x + (horizon - top) * 0.35)} ${f(horizon + 20)}`
  }
  const sky = `<path d="${currents}" fill="none" stroke="#000" stroke-width="${f(line)}"/>${outlined(bubbles, line)}`
  // On the sea floor: seaweed and coral at the sides, a fan coral or two where there is room.
  let weed = ''
  let corals = ''
  for (const side of [0.04, 0.13, 0.87, 0.96]) {
    const x = area.minX + w * side
    weed += seaweed(x, horizon + 14, 150 + random() * 60, 18)
  }
  // Coral may stand behind the subject: it hides what it covers, and the rest still reads as a reef.
  for (const side of [0.24, 0.76])
    corals += coral(area.minX + w * side, horizon + 10, 130 + random() * 30, line)
  // Brain corals: domes on the floor banded by arcs, each band about 3 mm wide.
  let domes = ''
  for (const side of [0.1, 0.5, 0.9]) {
    const x = area.minX + w * side + (random() - 0.5) * 30
    const r = 30 + random() * 10
    const y = horizon + 4
    if (ctx.avoid.some((b) => overlaps(b, { minX: x - r, minY: y - r, maxX: x + r, maxY: y }))) continue
    for (let k = r; k > 8; k -= 9)
      domes += `M${f(x - k)} ${f(y)}A${f(k)} ${f(k * 0.8)} 0 0 1 ${f(x + k)} ${f(y)}Z`
  }
  corals += outlined(domes, line)
  return { sky, ground: outlined(weed, line) + corals }
}

function heavens(ctx: SceneArea, setting: SettingId): ComposedScene {
  const { area, horizon, random, line } = ctx
  const w = area.maxX - area.minX
  const skyBottom = Math.min(horizon, area.maxY)
  const night = setting !== 'sky'
  // Swirling bands across the sky, from frame to frame.
  let swirls = ''
  const bands = 4
  for (let i = 1; i <= bands; i++) {
    const y = area.minY + ((skyBottom - area.minY) * i) / (bands + 1)
    swirls += `M${f(area.minX)} ${f(y)}${waveTo(area.minX, area.maxX, y, 9, 150, i)}`
  }
  // Spirals in the bands' open stretches: one line, so no closed specks.
  const spots: Box[] = [...ctx.avoid]
  const free = (x: number, y: number, r: number) => {
    const b = around(x, y, r)
    if (b.minX < area.minX || b.maxX > area.maxX || b.minY < area.minY || b.maxY > skyBottom) return false
    if (spots.some((s) => overlaps(s, b))) return false
    spots.push(b)
    return true
  }
  let big = ''
  // The moon (or the sun by day) in a top corner clear of the subject.
  for (const [fx, fy] of ctx.ownLight
    ? []
    : [
        [0.18, 0.14],
        [0.82, 0.14],
        [0.18, 0.3],
        [0.82, 0.3],
      ]) {
    const x = area.minX + w * fx
    const y = area.minY + (skyBottom - area.minY) * fy
    if (!free(x, y, 46)) continue
    // Over Mars a ringed planet, elsewhere at night the crescent moon, by day the sun.
    big +=
      setting === 'mars'
        ? `${circle(x, y, 30)}M${f(x - 50)} ${f(y)}A50 13 0 1 0 ${f(x + 50)} ${f(y)}A50 13 0 1 0 ${f(x - 50)} ${f(y)}Z`
        : night
          ? `M${f(x)} ${f(y - 38)}A38 38 0 1 0 ${f(x)} ${f(y + 38)}A30 30 0 1 1 ${f(x)} ${f(y - 38)}Z`
          : circle(x, y, 30) + circle(x, y, 42)
    break
  }
  let spirals = ''
  for (let k = 0; k < 14; k++) {
    const x = area.minX + 30 + random() * (w - 60)
    const y = area.minY + 30 + random() * (skyBottom - area.minY - 60)
    if (!free(x, y, 42)) continue
    const pts: string[] = []
    for (let t = 0; t < Math.PI * 4.2; t += 0.25) {
      const r = 8 + t * 2.4
      pts.push(`${f(x + r * Math.cos(t))} ${f(y + r * Math.sin(t))}`)
    }
    spirals += `M${pts.join('L')}`
  }
  let stars = ''
  let clouds = ''
  for (let k = 0; k < 60; k++) {
    const x = area.minX + 20 + random() * (w - 40)
    const y = area.minY + 20 + random() * (skyBottom - area.minY - 40)
    if (night || k % 3) {
      const r = 12 + random() * 10
      if (free(x, y, r + 6)) stars += star(x, y, r, k % 2 ? 5 : 4, k % 2 ? 0.45 : 0.38, random())
    } else if (free(x, y, 40)) clouds += cloud(x, y, 26)
  }
  const sky =
    `<path d="${swirls}${spirals}" fill="none" stroke="#000" stroke-width="${f(line)}" stroke-linecap="round"/>` +
    outlined(big + stars + clouds, line)
  return { sky, ground: '' }
}

// A daisy: petals round a heart, each petal its own region, none touching the next.
function daisy(x: number, y: number, r: number): string {
  let d = circle(x, y, r * 0.32)
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * 2 * Math.PI
    d += leaf(x + r * 0.36 * Math.cos(a), y + r * 0.36 * Math.sin(a), r * 0.64, a)
  }
  return d
}

function meadow(ctx: SceneArea): ComposedScene {
  const { area, horizon, groundY, random, line } = ctx
  const w = area.maxX - area.minX
  const taken: Box[] = [...ctx.avoid]
  const sun = risingSun(area, horizon, taken, ctx.quiet ? 8 : 16, ctx.ownLight)
  // Rolling hills behind the subject and big clouds where the sky is free.
  const hills =
    `M${f(area.minX)} ${f(horizon - 40)}${waveTo(area.minX, area.maxX, horizon - 40, 14, w * 0.5, 1)}` +
    `M${f(area.minX)} ${f(horizon - 16)}${waveTo(area.minX, area.maxX, horizon - 16, 9, w * 0.34)}`
  let clouds = ''
  for (let k = 0; k < 12; k++) {
    const x = area.minX + 50 + random() * (w - 100)
    const y = area.minY + 40 + random() * (horizon - area.minY) * 0.35
    const b = around(x, y, 50)
    if (taken.some((t) => overlaps(t, b))) continue
    taken.push(b)
    clouds += cloud(x, y, 30)
  }
  const sky =
    `<path d="${hills}" fill="none" stroke="#000" stroke-width="${f(line)}" stroke-linecap="round"/>` +
    outlined(sun + clouds, line)
  // Daisies and tufts in the grass, clear of the subject's feet.
  let plants = ''
  const boxes: Box[] = []
  for (let i = 0; i < 8; i++) {
    const x = area.minX + w * ((i + 0.5) / 8) + (random() - 0.5) * 18
    const y = groundY + (area.maxY - groundY) * (0.3 + random() * 0.55)
    // Petals about 3 mm wide: big enough to colour each one.
    const r = 28 + random() * 6
    const spot = around(x, y - r, r + 4)
    if (ctx.avoid.some((b) => overlaps(b, spot))) continue
    boxes.push(spot)
    plants += i % 2 ? daisy(x, y - r, r) : bladeTuft(x, y, r * 1.1, 5)
  }
  return { sky, ground: plants ? outlined(plants, line) : '', plants: boxes }
}

function savanna(ctx: SceneArea): ComposedScene {
  const { area, horizon, groundY, random, line } = ctx
  const w = area.maxX - area.minX
  // A low sun with a ring of rays, far hills along the horizon, flat-topped acacias where there is room.
  const taken: Box[] = [...ctx.avoid]
  const sun = risingSun(area, horizon, taken, ctx.quiet ? 8 : 16, ctx.ownLight)
  const hills =
    `M${f(area.minX)} ${f(horizon - 34)}${waveTo(area.minX, area.maxX, horizon - 34, 10, w * 0.45, 1)}` +
    `M${f(area.minX)} ${f(horizon - 14)}${waveTo(area.minX, area.maxX, horizon - 14, 7, w * 0.3)}`
  let trunks = ''
  let canopies = ''
  for (const fx of [0.12, 0.88, 0.3, 0.7]) {
    const x = area.minX + w * fx
    const h = (horizon - area.minY) * (fx === 0.12 || fx === 0.88 ? 0.62 : 0.42)
    const tree = acaciaTree(x, horizon + 8, h, w * 0.26)
    // The side trees may stand partly behind the subject; the inner ones only where there is room.
    if (coveredShare(tree.box, taken) > (fx === 0.12 || fx === 0.88 ? 0.5 : 0)) continue
    taken.push(tree.box)
    trunks += tree.trunk
    // A second, smaller layer on top of the canopy: foliage in tiers.
    const cw = w * 0.26
    const ch = Math.max(cw * 0.3, h * 0.26)
    canopies += tree.canopy + acaciaCanopy(x, horizon + 8 - h + ch * 0.25, cw * 0.6, ch * 0.5, 7)
  }
  let flock = ''
  for (let k = 0; k < 5; k++) {
    const x = area.minX + 40 + random() * (w - 80)
    const y = area.minY + 20 + random() * (horizon - area.minY) * 0.3
    if (taken.some((t) => overlaps(t, around(x, y, 12)))) continue
    flock += `M${f(x - 10)} ${f(y - 3)}Q${f(x - 5)} ${f(y - 7)} ${f(x)} ${f(y)}Q${f(x + 5)} ${f(y - 7)} ${f(x + 10)} ${f(y - 3)}`
  }
  const sky =
    `<path d="${hills}${flock}" fill="none" stroke="#000" stroke-width="${f(line)}" stroke-linecap="round"/>` +
    outlined(sun, line) +
    outlined(trunks, line) +
    outlined(canopies, line)
  let grass = ''
  const boxes: Box[] = []
  for (let i = 0; i < 9; i++) {
    const x = area.minX + w * ((i + 0.5) / 9) + (random() - 0.5) * 16
    const y = groundY + (area.maxY - groundY) * (0.3 + random() * 0.6)
    const h = 26 + random() * 12
    const spot = { minX: x - h, minY: y - h, maxX: x + h, maxY: y }
    if (ctx.avoid.some((b) => overlaps(b, spot))) continue
    boxes.push(spot)
    grass += bladeTuft(x, y, h, 5)
  }
  return { sky, ground: grass ? outlined(grass, line) : '', plants: boxes }
}
