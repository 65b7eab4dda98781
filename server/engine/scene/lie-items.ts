// Asleep or lying down: the figure flat on its back, seen from the side, on top of the bed, couch or crib the
// prompt names (the thing drawn under it, long enough for the body), on a blanket spread on the grass, or on the
// ground itself. Local units are an adult's head radii with the ground at y = 0.

import { drawingShape } from '../art'
import { type Concept, conceptById } from '../vocabulary'
import { type ActionContext, type ArtItem, artItem, figureAt, figureBox, type Item } from './action-items'

/**
 * Things lain on top of, and how high their top is, as a share of the drawing's height from its foot: a bed's
 * mattress, a couch's seat cushion (seen from the front, its back behind the body).
 */
const LAIN_ON: [RegExp, number][] = [
  [/crib|cradle|bassinet/, 0.55],
  [/couch|sofa/, 0.3],
  [/bunk-bed/, 0.55],
  [/bed|cot|futon|mattress|hammock/, 0.5],
]
// The couch drawn with its lamp: the couch only the left part of the drawing.
const WIDTH_SHARE: Record<string, number> = { 'couch-and-lamp': 0.78 }
const SPREAD = /blanket|rug|mat|towel/

/** The height a thing is lain on at, as a share of its drawing, or null when it is not one. */
export const lainOn = (c: Concept | null | undefined): number | null =>
  c ? (LAIN_ON.find(([re]) => re.test(c.id))?.[1] ?? null) : null

/** Asleep at home with nothing named to lie on: the bed the bedroom implies, a cradle for a baby. */
const impliedBed = ({ plan, first }: ActionContext): Concept | null =>
  plan.setting === 'bedroom' ? conceptById(first.age === 'baby' ? 'cradle' : 'bed') : null

export function lieItems(c: ActionContext): Item[] {
  const { persons, others, people, artSet } = c
  const object = c.object ?? impliedBed(c)
  // On a thing lain on, the first lies on it and the others stand beside; else all lie side by side.
  const gap = 1
  let x = 0
  const sleepers = persons.slice(0, object && lainOn(object) !== null ? 1 : persons.length).map((p) => {
    const item = figureAt(p, 'lie', 0)
    const b = figureBox(item)
    item.at = { x: x - b.minX, y: item.at.y }
    x += b.maxX - b.minX + gap
    return item
  })
  const boxes = sleepers.map(figureBox)
  const left = Math.min(...boxes.map((b) => b.minX))
  const right = Math.max(...boxes.map((b) => b.maxX))
  const top = lainOn(object)
  if (object && top !== null) {
    // The bed a head longer than the body at each end, its top under the body.
    const { aspect } = drawingShape(object, artSet)
    const share = WIDTH_SHARE[object.id] ?? 1
    const w = (right - left + 3) / share
    const h = Math.max(3, w / aspect)
    const minX = left - 1.5
    const lift = -h * top
    for (const s of sleepers) s.at = { x: s.at.x, y: s.at.y + lift }
    const bed: ArtItem = {
      kind: 'art',
      concept: object,
      box: { minX, minY: -h, maxX: minX + w, maxY: 0 },
      key: 'bed',
      subject: people.object ?? undefined,
      // The bed drawings have their headboard on the left: turned, it is behind the sleeper's head (+x).
      ...(object.id === 'bed' ? { mirror: true } : {}),
    }
    return [bed, ...sleepers, ...others(minX + w + 2.5)]
  }
  if (object && SPREAD.test(object.id)) {
    // A blanket spread under the body: its drawing behind the sleeper, reaching below the body onto the ground
    // before it, so it shows round the figure rather than hidden by it.
    const blanket: ArtItem = {
      kind: 'art',
      concept: object,
      box: { minX: left - 1, minY: -2, maxX: right + 1, maxY: 3 },
      key: 'blanket',
      subject: people.object ?? undefined,
    }
    for (const s of sleepers) s.at = { x: s.at.x, y: s.at.y + 0.8 }
    return [blanket, ...sleepers]
  }
  // Anything else they lie with ("under the stars", "with a teddy bear") beside them, as a row's thing is.
  if (object) {
    const sky = object.zone === 'sky'
    return [
      ...sleepers,
      artItem(
        object,
        artSet,
        right + 3,
        sky ? -12 : 0,
        sky ? 3.5 : 4.2,
        'object',
        people.object ?? undefined,
      ),
    ]
  }
  return sleepers
}
