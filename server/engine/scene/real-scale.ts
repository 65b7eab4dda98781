import type { Box } from '../common'
import { type Concept, realHeight } from '../vocabulary'

// Things drawn side by side keep their sizes in the world, softened so the small one stays big enough to colour:
// a key beside a crow, a mushroom beside a fox, a mouse beside a pumpkin. The square root keeps a tenfold
// difference to about a third; nothing is drawn below SMALLEST of the biggest.
const SMALLEST = 0.45

/** The share of its box each subject keeps, the biggest 1; 1 for all when fewer than two sizes are known. */
export function realShares(concepts: Concept[]): number[] {
  const heights = concepts.map((c) =>
    c.bust || c.zone === 'sky' || c.zone === 'water' ? null : realHeight(c),
  )
  const known = heights.filter((h): h is number => h !== null)
  if (known.length < 2) return concepts.map(() => 1)
  const biggest = Math.max(...known)
  return heights.map((h) => (h === null ? 1 : Math.max(SMALLEST, Math.sqrt(h / biggest))))
}

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

// Beside a person, in an adult's head radii (an adult stands about fourteen): small things at their size, but
// never so small a child cannot colour them (`least`: held in the hands, smaller still), and never larger than
// the old size for things beside people.
const ADULT_RADII = 14

/** How tall a thing standing beside people is drawn, in head radii, at most `usual`. */
export function besidePeopleHeight(concept: Concept, usual: number, least = 2.4): number {
  const h = realHeight(concept)
  return h === null ? usual : Math.min(usual, Math.max(least, (h / 1.7) * ADULT_RADII))
}
