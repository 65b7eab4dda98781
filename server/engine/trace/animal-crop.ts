import type { AnimalBox } from '../detect'
import type { PhotoRegion } from '../photo'
import type { PhotoFocus } from './photo-regions'

// Which part of a photo to draw when animals are small in it (two dogs at a door, a squirrel in the
// leaves): the animals, cropped with room round them, so the page is of them rather than of the porch,
// and each is drawn by its silhouette grown inside its box (photo-regions.ts).

/** The best animal must score this much for any to count: the palace's "bird" (a statue) scores 0.32. */
const LEAD_SCORE = 0.4
/** Once one animal counts, others scoring this much are in the picture too (the door's upper dog: 0.35). */
const JOIN_SCORE = 0.3
/** Animals covering more of the photo than this are a close-up, already drawn by their own shape. */
const CLOSE_UP_SHARE = 0.45
/** Room left round the animals, as a share of their box on each side: ears, tails and paws stay in. */
const MARGIN = 0.15
/**
 * A crop is at least this share of each of the photo's sides: a bird far off is not enlarged more than
 * four times into a page of blur.
 */
const MIN_SIDE = 0.25

export type AnimalCrop = {
  /** The part of the photo to draw, with the photo's own shape, so the page keeps its orientation. */
  region: PhotoRegion
  /** Each animal's box, as fractions of the region. */
  animals: PhotoRegion[]
  /** Where the person tapped, as a fraction of the region. */
  focus?: PhotoFocus
}

/**
 * The crop round the photo's animals, or null when there are none worth it: none found surely enough,
 * or they already fill the photo. With a tap, only an animal whose box holds the tap counts, and
 * JOIN_SCORE will do (the person says it is there); a tap elsewhere draws the photo as before. Without a
 * tap, every animal found.
 */
export function animalCrop(found: AnimalBox[], focus?: PhotoFocus): AnimalCrop | null {
  const counted = found.filter((a) => a.score >= JOIN_SCORE && a.x2 > a.x1 && a.y2 > a.y1)
  const chosen = focus
    ? counted
        .filter((a) => a.x1 <= focus.x && focus.x <= a.x2 && a.y1 <= focus.y && focus.y <= a.y2)
        .slice(0, 1)
    : (counted[0]?.score ?? 0) >= LEAD_SCORE
      ? counted
      : []
  if (!chosen.length) return null
  const union = {
    x1: Math.min(...chosen.map((a) => a.x1)),
    y1: Math.min(...chosen.map((a) => a.y1)),
    x2: Math.max(...chosen.map((a) => a.x2)),
    y2: Math.max(...chosen.map((a) => a.y2)),
  }
  if ((union.x2 - union.x1) * (union.y2 - union.y1) > CLOSE_UP_SHARE) return null
  const region = keepingShape(union)
  const inRegion = (x: number, y: number) => ({
    x: (x - region.x1) / (region.x2 - region.x1),
    y: (y - region.y1) / (region.y2 - region.y1),
  })
  const animals = chosen.map((a) => {
    const from = inRegion(a.x1, a.y1)
    const to = inRegion(a.x2, a.y2)
    return { x1: from.x, y1: from.y, x2: to.x, y2: to.y }
  })
  return { region, animals, focus: focus ? inRegion(focus.x, focus.y) : undefined }
}

/**
 * The box with MARGIN round it, grown to the photo's own shape (and to MIN_SIDE) and kept inside the
 * photo. In fractions of the photo's sides the photo's shape is a square: a region as wide as it is tall
 * (in fractions) is shaped like the photo.
 */
function keepingShape(box: PhotoRegion): PhotoRegion {
  const w = box.x2 - box.x1
  const h = box.y2 - box.y1
  const side = Math.min(1, Math.max(MIN_SIDE, w * (1 + 2 * MARGIN), h * (1 + 2 * MARGIN)))
  const place = (centre: number) => Math.min(1 - side, Math.max(0, centre - side / 2))
  const x1 = place((box.x1 + box.x2) / 2)
  const y1 = place((box.y1 + box.y2) / 2)
  return { x1, y1, x2: x1 + side, y2: y1 + side }
}
