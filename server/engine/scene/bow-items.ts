// Doings of a person's own body facing the page. A bow to someone ("kids bowing to their grandparents", "a boy bowing to his teacher"), seen from the front as
// every figure is: the ones bowing down on their knees, both hands flat on the floor before them, the deep bow of
// a New Year greeting that reads as a bow face on; the ones bowed to stand beside them, upright. A standing bow
// from the front is only a shorter figure, so it is never drawn. Local units are an adult's head radii.

import { reaching, skeleton } from '../people'
import { type ActionContext, artItem, type FigureItem, figureAt, type Item } from './action-items'

/** Kneeling, both hands down before the knees. */
function bowing(p: ActionContext['first'], x: number): FigureItem {
  const f = figureAt(p, 'kneel', x, 0.3)
  const sk = skeleton(p.age, f.pose)
  const knee = Math.max(sk.footL.y, sk.footR.y) - 0.3
  f.pose = reaching(p.age, f.pose, { L: { x: -0.5, y: knee }, R: { x: 0.5, y: knee } })
  return f
}

/** The first person named (and those named with them) bowing on the left, the rest standing to the right. */
export function bowItems(c: ActionContext): Item[] {
  const bowers = c.persons.filter((p) => p.subject === c.first.subject)
  const bowedTo = c.persons.filter((p) => p.subject !== c.first.subject)
  const step = 4.5
  const items: FigureItem[] = bowers.map((p, i) => bowing(p, i * step))
  const start = bowers.length * step + 1
  bowedTo.forEach((p, i) => {
    items.push(figureAt(p, 'stand', start + i * step))
  })
  const mid = (items.length - 1) * step * 0.5 + (bowedTo.length ? 0.5 : 0)
  for (const f of items) f.at = { ...f.at, x: f.at.x - mid }
  return items
}

/** Doing up a tie or a scarf worn at the neck: both hands at the collar, the knot between them; the rest stand by. */
export function atNeckItems(c: ActionContext): Item[] {
  const f = figureAt(c.first, 'stand', 0)
  // A mirror named stands beside, as tall as the figure's chest to crown.
  const mirror = c.object
    ? [artItem(c.object, c.artSet, 6, -2, 6, 'beside', c.people.object ?? undefined)]
    : []
  const sk = skeleton(c.first.age, f.pose)
  const r = sk.build.head
  const collar = { x: sk.neck.x, y: sk.neck.y + r * 0.6 }
  // The elbows out, so the forearms come in from the sides and leave the tie or scarf between the hands seen.
  const hands = { L: { x: collar.x - r * 0.45, y: collar.y }, R: { x: collar.x + r * 0.45, y: collar.y } }
  f.pose = reaching(c.first.age, f.pose, hands, true)
  return [f, ...mirror, ...c.others(c.object ? 10 : 5, 'stand')]
}

/** The layouts of this file by action; null for any other. */
export function facingItems(c: ActionContext): Item[] | null {
  if (c.action === 'bow') return bowItems(c)
  if (c.action === 'at-neck') return atNeckItems(c)
  return null
}
