// Making a snow angel: the child lies on its back, seen from above, arms swept up and legs swept out, and round
// it the angel pressed into the snow (wings where the arms swept, a gown where the legs did).
import { f, type Pt, shape, skeleton } from '../people'
import { type ActionContext, type FigureItem, figureAt, type Item } from './action-items'

export function snowAngelItems({ persons }: ActionContext): Item[] {
  const items: Item[] = []
  let x = -((persons.length - 1) * 9) / 2
  for (const p of persons) {
    const angel = figureAt(p, 'snow-angel', x)
    items.push(imprint(angel), angel)
    x += 9
  }
  return items
}

/** The angel's outline in the snow round the figure, drawn behind it as one closed shape. */
function imprint(item: FigureItem): Item {
  const s = skeleton(item.person.age, item.pose)
  const r = s.build.head
  const at = (q: Pt, dx = 0, dy = 0): Pt => ({ x: item.at.x + q.x + dx, y: item.at.y + q.y + dy })
  // Clockwise from over the head: the right wing from the raised hand down to the hip, the gown's hem from
  // foot to foot, the left wing back up.
  const top = at(s.head, 0, -r * 1.5)
  const handR = at(s.handR, r * 0.9, -r * 0.5)
  const hipR = at(s.hipR, r * 0.8, r * 0.2)
  const footR = at(s.footR, r * 1.1, r * 0.6)
  const footL = at(s.footL, -r * 1.1, r * 0.6)
  const hipL = at(s.hipL, -r * 0.8, r * 0.2)
  const handL = at(s.handL, -r * 0.9, -r * 0.5)
  const hem = { x: (footL.x + footR.x) / 2, y: Math.max(footL.y, footR.y) + r * 1.2 }
  const box = {
    minX: Math.min(handL.x, hipL.x, footL.x) - r,
    maxX: Math.max(handR.x, hipR.x, footR.x) + r,
    minY: Math.min(top.y, handL.y, handR.y) - r,
    maxY: hem.y + r * 0.3,
  }
  return {
    kind: 'draw',
    key: 'snow angel',
    box,
    draw: (map, line) => {
      const pt = (q: Pt) => {
        const at = map.p(q)
        return `${f(at.x)} ${f(at.y)}`
      }
      // The wings bulge out past the hands' sweep; the head's arch joins them over the head.
      const wing = (hand: Pt, hip: Pt, side: number): Pt => ({
        x:
          Math.max(Math.abs(hand.x - item.at.x), Math.abs(hip.x - item.at.x)) * side +
          item.at.x +
          side * r * 1.3,
        y: (hand.y + hip.y) / 2,
      })
      const d =
        `M${pt(top)}` +
        `Q${pt({ x: (top.x + handR.x) / 2, y: top.y - r * 0.2 })} ${pt(handR)}` +
        `Q${pt(wing(handR, hipR, 1))} ${pt(hipR)}` +
        `Q${pt({ x: footR.x + r * 0.4, y: (hipR.y + footR.y) / 2 })} ${pt(footR)}` +
        `Q${pt(hem)} ${pt(footL)}` +
        `Q${pt({ x: footL.x - r * 0.4, y: (hipL.y + footL.y) / 2 })} ${pt(hipL)}` +
        `Q${pt(wing(handL, hipL, -1))} ${pt(handL)}` +
        `Q${pt({ x: (top.x + handL.x) / 2, y: top.y - r * 0.2 })} ${pt(top)}Z`
      return shape(d, line * 0.8)
    },
  }
}
