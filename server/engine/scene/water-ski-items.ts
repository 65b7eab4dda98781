// Water skiing: the skier crouched and leaning back on the skis on the water, both hands on the tow rope's
// handle, the rope running off towards the boat ahead. Local units are an adult's head radii, the water's surface
// (the sea setting's ground line) at y = 0.

import { groundDepth, merged, type Pose, type Pt, reaching, shape, skeleton } from '../people'
import { type ActionContext, figureAt, hands, type Item } from './action-items'

export const WATER_SKIING = /\bwater[- ]?ski/

const WATER_SKI: Pose = { armL: [70, 85], armR: [80, 90], legL: [34, -16], legR: [42, -8], lean: -14 }
const SKI = 0.45

export function waterSkiItems({ persons }: ActionContext): Item[] {
  const skiers = persons.map((p, i) => {
    const fig = figureAt(p, 'stand', -i * 5)
    const s0 = skeleton(p.age, WATER_SKI)
    const reach = s0.build.upperArm + s0.build.foreArm
    // Both fists together on the handle before the chest, the arms nearly straight.
    const grip = { x: s0.shoulderR.x + reach * 0.8, y: s0.shoulderR.y + reach * 0.35 }
    fig.pose = reaching(p.age, WATER_SKI, { L: { x: grip.x - 0.1, y: grip.y + 0.15 }, R: grip })
    const s = skeleton(p.age, fig.pose)
    fig.at = { x: fig.at.x, y: -SKI - groundDepth(s, fig.pose) }
    const feet = [s.footL.x, s.footR.x].map((x) => fig.at.x + x)
    return { fig, rear: Math.min(...feet) - 2.2, front: Math.max(...feet) + 2.2 }
  })
  const right = Math.max(...skiers.map((k) => k.front)) + 9
  // The water is the sea setting's own surface under them (plan/setting-for-action.ts).
  const items: Item[] = []
  for (const [i, { fig, rear, front }] of skiers.entries()) {
    // Two skis, the far one a little behind and up; the tip turned up at the front.
    const skis: Item = {
      kind: 'draw',
      box: { minX: rear, minY: -1.2, maxX: front + 1.4, maxY: 0 },
      draw: (map, line) =>
        waterSki(rear + 0.4, front + 0.4, -0.2, map.p, line) + waterSki(rear, front, 0, map.p, line),
    }
    const grip = hands(fig).R
    // The rope from the handle in the fists forward and up to the boat beyond the page's edge.
    const rope: Item = {
      kind: 'draw',
      box: { minX: grip.x, minY: grip.y - 2, maxX: right, maxY: grip.y + 1 },
      draw: (map, line, drawn) => {
        const h = drawn.figures[i]?.handR ?? map.p(grip)
        const k = map.k
        const end = map.p({ x: right, y: grip.y - 1.6 })
        return merged(
          [
            { tube: [{ x: h.x + k * 0.3, y: h.y }, end], width: k * 0.12 },
            {
              tube: [
                { x: h.x + k * 0.3, y: h.y - k * 0.7 },
                { x: h.x + k * 0.3, y: h.y + k * 0.7 },
              ],
              width: k * 0.3,
            },
          ],
          line,
        )
      },
    }
    items.push(skis, rope, fig)
  }
  return items
}

/** A water ski lying on the water from `rear` to `front`, its tip curling up, `dy` above the surface. */
function waterSki(rear: number, front: number, dy: number, p: (q: Pt) => Pt, line: number): string {
  const y = dy
  const pts: Pt[] = [
    { x: rear, y: y - SKI },
    { x: front, y: y - SKI },
    { x: front + 0.9, y: y - SKI - 0.6 },
    { x: front + 1.3, y: y - SKI - 0.45 },
    { x: front + 0.7, y },
    { x: rear, y },
  ]
  return shape(
    `M${pts
      .map((q) => {
        const m = p(q)
        return `${m.x.toFixed(2)} ${m.y.toFixed(2)}`
      })
      .join('L')}Z`,
    line,
  )
}
