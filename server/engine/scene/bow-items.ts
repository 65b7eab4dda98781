// A bow to someone ("kids bowing to their grandparents", "a boy bowing to his teacher"), seen from the front as
// every figure is: the ones bowing down on their knees, both hands flat on the floor before them, the deep bow of
// a New Year greeting that reads as a bow face on; the ones bowed to stand beside them, upright. A standing bow
// from the front is only a shorter figure, so it is never drawn. Local units are an adult's head radii.

import { reaching, skeleton } from '../people'
import { type ActionContext, type FigureItem, figureAt, type Item } from './action-items'

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
