import type { Box } from '../common'
import { type Concept, isLandform, nounKinds, realHeight } from '../vocabulary'

// Things drawn side by side keep their sizes in the world, softened so the small one stays big enough to colour:
// a key beside a crow, a mushroom beside a fox, a mouse beside a pumpkin. The square root keeps a tenfold
// difference to about a third; nothing is drawn below SMALLEST of the biggest.
const SMALLEST = 0.45

/** The share of its box each subject keeps, the biggest 1; 1 for all when fewer than two sizes are known. */
export function realShares(concepts: Concept[]): number[] {
  // A sun, a cloud or a plane in the sky is far off, at no size beside what stands; a bird, a bee or a butterfly
  // flying is near, at its own ("a wagtail chasing flies": the flies a fraction of the bird).
  const heights = concepts.map((c) =>
    c.bust || (c.zone === 'sky' && !flies(c)) || c.zone === 'water' ? null : realHeight(c),
  )
  const known = heights.filter((h): h is number => h !== null)
  if (known.length < 2) return concepts.map(() => 1)
  const biggest = Math.max(...known)
  return heights.map((h) => (h === null ? 1 : Math.max(SMALLEST, Math.sqrt(h / biggest))))
}

/** An animal that flies (or dangles), drawn in the sky near what it is with: by its name or its head noun. */
const flies = (c: Concept) =>
  [c.label, c.label.split(' ').at(-1) ?? ''].some((n) => nounKinds(n.toLowerCase())[0] === 'noun.animal')

/** Shrinks each box to its share, about the middle of its bottom edge (where it stands). */
export function shrinkToShare(box: Box, share: number): Box {
  if (share >= 1) return box
  const cx = (box.minX + box.maxX) / 2
  const w = (box.maxX - box.minX) * share
  return {
    minX: cx - w / 2,
    maxX: cx + w / 2,
    minY: box.maxY - (box.maxY - box.minY) * share,
    maxY: box.maxY,
  }
}

// One scale for things drawn with people, in head radii per metre of their height in the world. The figures
// stand at their own: an adult 10.6 head radii tall (people/skeleton.ts) to 1.7 m. What people have in their
// hands, carry or stand among is drawn larger by a third (as if the adult stood fourteen), so a book, a toy or a
// cupcake stays big enough to colour; a thing the figure works at beside it keeps the figures' own scale.
const FIGURE_RADII_PER_METRE = 10.6 / 1.7
const HAD_RADII_PER_METRE = 14 / 1.7

/** A height in the world, in metres, as head radii beside people: at the figures' scale, or as things they have. */
export function radiiFor(metres: number, scale: 'figure' | 'had' = 'had'): number {
  return metres * (scale === 'figure' ? FIGURE_RADII_PER_METRE : HAD_RADII_PER_METRE)
}

// Land beside people (a mountain, a volcano, an iceberg, a geyser, a waterfall: vocabulary/landform.ts) is never
// the size of a thing they have: it stands half as tall again as a grown-up, however big it is in the world, so
// the people stay big enough to colour beside it.
export const LAND_HEIGHT = 16

/**
 * How tall a thing standing beside people is drawn, in head radii: land at its own scale (LAND_HEIGHT); small
 * things at their size, but never so small a child cannot colour them (`least`: held in the hands, smaller
 * still), and never larger than `usual` (the old size for things beside people).
 */
export function besidePeopleHeight(concept: Concept, usual: number, least = 2.4): number {
  if (isLandform(concept)) return LAND_HEIGHT
  const h = realHeight(concept)
  return h === null ? usual : Math.min(usual, Math.max(least, radiiFor(h)))
}

/**
 * How tall a thing standing beside people is drawn, in head radii: one taller than a person in the world (a goal,
 * a fridge) at the figures' own scale, up to about a child's height (taller would shrink the people on the page
 * to dolls), never shrunk to the size of what they hold; smaller things as things they have.
 */
export function standingHeight(concept: Concept): number {
  if (isLandform(concept)) return LAND_HEIGHT
  const real = realHeight(concept)
  return real !== null && real >= 1.5
    ? Math.min(7, radiiFor(real, 'figure'))
    : besidePeopleHeight(concept, 4.2)
}

/** How tall a thing standing beside its holder while used is drawn: its height at the figures' own scale. */
export function besideHeight(thing: Concept): number {
  return Math.min(9, Math.max(2.6, radiiFor(realHeight(thing) ?? 0.8, 'figure')))
}
