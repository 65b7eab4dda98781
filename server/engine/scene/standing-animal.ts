// A four-legged animal the art shows only as a head and neck (the unicorn), on a scene page: drawn whole, standing
// on four legs with a tail, the art's head and neck rising from the front of the body. A face or portrait asked
// for ("a unicorn face") keeps the head alone. Each part is a closed outlined region.

import { drawingShape, type PlacedDrawing, placeDrawing } from '../art'
import type { Box } from '../common'
import { ellipse, merged, type Pt, shape } from '../people'
import { asksForFace } from '../plan'
import type { ArtSetId, Concept } from '../vocabulary'
import type { SceneKit } from './scene-kit'
import { bodyPattern } from './sitting-animal'

// Head-and-neck drawings of animals that stand like a horse. (The giraffe and zebra are drawn whole by both emoji
// sets already; the walrus, toucan and triceratops heads would need flippers, wings or a dinosaur's body.)
const STANDING = new Set(['unicorn'])

/** Whether this subject is drawn standing whole under its head on a page made from this prompt. */
export function standsWhole(concept: Concept, prompt: string, artSet: ArtSetId): boolean {
  return (
    concept.bust === true &&
    STANDING.has(concept.id) &&
    !asksForFace(prompt) &&
    drawingShape(concept, artSet).aspect < 1.4
  )
}

/**
 * The body's parts in units of the head's height, the ground at y = 0, the head on the left (as both sets draw
 * it): the neck's cut-off foot sinks into the front of the barrel, the legs come down from the barrel to hooves
 * on the ground, the tail hangs from its back end. Exported for the tests and the rider's seat.
 */
export function standingBody(faceAspect: number) {
  const hw = faceAspect
  const face: Box = { minX: 0, minY: -1.9, maxX: hw, maxY: -0.85 }
  // The barrel about as deep as the legs are long below it, as a horse's is.
  const body = { c: { x: hw * 0.55 + 0.62, y: -0.86 }, rx: 0.86, ry: 0.36 }
  const rear = body.c.x + body.rx
  const legXs = [hw * 0.4, hw * 0.4 + 0.26, rear - 0.5, rear - 0.24]
  const legs = legXs.map((x, i) => [
    { x, y: body.c.y + 0.05 },
    { x: x + (i % 2 ? 0.04 : -0.02), y: -0.16 },
  ])
  const hooves = legs.map((l) => ({ minX: l[1].x - 0.1, minY: -0.16, maxX: l[1].x + 0.1, maxY: 0 }))
  const tail = [
    { x: rear - 0.08, y: body.c.y - 0.2 },
    { x: rear + 0.12, y: body.c.y - 0.08 },
    { x: rear + 0.22, y: body.c.y + 0.2 },
    { x: rear + 0.24, y: body.c.y + 0.5 },
  ]
  const width = rear + 0.32
  return { face, body, legs, leg: 0.15, hooves, tail, width, height: -face.minY }
}

/** Where a rider sits on the standing animal, as shares of its box from the top left (relation-layout Seat). */
export function standingSeat(faceAspect: number): { x: number; y: number } {
  const b = standingBody(faceAspect)
  // Behind the withers, where the back is lowest, not on the neck.
  return { x: (b.body.c.x + 0.15) / b.width, y: (b.body.c.y - b.body.ry + b.height) / b.height }
}

/** The standing animal's width over its height, for a layout that sizes its box. */
export function standingAspect(faceAspect: number): number {
  const b = standingBody(faceAspect)
  return b.width / b.height
}

function rect(a: Pt, z: Pt): string {
  const r = Math.min(z.x - a.x, z.y - a.y) * 0.3
  return `M${(a.x + r).toFixed(1)} ${a.y.toFixed(1)}H${(z.x - r).toFixed(1)}Q${z.x.toFixed(1)} ${a.y.toFixed(1)} ${z.x.toFixed(1)} ${(a.y + r).toFixed(1)}V${z.y.toFixed(1)}H${a.x.toFixed(1)}V${(a.y + r).toFixed(1)}Q${a.x.toFixed(1)} ${a.y.toFixed(1)} ${(a.x + r).toFixed(1)} ${a.y.toFixed(1)}Z`
}

/** Draws the standing animal filling the box, on its bottom edge; mirrored, its head is on the right. */
export function placeStandingAnimal(
  concept: Concept,
  box: Box,
  kit: SceneKit,
  face: { mirror?: boolean; towardX?: number } = {},
): PlacedDrawing {
  const artSet = kit.lines.artSet
  const b = standingBody(drawingShape(concept, artSet).aspect)
  const groundY = box.maxY
  const k = Math.min((box.maxX - box.minX) / b.width, (box.maxY - box.minY) / b.height)
  // A box wider than the animal: it stands on the side toward the person it is with.
  const spare = Math.max(0, (box.maxX - box.minX - b.width * k) / 2)
  const mid = (box.minX + box.maxX) / 2
  const cx = face.towardX === undefined ? mid : mid + Math.sign(face.towardX - mid) * spare
  const flip = face.mirror ? -1 : 1
  const p = (q: Pt): Pt => ({ x: cx + flip * (q.x - b.width / 2) * k, y: groundY + q.y * k })
  const line = kit.lines.subjectLine
  // Back to front: the legs and hooves (the barrel covers their tops, so they come out from under the belly),
  // the tail, the barrel, the head and neck.
  const leg = (i: number) => [
    { tube: b.legs[i].map(p), width: b.leg * k },
    { d: rectBetween(p, b.hooves[i]) },
  ]
  let svg = merged([...leg(1), ...leg(3)], line) + merged([...leg(0), ...leg(2)], line)
  svg += merged([{ tube: b.tail.map(p), width: 0.15 * k }], line)
  svg += shape(ellipse(p(b.body.c), b.body.rx * k, b.body.ry * k), line)
  // Intricate cartoon pages fill the body with a zentangle pattern, as the head's art is filled.
  svg += bodyPattern(p(b.body.c), b.body.rx * k * 0.75, b.body.ry * k * 0.7, concept.id, kit.lines)
  const a = p({ x: face.mirror ? b.face.maxX : b.face.minX, y: b.face.minY })
  const z = p({ x: face.mirror ? b.face.minX : b.face.maxX, y: b.face.maxY })
  const head = placeDrawing(
    concept,
    artSet,
    { minX: a.x, minY: a.y, maxX: z.x, maxY: z.y },
    // The horn is drawn as narrow coloured bands that a small head would drop as too small to colour: a
    // unicorn without its horn is a horse. Half the usual least detail keeps it.
    { ...kit.subjectLines, minDetail: kit.subjectLines.minDetail * 0.5 },
    kit.nextId(),
    'bottom',
    face.mirror,
  )
  svg += head.svg
  const half = (b.width / 2) * k
  // What it wears goes on its head, sized to the head, not to the whole animal (as on a person's figure): the
  // brow between the horn and the ears, the near hooves for feet.
  const hb = head.box
  const body = {
    head: { x: (hb.minX + hb.maxX) / 2, y: hb.minY + (hb.maxY - hb.minY) * 0.32 },
    headR: (hb.maxY - hb.minY) * 0.17,
    feet: [0, 2].map((i) => p({ x: b.legs[i][1].x, y: 0 })),
  }
  return {
    ...head,
    body,
    svg,
    box: { minX: cx - half, minY: Math.min(head.box.minY, a.y), maxX: cx + half, maxY: groundY },
    groundY,
    mouth: null,
  }
}

function rectBetween(p: (q: Pt) => Pt, r: Box): string {
  const a = p({ x: r.minX, y: r.minY })
  const z = p({ x: r.maxX, y: r.maxY })
  return rect({ x: Math.min(a.x, z.x), y: a.y }, { x: Math.max(a.x, z.x), y: z.y })
}
