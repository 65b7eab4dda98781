// The doings of the body of plan/body-poses.ts. A stretch: the arms straight up. A thing on the head: on top of
// it, the arms out for balance. A dive off the side: leaning out over the water's edge, the arms ahead, the water
// below. Paddling: standing in shallow water, the shins under its rippled top. A horsey ride: the grown-up on the
// hands and knees, the child astride the back. Local units are an adult's head radii with the ground at y = 0.

import { POSES, reaching, shape, skeleton, stroke } from '../people'
import { type ActionContext, artItem, type FigureItem, figureAt, type Item } from './action-items'

const f2 = (n: number) => n.toFixed(2)
const shifted = (b: { minX: number; maxX: number; minY: number; maxY: number }, dx: number) => ({
  ...b,
  minX: b.minX + dx,
  maxX: b.maxX + dx,
})

/** Everyone stretching side by side, both arms straight up. */
export function stretchItems(c: ActionContext): Item[] {
  return c.persons.map((p, i) => figureAt(p, 'stretch-up', -i * 5))
}

/** The thing named on top of the first person's head, the arms out; the others watch. */
export function onHeadItems(c: ActionContext): Item[] {
  const balancer = figureAt(c.first, 'head-balance', 0)
  if (!c.object) return [balancer, ...c.others(-6, 'wave')]
  const s = skeleton(c.first.age, balancer.pose)
  const r = s.build.head
  // A little wider than the head, sitting on its crown.
  const thing = artItem(
    c.object,
    c.artSet,
    balancer.at.x + s.head.x,
    balancer.at.y + s.head.y - r * 0.9,
    r * 1.5,
    'on-head',
  )
  const w = thing.box.maxX - thing.box.minX
  const fit = w > r * 3.2 ? (r * 3.2) / w : 1
  const top = artItem(
    c.object,
    c.artSet,
    balancer.at.x + s.head.x,
    balancer.at.y + s.head.y - r * 0.9,
    r * 1.5 * fit,
    'on-head',
    c.people.object ?? undefined,
  )
  return [balancer, top, ...c.others(-6, 'wave')]
}

/**
 * Diving off the side into the water ahead (+x): the diver leans out from the edge of the side, the arms out
 * past the head, the water's rippled top below and a splash of drops where the hands will go in.
 */
export function poolDiveItems(c: ActionContext): Item[] {
  const edge = 1.6
  const diver = figureAt(c.first, 'dive-off', 0)
  const s = skeleton(c.first.age, diver.pose)
  // In the air beyond the edge, the hands just above the water.
  diver.at = { x: edge + 1 - Math.min(s.footL.x, s.footR.x), y: -0.2 - Math.max(s.handL.y, s.handR.y) }
  const depth = 2.2
  const far = 11
  const water: Item = {
    kind: 'draw',
    key: 'dive-water',
    box: { minX: -6, maxX: far, minY: -0.4, maxY: depth },
    draw: (map, line) => {
      const p = (x: number, y: number) => map.p({ x, y })
      // The side stood on: a block under the feet, its edge at x = edge.
      const [a, b] = [p(-6, 0), p(edge, depth)]
      const side = `M${f2(a.x)} ${f2(a.y)}L${f2(b.x)} ${f2(a.y)}L${f2(b.x)} ${f2(b.y)}L${f2(a.x)} ${f2(b.y)}Z`
      // The water beyond, a little below the edge, its top in small waves.
      const top = 0.5
      const n = 9
      const step = (far - edge) / n
      let waves = `M${f2(p(edge, top).x)} ${f2(p(edge, top).y)}`
      for (let k = 0; k < n; k++) {
        const x0 = edge + k * step
        const m = p(x0 + step / 2, top - 0.25)
        const e = p(x0 + step, top)
        waves += `Q${f2(m.x)} ${f2(m.y)} ${f2(e.x)} ${f2(e.y)}`
      }
      const bottom = p(far, depth)
      const body = `${waves}L${f2(bottom.x)} ${f2(bottom.y)}L${f2(b.x)} ${f2(b.y)}Z`
      // Ripples in the water, each an open line.
      const ripple = (x: number, y: number, w: number) => {
        const [l, m, r] = [p(x - w, y), p(x, y - 0.18), p(x + w, y)]
        return `M${f2(l.x)} ${f2(l.y)}Q${f2(m.x)} ${f2(m.y)} ${f2(r.x)} ${f2(r.y)}`
      }
      const ripples = [ripple(5, 1.2, 0.8), ripple(8, 1.5, 0.9), ripple(6.5, 1.9, 0.7)].join('')
      return (c.object ? '' : shape(side, line)) + shape(body, line) + stroke(ripples, line * 0.7)
    },
  }
  // A thing named dived off (the rocks, a board, a boat) is the edge, in place of the side.
  const from = c.object
    ? artItem(c.object, c.artSet, 0, 0.4, 4, 'dived-from', c.people.object ?? undefined)
    : null
  const off = from ? [{ ...from, box: shifted(from.box, edge - from.box.maxX) }] : []
  // A pool named, or the sea, is drawn by the setting: the diver goes into it.
  const drawnWater = /\bpools?\b/.test(c.words) || /^(sea|ocean|beach)$/.test(c.plan.setting)
  return [...(drawnWater ? [] : [water]), ...off, diver, ...c.others(-5, 'wave')]
}

/** Paddling: everyone stands in shallow water, its rippled top across the shins hiding the feet. */
export function wadeItems(c: ActionContext): Item[] {
  const paddlers = c.persons.map((p, i) => figureAt(p, 'paddle', -i * 5.5))
  const xs = paddlers.map((p) => p.at.x)
  const [minX, maxX] = [Math.min(...xs) - 4, Math.max(...xs) + 4]
  // The water's top at a child's mid-shin.
  const level = -0.9
  const water: Item = {
    kind: 'draw',
    key: 'shallows',
    box: { minX: minX - 0.5, maxX: maxX + 0.5, minY: level - 0.4, maxY: 0.9 },
    draw: (map, line) => {
      const p = (x: number, y: number) => map.p({ x, y })
      const n = Math.max(6, Math.round((maxX - minX) / 1.6))
      const step = (maxX - minX) / n
      let d = `M${f2(p(minX, level).x)} ${f2(p(minX, level).y)}`
      for (let k = 0; k < n; k++) {
        const x0 = minX + k * step
        const m = p(x0 + step / 2, level - (k % 2 ? 0.3 : -0.15))
        const e = p(x0 + step, level)
        d += `Q${f2(m.x)} ${f2(m.y)} ${f2(e.x)} ${f2(e.y)}`
      }
      // Closed under the feet by a second line of small waves back, the ends rounded: a band of sea, no box.
      const low = 0.6
      const cap = (x: number, y0: number, y1: number, out: number) => {
        const [m, e] = [p(x + out, (y0 + y1) / 2), p(x, y1)]
        return `Q${f2(m.x)} ${f2(m.y)} ${f2(e.x)} ${f2(e.y)}`
      }
      d += cap(maxX, level, low, 0.9)
      for (let k = n - 1; k >= 0; k--) {
        const x0 = minX + k * step
        const m = p(x0 + step / 2, low + (k % 2 ? 0.2 : -0.1))
        const e = p(x0, low)
        d += `Q${f2(m.x)} ${f2(m.y)} ${f2(e.x)} ${f2(e.y)}`
      }
      d += `${cap(minX, low, level, -0.9)}Z`
      // A ring of ripples round each paddler's legs, and a drop or two kicked up.
      const rings = xs
        .map((x) => {
          const [l, r] = [p(x - 1.3, level + 0.25), p(x + 1.3, level + 0.25)]
          const ry = 0.28 * map.k
          return `M${f2(l.x)} ${f2(l.y)}A${f2(1.3 * map.k)} ${f2(ry)} 0 0 0 ${f2(r.x)} ${f2(r.y)}`
        })
        .join('')
      return shape(d, line) + stroke(rings, line * 0.7)
    },
  }
  return [...paddlers, water]
}

/**
 * A horsey ride: the grown-up on the hands and knees facing +x, the child astride the back, hands on the
 * shoulders. The child is drawn after, so the seat sits on the back's line.
 */
export function horseyItems(c: ActionContext): Item[] {
  const byAge = [...c.persons].sort((a, b) => (a.age === 'child' ? 1 : 0) - (b.age === 'child' ? 1 : 0))
  const [carrier, rider, ...rest] = byAge
  if (!rider) return [figureAt(carrier, 'crawl', 0)]
  const horse = figureAt(carrier, 'crawl', 0)
  const h = skeleton(carrier.age, horse.pose)
  // The seat on the middle of the back, between the hips and the shoulders, on its upper line.
  const mid = { x: (h.waist.x + h.neck.x) / 2, y: (h.waist.y + h.neck.y) / 2 }
  const seat = { x: horse.at.x + mid.x - 0.3, y: horse.at.y + mid.y - h.build.hip * 0.4 }
  const up: FigureItem = { ...figureAt(rider, 'horsey-rider', 0), at: seat }
  // The rider's hands forward on the carrier's shoulders.
  const shoulder = { x: horse.at.x + h.neck.x - seat.x, y: horse.at.y + h.neck.y - seat.y - 0.3 }
  up.pose = reaching(rider.age, POSES['horsey-rider'], {
    L: shoulder,
    R: { x: shoulder.x + 0.2, y: shoulder.y },
  })
  const others = rest.map((p, i) => figureAt(p, 'wave', -5 - i * 4.2))
  return [horse, up, ...others]
}

/**
 * An arm in a sling: the forearm bent across the chest in a cloth cradle from the elbow to the wrist, its strap
 * up round the neck to the other shoulder. Drawn over the arm, each a region to colour.
 */
export function slingItems(c: ActionContext): Item[] {
  const person = figureAt(c.first, 'arm-sling', 0)
  const s = skeleton(c.first.age, person.pose)
  const r = s.build.head
  person.held = (_hands, map, line) => {
    const at = (q: { x: number; y: number }) => map.p({ x: person.at.x + q.x, y: person.at.y + q.y })
    const [e, h] = [at(s.elbowR), at(s.handR)]
    // The cradle: a band round the forearm, deeper under the elbow.
    const w = r * 0.55 * map.k
    const cradle = `M${f2(e.x + w * 0.3)} ${f2(e.y - w)}L${f2(h.x)} ${f2(h.y - w * 0.9)}Q${f2(h.x - w * 0.9)} ${f2(h.y)} ${f2(h.x)} ${f2(h.y + w * 0.9)}L${f2(e.x + w * 0.2)} ${f2(e.y + w * 1.4)}Q${f2(e.x + w * 1.6)} ${f2(e.y + w * 0.2)} ${f2(e.x + w * 0.3)} ${f2(e.y - w)}Z`
    // The strap from the wrist end up over the far shoulder by the neck, and from the elbow end to the near one.
    const neckL = at({ x: s.neck.x - r * 0.35, y: s.neck.y + r * 0.1 })
    const neckR = at({ x: s.neck.x + r * 0.35, y: s.neck.y + r * 0.1 })
    const t = r * 0.22 * map.k
    const strap = (a: { x: number; y: number }, b: { x: number; y: number }) =>
      `M${f2(a.x - t)} ${f2(a.y)}L${f2(b.x - t)} ${f2(b.y)}L${f2(b.x + t)} ${f2(b.y)}L${f2(a.x + t)} ${f2(a.y)}Z`
    return (
      shape(strap({ x: h.x + w * 0.3, y: h.y - w * 0.8 }, neckL), line) +
      shape(strap({ x: e.x + w * 0.4, y: e.y - w * 0.9 }, neckR), line) +
      shape(cradle, line)
    )
  }
  return [person, ...c.others(-5, 'stand')]
}
