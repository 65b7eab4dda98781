// Hanging by the hands: children on the monkey bars, each hanging from the top ladder with the feet off the
// ground; a child climbing a rope, hands one over the other on it, the rope hung from a beam above. Local units
// are an adult's head radii with the ground at y = 0 (see people-actions.ts).
import { circle, groundDepth, merged, POSES, type Pt, reaching, shape, skeleton } from '../people'
import type { Concept } from '../vocabulary'
import { type ActionContext, artItem, type FigureItem, figureAt, type Item } from './action-items'

const tube = (a: Pt, b: Pt, width = 0) => ({ tube: [a, b], width })
/** How far the feet hang above the ground. */
const LIFT = 1.6

/** The pose hung from a bar at `barY`: the figure placed so both hands are on it. */
function hungFrom(item: FigureItem, barY: number): FigureItem {
  const s = skeleton(item.person.age, item.pose)
  return { ...item, at: { x: item.at.x, y: barY - Math.min(s.handL.y, s.handR.y) } }
}

export function hangItems(c: ActionContext): Item[] {
  if (c.object && /skyscraper|building|tower/.test(c.object.id)) return facadeItems(c, c.object)
  if (c.object && /glider/.test(c.object.id)) return gliderItems(c, c.object)
  return /\brope\b/.test(c.words) ? ropeItems(c) : monkeyBarsItems(c)
}

/** Hanging off the side of a tall building: seated on a plank hung on a rope from its roof, halfway up its face. */
function facadeItems({ first, rest, others, people, artSet }: ActionContext, building: Concept): Item[] {
  const tower = artItem(building, artSet, 0, 0, 22, 'building', people.object ?? undefined)
  const b = tower.box
  const worker = figureAt(first, 'sit-chair', 0)
  const s = skeleton(first.age, worker.pose)
  const r = s.build.head
  // One hand up on the rope over the head, the other out to the glass.
  const grip = { x: s.head.x + r * 0.2, y: s.head.y - r * 1.6 }
  worker.pose = reaching(first.age, worker.pose, { R: grip, L: { x: -r * 3.2, y: s.neck.y + r * 0.4 } })
  const seatY = -11
  worker.at = { x: (b.minX + b.maxX) / 2 + 1, y: seatY - s.hipL.y }
  const ropeX = worker.at.x + grip.x
  const seat = { minX: worker.at.x - 2.2, maxX: worker.at.x + 2.2, y: seatY + 0.35 }
  const rig: Item = {
    kind: 'draw',
    key: 'rope',
    box: { minX: seat.minX, maxX: seat.maxX, minY: b.minY, maxY: seat.y + 0.6 },
    draw: (map, line) => {
      const p = (x: number, y: number) => map.p({ x, y })
      // The plank, and the rope from the roof's edge down to it.
      const plank = merged([tube(p(seat.minX, seat.y), p(seat.maxX, seat.y), map.k * 0.55)], line)
      const cords = merged(
        [
          tube(p(ropeX, b.minY + 0.4), p(ropeX, seat.y)),
          tube(p(ropeX, seat.y - 3), p(seat.minX + 0.3, seat.y)),
        ].map((t) => ({ ...t, width: map.k * 0.22 })),
        line,
      )
      return cords + plank
    },
  }
  return [tower, rig, worker, ...(rest.length ? others(b.maxX + 2.5) : [])]
}

// The glider's control bar: the bottom of the drawing's triangle, as shares of its box from the top left.
const CONTROL_BAR = { x: 0.5, y: 0.97 }
/** How far a glider's pilot hangs above the ground, in head radii: high in the sky over the land below. */
const FLOWN = 12

/**
 * Hang gliding: the pilot hangs under the wing by both hands on its control bar, high above the ground; never a
 * small glider floating over a man standing on the grass. Others watch from the ground.
 */
function gliderItems({ first, rest, others, people, artSet }: ActionContext, glider: Concept): Item[] {
  const pilot = figureAt(first, 'hang', 0)
  const s = skeleton(first.age, pilot.pose)
  const feet = -groundDepth(s, pilot.pose) - FLOWN
  const hung = hungFrom(pilot, feet + Math.min(s.handL.y, s.handR.y))
  const barY = hung.at.y + Math.min(s.handL.y, s.handR.y)
  const wing = artItem(glider, artSet, 0, 0, 11, 'glider', people.object ?? undefined)
  const w = wing.box.maxX - wing.box.minX
  const h = wing.box.maxY - wing.box.minY
  const x = hung.at.x + (s.handL.x + s.handR.x) / 2
  wing.box = {
    minX: x - w * CONTROL_BAR.x,
    maxX: x + w * (1 - CONTROL_BAR.x),
    minY: barY - h * CONTROL_BAR.y,
    maxY: barY + h * (1 - CONTROL_BAR.y),
  }
  return [wing, hung, ...(rest.length ? others(wing.box.maxX + 2) : [])]
}

function monkeyBarsItems({ persons }: ActionContext): Item[] {
  const hanging = persons.map((p, i) => figureAt(p, 'hang', i * 4.2, 0, i % 2 === 1))
  // The bar as high as the tallest hanger's hands with its feet LIFT off the ground.
  const barY = Math.min(
    ...hanging.map((h) => {
      const s = skeleton(h.person.age, h.pose)
      return -groundDepth(s, h.pose) - LIFT + Math.min(s.handL.y, s.handR.y)
    }),
  )
  const placed = hanging.map((h) => hungFrom(h, barY))
  const shift = ((persons.length - 1) * 4.2) / 2
  for (const h of placed) h.at = { ...h.at, x: h.at.x - shift }
  const half = shift + 4
  const rungs = Math.max(4, Math.round((half * 2) / 1.6))
  const frame: Item = {
    kind: 'draw',
    key: 'monkey bars',
    box: { minX: -half - 1, minY: barY - 1, maxX: half + 1, maxY: 0 },
    draw: (map, line) => {
      const k = map.k
      const p = (x: number, y: number) => map.p({ x, y })
      // A ladder at each end up to the top rail, one region; the rungs' round ends along the rail.
      const parts = [tube(p(-half - 0.3, barY), p(half + 0.3, barY), k * 0.5)]
      for (const end of [-half, half]) {
        parts.push(tube(p(end, barY), p(end, 0), k * 0.42))
        for (let y = barY + 2; y < -0.8; y += 2) parts.push(tube(p(end - 0.9, y), p(end, y), k * 0.26))
        parts.push(tube(p(end - 0.9, barY + 1.2), p(end - 0.9, 0), k * 0.36))
      }
      let svg = merged(parts, line)
      for (let i = 1; i < rungs; i++)
        svg += shape(circle(p(-half + (i * half * 2) / rungs, barY), k * 0.18), line)
      return svg
    },
  }
  return [frame, ...placed]
}

function ropeItems({ first, rest, others }: ActionContext): Item[] {
  const climber = figureAt(first, 'hang', 0)
  const s = skeleton(first.age, climber.pose)
  const r = s.build.head
  // The rope beside the head, down the side of the body: both hands on it, one over the other, the face clear.
  const ropeAt = s.head.x + r * 1.45
  const top = { x: ropeAt, y: s.head.y - r * 1.1 }
  const low = { x: ropeAt, y: s.head.y + r * 0.6 }
  climber.pose = reaching(first.age, { ...POSES.hang, legR: [40, -10] }, { L: low, R: top })
  const posed = skeleton(first.age, climber.pose)
  // Well up the rope, the knot below the feet.
  climber.at = { x: 0, y: -groundDepth(posed, climber.pose) - LIFT * 2.5 }
  const ropeX = climber.at.x + ropeAt
  const beamY = climber.at.y + top.y - 6
  // The rope runs over the body and under the arms, so the hands close round it.
  climber.inHands = (_hands, map, line) =>
    merged([tube(map.p({ x: ropeX, y: beamY }), map.p({ x: ropeX, y: -0.6 }), map.k * 0.32)], line) +
    shape(circle(map.p({ x: ropeX, y: -0.6 }), map.k * 0.32), line)
  const beam: Item = {
    kind: 'draw',
    key: 'rope',
    box: { minX: ropeX - 2.5, minY: beamY - 0.6, maxX: ropeX + 2.5, maxY: -0.3 },
    draw: (map, line) =>
      merged(
        [tube(map.p({ x: ropeX - 2.5, y: beamY }), map.p({ x: ropeX + 2.5, y: beamY }), map.k * 0.7)],
        line,
      ),
  }
  return [beam, climber, ...(rest.length ? others(6) : [])]
}
