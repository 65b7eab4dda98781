// Catching butterflies with a net: the net's handle in both hands swung up to one side, its hoop and mesh bag
// drawn by code, the butterfly flying just before the hoop. Local units are an adult's head radii with the
// ground at y = 0.

import { ellipse, merged, mix, shape, stroke } from '../people'
import { conceptById } from '../vocabulary'
import { type ActionContext, artItem, figureAt, hands, type Item } from './action-items'

export function netItems({ first, others, object, people, artSet }: ActionContext): Item[] {
  const catcher = figureAt(first, 'swing-net', 0)
  const hs = hands(catcher)
  const grip = mix(hs.L, hs.R, 0.5)
  // The handle runs on from the hands up and out; the hoop at its end, tilted towards us.
  const hoop = { x: grip.x + 3.2, y: grip.y - 3 }
  const r = 1.5
  const net: Item = {
    kind: 'draw',
    key: 'net',
    box: { minX: grip.x - 0.5, minY: hoop.y - r, maxX: hoop.x + r * 1.2, maxY: hoop.y + r * 2.4 },
    draw: (map, line, drawn) => {
      const k = map.k
      const fig = drawn.figures[0]
      const from = fig ? mix(fig.handL, fig.handR, 0.5) : map.p(grip)
      const back = { x: from.x - 0.6 * k, y: from.y + 0.55 * k }
      const c = map.p(hoop)
      const rim = { x: c.x - r * 0.62 * k, y: c.y + r * 0.62 * k }
      const handle = merged([{ tube: [back, rim], width: k * 0.3 }], line)
      // The bag hangs from the hoop, a rounded sack; a few mesh lines across it.
      const bag = `M${(c.x - r * k).toFixed(2)} ${c.y.toFixed(2)}Q${(c.x - r * 0.6 * k).toFixed(2)} ${(c.y + r * 2.3 * k).toFixed(2)} ${(c.x + r * 0.3 * k).toFixed(2)} ${(c.y + r * 2.2 * k).toFixed(2)}Q${(c.x + r * 1.1 * k).toFixed(2)} ${(c.y + r * 1.6 * k).toFixed(2)} ${(c.x + r * k).toFixed(2)} ${c.y.toFixed(2)}Z`
      const mesh = [0.35, 0.7]
        .map((t) => {
          const y = c.y + r * k * (0.4 + t * 1.3)
          const w = r * k * (1 - t * 0.55)
          return stroke(
            `M${(c.x - w).toFixed(2)} ${y.toFixed(2)}L${(c.x + w * 0.95).toFixed(2)} ${y.toFixed(2)}`,
            line * 0.8,
          )
        })
        .join('')
      const ring =
        merged([{ d: ellipse(c, r * k, r * 0.45 * k) }], line) +
        shape(ellipse(c, r * 0.82 * k, r * 0.3 * k), line)
      return handle + shape(bag, line) + mesh + ring
    },
  }
  const butterfly = artItem(
    object ?? conceptById('butterfly'),
    artSet,
    hoop.x + r * 1.6,
    hoop.y - r * 0.3,
    3.2,
    'butterfly',
    people.object ?? undefined,
  )
  return [net, catcher, butterfly, ...others(-5, 'reach-up')]
}
