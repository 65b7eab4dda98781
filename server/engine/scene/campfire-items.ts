// Roasting marshmallows: the roaster standing by a campfire of crossed logs, a long stick from the hands out
// over the flames with a marshmallow on its tip. Local units are an adult's head radii, the ground at y = 0.

import { merged, type Pt, shape } from '../people'
import { conceptById } from '../vocabulary'
import { type ActionContext, artItem, figureAt, hands, type Item } from './action-items'

const tube = (a: Pt, b: Pt, width: number) => ({ tube: [a, b], width })

// A hot dog or a sausage is roasted on the stick's tip in place of the marshmallow.
const SAUSAGE = /\b(hot ?dogs?|sausages?|wieners?|frankfurters?)\b/

export function roastItems({ persons, first, object, people, artSet, words }: ActionContext): Item[] {
  const sausage = SAUSAGE.test(words)
  const roasters = persons.map((p, i) => figureAt(p, 'fish', -i * 4.5))
  const hs = hands(roasters[0])
  const hand = { x: (hs.L.x + hs.R.x) / 2, y: (hs.L.y + hs.R.y) / 2 }
  const fireX = hand.x + (first.age === 'child' ? 5 : 6)
  const flames = 3.4
  const fire = artItem(
    object ?? conceptById('fire'),
    artSet,
    fireX,
    -0.7,
    flames,
    'fire',
    people.object ?? undefined,
  )
  const tip = { x: fireX, y: -0.7 - flames - 0.9 }
  const logs: Item = {
    kind: 'draw',
    box: { minX: fireX - 2.6, minY: -1.4, maxX: fireX + 2.6, maxY: 0 },
    draw: (map, line) =>
      merged(
        [
          tube(map.p({ x: fireX - 2.2, y: -0.2 }), map.p({ x: fireX + 2, y: -1 }), map.k * 0.75),
          tube(map.p({ x: fireX + 2.2, y: -0.2 }), map.p({ x: fireX - 2, y: -1 }), map.k * 0.75),
        ],
        line,
      ),
  }
  // Each roaster's stick from the hands (held over it) to over the flames, a marshmallow on its tip.
  const held = roasters.map((r, i) => ({
    ...r,
    inHands: (h: { L: Pt; R: Pt }, map: { p: (q: Pt) => Pt; k: number }, line: number) => {
      const k = map.k
      const from = { x: (h.L.x + h.R.x) / 2, y: (h.L.y + h.R.y) / 2 }
      const m = map.p({ x: tip.x - i * 0.9, y: tip.y + i * 0.5 })
      return (
        merged([tube(from, { x: m.x - k * (sausage ? 0.9 : 0.5), y: m.y }, k * 0.2)], line) +
        shape(sausage ? onStick(m, k * 1.9, k * 0.6, k * 0.3) : marshmallow(m, k), line)
      )
    },
  }))
  return [logs, fire, ...held.reverse()]
}

/** A marshmallow seen from the side: a rounded block centred on `m`. */
const marshmallow = (m: Pt, k: number) => onStick(m, k * 1.1, k * 0.9, k * 0.22)

/** A rounded block centred on `m`, `w` by `h`, its corners of radius `r`: a marshmallow, a sausage. */
function onStick(m: Pt, w: number, h: number, r: number): string {
  const f = (v: number) => v.toFixed(2)
  return (
    `M${f(m.x - w / 2 + r)} ${f(m.y - h / 2)}H${f(m.x + w / 2 - r)}Q${f(m.x + w / 2)} ${f(m.y - h / 2)} ${f(m.x + w / 2)} ${f(m.y - h / 2 + r)}` +
    `V${f(m.y + h / 2 - r)}Q${f(m.x + w / 2)} ${f(m.y + h / 2)} ${f(m.x + w / 2 - r)} ${f(m.y + h / 2)}H${f(m.x - w / 2 + r)}` +
    `Q${f(m.x - w / 2)} ${f(m.y + h / 2)} ${f(m.x - w / 2)} ${f(m.y + h / 2 - r)}V${f(m.y - h / 2 + r)}Q${f(m.x - w / 2)} ${f(m.y - h / 2)} ${f(m.x - w / 2 + r)} ${f(m.y - h / 2)}Z`
  )
}
