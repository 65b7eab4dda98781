// People standing side by side doing nothing a pose of its own draws, and people sitting on a seat: a bench, a
// chair, a sofa, with the seat where its drawing has it.

import { drawingShape } from '../art'
import { mix, type PoseName, shape, skeleton } from '../people'
import { holdable, type PlanPerson } from '../plan'
import { type Concept, conceptById, isLandform } from '../vocabulary'
import {
  type ActionContext,
  type ArtItem,
  artItem,
  type DrawItem,
  type FigureItem,
  figureAt,
  figureBox,
  hands,
  type Item,
  SEEN_FROM_ABOVE,
  TALL,
} from './action-items'
import { carriedInPose, inOneHand } from './hand-held'
import { LAND_HEIGHT } from './real-scale'
import { ropeItems, SKIPPED } from './rope-items'
import { string } from './scene-props'

/** Figures side by side on the ground, centred on x = 0. */
function row(
  people: PlanPerson[],
  pose: (p: PlanPerson, i: number) => PoseName,
  gap = 0.8,
  ground = 0,
): FigureItem[] {
  const items = people.map((p, i) => figureAt(p, pose(p, i), 0, ground))
  let x = 0
  for (const item of items) {
    const b = figureBox(item)
    item.at = { ...item.at, x: x - b.minX }
    x += b.maxX - b.minX + gap
  }
  const shift = (x - gap) / 2
  for (const item of items) item.at = { ...item.at, x: item.at.x - shift }
  return items
}

/**
 * Sitting on a thing laid flat on the ground (a rug, a mat, a blanket): the sitters cross-legged on its middle,
 * the thing lying under them as wide as the row and more, never stood up beside them.
 */
export function onTheFlatItems(c: ActionContext, thing: Concept): Item[] {
  const figures = row(c.persons, () => 'sit-ground', 0.8)
  const left = Math.min(...figures.map((f) => figureBox(f).minX))
  const right = Math.max(...figures.map((f) => figureBox(f).maxX))
  const { aspect } = drawingShape(thing, c.artSet)
  // As wide as the sitters and a margin.
  const width = Math.max(right - left + 3, 7)
  const h = width / Math.max(aspect, 0.1)
  // A drawing seen from above is laid down to a third of its width; one drawn lying (a rug) keeps its shape.
  const flat = SEEN_FROM_ABOVE.test(thing.id) ? Math.min(1, Math.max(3.5, width * 0.3) / h) : 1
  const art: ArtItem = {
    kind: 'art',
    concept: thing,
    // Its centre at the sitters' seat: the far edge behind their hips, the near edge before their feet.
    box: { minX: -width / 2, maxX: width / 2, minY: -h / 2 - 0.3, maxY: h / 2 - 0.3 },
    key: 'seat',
    subject: c.people.object ?? undefined,
    ...(flat < 1 ? { flat } : {}),
  }
  return [art, ...figures]
}

export function rowItems(c: ActionContext): Item[] {
  const { action, persons, object, people, artSet } = c
  // Skipping: the rope swung over the head from the hands (rope-items.ts), not lying beside the jumper.
  if (action === 'jump' && object && SKIPPED.test(object.id)) return ropeItems(c)
  const items: Item[] = []
  const pose: PoseName = action === 'sit' ? 'sit-ground' : action === 'stand' ? 'stand' : (action as PoseName)
  const lift = action === 'jump' ? -1.2 : 0
  const figures = row(
    persons,
    (p, i) => (p.age === 'baby' ? 'sit-ground' : i % 2 && pose === 'stand' ? 'wave' : pose),
    0.8,
    lift,
  )
  items.push(...figures)
  // Singers sing with the mouth open.
  if (action === 'sing') items.push(...figures.map((f) => openMouth(persons.indexOf(f.person))))
  // A runner carries a thing small enough for one hand in it (a relay baton), the stride kept; one who waves it
  // (a conductor's baton, a flag) holds it in the raised hand, never lays it on the ground beside.
  if (object && (action === 'run' || action === 'wave') && inOneHand(object)) {
    items.push(...carriedInPose({ ...c, persons }, figures[0], object))
    return items
  }
  if (object) {
    // What they do it with stands beside them: walking a dog, the dog on a lead from the hand.
    const right = Math.max(...figures.map((f) => figureBox(f).maxX))
    const h = object.zone === 'sky' ? 3.5 : TALL.test(object.id) ? 11 : isLandform(object) ? LAND_HEIGHT : 4.2
    const a = artItem(
      object,
      artSet,
      0,
      object.zone === 'sky' ? -12 : 0,
      h,
      'object',
      people.object ?? undefined,
    )
    const w = a.box.maxX - a.box.minX
    a.box = { ...a.box, minX: right + 1.2, maxX: right + 1.2 + w }
    items.push(a)
    const walker = figures[figures.length - 1]
    if (action === 'walk' && object.zone === 'ground' && !TALL.test(object.id))
      items.push({
        kind: 'draw',
        box: a.box,
        draw: (map, line, drawn) => {
          const hand = drawn.figures[persons.indexOf(walker.person)]?.handR ?? map.p(hands(walker).R)
          const b = drawn.art.object
          const shape = drawingShape(object, artSet)
          const collar = {
            x: b.minX + (b.maxX - b.minX) * shape.headX,
            y: b.minY + (b.maxY - b.minY) * 0.3,
          }
          return string(hand, collar, line * 0.8)
        },
      })
  }
  return items
}

/** An open mouth, a round "O" over the smile of the figure drawn `index`th, white inside. */
function openMouth(index: number): Item {
  return {
    kind: 'draw',
    box: { minX: 0, minY: 0, maxX: 0, maxY: 0 },
    draw: (_map, line, drawn) => {
      const fig = drawn.figures[index]
      if (!fig) return ''
      const r = fig.headR
      const [cx, cy, rx, ry] = [fig.head.x, fig.head.y + r * 0.52, r * 0.2, r * 0.24]
      const d = `M${(cx - rx).toFixed(2)} ${cy.toFixed(2)}A${rx.toFixed(2)} ${ry.toFixed(2)} 0 1 0 ${(cx + rx).toFixed(2)} ${cy.toFixed(2)}A${rx.toFixed(2)} ${ry.toFixed(2)} 0 1 0 ${(cx - rx).toFixed(2)} ${cy.toFixed(2)}Z`
      // The smile's ends are covered by a white band first, then the "O" drawn.
      const band = `M${(cx - r * 0.44).toFixed(2)} ${(cy - r * 0.2).toFixed(2)}h${(r * 0.88).toFixed(2)}v${(r * 0.4).toFixed(2)}h${(-r * 0.88).toFixed(2)}Z`
      return `<path d="${band}" fill="#fff"/>${shape(d, Math.max(line * 0.8, r * 0.06))}`
    },
  }
}

// Things sat on, and where the seat is as shares of the drawing's width and height (from its top left).
export const SEATED_ON: Record<string, { x: number; y: number }> = {
  // The sofa on the left of the drawing, its lamp on the right.
  'couch-and-lamp': { x: 0.36, y: 0.62 },
  chair: { x: 0.5, y: 0.55 },
  sofa: { x: 0.5, y: 0.5 },
  armchair: { x: 0.5, y: 0.55 },
  bench: { x: 0.36, y: 0.5 },
  // Its back on the left, the seat over the rockers (a reader in his rocking chair, plan/action-objects.ts).
  'rocking-chair': { x: 0.56, y: 0.52 },
}

/**
 * Two or three sitting on a park bench ("a girl and her friend chatting on a park bench") or a sofa: all seated
 * side by side on a slatted bench (a padded sofa with arms) drawn as long as they need, its seat at the tallest one's hip height (a child's feet
 * may dangle), its back rest behind them and a leg at each end. The art's bench is a short one with a tree
 * beside it, the sofa's a one-seat armchair: two people on either would sit on each other, so the second stood
 * beside it.
 */
function benchForMany(c: ActionContext, sofa: boolean): Item[] {
  const sitters = [c.first, ...c.rest.slice(0, 2)].map((p) => figureAt(p, 'sit-chair', 0))
  const seatY = Math.min(...sitters.map((f) => f.at.y + skeleton(f.person.age, f.pose).hipL.y))
  const step = Math.max(...sitters.map((f) => figureBox(f).maxX - figureBox(f).minX)) * 0.98
  sitters.forEach((f, i) => {
    const hip = skeleton(f.person.age, f.pose).hipL.y
    f.at = { x: (i - (sitters.length - 1) / 2) * step, y: seatY - hip + 0.2 }
  })
  const inner = (sitters.length * step) / 2 + 0.4
  // A sofa's arms stand outside the sitters.
  const half = sofa ? inner + 1 : inner
  const back = seatY - Math.min(3.2, -seatY * 1.1)
  const bench: DrawItem = {
    kind: 'draw',
    key: 'seat',
    box: { minX: -half, maxX: half, minY: back, maxY: 0 },
    subject: c.people.object ?? undefined,
    draw: (map, line) => {
      const r = (x0: number, y0: number, x1: number, y1: number) => {
        const a = map.p({ x: x0, y: y0 })
        const b = map.p({ x: x1, y: y1 })
        return `M${a.x.toFixed(2)} ${a.y.toFixed(2)}H${b.x.toFixed(2)}V${b.y.toFixed(2)}H${a.x.toFixed(2)}Z`
      }
      if (sofa) {
        // The padded back, the seat cushions on the base, an arm at each end and a short foot under each.
        let d = r(-half + 0.3, back, half - 0.3, seatY)
        d += r(-inner, seatY - 0.2, 0, seatY + 1.1) + r(0, seatY - 0.2, inner, seatY + 1.1)
        d += r(-inner, seatY + 1.1, inner, -0.45)
        d += r(-half, seatY - 1.3, -inner, -0.45) + r(inner, seatY - 1.3, half, -0.45)
        d += r(-half + 0.2, -0.45, -half + 0.7, 0) + r(half - 0.7, -0.45, half - 0.2, 0)
        return shape(d, line)
      }
      const rail = (seatY - back) / 5
      // Posts at the ends, two back rails between them, the seat plank and a leg under each end.
      let d = r(-half + 0.2, back, -half + 0.7, seatY) + r(half - 0.7, back, half - 0.2, seatY)
      d += r(-half + 0.2, back + rail * 0.5, half - 0.2, back + rail * 1.5)
      d += r(-half + 0.2, back + rail * 2.3, half - 0.2, back + rail * 3.3)
      d += r(-half + 0.5, seatY + 0.2, -half + 1.1, 0) + r(half - 1.1, seatY + 0.2, half - 0.5, 0)
      d += r(-half, seatY - 0.25, half, seatY + 0.35)
      return shape(d, line)
    },
  }
  return [bench, ...sitters, ...c.others(half + 2.5).slice(sitters.length - 1)]
}

/**
 * Sitting on a chair, a sofa or a bench: the seat under the hips, the feet on the ground in front of it. On a
 * thing whose concept has a seat (a high chair, a tire swing, a chairlift), at that seat and the thing drawn at
 * its own size: the legs hang over its front, off the ground, the whole lifted when they would reach below it;
 * in a wagon or a stroller the sitter is drawn first, so the thing's side hides the legs.
 */
export function seatItems(c: ActionContext, seat: Concept): Item[] {
  const { first, others, people, artSet, plan } = c
  const own = seat.seat
  const at = own ?? SEATED_ON[seat.id]
  const inside = own?.legs === 'inside'
  const sitter = figureAt(first, inside ? 'sit-ground' : 'sit-chair', 0)
  const s = skeleton(first.age, sitter.pose)
  // The hips' height over the ground, which is the seat's.
  const hipY = sitter.at.y + s.hipL.y
  // Two or three on a park bench or a sofa: side by side on one drawn long enough for them all.
  if (!own && /^(bench|sofa)$/.test(seat.id) && c.rest.length > 0) return benchForMany(c, seat.id === 'sofa')
  const h = own ? own.height : Math.max(first.age === 'child' ? 4.5 : 6, -hipY / (1 - at.y))
  const { aspect } = drawingShape(seat, artSet)
  const w = h * aspect
  const minX = -w * at.x
  // Put the hips on the seat; a thing the feet would hang below is lifted so they clear the ground.
  const seatY = -h * (1 - at.y)
  const feet = Math.max(s.footL.y, s.footR.y) + s.build.leg * 0.45 - s.hipL.y
  const dangling = !inside && own && seatY + feet > 0 ? seatY + feet + 0.3 : 0
  // What hangs in the air (a chairlift) is seen clear of the ground, not resting on it.
  const raise = dangling + (own && seat.zone === 'sky' ? 2.5 : 0)
  const art: ArtItem = {
    kind: 'art',
    concept: seat,
    box: { minX, minY: -h - raise, maxX: minX + w, maxY: -raise },
    key: 'seat',
    subject: people.object ?? undefined,
  }
  // A seat higher than the legs reach lifts the sitter onto it, feet dangling.
  const lift = seatY - raise - hipY
  sitter.at = { x: 0, y: sitter.at.y + lift + (inside ? 0 : 0.2) }
  // What the sitter does it with (the crossword's newspaper), held up before the chest over the lap.
  const heldAt = people.absorbed.find(
    (i) => plan.subjects[i] && holdable(conceptById(plan.subjects[i].concept)),
  )
  const thing = heldAt !== undefined ? conceptById(plan.subjects[heldAt].concept) : null
  // A wheelchair's wheel is beside the sitter, over the legs.
  const seated = inside || own?.wheel ? [sitter, art] : [art, sitter]
  // A seat for two (a seesaw): the second person sits at the other end, turned to the first.
  const partner = own?.other ? c.rest[0] : undefined
  if (own?.other && partner) {
    const second = figureAt(partner, 'sit-chair', 0, 0, true)
    const s2 = skeleton(partner.age, second.pose)
    second.at = { x: minX + w * own.other.x, y: -h * (1 - own.other.y) - raise - s2.hipL.y + 0.2 }
    return [...seated, second, ...others(minX + w + 2.5).slice(1)]
  }
  if (!thing) return [...seated, ...others(w / 2 + 2.5)]
  const hs = hands(sitter)
  const lap = mix(hs.L, hs.R, 0.5)
  const size = first.age === 'child' ? 2.6 : 3
  const held = artItem(thing, artSet, lap.x, lap.y + size * 0.45, size, 'held', heldAt)
  return [...seated, held, ...others(w / 2 + 2.5)]
}
