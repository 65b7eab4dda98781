// "a boy reading with a flashlight under his blanket": the blanket over the seated reader's legs, a quilted mound
// from the hips to the ground with the book held over it, rather than a folded blanket on the grass beside him
// (plan/action-objects.ts absorbs the covering so it is not drawn apart).

import { f, pt, shape, skeleton, stroke } from '../people'
import { covers } from '../plan'
import { conceptById } from '../vocabulary'
import type { ActionContext, DrawItem, FigureItem } from './action-items'

/** The covering (a blanket, a quilt) among the things the action draws itself, if any. */
export function coveringOf({ plan, people }: ActionContext): number | undefined {
  return people.absorbed.find((i) => plan.subjects[i] && covers(conceptById(plan.subjects[i].concept)))
}

/** A quilted mound over the seated figure's legs: the outline closed, its stitching ending on the outline. */
export function coveredLegs(holder: FigureItem): DrawItem {
  const s = skeleton(holder.person.age, holder.pose)
  const xs = [s.kneeL.x, s.kneeR.x, s.footL.x, s.footR.x, s.hipL.x, s.hipR.x].map((x) => holder.at.x + x)
  const pad = s.build.leg * 1.6
  const cx = (Math.min(...xs) + Math.max(...xs)) / 2
  const a = (Math.max(...xs) - Math.min(...xs)) / 2 + pad
  // From under the feet up over the hips, so it shows round the book held over it.
  const base = holder.at.y + Math.max(s.footL.y, s.footR.y) + s.build.leg * 0.5
  const h = base - (holder.at.y + Math.min(s.hipL.y, s.hipR.y) - s.build.leg * 0.8)
  const box = { minX: cx - a, minY: base - h, maxX: cx + a, maxY: base }
  return {
    kind: 'draw',
    box,
    key: 'cover',
    draw: (map, line) => {
      const c = map.p({ x: cx, y: base })
      const rx = a * map.k
      const ry = h * map.k
      const top = (x: number) => c.y - ry * Math.sqrt(Math.max(0, 1 - ((x - c.x) / rx) ** 2))
      const outline = `M${pt({ x: c.x - rx, y: c.y })}A${f(rx)} ${f(ry)} 0 0 1 ${pt({ x: c.x + rx, y: c.y })}Z`
      let svg = shape(outline, line)
      // Three seams down the quilt and one across it, each from outline to outline.
      for (const t of [-0.5, 0, 0.5]) {
        const x = c.x + t * rx
        svg += stroke(`M${pt({ x, y: top(x) })}L${pt({ x, y: c.y })}`, line * 0.8)
      }
      const y = c.y - ry * 0.45
      const half = rx * Math.sqrt(1 - 0.45 ** 2)
      svg += stroke(`M${pt({ x: c.x - half, y })}L${pt({ x: c.x + half, y })}`, line * 0.8)
      return svg
    },
  }
}
