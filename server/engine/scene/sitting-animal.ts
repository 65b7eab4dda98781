// An animal the art shows only as a face (a panda, a bear, a koala), eating: drawn whole, sitting up with the
// food held to its mouth in both paws. The face is the art's own; the body, legs and arms are outlined shapes
// drawn round it, each a closed region at any size.

import { drawingShape, PATTERN_KINDS, type PlacedDrawing, placeDrawing, subjectPattern } from '../art'
import type { Box } from '../common'
import { ellipse, merged, type Pt, shape } from '../people'
import type { PlanRelation } from '../plan'
import type { Concept } from '../vocabulary'
import type { SceneKit } from './scene-kit'
import type { SceneFrame } from './scene-layout'

// Round-bodied animals that sit up to eat, whose drawing is a face: a body of the same build suits them all.
const SITTERS = new Set(['panda', 'bear', 'polar-bear', 'koala', 'hamster', 'raccoon'])

/** The eating relation whose eater is drawn sitting whole, if the page has one. */
export function sittingEater(relations: PlanRelation[], concepts: Concept[]): PlanRelation | null {
  const r = relations.find((q) => q.actor !== q.object && concepts[q.actor] && concepts[q.object])
  return r && r.relation === 'eating' && concepts[r.actor].bust && SITTERS.has(concepts[r.actor].id)
    ? r
    : null
}

/**
 * The body's parts in units of the face's height, the ground at y = 0: where the face, the food and the paws go.
 * Exported for the tests, which hold the paws and the food at the mouth.
 */
export function sittingBody(faceAspect: number) {
  const hw = faceAspect
  const face: Box = { minX: -hw / 2, minY: -2.2, maxX: hw / 2, maxY: -1.2 }
  const mouth: Pt = { x: 0, y: face.minY + 0.66 }
  const body = { c: { x: 0, y: -0.72 }, rx: 0.6, ry: 0.72 }
  const feet = [-1, 1].map((s) => ({ c: { x: s * 0.4, y: -0.18 }, rx: 0.25, ry: 0.19, tilt: s * 18 }))
  // The food just under the mouth, so the face stays seen; the paws hold it on both sides.
  const food: Box = { minX: -0.3, minY: mouth.y - 0.16, maxX: 0.3, maxY: mouth.y + 0.62 }
  const paws = [-1, 1].map((s) => ({ x: s * 0.27, y: mouth.y + 0.3 }))
  const arms = [-1, 1].map((s, i) => [{ x: s * 0.45, y: -1.12 }, { x: s * 0.6, y: -0.8 }, paws[i]])
  return { face, mouth, body, feet, paws, arms, food, arm: 0.22, paw: 0.13 }
}

/** Lays out the eater and its food together, filling the scene's free room and sitting on the ground line. */
export function placeSittingAnimal(
  relation: PlanRelation,
  concepts: Concept[],
  frame: SceneFrame,
  kit: SceneKit,
  area: Box,
): { actor: PlacedDrawing; object: PlacedDrawing } {
  const artSet = kit.lines.artSet
  const eater = concepts[relation.actor]
  const food = concepts[relation.object]
  const { aspect } = drawingShape(eater, artSet)
  const b = sittingBody(aspect)
  const width = Math.max(aspect, 2 * (0.6 + b.arm), 2 * (0.4 + 0.25))
  const height = -b.face.minY
  const groundY = Math.min(frame.groundY, area.maxY)
  const k = Math.min(((area.maxX - area.minX) * 0.86) / width, ((groundY - area.minY) * 0.92) / height)
  const cx = (area.minX + area.maxX) / 2
  const p = (q: Pt): Pt => ({ x: cx + q.x * k, y: groundY + q.y * k })
  const pageBox = (q: Box): Box => {
    const a = p({ x: q.minX, y: q.minY })
    const z = p({ x: q.maxX, y: q.maxY })
    return { minX: a.x, minY: a.y, maxX: z.x, maxY: z.y }
  }
  const line = kit.lines.subjectLine
  let svg = shape(ellipse(p(b.body.c), b.body.rx * k, b.body.ry * k), line)
  // Intricate cartoon pages fill the body with a zentangle pattern, as the face's art is filled.
  const { lines } = kit
  svg += bodyPattern(p(b.body.c), b.body.rx * k, b.body.ry * k, eater.id, lines)
  for (const foot of b.feet) {
    svg += shape(ellipse(p(foot.c), foot.rx * k, foot.ry * k, foot.tilt), line)
    svg += shape(ellipse(p(foot.c), foot.rx * k * 0.5, foot.ry * k * 0.55, foot.tilt), line)
  }
  const face = placeDrawing(eater, artSet, pageBox(b.face), kit.subjectLines, kit.nextId(), 'bottom')
  const held = placeDrawing(food, artSet, pageBox(b.food), kit.subjectLines, kit.nextId(), 'center')
  svg += face.svg + held.svg
  // The arms last, the paws over the food so they hold it.
  svg += merged(
    b.arms.flatMap((arm) => [
      { tube: arm.map(p), width: b.arm * k },
      { d: ellipse(p(arm[2]), b.paw * k, b.paw * k) },
    ]),
    line,
  )
  const whole = pageBox({ minX: -width / 2, minY: b.face.minY, maxX: width / 2, maxY: 0 })
  return {
    actor: {
      ...face,
      svg,
      box: {
        minX: Math.min(whole.minX, face.box.minX),
        minY: face.box.minY,
        maxX: Math.max(whole.maxX, face.box.maxX),
        maxY: groundY,
      },
      groundY,
      mouth: null,
    },
    object: { ...held, svg: '' },
  }
}

/**
 * An animal body's zentangle fill on intricate cartoon pages, as its face's art is filled: an ellipse of radii
 * `rx`, `ry` round `c` (page points); '' on pages without patterns.
 */
export function bodyPattern(c: Pt, rx: number, ry: number, id: string, lines: SceneKit['lines']): string {
  if (!lines.patterns || lines.patternSpacing <= 0) return ''
  const ring = Array.from({ length: 48 }, (_, i) => {
    const t = (i / 48) * Math.PI * 2
    return [c.x + Math.cos(t) * rx, c.y + Math.sin(t) * ry]
  }).flat()
  const d = subjectPattern(
    [ring],
    PATTERN_KINDS[id.length % PATTERN_KINDS.length],
    lines.patternSpacing,
    false,
    lines.patternSpacing * 0.3,
    lines.patternSpacing * 2,
  )
  return d ? `<path d="${d}" fill="none" stroke="#000" stroke-width="${lines.patternLine.toFixed(2)}"/>` : ''
}
