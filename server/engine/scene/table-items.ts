// People at a table or a desk, seen from the front: the table hides them below the waist, the hands rest on its
// top and what they work on stands there before them (homework: a sheet of paper and a pencil in the hand; a birthday
// cake blown at or decorated). The desk and the table are drawn by code, wide enough for everyone. Local units are an adult's head radii with the ground at y = 0.

import { merged, type Pt, polygon, shape, skeleton, stroke } from '../people'
import { conceptById } from '../vocabulary'
import { type ActionContext, artItem, type FigureItem, figureAt, hands, type Item } from './action-items'

const tube = (a: Pt, b: Pt, width: number) => ({ tube: [a, b], width })

/** Where a row of people stand (or sit) behind the table, and the height of its top: at their hands. */
function behind(persons: ActionContext['persons'], pose: 'at-table' | 'at-desk') {
  const figures: FigureItem[] = persons.map((p, i) => figureAt(p, pose, (i - (persons.length - 1) / 2) * 5.2))
  const top = Math.max(
    ...figures.map((f) => {
      const hs = hands(f)
      return Math.max(hs.L.y, hs.R.y) + skeleton(f.person.age, f.pose).build.arm * 0.45
    }),
  )
  return { figures, top }
}

/** A boy doing his homework: sitting behind his desk, a sheet of paper on it and a pencil in his hand. */
export function deskItems({ persons, first, artSet }: ActionContext): Item[] {
  const seated = behind(persons, 'at-desk')
  // Sitting on a chair the desk hides: lifted so the desk top is at a desk's height, the hands on it.
  const lift = Math.min(0, -(first.age === 'child' ? 4.2 : 5.5) - seated.top)
  const figures = seated.figures.map((f) => ({ ...f, at: { x: f.at.x, y: f.at.y + lift } }))
  const top = seated.top + lift
  const half = ((persons.length - 1) * 5.2) / 2 + 4.2
  // The desk's front hides the sitter's legs; drawers on its right, a knob on each.
  const desk: Item = {
    kind: 'draw',
    box: { minX: -half - 0.5, minY: top - 0.5, maxX: half + 0.5, maxY: 0 },
    draw: (map, line) => {
      const k = map.k
      const p = (x: number, y: number) => map.p({ x, y })
      const rect = (x0: number, y0: number, x1: number, y1: number) => {
        const a = p(x0, y0)
        const b = p(x1, y1)
        return `M${a.x.toFixed(2)} ${a.y.toFixed(2)}H${b.x.toFixed(2)}V${b.y.toFixed(2)}H${a.x.toFixed(2)}Z`
      }
      const front = top + 0.7
      const drawers = [0, 1, 2].map((i) => {
        const y0 = front + 0.4 + ((-front - 0.8) / 3) * i
        const y1 = y0 + (-front - 0.8) / 3 - 0.3
        // The handle a groove across the drawer (a knob would be a pocket too small to colour).
        const m = (y0 + y1) / 2
        return (
          shape(rect(half - 3.2, y0, half - 0.5, y1), line) +
          `<path d="M${p(half - 2.3, m).x.toFixed(2)} ${p(0, m).y.toFixed(2)}H${p(half - 1.4, m).x.toFixed(2)}" stroke="#000" stroke-width="${(line * 1.6).toFixed(2)}" stroke-linecap="round"/>`
        )
      })
      return (
        shape(rect(-half + 0.3, front, half - 0.3, 0), line) +
        merged([tube(p(-half, top + 0.35), p(half, top + 0.35), k * 0.7)], line) +
        drawers.join('')
      )
    },
  }
  const hs = hands(figures[0])
  const mid = (hs.L.x + hs.R.x) / 2
  const size = first.age === 'child' ? 2.2 : 2.6
  // A sheet of homework lying on the desk, tilted towards us, lines of writing on it; the pencil in the hand.
  const sheet = { l: mid - size * 1.1, r: mid + size * 0.5, y: top + 0.05, h: size * 0.55 }
  const paper: Item = {
    kind: 'draw',
    box: { minX: sheet.l - 0.4, minY: sheet.y - sheet.h, maxX: sheet.r + 0.4, maxY: sheet.y },
    draw: (map, line) => {
      const p = (x: number, y: number) => map.p({ x, y })
      const corners = [
        p(sheet.l + 0.4, sheet.y - sheet.h),
        p(sheet.r + 0.4, sheet.y - sheet.h),
        p(sheet.r, sheet.y),
        p(sheet.l, sheet.y),
      ]
      const rows = [0.3, 0.55, 0.8].map((t) => {
        const y = sheet.y - sheet.h * (1 - t)
        const a = p(sheet.l + 0.4 * (1 - t) + 0.35, y)
        const b = p(sheet.r + 0.4 * (1 - t) - 0.35, y)
        return stroke(`M${a.x.toFixed(2)} ${a.y.toFixed(2)}L${b.x.toFixed(2)} ${b.y.toFixed(2)}`, line * 0.8)
      })
      return shape(polygon(corners), line) + rows.join('')
    },
  }
  const pencil = artItem(conceptById('pencil'), artSet, hs.R.x + 0.3, hs.R.y + 0.5, size * 0.95, 'pencil')
  return [...figures, desk, paper, pencil]
}

/**
 * At a table with a cake: blowing out its candles, the cake's top just under the face; decorating or baking
 * it, the cake between the hands.
 */
export function cakeItems({ persons, first, object, people, words, artSet }: ActionContext): Item[] {
  const { figures, top } = behind(persons, 'at-table')
  const cake = object ?? conceptById('birthday-cake')
  const lead = figures[0]
  const s = skeleton(first.age, lead.pose)
  const chin = lead.at.y + s.head.y + s.build.head * 1.15
  const blowing = /\bblow/.test(words)
  const h = blowing ? Math.max(2.6, top - chin) : first.age === 'child' ? 2.8 : 3.4
  const hs = hands(lead)
  const c = artItem(cake, artSet, (hs.L.x + hs.R.x) / 2, top + 0.1, h, 'cake', people.object ?? undefined)
  const right = Math.max(...figures.map((f) => f.at.x)) + 5
  const left = Math.min(...figures.map((f) => f.at.x)) - 5
  const legH = -top
  const table: Item = {
    kind: 'draw',
    box: { minX: left - 0.5, minY: top - 0.5, maxX: right + 0.5, maxY: 0 },
    draw: (map, line) => {
      const k = map.k
      const p = (x: number, y: number) => map.p({ x, y })
      return merged(
        [
          tube(p(left, top + 0.35), p(right, top + 0.35), k * 0.7),
          tube(p(left + 1, top + 0.6), p(left + 1.2, -0.2), k * 0.5),
          tube(p(right - 1, top + 0.6), p(right - 1.2, -0.2), k * 0.5),
          // The cloth's front hanging down a little from the top.
          tube(p(left + 0.4, top + 0.9), p(right - 0.4, top + 0.9), k * Math.min(1.2, legH * 0.2)),
        ],
        line,
      )
    },
  }
  return [...figures, table, c]
}
