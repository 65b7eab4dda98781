// What the two detectors (find-animals.ts, find-faces.ts) share about the boxes they find: fractions of
// the photo, and one box for each thing however many cells saw it.

/** A box as fractions of the photo's width and height, and the detector's score for it. */
export type DetectedBox = { x1: number; y1: number; x2: number; y2: number; score: number }

/** A fraction kept within the photo. */
export const withinPhoto = (v: number) => Math.min(1, Math.max(0, v))

/** The boxes best first, leaving out each that overlaps a better one by more than `sameIou`. */
export function distinctBoxes<T extends DetectedBox>(found: T[], sameIou: number): T[] {
  const kept: T[] = []
  for (const box of [...found].sort((a, b) => b.score - a.score)) {
    if (!kept.some((k) => overlap(k, box) > sameIou)) kept.push(box)
  }
  return kept
}

/** Intersection over union of two boxes. */
function overlap(a: DetectedBox, b: DetectedBox): number {
  const w = Math.max(0, Math.min(a.x2, b.x2) - Math.max(a.x1, b.x1))
  const h = Math.max(0, Math.min(a.y2, b.y2) - Math.max(a.y1, b.y1))
  const union = (a.x2 - a.x1) * (a.y2 - a.y1) + (b.x2 - b.x1) * (b.y2 - b.y1) - w * h
  return union > 0 ? (w * h) / union : 0
}
