import type { Box } from '../common'

/**
 * Setting props that stand taller than the subjects: trees. Drawn in a flower's small floor slot in the
 * foreground, a deciduous tree's trunk (a fifth of its width, 18 pt) fell under an easy page's 19.2 pt detail
 * limit for props and was dropped, leaving its crown floating below the ground lines like a cloud. They stand
 * on the back of the ground instead, at the sides, as tall as a tree beside an animal.
 */
export const STANDING_TALL = new Set(['tree', 'palm-tree', 'christmas-tree'])

// Heights tried, as shares of the scene's width, largest first: a tree a good deal taller than a flower.
export const STANDING_HEIGHTS = [0.42, 0.36, 0.3]
// Where a trunk stands, as a share of the ground below the horizon: on the back of the ground, between the
// hills' two lines (0.1 above the horizon and 0.25 below it), and on the sand above the beach's shore line.
export const STANDING_BASE = 0.18
// A tree may stand this far behind a subject on the ground (the share of its box the subject covers), as a
// wood behind an animal; one nearer the middle never with the foot of its trunk hidden, or it floats over the
// subject's back. A subject that ends above the horizon (the moon, a bird, a head alone) it keeps clear of: a
// crown behind the moon holds it up like a nest.
const BEHIND = 0.3

const overlapShare = (a: Box, b: Box) => {
  const w = Math.min(a.maxX, b.maxX) - Math.max(a.minX, b.minX)
  const h = Math.min(a.maxY, b.maxY) - Math.max(a.minY, b.minY)
  return w > 0 && h > 0 ? (w * h) / ((a.maxX - a.minX) * (a.maxY - a.minY)) : 0
}

/**
 * The box a standing tree takes, or null where none is free: against the left or right side of the scene
 * first, then nearer the middle, each as tall as fits. `aspect` is the drawing's width over its height;
 * `subjects` are the boxes it may stand partly behind, `others` (other props, lettering) it must keep clear of.
 */
export function standingBox(
  scene: Box,
  horizon: number,
  aspect: number,
  subjects: Box[],
  others: Box[],
): Box | null {
  const w = scene.maxX - scene.minX
  const base = horizon + (scene.maxY - horizon) * STANDING_BASE
  const inset = w * 0.02
  const spots: { centre: (tw: number) => number; side: boolean }[] = [
    { centre: (tw) => scene.minX + inset + tw / 2, side: true },
    { centre: (tw) => scene.maxX - inset - tw / 2, side: true },
    { centre: () => scene.minX + w * 0.3, side: false },
    { centre: () => scene.minX + w * 0.7, side: false },
  ]
  for (const { centre, side } of spots)
    for (const share of STANDING_HEIGHTS) {
      const h = w * share
      const tw = h * aspect
      const cx = centre(tw)
      const box = { minX: cx - tw / 2, minY: base - h, maxX: cx + tw / 2, maxY: base }
      if (box.minX < scene.minX || box.maxX > scene.maxX || box.minY < scene.minY) continue
      const foot = { minX: cx - tw * 0.15, minY: base - h * 0.3, maxX: cx + tw * 0.15, maxY: base }
      const behind = (s: Box) =>
        s.maxY < horizon
          ? overlapShare(box, s) > 0.08
          : overlapShare(box, s) > BEHIND || (!side && overlapShare(foot, s) > 0)
      if (subjects.some(behind)) continue
      if (others.some((o) => overlapShare(box, o) > 0.08)) continue
      return box
    }
  return null
}
