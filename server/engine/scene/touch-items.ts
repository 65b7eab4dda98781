// The layouts of plan/touches.ts. Putting a thing in or on another, or taking it out: the thing it goes into
// beside at its size, the hands reaching to it, kneeling when it is low (a piggy bank, a bowl), up when it hangs
// overhead (a branch), at the height of the shoulder when it is on a wall (a doorbell); the thing moved in the
// hands over it. Holding hands: side by side, each pair's near hands joined. Local units are an adult's head
// radii with the ground at y = 0.

import { drawingShape } from '../art'
import { POSES, type Pt, reaching, skeleton } from '../people'
import type { PlanPerson } from '../plan'
import { conceptById } from '../vocabulary'
import { type ActionContext, artItem, type FigureItem, figureAt, type Item } from './action-items'
import { inHandHeight } from './held-size'
import { besideHeight } from './real-scale'

const armLength = (p: PlanPerson) => {
  const b = skeleton(p.age, POSES.stand).build
  return b.upperArm + b.foreArm
}
// On a wall at the height of the shoulder: pressed, rung.
const ON_A_WALL = /doorbell|light-switch|buzzer/
// Hung from overhead: the hands up to it.
const OVERHEAD = /branch|hook|clothesline|washing-line|ceiling/
// Below this height (head radii, about knee height) the thing is reached kneeling.
const LOW = 4.2

/** Reaching to put a thing in or on another, or to take it out: see the file's head. */
export function putItems(c: ActionContext): Item[] {
  const { first, people, plan, artSet } = c
  const targetAt = people.absorbed.find((i) => i !== people.object)
  // With nothing for it to go in, the one thing named is what the hands are on (a menorah lit, a bowl filled).
  const target = targetAt !== undefined ? conceptById(plan.subjects[targetAt].concept) : (c.object ?? null)
  const held = targetAt !== undefined ? c.object : null
  const subject = targetAt ?? people.object ?? undefined
  const small = first.age === 'adult' || first.age === 'elder' ? 1 : 0.8
  const stand = skeleton(first.age, POSES.stand)
  const items: Item[] = []
  let worker: FigureItem
  let hand: Pt
  let targetHeight = 9
  // A thing put in at its size in the hand, no bigger than a share of where it goes (coins over a piggy bank).
  const heldHeight = (into: number) => {
    if (!held) return 0
    const most = Math.min(first.age === 'child' ? 2.2 : 2.6, Math.max(1.2, into * 0.6))
    return inHandHeight(held, drawingShape(held, artSet).aspect, Math.min(1.8, most), most)
  }
  if (!target) {
    worker = figureAt(first, 'reach-forward', 0)
    hand = { x: stand.shoulderR.x + armLength(first) * 0.8, y: worker.at.y + stand.shoulderR.y + 1 }
  } else {
    const shape = drawingShape(target, artSet)
    const wall = ON_A_WALL.test(target.id)
    const up = OVERHEAD.test(target.id) || target.zone === 'sky'
    const h = wall ? 1.8 * small : up ? 3 * small : besideHeight(target) * small
    const low = !wall && !up && h < LOW
    targetHeight = h
    worker = figureAt(first, wall || up ? 'stand' : low ? 'reach-low' : 'reach-forward', 0)
    const s = skeleton(first.age, worker.pose)
    const shoulder = { x: worker.at.x + s.shoulderR.x, y: worker.at.y + s.shoulderR.y }
    const w = h * shape.aspect
    // Where its near side stands: within the arm's reach, clear of the knees when kneeling.
    let near = low
      ? worker.at.x + Math.max(s.kneeR.x, s.footR.x) + 0.6
      : shoulder.x + armLength(first) * (wall ? 0.55 : 0.45)
    const bottom = wall ? shoulder.y + h * 0.5 : up ? worker.at.y + s.head.y - s.build.head * 1.6 : 0
    // The hands at its top near side (into a bin, over a bowl), on it on a wall, up under it overhead; a
    // thing put in is held just over its top.
    const share = wall ? 0.5 : up ? 0.35 : held ? 0.45 : 0.3
    const handY = wall
      ? bottom - h * 0.5
      : up
        ? bottom - h * 0.2
        : bottom - h + (held ? -0.2 - heldHeight(h) * 0.5 : 0.3)
    // Nearer when the arm would not reach it, but never into the body.
    const reach = armLength(first) * 0.95
    const across = Math.sqrt(Math.max(0, reach * reach - (handY - shoulder.y) ** 2))
    const over = near + w * share - (shoulder.x + across)
    const room = near - (worker.at.x + Math.max(s.kneeR.x, s.hipR.x) + 0.3)
    if (over > 0) near -= Math.max(0, Math.min(over, room))
    hand = { x: near + w * share, y: handY }
    // A doorbell is on the wall beside its door.
    const door = wall ? conceptById('door') : null
    if (door) {
      const dh = besideHeight(door)
      const dw = dh * drawingShape(door, artSet).aspect
      items.push(artItem(door, artSet, near + w + 0.4 + dw / 2, 0, dh, 'door'))
    }
    items.push({
      kind: 'art',
      concept: target,
      box: { minX: near, minY: bottom - h, maxX: near + w, maxY: bottom },
      key: 'put-in',
      subject,
    })
  }
  const to = (p: Pt) => ({ x: p.x - worker.at.x, y: p.y - worker.at.y })
  worker.pose = reaching(first.age, worker.pose, {
    R: to(hand),
    ...(ON_A_WALL.test(target?.id ?? '') ? {} : { L: to({ x: hand.x - 0.8, y: hand.y + 0.3 }) }),
  })
  items.unshift(worker)
  // Beside a doorbell pressed, what is brought is in the other hand at the side (the pizza delivered).
  if (held && ON_A_WALL.test(target?.id ?? '')) {
    const s = skeleton(first.age, worker.pose)
    const at = { x: worker.at.x + s.handL.x, y: worker.at.y + s.handL.y }
    items.push(artItem(held, artSet, at.x, at.y + 1.2, 2.2 * small, 'given', people.object ?? undefined))
  } else if (held) {
    const size = heldHeight(targetHeight)
    items.push(artItem(held, artSet, hand.x, hand.y + size * 0.5, size, 'given', people.object ?? undefined))
  }
  return [...c.others(-5, 'stand'), ...items]
}

/** Side by side holding hands: each pair's near hands joined between them, a little below the waist. */
export function handInHandItems(c: ActionContext): Item[] {
  // One person alone has no hand to hold: standing.
  if (c.persons.length < 2) return [figureAt(c.first, 'stand', 0)]
  const figures = c.persons.map((p) => figureAt(p, 'hands-joined', 0))
  let x = 0
  for (const [i, f] of figures.entries()) {
    if (i > 0) {
      const a = figures[i - 1]
      const sa = skeleton(a.person.age, POSES.stand)
      const sb = skeleton(f.person.age, POSES.stand)
      // Their hands meet where the smaller one's arm hangs out at its side: each arm reaches across as far as
      // it can at that height, so a grown-up reaching down to a child's hand stands nearer.
      const ya = a.at.y + sa.shoulderR.y + armLength(a.person) * 0.8
      const yb = f.at.y + sb.shoulderL.y + armLength(f.person) * 0.8
      const meetY = (ya + yb) / 2
      const across = (arm: number, shoulderY: number) =>
        Math.min(arm * 0.75, Math.max(arm * 0.6, Math.sqrt(Math.max(0, arm ** 2 - (meetY - shoulderY) ** 2))))
      x +=
        sa.shoulderR.x +
        across(armLength(a.person), a.at.y + sa.shoulderR.y) -
        sb.shoulderL.x +
        across(armLength(f.person), f.at.y + sb.shoulderL.y)
    }
    f.at = { ...f.at, x }
  }
  for (const f of figures) f.at = { ...f.at, x: f.at.x - x / 2 }
  for (let i = 1; i < figures.length; i++) {
    const a = figures[i - 1]
    const b = figures[i]
    const sa = skeleton(a.person.age, POSES.stand)
    const sb = skeleton(b.person.age, POSES.stand)
    const ya = a.at.y + sa.shoulderR.y + armLength(a.person) * 0.8
    const yb = b.at.y + sb.shoulderL.y + armLength(b.person) * 0.8
    const meet = { x: (a.at.x + sa.shoulderR.x + b.at.x + sb.shoulderL.x) / 2, y: (ya + yb) / 2 }
    a.pose = reaching(a.person.age, a.pose, { R: { x: meet.x - 0.2 - a.at.x, y: meet.y - a.at.y } })
    b.pose = reaching(b.person.age, b.pose, { L: { x: meet.x + 0.2 - b.at.x, y: meet.y - b.at.y } })
  }
  return figures
}
