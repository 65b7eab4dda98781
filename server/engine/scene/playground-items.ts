// Playground things a child uses, drawn round the figure: sitting on a swing with the hands on its ropes,
// sitting on a slide on its way down, jumping in the air over a trampoline. Local units are an adult's head
// radii with the ground at y = 0 (see people-actions.ts).

import { ellipse, merged, type Pt, shape, skeleton } from '../people'
import { conceptById } from '../vocabulary'
import { type ActionContext, artItem, figureAt, figureBox, hands, type Item } from './action-items'
import { onTheSwing, swingPushers } from './contact-items'

const tube = (a: Pt, b: Pt, width: number) => ({ tube: [a, b], width })

/** A swing set seen from the front: an A-frame, a top bar, two ropes to the seat the child sits on. */
export function swingItems(c: ActionContext): Item[] {
  // The youngest sits on the swing; whoever else is named pushes it or stands by (contact-items.ts).
  const first = onTheSwing(c.persons)
  const sitter = figureAt(first, 'swing', 0)
  const s = skeleton(first.age, sitter.pose)
  // Feet off the ground: the seat hangs a little higher than the legs reach.
  sitter.at = { x: 0, y: sitter.at.y - 1.2 }
  const hs = hands(sitter)
  const seatY = sitter.at.y + s.hipL.y + s.build.leg * 0.55
  const barY = Math.min(hs.L.y, hs.R.y) - 3
  const ropeL = hs.L.x
  const ropeR = hs.R.x
  const half = (ropeR - ropeL) / 2 + 3.2
  const frame: Item = {
    kind: 'draw',
    box: { minX: -half - 2, minY: barY - 0.6, maxX: half + 2, maxY: 0 },
    draw: (map, line) => {
      const k = map.k
      const p = (x: number, y: number) => map.p({ x, y })
      // The frame: the bar and two legs splayed at each end, one region.
      const posts = merged(
        [
          tube(p(-half - 0.4, barY), p(half + 0.4, barY), k * 0.45),
          tube(p(-half, barY), p(-half - 1.8, 0), k * 0.38),
          tube(p(-half, barY), p(-half + 1.4, 0), k * 0.38),
          tube(p(half, barY), p(half + 1.8, 0), k * 0.38),
          tube(p(half, barY), p(half - 1.4, 0), k * 0.38),
        ],
        line,
      )
      const ropes = merged(
        [tube(p(ropeL, barY), p(ropeL, seatY), k * 0.16), tube(p(ropeR, barY), p(ropeR, seatY), k * 0.16)],
        line,
      )
      const a = p(ropeL - 0.5, seatY - 0.25)
      const b = p(ropeR + 0.5, seatY + 0.35)
      const seat = shape(`M${a.x} ${a.y}L${b.x} ${a.y}L${b.x} ${b.y}L${a.x} ${b.y}Z`, line)
      return posts + ropes + seat
    },
  }
  const by = swingPushers(c, sitter, half)
  return [...by.behind, frame, sitter, ...by.over]
}

// Where the slide's flat middle is, as shares of the drawing's width and height from its top left: the
// child sits there, legs out down the run, the ladder behind.
const SLIDE_SEAT = { x: 0.46, y: 0.6 }

/** Sitting on the slide on the way down, legs along the run, arms up. */
export function slideItems({ first, object, people, artSet }: ActionContext): Item[] {
  const slide = object ?? conceptById('playground-slide')
  const h = first.age === 'child' ? 8.5 : 10
  const art = artItem(slide, artSet, 0, 0, h, 'slide', people.object ?? undefined)
  const w = art.box.maxX - art.box.minX
  const seat = { x: -w / 2 + w * SLIDE_SEAT.x, y: -h + h * SLIDE_SEAT.y }
  const rider = figureAt(first, 'slide', seat.x, seat.y + 0.2)
  return [art, rider]
}

/** Jumping in the air over a trampoline: the bed and its legs on the ground, the jumper above it. */
export function trampolineItems({ persons }: ActionContext): Item[] {
  const top = -2.2
  const jumpers = persons.map((p, i) => figureAt(p, 'jump', (i - (persons.length - 1) / 2) * 5, top - 1.8))
  const boxes = jumpers.map(figureBox)
  const half = Math.max(
    4.8,
    (Math.max(...boxes.map((b) => b.maxX)) - Math.min(...boxes.map((b) => b.minX))) / 2 + 1,
  )
  const bed: Item = {
    kind: 'draw',
    box: { minX: -half - 0.4, minY: top - 1.2, maxX: half + 0.4, maxY: 0 },
    draw: (map, line) => {
      const k = map.k
      const p = (x: number, y: number) => map.p({ x, y })
      const legs = merged(
        [-0.82, -0.3, 0.3, 0.82].map((t) => tube(p(t * half, top + 0.4), p(t * half * 1.02, -0.1), k * 0.36)),
        line,
      )
      const c = p(0, top)
      // The rim (a padded ring) and the jumping bed inside it.
      const rim = shape(ellipse(c, half * k, 1.05 * k), line)
      const inner = shape(ellipse(c, (half - 0.7) * k, 0.62 * k), line)
      return legs + rim + inner
    },
  }
  return [bed, ...jumpers]
}

/** Hiking up a mountain: the hiker on its slope, leaning into the climb, the peak with its snow above. */
export function hikeItems({ persons }: ActionContext): Item[] {
  const foot = -11
  const peak = { x: 6, y: -11 }
  const right = 13
  // The slope rises from (foot, 0) to the peak; a hiker at x stands on it at this height.
  const slopeY = (x: number) => (peak.y * (x - foot)) / (peak.x - foot)
  const hikers = persons.map((p, i) => {
    const x = -2.5 - i * 4
    const hiker = figureAt(p, 'hike', x, 0)
    // The back foot (the lower one) on the slope where it treads, the front one a step higher up it.
    const s = skeleton(p.age, hiker.pose)
    const back = x + s.footL.x
    hiker.at = { x, y: hiker.at.y + slopeY(back) + 0.25 }
    return hiker
  })
  const mountain: Item = {
    kind: 'draw',
    box: { minX: foot, minY: peak.y, maxX: right, maxY: 0 },
    draw: (map, line) => {
      const p = (x: number, y: number) => map.p({ x, y })
      const f = (q: Pt) => `${q.x.toFixed(2)} ${q.y.toFixed(2)}`
      const at = (t: number, side: 'l' | 'r') =>
        side === 'l'
          ? { x: peak.x - (peak.x - foot) * t, y: peak.y * (1 - t) }
          : { x: peak.x + (right - peak.x) * t, y: peak.y * (1 - t) }
      const cap = [
        at(0.28, 'l'),
        { x: peak.x - 2, y: peak.y * 0.68 },
        { x: peak.x, y: peak.y * 0.76 },
        { x: peak.x + 1.8, y: peak.y * 0.68 },
        at(0.28, 'r'),
      ]
      const body = `M${f(p(foot, 0))}L${f(p(peak.x, peak.y))}L${f(p(right, 0))}Z`
      const snow = `M${f(p(peak.x, peak.y))}${cap.map((q) => `L${f(p(q.x, q.y))}`).join('')}Z`
      return shape(body, line) + shape(snow, line)
    },
  }
  return [mountain, ...hikers.reverse()]
}
