// Meals and cooking, drawn round the figures: a family seated on chairs at a dinner table, a plate before each
// and the dish in the middle, their legs under the table (whole figures, children lifted to the table's height
// with their feet off the ground); a cook behind a counter chopping vegetables on a board, the knife in the hand.
// Local units are an adult's head radii with the ground at y = 0.

import { circle, ellipse, merged, type Pt, polygon, shape, skeleton } from '../people'
import { conceptById } from '../vocabulary'
import { type ActionContext, artItem, type FigureItem, figureAt, hands, type Item } from './action-items'

const tube = (a: Pt, b: Pt, width: number) => ({ tube: [a, b], width })

/** How high a seated figure's hands rest (their table's top), in local units. */
export const restOf = (f: FigureItem) => {
  const hs = hands(f)
  return Math.max(hs.L.y, hs.R.y) + skeleton(f.person.age, f.pose).build.arm * 0.45
}

/** A family at dinner: seated in a row behind the table, a plate at each place, the dish in the middle. */
export function dinnerItems({ persons, object, people, artSet }: ActionContext): Item[] {
  // Places along the table, the dish in the middle one.
  const dishAt = Math.ceil(persons.length / 2)
  const xs: number[] = []
  let x = 0
  for (let i = 0; i <= persons.length; i++) {
    if (i) x += i === dishAt || i === dishAt + 1 ? 3.8 : 5.4
    xs.push(x)
  }
  const shift = x / 2
  const dishX = xs[dishAt] - shift
  const seats = xs.filter((_, i) => i !== dishAt).map((v) => v - shift)
  const figures = persons.map((p, i) => figureAt(p, 'dine', seats[i]))
  // The table's top at the adults' hands; a child sits higher, on a cushion, the hands on the top too.
  const top = Math.min(...figures.map(restOf))
  // Lifted no further than keeps the shoes clear below the table's edge (a cut shoe is a sliver to colour).
  const shoeTop = (f: FigureItem) => {
    const s = skeleton(f.person.age, f.pose)
    return f.at.y + Math.min(s.footL.y, s.footR.y) - s.build.leg * 0.6
  }
  for (const f of figures) f.at = { x: f.at.x, y: f.at.y + Math.max(top - restOf(f), top + 1 - shoeTop(f)) }
  const left = Math.min(...seats, dishX) - 4.8
  const right = Math.max(...seats, dishX) + 4.8
  // A short cloth: the laps are under the table, the knees, shins and feet below it (a child's dangling),
  // its hem above every shoe so none is cut into a sliver.
  const hem = Math.min(top + 1.5, ...figures.map(shoeTop))
  const table: Item = {
    kind: 'draw',
    key: 'table',
    box: { minX: left - 0.5, minY: top, maxX: right + 0.5, maxY: 0 },
    draw: (map, line) => {
      const k = map.k
      const p = (a: number, b: number) => map.p({ x: a, y: b })
      const legs = merged(
        [
          tube(p(left + 0.6, hem), p(left + 0.6, -0.2), k * 0.5),
          tube(p(right - 0.6, hem), p(right - 0.6, -0.2), k * 0.5),
        ],
        line,
      )
      // The top's edge, then the cloth's front hanging from it.
      const edge = merged([tube(p(left, top + 0.35), p(right, top + 0.35), k * 0.7)], line)
      const cloth =
        hem < top + 1
          ? ''
          : shape(
              polygon([
                p(left + 0.2, top + 0.7),
                p(right - 0.2, top + 0.7),
                p(right - 0.2, hem),
                p(left + 0.2, hem),
              ]),
              line,
            )
      return legs + cloth + edge
    },
  }
  // A plate before each, in front of the hands.
  const plates: Item = {
    kind: 'draw',
    box: { minX: left, minY: top - 1, maxX: right, maxY: top },
    draw: (map, line) =>
      figures
        .map((f) => {
          const hs = hands(f)
          const rx = (f.person.age === 'child' ? 1.05 : 1.35) * map.k
          const c = map.p({ x: (hs.L.x + hs.R.x) / 2, y: top - 0.1 })
          return shape(ellipse(c, rx, rx * 0.42), line)
        })
        .join(''),
  }
  const dish = artItem(
    object ?? conceptById('pot-of-food'),
    artSet,
    dishX,
    top + 0.1,
    3,
    'dish',
    people.object ?? undefined,
  )
  return [...figures, table, plates, dish]
}

/** A cook chopping: behind the counter, the board on its top, vegetables under one hand, the knife in the other. */
export function chopFoodItems({ first, others, object, artSet }: ActionContext): Item[] {
  const cook = figureAt(first, 'at-table', 0)
  const top = restOf(cook)
  const hs = hands(cook)
  const half = 5.5
  const counter = counterItem(top, half)
  // The board lying on the top between and beyond the hands.
  const bl = hs.L.x - 2.6
  const br = hs.R.x + 2.2
  const board: Item = {
    kind: 'draw',
    box: { minX: bl, minY: top - 0.8, maxX: br, maxY: top },
    draw: (map, line) => {
      const p = (a: number, b: number) => map.p({ x: a, y: b })
      return shape(polygon([p(bl + 0.3, top - 0.8), p(br - 0.3, top - 0.8), p(br, top), p(bl, top)]), line)
    },
  }
  const veg = object ?? conceptById('carrot')
  const food = artItem(veg, artSet, hs.L.x - 0.7, top - 0.2, 2, 'food')
  const more = artItem(conceptById('broccoli'), artSet, -half + 1.6, top + 0.05, 1.7, 'more')
  // The knife: its handle in the hand, the blade down on the board; slices beside it.
  const knife: Item = {
    kind: 'draw',
    box: { minX: hs.R.x - 1.5, minY: hs.R.y - 0.8, maxX: hs.R.x + 1, maxY: top },
    draw: (map, line, drawn) => {
      const k = map.k
      const h = drawn.figures[0]?.handR ?? map.p(hs.R)
      // A chef's knife: a triangle of blade from the fist to its point on the board, the spine on top.
      const tip = map.p({ x: hs.R.x - 1.8, y: top - 0.3 })
      const along = { x: tip.x - h.x, y: tip.y - h.y }
      const len = Math.hypot(along.x, along.y) || 1
      const d = { x: along.x / len, y: along.y / len }
      const n = d.x < 0 ? { x: -d.y, y: d.x } : { x: d.y, y: -d.x }
      const heel = { x: h.x + d.x * 0.3 * k, y: h.y + d.y * 0.3 * k }
      const blade = shape(
        polygon([heel, tip, { x: heel.x + n.x * 0.6 * k, y: heel.y + Math.abs(n.y) * 0.6 * k }]),
        line,
      )
      const handle = merged(
        [tube({ x: h.x + 0.1 * k, y: h.y - 0.1 * k }, { x: h.x + 0.9 * k, y: h.y - 0.6 * k }, k * 0.32)],
        line,
      )
      const slices = [0.6, 1.45]
        .map((d) => shape(ellipse(map.p({ x: hs.R.x + d, y: top - 0.42 }), 0.42 * k, 0.22 * k), line))
        .join('')
      // The fingers again over the handle, so the hand holds it.
      const r = Math.max(
        (drawn.figures[0]?.headR ?? k) * 0.34,
        skeleton(first.age, cook.pose).build.arm * k * 0.5,
      )
      return handle + blade + slices + shape(circle(h, r), line)
    },
  }
  return [cook, counter, board, more, food, knife, ...others(half + 3)]
}

/**
 * A kitchen counter seen from the front, its top at `top` from x = -half to half: the front hides the cook below
 * the waist, two cupboard doors on it (`doors`), else a plain table's front.
 */
export function counterItem(top: number, half: number, doors = true): Item {
  return {
    kind: 'draw',
    key: 'counter',
    box: { minX: -half - 0.4, minY: top - 0.4, maxX: half + 0.4, maxY: 0 },
    draw: (map, line) => {
      const k = map.k
      const p = (a: number, b: number) => map.p({ x: a, y: b })
      const rect = (x0: number, y0: number, x1: number, y1: number) =>
        polygon([p(x0, y0), p(x1, y0), p(x1, y1), p(x0, y1)])
      const front = top + 0.7
      // Two cupboard doors, a groove for each handle (a knob would be too small to colour).
      const cupboards = [-1, 1]
        .map((s) => {
          const x0 = s < 0 ? -half + 0.8 : 0.3
          const x1 = s < 0 ? -0.3 : half - 0.8
          const hx = s < 0 ? x1 - 0.7 : x0 + 0.7
          return (
            shape(rect(x0, front + 0.5, x1, -0.2), line) +
            merged([tube(p(hx, front + 1.4), p(hx, front + 2.6), k * 0.2)], line)
          )
        })
        .join('')
      return (
        // The front down past the soles, which reach a little under the ground line.
        shape(rect(-half + 0.3, front, half - 0.3, 0.4), line) +
        merged([tube(p(-half, top + 0.35), p(half, top + 0.35), k * 0.7)], line) +
        (doors ? cupboards : '')
      )
    },
  }
}
