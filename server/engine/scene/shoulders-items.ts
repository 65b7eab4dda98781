// A child carried on a grown-up's shoulders: the child sits astride the neck, knees either side of the head,
// arms up; the grown-up's hands hold the child's shins. The child is drawn first, so the grown-up's head comes
// in front of the child's seat and the hands over the shins. Local units are an adult's head radii, ground y = 0.

import { POSES, reaching, skeleton } from '../people'
import { type ActionContext, type FigureItem, figureAt, type Item } from './action-items'

export function shouldersItems({ persons }: ActionContext): Item[] {
  const byAge = [...persons].sort((a, b) => (a.age === 'child' ? 1 : 0) - (b.age === 'child' ? 1 : 0))
  const [carrier, rider, ...rest] = byAge
  const under = figureAt(carrier, 'carry-shoulders', 0)
  const c = skeleton(carrier.age, under.pose)
  // The rider's seat on the carrier's shoulders, just under the top of the head.
  const seat = { x: under.at.x + c.head.x, y: under.at.y + c.head.y + c.build.head * 0.1 }
  const over: FigureItem = { ...figureAt(rider, 'on-shoulders', 0), at: seat }
  const r = skeleton(rider.age, over.pose)
  // The grown-up's hands at the child's shins, a little above the ankles.
  const shin = (knee: { x: number; y: number }, foot: { x: number; y: number }) => ({
    x: seat.x + knee.x + (foot.x - knee.x) * 0.6 - under.at.x,
    y: seat.y + knee.y + (foot.y - knee.y) * 0.6 - under.at.y,
  })
  under.pose = reaching(carrier.age, POSES['carry-shoulders'], {
    L: shin(r.kneeL, r.footL),
    R: shin(r.kneeR, r.footR),
  })
  const others = rest.map((p, i) => figureAt(p, 'wave', 5 + i * 4.2))
  return [over, under, ...others]
}
