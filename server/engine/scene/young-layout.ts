import type { Box } from '../common'
import type { PlanSubject } from '../plan'
import type { SceneFrame } from './scene-layout'

// "a mama polar bear and her cubs": the parent stands large, her young half her height beside her and a little
// in front, so the page reads as a mother and her babies rather than a row of equal animals.

const PARENT_H = 0.62
const YOUNG_SHARE = 0.55

/** Boxes for a page with young animals (plan/animal-young.ts), or null when it has none. */
export function youngBoxes(
  subjects: PlanSubject[],
  busts: boolean[],
  frame: SceneFrame,
): { box: Box; align: 'bottom' }[] | null {
  if (!subjects.some((s) => s.young) || subjects.every((s) => s.young)) return null
  const { scene, groundY } = frame
  const width = scene.maxX - scene.minX
  const sceneH = scene.maxY - scene.minY
  const weights = subjects.map((s) => (s.young ? 0.75 : 1.5))
  const total = weights.reduce((a, b) => a + b, 0)
  const usable = width * 0.94
  let x = scene.minX + (width - usable) / 2
  return subjects.map((s, i) => {
    const w = (usable * weights[i]) / total
    const h = sceneH * PARENT_H * (s.young ? YOUNG_SHARE : 1)
    // The young a little nearer, their feet lower on the ground.
    // A head (a lion's, a polar bear's) sits higher, clear of the ground's flowers and trees.
    const lift = busts[i] ? sceneH * 0.08 : 0
    const bottom = (s.young ? Math.min(scene.maxY - 4, groundY + sceneH * 0.05) : groundY) - lift
    const box = { minX: x, minY: bottom - h, maxX: x + w * 0.98, maxY: bottom }
    x += w
    return { box, align: 'bottom' as const }
  })
}
