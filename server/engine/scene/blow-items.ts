// Blowing on a dandelion or blowing bubbles: the hand up beside the mouth holding the stem (or the wand), the
// puff ball (or the wand's ring) just before the lips, seeds (or bubbles) floating away. Drawn by code: no art
// set has a dandelion clock or a bubble wand. Local units are an adult's head radii with the ground at y = 0.

import { circle, merged, POSES, type Pt, reaching, shape, stroke } from '../people'
import { type ActionContext, type FigureItem, figureAt, type Item } from './action-items'
import { mouthOf } from './eat-items'

const line2 = (a: Pt, b: Pt) => `M${a.x.toFixed(2)} ${a.y.toFixed(2)}L${b.x.toFixed(2)} ${b.y.toFixed(2)}`

export function blowItems({ first, words, others }: ActionContext): Item[] {
  const bubbles = /\bbubbles?\b/.test(words)
  const blower: FigureItem = figureAt(first, 'eat', 0)
  const mouth = mouthOf(blower)
  const r = mouth.r
  // The puff (or the ring) just before the lips, the hand below it holding the stem.
  const head = { x: mouth.x + r * 1.7, y: mouth.y - r * 0.2 }
  const hand = { x: mouth.x + r * 1.6, y: mouth.y + r * 2.2 }
  const rel = (p: Pt) => ({ x: p.x - blower.at.x, y: p.y - blower.at.y })
  blower.pose = reaching(first.age, POSES.eat, { R: rel(hand) })
  const puffR = r * (bubbles ? 0.55 : 0.85)
  blower.held = (hs, map, line) => {
    const k = map.k
    const c = map.p(head)
    const from = hs.R
    const to = { x: c.x, y: c.y + puffR * k }
    const stem = merged([{ tube: [from, to], width: k * (bubbles ? 0.18 : 0.14) }], line)
    if (bubbles) return stem + shape(circle(c, puffR * k), line) + shape(circle(c, puffR * k * 0.6), line)
    // The clock: its seed head a small disc, spokes out towards (not to) the round outline of the puff.
    const spokes = Array.from({ length: 10 }, (_, i) => {
      const a = (i / 10) * Math.PI * 2
      const u = { x: Math.cos(a), y: Math.sin(a) }
      return stroke(
        line2(
          { x: c.x + u.x * puffR * k * 0.3, y: c.y + u.y * puffR * k * 0.3 },
          { x: c.x + u.x * puffR * k * 0.72, y: c.y + u.y * puffR * k * 0.72 },
        ),
        line * 0.7,
      )
    }).join('')
    return stem + shape(circle(c, puffR * k), line) + spokes + shape(circle(c, puffR * k * 0.28), line)
  }
  // What floats away on the breath, up and out to the +x side.
  const drift: Item = {
    kind: 'draw',
    key: bubbles ? 'bubbles' : 'seeds',
    box: { minX: head.x + r, minY: head.y - r * 4, maxX: head.x + r * 6, maxY: head.y + r },
    draw: (map, line) => {
      const k = map.k
      const spots = [
        { x: 1.6, y: -0.6, s: 1 },
        { x: 2.8, y: -1.8, s: 0.8 },
        { x: 3.6, y: -0.2, s: 1.2 },
        { x: 4.6, y: -2.6, s: 0.9 },
        { x: 5.2, y: -1.1, s: 0.7 },
      ]
      return spots
        .map(({ x, y, s: size }) => {
          const c = map.p({ x: head.x + x * r, y: head.y + y * r })
          if (bubbles) return shape(circle(c, r * 0.55 * size * k), line)
          // A seed on its little parachute: a stalk and a fan of fine hairs.
          const top = { x: c.x, y: c.y - r * 0.45 * size * k }
          const fan = [-0.35, 0, 0.35]
            .map((dx) => stroke(line2(top, { x: top.x + dx * r * k, y: top.y - r * 0.3 * k }), line * 0.6))
            .join('')
          return stroke(line2(c, top), line * 0.7) + fan
        })
        .join('')
    },
  }
  return [blower, drift, ...others(-5)]
}
