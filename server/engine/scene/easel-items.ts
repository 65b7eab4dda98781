// Painting a picture at the easel a verb implies (plan/verb-tools.ts): the painter stands at the easel's right,
// the hand raised to its canvas with the brush's bristles on it, as the chalkboard's writer stands at the board.
// Local units are an adult's head radii with the ground at y = 0.

import { conceptById } from '../vocabulary'
import { type ActionContext, artItem, figureAt, hands, type Item } from './action-items'

// Where the canvas is in the easel's drawing: its top at this share of the height from the ground, its right
// edge at this share of the width from the left; a brush's bristles touch it a little under its top.
const CANVAS = { top: 0.79, touch: 0.7, right: 0.72 }
// The figures' heights in head radii (people/skeleton.ts): an easel is no taller than this much over them.
const TALLEST = { adult: 10.6 * 1.15, child: 7.5 * 1.15 }

/** The painter at the easel, or null when the plan has no easel or the brush is not what is held. */
export function easelItems({ plan, people, first, others, artSet }: ActionContext): Item[] | null {
  const at = plan.subjects.findIndex((s) => s.concept === 'easel')
  const brushAt = people.object
  if (at < 0 || brushAt === null || plan.subjects[brushAt]?.concept !== 'paintbrush') return null
  const painter = figureAt(first, 'write-board', 0)
  const hand = hands(painter).L
  // The brush in the raised hand by its handle, its bristles (the drawing's lower left) down on the canvas.
  const size = first.age === 'child' ? 2 : 2.4
  const bristles = { x: hand.x - size * 0.7, y: hand.y + size * 0.7 }
  const brush = artItem(
    conceptById('paintbrush'),
    artSet,
    hand.x - size * 0.3,
    hand.y + size * 0.6,
    size,
    'held',
    brushAt,
  )
  // As tall as brings the canvas under the bristles.
  const h = Math.min(first.age === 'child' ? TALLEST.child : TALLEST.adult, -bristles.y / CANVAS.touch)
  const easel = conceptById('easel')
  const probe = artItem(easel, artSet, 0, 0, h, 'easel').box
  // The canvas's right edge just past the bristles.
  const x = bristles.x + 1 - (probe.maxX - probe.minX) * (CANVAS.right - 0.5)
  return [artItem(easel, artSet, x, 0, h, 'easel', at), painter, brush, ...others(6.5, 'wave')]
}
