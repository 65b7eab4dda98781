import { type DrawingLines, placeDrawing } from '../art'
import type { Box } from '../common'
import { bubbleLettering } from '../lettering'
import type { SceneName } from '../plan'
import { circle, cloud, ellipse, star, waveTo } from '../scenery'
import type { Concept } from '../vocabulary'
import { conceptById } from '../vocabulary'
import { type FigureContext, f, lined, outlined, polar, pt } from './figure-kit'

// Drawings the composed scenes need that the curated catalogue does not list by these names.
const art = (id: string, icon: string): Concept => ({
  id,
  label: id.replace(/-/g, ' '),
  icon,
  zone: 'ground',
})
const EXTRA: Record<string, Concept> = {
  caterpillar: art('caterpillar', 'bug'),
  basket: art('basket', 'basket'),
  man: art('man', 'man-standing'),
  woman: art('woman', 'woman-standing'),
  child: art('child', 'person-standing'),
}
const drawing = (id: string) => EXTRA[id] ?? conceptById(id)

function drawingLines(ctx: FigureContext, line = ctx.lines.subjectLine): DrawingLines {
  const { minDetail, hatchSpacing, hatchLine } = ctx.lines
  return { line, minDetail, hatchSpacing, hatchLine }
}

function place(
  ctx: FigureContext,
  id: string,
  box: Box,
  align: 'bottom' | 'center' = 'center',
  mirror = false,
) {
  return ctx.placed(
    placeDrawing(drawing(id), ctx.lines.artSet, box, drawingLines(ctx), ctx.nextId(), align, mirror),
  )
}

const square = (cx: number, cy: number, size: number): Box => ({
  minX: cx - size / 2,
  minY: cy - size / 2,
  maxX: cx + size / 2,
  maxY: cy + size / 2,
})

export function drawSceneFigure(ctx: FigureContext, scene: SceneName): string {
  switch (scene) {
    case 'solar-system':
      return solarSystem(ctx)
    case 'butterfly-life-cycle':
      return lifeCycle(ctx)
    case 'fruit-basket':
      return fruitBasket(ctx)
    case 'family':
      return family(ctx)
  }
}

// Relative sizes that keep the giants giant and the small rocky planets still big enough to colour.
const PLANETS = [
  { name: 'mercury', r: 0.45 },
  { name: 'venus', r: 0.6 },
  { name: 'earth', r: 0.62 },
  { name: 'mars', r: 0.5 },
  { name: 'jupiter', r: 1.25 },
  { name: 'saturn', r: 1 },
  { name: 'uranus', r: 0.8 },
  { name: 'neptune', r: 0.78 },
]

/** The sun in the middle with rays, eight planets on their orbits, Saturn with its ring. */
function solarSystem(ctx: FigureContext): string {
  const { area, lines, easy, random } = ctx
  const cx = (area.minX + area.maxX) / 2
  const cy = (area.minY + area.maxY) / 2
  const rx = (area.maxX - area.minX) / 2 - 28
  const ry = (area.maxY - area.minY) / 2 - 28
  const sunR = rx * 0.2
  const line = lines.subjectLine
  let orbits = ''
  let bodies = ''
  // Planets far larger than to scale: each is a region to colour, and Jupiter's bands and Saturn's ring show.
  const unit = rx * 0.12
  PLANETS.forEach((planet, i) => {
    const k = 0.36 + (0.64 * (i + 1)) / PLANETS.length
    const a = rx * k
    const b = ry * k
    orbits += ellipse(cx, cy, a, b)
    // Spread round the orbits, each a little further on, so no two planets line up.
    let angle = -Math.PI / 2 + i * 2.4 + random() * 0.3
    const r = unit * planet.r * (easy ? 1.1 : 1)
    // Slide a planet that would stick out at the side (Saturn's ring is wide) round its orbit until it fits.
    const halfWidth = planet.name === 'saturn' ? r * 2.1 : r
    const room = (area.maxX - area.minX) / 2 - halfWidth - 2
    if (Math.abs(a * Math.cos(angle)) > room) {
      const c = Math.sign(Math.cos(angle)) * (room / a)
      angle = Math.atan2((Math.sin(angle) < 0 ? -1 : 1) * Math.sqrt(1 - c * c), c)
    }
    const x = cx + a * Math.cos(angle)
    const y = cy + b * Math.sin(angle)
    if (planet.name === 'saturn') {
      // The ring behind, the planet, then the near half of the ring in front.
      const ring = `${ellipse(x, y, r * 2.1, r * 0.6)}`
      bodies += outlined(ring, line)
      bodies += outlined(circle(x, y, r), line)
      bodies += lined(
        `M${f(x - r * 2.1)} ${f(y)}A${f(r * 2.1)} ${f(r * 0.6)} 0 0 0 ${f(x + r * 2.1)} ${f(y)}`,
        line,
      )
      if (!easy)
        bodies += lined(
          `M${f(x - r * 1.5)} ${f(y)}A${f(r * 1.5)} ${f(r * 0.3)} 0 0 0 ${f(x + r * 1.5)} ${f(y)}`,
          lines.propLine,
        )
    } else {
      bodies += outlined(circle(x, y, r), line)
      if (planet.name === 'jupiter' || (!easy && planet.name !== 'mercury')) {
        // Bands across the planet (Jupiter's stripes; craters and clouds read as bands at this size).
        let bands = ''
        for (const dy of planet.name === 'jupiter' ? [-0.45, -0.1, 0.3] : [-0.2, 0.35]) {
          const half = r * Math.sqrt(1 - dy * dy)
          bands += `M${f(x - half)} ${f(y + dy * r)}Q${f(x)} ${f(y + dy * r + r * 0.15)} ${f(x + half)} ${f(y + dy * r)}`
        }
        bodies += lined(bands, lines.propLine)
      }
    }
    ctx.boxes.push({ minX: x - halfWidth, minY: y - r, maxX: x + halfWidth, maxY: y + r })
  })
  // The sun: a disc inside a ring of triangular rays.
  let rays = ''
  const count = easy ? 12 : 18
  for (let i = 0; i < count; i++) {
    const a = (i * 2 * Math.PI) / count
    const h = Math.PI / count
    rays += `${i ? 'L' : 'M'}${pt(polar(cx, cy, sunR, a - h))}L${pt(polar(cx, cy, sunR * 1.45, a))}`
  }
  const sun = outlined(`${rays}Z`, line) + outlined(circle(cx, cy, sunR * 0.98), line)
  let stars = ''
  if (!easy) {
    // A few stars in the corners, outside the outer orbit.
    for (const [sx, sy] of [
      [0.04, 0.03],
      [0.9, 0.05],
      [0.06, 0.93],
      [0.92, 0.95],
      [0.16, 0.09],
      [0.8, 0.91],
    ])
      stars += star(
        area.minX + (area.maxX - area.minX) * sx + 10,
        area.minY + (area.maxY - area.minY) * sy + 10,
        11,
      )
  }
  ctx.boxes.push(square(cx, cy, sunR * 2.9))
  return (
    lined(orbits, easy ? lines.propLine : lines.propLine * 0.8) +
    sun +
    bodies +
    (stars ? outlined(stars, lines.propLine) : '')
  )
}

function label(ctx: FigureContext, text: string, box: Box): string {
  const { lines, easy } = ctx
  const letters = bubbleLettering([text], box, {
    outline: lines.subjectLine,
    swell: easy ? 0.035 : 0.03,
    innerLine: 0,
  })
  ctx.boxes.push(letters.box)
  return letters.svg
}

function leaf(cx: number, cy: number, length: number, turn: number): string {
  const [x0, y0] = polar(cx, cy, length / 2, turn + Math.PI)
  const [x1, y1] = polar(cx, cy, length / 2, turn)
  const [ax, ay] = polar(cx, cy, length * 0.3, turn - Math.PI / 2)
  const [bx, by] = polar(cx, cy, length * 0.3, turn + Math.PI / 2)
  return `M${f(x0)} ${f(y0)}Q${f(ax)} ${f(ay)} ${f(x1)} ${f(y1)}Q${f(bx)} ${f(by)} ${f(x0)} ${f(y0)}Z`
}

/** A curved arrow along a circle from angle a0 to a1: a band with a head, one closed shape. */
function arcArrow(cx: number, cy: number, r: number, a0: number, a1: number, width: number): string {
  const inner = r - width / 2
  const outer = r + width / 2
  const head = a1 - (width * 1.6) / r
  const p = (rad: number, a: number) => pt(polar(cx, cy, rad, a))
  return (
    `M${p(inner, a0)}A${f(inner)} ${f(inner)} 0 0 1 ${p(inner, head)}L${p(inner - width * 0.6, head)}L${p(r, a1)}` +
    `L${p(outer + width * 0.6, head)}L${p(outer, head)}A${f(outer)} ${f(outer)} 0 0 0 ${p(outer, a0)}Z`
  )
}

/** Egg, caterpillar, chrysalis and butterfly round a circle, joined by arrows, each named. */
function lifeCycle(ctx: FigureContext): string {
  const { area, lines } = ctx
  const cx = (area.minX + area.maxX) / 2
  const cy = (area.minY + area.maxY) / 2
  const w = area.maxX - area.minX
  // The side stations (and the caterpillar's leaf) stay a little inside the printable area.
  const size = w * 0.28
  const R = Math.min(w / 2 - size * 0.62, (area.maxY - area.minY) * 0.3)
  const line = lines.subjectLine
  let svg = ''
  for (let i = 0; i < 4; i++) {
    // Arrows on an inner circle, clear of the drawings and their names.
    const a0 = -Math.PI / 2 + (i * Math.PI) / 2 + 0.3
    svg += outlined(arcArrow(cx, cy, R * 0.42, a0, a0 + Math.PI / 2 - 0.6, ctx.easy ? 20 : 15), line)
  }
  // Top: eggs on a leaf.
  const top = { x: cx, y: cy - R }
  svg += outlined(leaf(top.x, top.y + size * 0.1, size, -0.15), line)
  ctx.boxes.push(square(top.x, top.y + size * 0.1, size))
  // Eggs side by side, apart: overlapping eggs leave slivers too small to colour.
  let eggs = ''
  const eggCount = ctx.easy ? 3 : 4
  for (let k = 0; k < eggCount; k++)
    eggs += ellipse(
      top.x + (k - (eggCount - 1) / 2) * size * 0.2,
      top.y + size * 0.06,
      size * 0.075,
      size * 0.095,
    )
  svg += outlined(eggs, line)
  svg += label(ctx, 'egg', {
    minX: top.x - size * 0.4,
    minY: top.y - size * 0.62,
    maxX: top.x + size * 0.4,
    maxY: top.y - size * 0.32,
  })
  // Right: the caterpillar on a leaf.
  const right = { x: cx + R, y: cy }
  svg += outlined(leaf(right.x, right.y + size * 0.28, size, 0.1), line)
  ctx.boxes.push(square(right.x, right.y + size * 0.28, size))
  svg += place(ctx, 'caterpillar', square(right.x, right.y, size * 0.8))
  svg += label(ctx, 'caterpillar', {
    minX: right.x - size * 0.55,
    minY: right.y + size * 0.5,
    maxX: right.x + size * 0.55,
    maxY: right.y + size * 0.72,
  })
  // Bottom: the chrysalis hanging from a twig.
  const bottom = { x: cx, y: cy + R }
  const twigY = bottom.y - size * 0.42
  svg += outlined(
    `M${f(bottom.x - size * 0.45)} ${f(twigY - 6)}h${f(size * 0.9)}v12h${f(-size * 0.9)}Z`,
    line,
  )
  const ch = size * 0.62
  const cw = size * 0.2
  const top0 = twigY + 6
  const chrysalis = `M${f(bottom.x)} ${f(top0)}C${f(bottom.x + cw * 1.6)} ${f(top0 + ch * 0.3)} ${f(bottom.x + cw)} ${f(top0 + ch * 0.85)} ${f(bottom.x)} ${f(top0 + ch)}C${f(bottom.x - cw)} ${f(top0 + ch * 0.85)} ${f(bottom.x - cw * 1.6)} ${f(top0 + ch * 0.3)} ${f(bottom.x)} ${f(top0)}Z`
  svg += outlined(chrysalis, line)
  // Rings across the chrysalis, ending on its outline: points of its right-hand cubic at parameter u.
  const cubic = (u: number, a: number, b: number, c: number, d: number) =>
    (1 - u) ** 3 * a + 3 * (1 - u) ** 2 * u * b + 3 * (1 - u) * u * u * c + u ** 3 * d
  let segments = ''
  for (const u of ctx.easy ? [0.5] : [0.35, 0.5, 0.65]) {
    const y = cubic(u, top0, top0 + ch * 0.3, top0 + ch * 0.85, top0 + ch)
    const half = cubic(u, 0, cw * 1.6, cw, 0)
    segments += `M${f(bottom.x - half)} ${f(y)}Q${f(bottom.x)} ${f(y + 8)} ${f(bottom.x + half)} ${f(y)}`
  }
  svg += lined(segments, lines.propLine)
  svg += label(ctx, 'chrysalis', {
    minX: bottom.x - size * 0.5,
    minY: top0 + ch + 6,
    maxX: bottom.x + size * 0.5,
    maxY: top0 + ch + size * 0.3,
  })
  ctx.boxes.push({
    minX: bottom.x - size * 0.45,
    minY: twigY - 6,
    maxX: bottom.x + size * 0.45,
    maxY: top0 + ch,
  })
  // Left: the butterfly.
  const left = { x: cx - R, y: cy }
  svg += place(ctx, 'butterfly', square(left.x, left.y - size * 0.05, size * 0.85))
  svg += label(ctx, 'butterfly', {
    minX: left.x - size * 0.5,
    minY: left.y + size * 0.45,
    maxX: left.x + size * 0.5,
    maxY: left.y + size * 0.67,
  })
  return svg
}

const FRUITS_BACK = ['pineapple', 'banana', 'grapes']
const FRUITS_FRONT = ['apple', 'pear', 'strawberry', 'lemon', 'cherries']

/** Fruit heaped in a basket: the back row higher, the front row over it, the basket's front over both. */
function fruitBasket(ctx: FigureContext): string {
  const { area, easy } = ctx
  const w = area.maxX - area.minX
  const h = area.maxY - area.minY
  const cx = area.minX + w / 2
  const basketBox = {
    minX: area.minX + w * 0.06,
    minY: area.minY + h * 0.45,
    maxX: area.maxX - w * 0.06,
    maxY: area.maxY - h * 0.08,
  }
  const rim = basketBox.minY + (basketBox.maxY - basketBox.minY) * 0.22
  let svg = ''
  const back = easy ? FRUITS_BACK.slice(0, 2) : FRUITS_BACK
  const front = easy ? FRUITS_FRONT.slice(0, 3) : FRUITS_FRONT
  const size = w * (easy ? 0.34 : 0.27)
  back.forEach((id, i) => {
    const x = cx + (i - (back.length - 1) / 2) * size * 0.95
    svg += place(
      ctx,
      id,
      { minX: x - size / 2, minY: rim - size * 1.55, maxX: x + size / 2, maxY: rim - size * 0.2 },
      'bottom',
    )
  })
  front.forEach((id, i) => {
    const x = cx + (i - (front.length - 1) / 2) * size * 0.68
    const s = size * 0.82
    svg += place(
      ctx,
      id,
      { minX: x - s / 2, minY: rim + size * 0.25 - s, maxX: x + s / 2, maxY: rim + size * 0.25 },
      'bottom',
      i % 2 === 1,
    )
  })
  svg += place(ctx, 'basket', basketBox, 'bottom')
  return svg
}

/** Two grown-ups and two children standing together on the grass, with the sun and a cloud above. */
function family(ctx: FigureContext): string {
  const { area, lines, easy } = ctx
  const w = area.maxX - area.minX
  const h = area.maxY - area.minY
  const ground = area.minY + h * 0.9
  const line = lines.subjectLine
  let svg = ''
  // Sky: the sun and a cloud (and a second cloud on intricate pages).
  svg += place(ctx, 'sun', square(area.minX + w * 0.14, area.minY + h * 0.1, w * 0.2))
  svg += outlined(cloud(area.minX + w * 0.72, area.minY + h * 0.1, w * 0.07), lines.propLine)
  if (!easy) svg += outlined(cloud(area.minX + w * 0.45, area.minY + h * 0.16, w * 0.05), lines.propLine)
  // The ground: a gentle hill line across the page, closed below so the grass is a region.
  svg += outlined(
    `M${f(area.minX + 2)} ${f(ground)}${waveTo(area.minX + 2, area.maxX - 2, ground, 5, w / 3)}L${f(area.maxX - 2)} ${f(area.maxY - 2)}L${f(area.minX + 2)} ${f(area.maxY - 2)}Z`,
    line,
  )
  const people: { id: string; height: number; mirror: boolean }[] = [
    { id: 'man', height: 0.7, mirror: false },
    { id: 'child', height: 0.48, mirror: false },
    { id: 'child', height: 0.42, mirror: true },
    { id: 'woman', height: 0.68, mirror: true },
  ]
  const column = (w * 0.96) / people.length
  people.forEach((person, i) => {
    const x = area.minX + w * 0.02 + column * (i + 0.5)
    const ph = h * person.height
    // Width in the same proportion as height, so the children come out smaller even where width limits.
    const half = (column * 0.5 * person.height) / 0.7
    svg += place(
      ctx,
      person.id,
      { minX: x - half, minY: ground + 6 - ph, maxX: x + half, maxY: ground + 6 },
      'bottom',
      person.mirror,
    )
  })
  return svg
}
