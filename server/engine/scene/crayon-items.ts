// Drawing with crayons: sitting at the desk as for homework (table-items.ts), a crayon in the hand instead of the
// pencil, a picture begun on the paper (a sun and a house) and more crayons lying beside it.

import { circle, polygon, shape } from '../people'
import { conceptById } from '../vocabulary'
import type { ActionContext, ArtItem, Item } from './action-items'
import { deskItems } from './table-items'

export function crayonItems(c: ActionContext): Item[] {
  const items = deskItems(c)
  const crayon = conceptById('crayon')
  const pencil = items.find((it): it is ArtItem => it.kind === 'art' && it.key === 'pencil')
  if (!pencil) return items
  const paper = items[items.indexOf(pencil) - 1]
  const sheet = paper.kind === 'figure' ? null : paper.box
  // A crayon is shorter than a pencil: two thirds of its length, still at the hand's point.
  const b = pencil.box
  const box = {
    minX: b.minX + (b.maxX - b.minX) * 0.17,
    maxX: b.maxX - (b.maxX - b.minX) * 0.17,
    minY: b.minY + (b.maxY - b.minY) / 3,
    maxY: b.maxY,
  }
  const out = items.map((it) =>
    it === pencil
      ? { ...pencil, box, concept: crayon, key: 'crayon', subject: c.people.object ?? undefined }
      : it,
  )
  if (!sheet) return out
  const w = sheet.maxX - sheet.minX
  const h = sheet.maxY - sheet.minY
  // The picture on the paper: a sun in its corner, a house with a roof.
  const picture: Item = {
    kind: 'draw',
    key: 'picture',
    box: sheet,
    draw: (map, line) => {
      const k = map.k
      const p = (x: number, y: number) => map.p({ x, y })
      const sun = shape(circle(p(sheet.minX + w * 0.3, sheet.minY + h * 0.35), h * 0.17 * k), line * 0.8)
      const hx = sheet.minX + w * 0.5
      const hy = sheet.maxY - h * 0.2
      const house = polygon([
        p(hx, hy),
        p(hx + w * 0.18, hy),
        p(hx + w * 0.18, hy - h * 0.3),
        p(hx, hy - h * 0.3),
      ])
      const roof = polygon([
        p(hx - w * 0.03, hy - h * 0.3),
        p(hx + w * 0.09, hy - h * 0.55),
        p(hx + w * 0.21, hy - h * 0.3),
      ])
      return shape(house, line * 0.8) + shape(roof, line * 0.8) + sun
    },
  }
  // Two more crayons lying on the desk, left of the paper, one behind the other.
  const lying = [1, 0].map((i): Item => {
    const x = sheet.minX - 1.2 + i * 0.3
    const y = sheet.maxY - 0.2 - i * 0.45
    return {
      kind: 'draw',
      box: { minX: x - 0.9, minY: y - 0.2, maxX: x + 0.95, maxY: y + 0.2 },
      draw: (map, line) => {
        const p = (dx: number, dy: number) => map.p({ x: x + dx, y: y + dy })
        const body = polygon([p(-0.9, -0.18), p(0.5, -0.18), p(0.5, 0.18), p(-0.9, 0.18)])
        const tip = polygon([p(0.5, -0.18), p(0.95, 0), p(0.5, 0.18)])
        return shape(body, line) + shape(tip, line)
      },
    }
  })
  return [...out, picture, ...lying]
}
