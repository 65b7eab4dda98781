// The hands at work on a thing (plan/hands-at-work.ts): a thing that fits in the hands is held before the chest,
// a hand on either side of it and the hands drawn over it (peeling an orange, folding a paper crane, knitting a
// scarf); one looked through is held at the eyes (a spyglass); one too big to hold stands beside the worker,
// both hands on its near side at the height of the chest (decorating the Christmas tree, carving a statue,
// putting up a tent). Local units are an adult's head radii with the ground at y = 0.

import { drawingShape } from '../art'
import { POSES, type Pt, reaching, skeleton } from '../people'
import { holdable, workedInHands } from '../plan'
import type { Concept } from '../vocabulary'
import { type ActionContext, artItem, type FigureItem, figureAt, type Item, TALL } from './action-items'
import { handsOver } from './hand-held'
import { inHandHeight } from './held-size'

/**
 * The least a thing held in the hands is drawn across its longest side, in head radii: an orange or a bowl still
 * big enough to colour, and to be seen between the hands.
 */
const HELD_LEAST = 1.8

/** Looked through rather than worked: "looking through a spyglass". */
const LOOKED_THROUGH = /\b(look|peer|peek|peep)\w* (through|into)\b/

export function workItems(c: ActionContext): Item[] {
  const { first, object } = c
  const worker = figureAt(first, 'stand', 0)
  if (!object) {
    // The thing worked has no drawing (it is said left out): the hands still work together before the chest,
    // the elbows out, as they would hold it; the person is never drawn standing idle.
    const sk = skeleton(first.age, POSES.stand)
    const r = sk.build.head
    const mid: Pt = { x: sk.head.x, y: sk.shoulderR.y + r * 1.4 }
    worker.pose = reaching(
      first.age,
      POSES.stand,
      { L: { x: mid.x - r * 0.8, y: mid.y + r * 0.1 }, R: { x: mid.x + r * 0.8, y: mid.y - r * 0.1 } },
      true,
    )
    return [worker, ...c.others(-5, 'stand')]
  }
  if (workedInHands(object, holdable))
    return LOOKED_THROUGH.test(c.words) ? atTheEye(c, worker, object) : inTheHands(c, worker, object)
  return atItsSide(c, worker, object)
}

/** Held before the chest in both hands, a hand on either side of it, the hands over it. */
function inTheHands(c: ActionContext, worker: FigureItem, thing: Concept): Item[] {
  return [...c.others(-5, 'stand'), worker, ...beforeTheChest(c, worker, thing, 'worked')]
}

/**
 * A thing at its size in the world held before the chest, a hand on either side of it and the hands drawn over
 * it: an envelope or an orange no longer covers the chest. The holder is posed to it; the thing and the hands
 * are returned.
 */
export function beforeTheChest(
  c: ActionContext,
  holder: FigureItem,
  thing: Concept,
  key: string,
  /** A thing carried in the arms (a box, a fishbowl) at its own height: scene/held-size.ts. */
  carried?: number,
): Item[] {
  const { first, persons, people, artSet } = c
  const s = skeleton(first.age, POSES.stand)
  const r = s.build.head
  // At its size in the world, held: an envelope or an orange no longer covers the chest.
  const aspect = drawingShape(thing, artSet).aspect
  const size = carried ?? inHandHeight(thing, aspect, HELD_LEAST, first.age === 'child' ? 2.3 : 2.7)
  const art = artItem(thing, artSet, 0, 0, size, key, people.object ?? undefined)
  // No wider than the shoulders reach round: a long thing (a scarf, a loaf) is drawn shorter.
  const most = (s.shoulderR.x - s.shoulderL.x) * 1.5
  const w0 = art.box.maxX - art.box.minX
  const k = w0 > most ? most / w0 : 1
  const w = w0 * k
  const h = size * k
  // Its middle a little below the shoulders, before the chest.
  const mid: Pt = { x: s.head.x, y: s.shoulderR.y + r * 0.6 + h * 0.5 }
  art.box = {
    minX: holder.at.x + mid.x - w / 2,
    maxX: holder.at.x + mid.x + w / 2,
    minY: holder.at.y + mid.y - h / 2,
    maxY: holder.at.y + mid.y + h / 2,
  }
  // A hand on each side of it, a little in from its edges so the fingers are on it.
  const side = Math.max(w * 0.38, r * 0.7)
  holder.pose = reaching(
    first.age,
    POSES.stand,
    { L: { x: mid.x - side, y: mid.y + h * 0.1 }, R: { x: mid.x + side, y: mid.y - h * 0.1 } },
    true,
  )
  return [art, handsOver(persons, holder, art.box, ['handL', 'handR'])]
}

/** Held up to the eye, as wide as the head, a hand on either side of it. */
function atTheEye(c: ActionContext, worker: FigureItem, thing: Concept): Item[] {
  const { first, persons, people, artSet } = c
  const s = skeleton(first.age, POSES.stand)
  const r = s.build.head
  const probe = artItem(thing, artSet, 0, 0, 1, 'worked', people.object ?? undefined)
  const w = r * 3
  const h = w / (probe.box.maxX - probe.box.minX)
  // Its near end at the right eye, the rest out to the side.
  const eye = { x: s.head.x + r * 0.35, y: s.head.y - r * 0.05 }
  const box = {
    minX: worker.at.x + eye.x - w * 0.15,
    maxX: worker.at.x + eye.x + w * 0.85,
    minY: worker.at.y + eye.y - h / 2,
    maxY: worker.at.y + eye.y + h / 2,
  }
  const grip = (share: number): Pt => ({ x: eye.x - w * 0.15 + w * share, y: eye.y + h * 0.3 })
  worker.pose = reaching(first.age, POSES.stand, { L: grip(0.3), R: grip(0.65) }, true)
  return [
    ...c.others(-5, 'stand'),
    worker,
    { ...probe, box },
    handsOver(persons, worker, box, ['handL', 'handR']),
  ]
}

/**
 * Beside a thing too big to hold, both hands on its near side at the height of the chest; `height` when its
 * size is known (a thing had rather than worked on: scene/held-size.ts).
 */
export function atItsSide(
  c: ActionContext,
  worker: FigureItem,
  thing: Concept,
  height?: number,
  key = 'worked',
): Item[] {
  const { first, people, artSet } = c
  const child = first.age === 'child' ? 0.8 : 1
  const h = height ?? (TALL.test(thing.id) ? 9 : 5.5) * child
  const art = artItem(thing, artSet, 0, 0, h, key, people.object ?? undefined)
  const w = art.box.maxX - art.box.minX
  const s = skeleton(first.age, POSES.stand)
  const left = s.shoulderR.x + (s.build.upperArm + s.build.foreArm) * 0.7
  art.box = { ...art.box, minX: left, maxX: left + w }
  // Its near side at the height of the chest, or lower on a thing not so tall; a little in from the box's edge.
  const chest = Math.max(-h * 0.55, worker.at.y + s.shoulderR.y + s.build.head * 1.2)
  const on = { x: left + Math.min(w * 0.2, 1.2) - worker.at.x, y: chest - worker.at.y }
  worker.pose = reaching(first.age, POSES.stand, {
    L: { x: on.x - 0.3, y: on.y + 0.9 },
    R: { x: on.x, y: on.y - 0.5 },
  })
  return [...c.others(-5, 'stand'), art, worker]
}
