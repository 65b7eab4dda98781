// An animal the art shows only as a face (a fox, a bear, a lion), on a scene page: drawn whole, sitting on the
// ground with its front legs straight down in front of its body, the art's face on top. A face or portrait
// asked for ("a bear face", "a lion's head") keeps the face alone. Each part is a closed outlined region.

import { drawingShape, type PlacedDrawing, placeDrawing } from '../art'
import type { Box } from '../common'
import { ellipse, merged, type Pt, shape, stroke } from '../people'
import { asksForFace } from '../plan'
import type { ArtSetId, Concept } from '../vocabulary'
import type { SceneKit } from './scene-kit'
import { bodyPattern } from './sitting-animal'
import { placeStandingAnimal, standsWhole } from './standing-animal'

// Face-only animals whose body sits up like a dog's or a bear's. The unicorn stands whole instead
// (standing-animal.ts); the giraffe and zebra are whole in the art; the triceratops, the toucan's wings and the
// walrus's flippers a seated round body would misdraw, so they keep their face.
const SEATED = new Set(['panda', 'bear', 'polar-bear', 'koala', 'hamster', 'raccoon', 'lion', 'fox', 'wolf'])

/**
 * Whether this subject is drawn with a seated body under its face on a page made from this prompt. A set whose
 * drawing is already the whole animal (Noto's raccoon, on all fours and twice as wide as tall) keeps it.
 */
export function seatsWhole(concept: Concept, prompt: string, artSet: ArtSetId): boolean {
  return (
    concept.bust === true &&
    SEATED.has(concept.id) &&
    !asksForFace(prompt) &&
    drawingShape(concept, artSet).aspect < 1.4
  )
}

/**
 * The body's parts in units of the face's height, the ground at y = 0. The face overlaps the body's top, the
 * front legs come down from the chest to the ground between the haunches. Exported for the tests.
 */
export function seatedBody(faceAspect: number, slim: boolean) {
  const hw = faceAspect
  const face: Box = { minX: -hw / 2, minY: -2.05, maxX: hw / 2, maxY: -1.05 }
  // Foxes and wolves are narrower in the chest than bears; the legs longer for it.
  const rx = slim ? 0.48 : 0.62
  const body = { c: { x: 0, y: -0.68 }, rx, ry: 0.68 }
  const haunches = [-1, 1].map((s) => ({
    c: { x: s * rx * 0.78, y: -0.36 },
    rx: rx * 0.5,
    ry: 0.36,
    tilt: s * 8,
  }))
  const feet = [-1, 1].map((s) => ({ c: { x: s * rx * 0.95, y: -0.1 }, rx: 0.22, ry: 0.1, tilt: 0 }))
  const legs = [-1, 1].map((s) => [
    { x: s * rx * 0.42, y: -1.0 },
    { x: s * rx * 0.36, y: -0.12 },
  ])
  const paws = legs.map((l) => ({ c: { x: l[1].x, y: -0.09 }, rx: 0.15, ry: 0.09 }))
  // A fox's or a wolf's big bushy tail curls up beside it on the ground, the one thing that tells it from a
  // sitting cat: from behind the right haunch out and up to a tip (a fox's white tip a region of its own).
  const tail = slim
    ? {
        outline: [
          { x: rx * 0.55, y: -0.1 },
          { x: rx + 0.4, y: 0 },
          { x: rx + 0.64, y: -0.45 },
          { x: rx + 0.5, y: -1.08 },
          { x: rx + 0.16, y: -0.8 },
          { x: rx + 0.2, y: -0.45 },
          { x: rx * 0.62, y: -0.42 },
        ],
      }
    : null
  // Extents left and right of the body's middle: the tail widens the right side only.
  const left = Math.max(hw / 2, rx * 0.95 + 0.22)
  const right = Math.max(left, tail ? rx + 0.6 : 0)
  const width = left + right
  const shift = (right - left) / 2
  return {
    face,
    body,
    haunches,
    feet,
    legs,
    paws,
    tail,
    leg: slim ? 0.2 : 0.24,
    width,
    shift,
    height: -face.minY,
  }
}

/** Draws the seated animal filling the box, sitting on its bottom edge. */
export function placeSeatedAnimal(
  concept: Concept,
  box: Box,
  kit: SceneKit,
  face: { tilt?: number; mirror?: boolean; towardX?: number } = {},
): PlacedDrawing {
  const artSet = kit.lines.artSet
  const { aspect } = drawingShape(concept, artSet)
  const b = seatedBody(aspect, concept.id === 'fox' || concept.id === 'wolf')
  const groundY = box.maxY
  const k = Math.min((box.maxX - box.minX) / b.width, (box.maxY - box.minY) / b.height)
  // A box wider than the seated animal: it sits on the side toward the person it is with (who reaches to it).
  const spare = Math.max(0, (box.maxX - box.minX - b.width * k) / 2)
  const mid = (box.minX + box.maxX) / 2
  const cx = face.towardX === undefined ? mid : mid + Math.sign(face.towardX - mid) * spare
  // The body's middle sits left of the box's middle by the tail's share.
  const p = (q: Pt): Pt => ({ x: cx + (q.x - b.shift) * k, y: groundY + q.y * k })
  const line = kit.lines.subjectLine
  // Back to front: the tail, haunches and hind feet, the body, the front legs, the face.
  let svg = b.tail ? tailSvg(b.tail, p, line, concept.id === 'fox') : ''
  for (const h of b.haunches) svg += shape(ellipse(p(h.c), h.rx * k, h.ry * k, h.tilt), line)
  for (const f of b.feet) svg += shape(ellipse(p(f.c), f.rx * k, f.ry * k, f.tilt), line)
  svg += shape(ellipse(p(b.body.c), b.body.rx * k, b.body.ry * k), line)
  const { lines } = kit
  // Intricate cartoon pages fill the body with a zentangle pattern, as the face's art is filled.
  svg += bodyPattern(p(b.body.c), b.body.rx * k * 0.7, b.body.ry * k * 0.8, concept.id, lines)
  svg += merged(
    b.legs.flatMap((leg, i) => [
      { tube: leg.map(p), width: b.leg * k },
      { d: ellipse(p(b.paws[i].c), b.paws[i].rx * k, b.paws[i].ry * k) },
    ]),
    line,
  )
  const a = p({ x: b.face.minX, y: b.face.minY })
  const z = p({ x: b.face.maxX, y: b.face.maxY })
  const head = placeDrawing(
    concept,
    artSet,
    { minX: a.x, minY: a.y, maxX: z.x, maxY: z.y },
    kit.subjectLines,
    kit.nextId(),
    'bottom',
    face.mirror,
  )
  const tilt = face.tilt ?? 0
  const fc = { x: (head.box.minX + head.box.maxX) / 2, y: (head.box.minY + head.box.maxY) / 2 }
  svg += tilt
    ? `<g transform="rotate(${tilt} ${fc.x.toFixed(1)} ${fc.y.toFixed(1)})">${head.svg}</g>`
    : head.svg
  const half = (b.width / 2) * k
  return {
    ...head,
    svg,
    box: { minX: cx - half, minY: Math.min(head.box.minY, a.y), maxX: cx + half, maxY: groundY },
    groundY,
    mouth: null,
  }
}

/**
 * The subject's drawing on the bottom of the box: whole when it is a face-only animal (seated, or standing when
 * it stands like a horse), else its art.
 */
export function placeWholeOrFace(
  concept: Concept,
  prompt: string,
  box: Box,
  kit: SceneKit,
  mirror = false,
  towardX?: number,
): PlacedDrawing {
  if (standsWhole(concept, prompt, kit.lines.artSet))
    return placeStandingAnimal(concept, box, kit, { mirror, towardX })
  return seatsWhole(concept, prompt, kit.lines.artSet)
    ? placeSeatedAnimal(concept, box, kit, { mirror, towardX })
    : placeDrawing(concept, kit.lines.artSet, box, kit.subjectLines, kit.nextId(), 'bottom', mirror)
}

/** The bushy tail as one closed smooth outline through its points; a fox's white tip cut off by a curve. */
function tailSvg(tail: { outline: Pt[] }, p: (q: Pt) => Pt, line: number, whiteTip: boolean): string {
  const pts = tail.outline.map(p)
  const f = (q: Pt) => `${q.x.toFixed(1)} ${q.y.toFixed(1)}`
  const mid = (a: Pt, b: Pt): Pt => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 })
  // Quadratic curves through the midpoints: a soft closed outline with no corners.
  let d = `M${f(mid(pts[pts.length - 1], pts[0]))}`
  for (let i = 0; i < pts.length; i++) d += `Q${f(pts[i])} ${f(mid(pts[i], pts[(i + 1) % pts.length]))}`
  // The tip's line runs between two points on the outline either side of the tip, bowed away from it.
  const [a, b] = [mid(pts[2], pts[3]), mid(pts[3], pts[4])]
  const m = mid(a, b)
  const bow = { x: m.x + (m.x - pts[3].x) * 0.3, y: m.y + (m.y - pts[3].y) * 0.3 }
  const tip = whiteTip ? stroke(`M${f(a)}Q${f(bow)} ${f(b)}`, line) : ''
  return shape(`${d}Z`, line) + tip
}
