// The layouts of plan/animal-on-person.ts: an animal on or at a person, the two touching, both whole.
// - on the lap: the person seated on a chair, the animal lying over the thighs, both hands on it (shown over
//   it); a second person on the lap sits there the same way, the grown-up's hands at the waist;
// - perched: on the shoulder's top, on the head, or on the hand of an arm held out, turned to the person;
// - licking, nuzzling: a small animal beside the person sitting on the ground, its muzzle at the cheek and an
//   arm round it; a big one (a horse) standing, its muzzle at the standing person's cheek;
// - jumping up: reared up at the person's side, its front paws on them, the near hand on its head;
// - asleep on someone: the person lying (on the bed named), the animal on the chest;
// - pulling: the animal ahead, a line from the person's hand to its neck, the person on the sled or skateboard
//   named, else walking leaning back behind it.
// Local units are an adult's head radii with the ground at y = 0.

import { drawingShape } from '../art'
import { POSES, type Pose, type Pt, reaching, skeleton } from '../people'
import { isAnimalThing, PULLED_ON } from '../plan'
import type { Concept } from '../vocabulary'
import { conceptById } from '../vocabulary'
import {
  type ActionContext,
  type ArtItem,
  type DrawItem,
  type FigureItem,
  figureAt,
  figureBox,
  hands,
  type Item,
  TALL,
} from './action-items'
import { handOver } from './contact-items'
import { lieItems } from './lie-items'
import { standingHeight } from './real-scale'
import { RIDDEN_AS, SEATS } from './relation-layout'
import { string } from './scene-props'

type S = ReturnType<typeof skeleton>
const at = (f: FigureItem, p: Pt): Pt => ({ x: f.at.x + p.x, y: f.at.y + p.y })
const rel = (f: FigureItem, p: Pt): Pt => ({ x: p.x - f.at.x, y: p.y - f.at.y })
const sk = (f: FigureItem): S => skeleton(f.person.age, f.pose)
const grownUp = (f: FigureItem) => f.person.age === 'adult' || f.person.age === 'elder'

// Animals too big to sit on a lap or be licked at by a person sitting: they stand to do it.
const BIG =
  /(^|-)(horse|pony|cow|bull|ox|camel|donkey|mule|zebra|deer|moose|elk|llama|alpaca|giraffe|elephant)(-|$)/

/** The animal drawing `h` tall, `w` wide, its box left edge at `minX` and bottom at `bottom`. */
function animalBox(
  c: ActionContext,
  animal: Concept,
  minX: number,
  bottom: number,
  h: number,
  mirror: boolean,
) {
  const { aspect } = drawingShape(animal, c.artSet)
  const w = h * aspect
  const item: ArtItem = {
    kind: 'art',
    concept: animal,
    box: { minX, minY: bottom - h, maxX: minX + w, maxY: bottom },
    key: 'animal',
    subject: c.people.object ?? undefined,
    mirror,
  }
  return { item, w, h }
}

/** The drawing centred on `cx`, `h` tall, no wider than `maxW`, its bottom at `bottom`, its head to `face`. */
function animalAt(
  c: ActionContext,
  animal: Concept,
  cx: number,
  bottom: number,
  h: number,
  maxW: number,
  face: 'left' | 'right',
) {
  const { aspect, headX } = drawingShape(animal, c.artSet)
  const height = Math.min(h, maxW / aspect)
  const mirror = face === 'left' ? headX > 0.5 : headX < 0.5
  return animalBox(c, animal, cx - (height * aspect) / 2, bottom, height, mirror)
}

/** The others named, standing to the right from `x`. */
const othersFrom = (c: ActionContext, skip: FigureItem['person'][], x: number) =>
  c.persons.filter((p) => !skip.includes(p)).map((p, i) => figureAt(p, 'wave', x + i * 4.2))

/** A person seated on a chair, seen from the front, the feet on the ground; the chair's width. */
function seatedOnChair(c: ActionContext, owner: FigureItem['person']) {
  const chair = conceptById('chair')
  const seat = figureAt(owner, 'sit-chair', 0)
  const s = sk(seat)
  const hipY = seat.at.y + s.hipL.y
  // The chair's seat at the hips (its seat is at 55 % of its height), the sitter's feet on the ground.
  const ch = Math.max(owner.age === 'child' ? 4.5 : 6, -hipY / 0.45)
  const { aspect } = drawingShape(chair, c.artSet)
  const cw = ch * aspect
  const chairItem: ArtItem = {
    kind: 'art',
    concept: chair,
    box: { minX: -cw / 2, minY: -ch, maxX: cw / 2, maxY: 0 },
    key: 'seat',
  }
  seat.at = { x: 0, y: seat.at.y + (-ch * 0.45 - hipY) + 0.2 }
  return { chairItem, seat, cw }
}

/** Sitting on a chair, the animal (or a second person) on the lap, held. */
export function onLapItems(c: ActionContext): Item[] {
  const animal = c.object && isAnimalThing(c.object) ? c.object : null
  const byAge = [...c.persons].sort((a, b) => AGE[b.age] - AGE[a.age])
  // No animal named: the youngest on the eldest's lap.
  const sitter = !animal && byAge.length >= 2 ? byAge[byAge.length - 1] : null
  const owner = sitter ? byAge[0] : c.first
  const { chairItem, seat, cw } = seatedOnChair(c, owner)
  const s2 = sk(seat)
  const knee = at(seat, s2.kneeL)
  const lapY = (at(seat, s2.hipL).y + knee.y) / 2
  const right = cw / 2 + 2.5
  if (sitter) return personOnLap(c, chairItem, seat, sitter, right)
  const thing = animal ?? conceptById('cat')
  // Lying over the thighs, as wide as the knees are apart.
  const span = (s2.kneeR.x - s2.kneeL.x) * 1.25
  const size = grownUp(seat) ? 3.2 : 2.5
  const a = animalAt(c, thing, 0, lapY + 0.6, size, span, 'left')
  const b = a.item.box
  // One hand on its back, the other round its front.
  seat.pose = reaching(owner.age, seat.pose, {
    L: rel(seat, { x: b.minX + a.w * 0.28, y: b.minY + a.h * 0.55 }),
    R: rel(seat, { x: b.minX + a.w * 0.7, y: b.minY + a.h * 0.35 }),
  })
  return [chairItem, seat, a.item, handOver(seat, 'L'), handOver(seat, 'R'), ...othersFrom(c, [owner], right)]
}

const AGE: Record<FigureItem['person']['age'], number> = { baby: 0, child: 1, adult: 2, elder: 3 }

/** A second person on the lap: seated on the thighs in front, the grown-up's hands at their waist. */
function personOnLap(
  c: ActionContext,
  chair: ArtItem,
  seat: FigureItem,
  sitter: FigureItem['person'],
  right: number,
): Item[] {
  const s = sk(seat)
  const small = figureAt(sitter, 'sit-chair', 0)
  const ss = sk(small)
  // The sitter's hips on the grown-up's thighs, a little above the knees.
  const lap = at(seat, { x: 0, y: (s.hipL.y + s.kneeL.y) / 2 - 0.2 })
  small.at = { x: lap.x, y: lap.y - ss.hipL.y }
  const waist = (side: -1 | 1) => ({
    x: small.at.x + side * (ss.build.hip + ss.build.arm * 0.3),
    y: small.at.y + ss.waist.y - ss.build.torso * 0.2,
  })
  seat.pose = reaching(seat.person.age, seat.pose, { L: rel(seat, waist(-1)), R: rel(seat, waist(1)) })
  const items: Item[] = [chair, seat, small, handOver(seat, 'L'), handOver(seat, 'R')]
  // What they do on the lap (a book read together): held before the one on it.
  const thing = c.object && c.people.object !== null ? c.object : null
  if (thing) {
    small.pose = { ...small.pose, ...POSES['sit-hold'], legL: small.pose.legL, legR: small.pose.legR }
    const hs = hands(small)
    const size = 2.4
    const { aspect } = drawingShape(thing, c.artSet)
    const w = size * aspect
    const mid = { x: (hs.L.x + hs.R.x) / 2, y: (hs.L.y + hs.R.y) / 2 }
    items.push({
      kind: 'art',
      concept: thing,
      box: { minX: mid.x - w / 2, minY: mid.y - size * 0.55, maxX: mid.x + w / 2, maxY: mid.y + size * 0.45 },
      key: 'held',
      subject: c.people.object ?? undefined,
    })
  }
  return [...items, ...othersFrom(c, [seat.person, sitter], right)]
}

/** Perched on the shoulder's top, the head, or the hand of the arm held out, turned to the person. */
export function perchItems(c: ActionContext, spot: 'shoulder' | 'head' | 'hand'): Item[] {
  const animal = c.object ?? conceptById('bird')
  const person = figureAt(c.first, 'stand', 0)
  let s = sk(person)
  const child = !grownUp(person)
  const real = Math.min(standingHeight(animal), 3.2)
  const h = real * (child ? 0.75 : 1) * (spot === 'head' ? 0.8 : 1)
  let a: ReturnType<typeof animalAt>
  if (spot === 'hand') {
    // The arm held out to the side, a little bent, the hand at the shoulder's height.
    const arm = s.build.upperArm + s.build.foreArm
    const target = { x: s.shoulderR.x + arm * 0.8, y: s.shoulderR.y + arm * 0.12 }
    person.pose = reaching(c.first.age, POSES.stand, { R: target })
    s = sk(person)
    const hand = at(person, s.handR)
    a = animalAt(c, animal, hand.x, hand.y - s.build.arm * 0.35, h, h * 1.4, 'left')
  } else if (spot === 'head') {
    const head = at(person, s.head)
    const hat = c.first.role !== 'casual' && c.first.role !== 'baby' ? s.build.head * 0.9 : 0
    a = animalAt(c, animal, head.x, head.y - s.build.head * 0.9 - hat, h, s.build.head * 3, 'right')
  } else {
    const sh = at(person, s.shoulderR)
    a = animalAt(c, animal, sh.x + s.build.arm * 0.1, sh.y - s.build.arm * 0.45, h, h * 1.3, 'right')
    // Clear of the face: a long tail or body (a monkey's) goes out past the shoulder, not over the head.
    const clear = at(person, s.head).x + s.build.head * 0.55 - a.item.box.minX
    if (clear > 0)
      a.item.box = { ...a.item.box, minX: a.item.box.minX + clear, maxX: a.item.box.maxX + clear }
  }
  const right = Math.max(figureBox(person).maxX, a.item.box.maxX) + 2.5
  return [person, a.item, ...c.others(right)]
}

/** The point of the drawing's muzzle, as shares of its box, when the head is to `face`. */
function muzzle(animal: Concept, c: ActionContext, mirror: boolean): Pt {
  const { mouth, headX } = drawingShape(animal, c.artSet)
  if (mouth) return { x: mirror ? 1 - mouth.x : mouth.x, y: mouth.y }
  const left = mirror ? headX > 0.5 : headX < 0.5
  return { x: left ? 0.04 : 0.96, y: 0.3 }
}

/** Licking or nuzzling: the muzzle at the person's cheek; a small animal's person sits on the ground. */
export function lickItems(c: ActionContext): Item[] {
  const animal = c.object ?? conceptById('dog')
  const big = BIG.test(animal.id) || TALL.test(animal.id)
  const person = figureAt(c.first, big ? 'stand' : 'sit-ground', 0)
  const s = sk(person)
  const head = at(person, s.head)
  const cheek = { x: head.x + s.build.head * 0.75, y: head.y + s.build.head * 0.25 }
  const { aspect, headX } = drawingShape(animal, c.artSet)
  const mirror = headX > 0.5
  const m = muzzle(animal, c, mirror)
  // Standing on the ground, as tall as puts the muzzle at the cheek.
  const fit = -cheek.y / (1 - m.y)
  const h = big ? Math.min(12, Math.max(7, fit)) : Math.min(5, Math.max(2.4, fit))
  const w = h * aspect
  const minX = cheek.x - m.x * w
  const a = animalBox(c, animal, minX, 0, h, mirror)
  const items: Item[] = [person, a.item]
  if (!big) {
    // The near arm round it, the hand on its back.
    person.pose = reaching(c.first.age, person.pose, {
      R: rel(person, { x: minX + w * 0.55, y: -h * 0.55 }),
    })
    items.push(handOver(person, 'R'))
  } else {
    // A hand up on its neck.
    person.pose = reaching(c.first.age, person.pose, { R: rel(person, { x: minX + w * 0.22, y: -h * 0.6 }) })
  }
  return [...items, ...c.others(minX + w + 2.5)]
}

/** Jumping up: reared up at the person's side, the front paws on them, the near hand on its head. */
export function jumpUpItems(c: ActionContext): Item[] {
  const animal = c.object ?? conceptById('dog')
  const person = figureAt(c.first, 'stand', 0)
  const s = sk(person)
  const child = !grownUp(person)
  const { aspect, headX } = drawingShape(animal, c.artSet)
  const h = Math.min(standingHeight(animal), child ? 3.4 : 4.2)
  const w = h * aspect
  const tilt = 38
  const t = (tilt * Math.PI) / 180
  // Turned about its centre, its lowest point (the hind feet) on the ground.
  const cy = -((h / 2) * Math.cos(t) + (w / 2) * Math.sin(t)) + 0.1
  // The front paws (the raised end) at the person's side, over its outline.
  const side = at(person, s.hipR).x + s.build.arm * 0.2
  const cx = side + (w / 2) * Math.cos(t) + w * 0.02
  const a = animalBox(c, animal, cx - w / 2, cy + h / 2, h, headX > 0.5)
  a.item.tilt = tilt
  // The near hand on its head.
  const headAt = { x: cx - (w / 2) * Math.cos(t) + w * 0.1, y: cy - (w / 2) * Math.sin(t) - h * 0.2 }
  person.pose = reaching(c.first.age, person.pose, { R: rel(person, headAt) })
  return [person, a.item, handOver(person, 'R'), ...c.others(cx + w / 2 + 2.5)]
}

/** Asleep on someone: the person lying (on what is named), the animal curled on the chest. */
export function onChestItems(c: ActionContext): Item[] {
  const animal = c.object ?? conceptById('cat')
  // The bed or couch is the lying layout's; the animal is no bed.
  const bed = c.plan.subjects.findIndex((q) =>
    /^(bed|couch|sofa|couch-and-lamp|crib|hammock)$/.test(q.concept),
  )
  const items = lieItems({
    ...c,
    object: bed >= 0 ? conceptById(c.plan.subjects[bed].concept) : null,
    people: { ...c.people, object: bed >= 0 ? bed : null },
  })
  const sleeper = items.find((it): it is FigureItem => it.kind === 'figure' && it.person === c.first)
  if (!sleeper) return items
  const s = sk(sleeper)
  const chest = at(sleeper, {
    x: (s.neck.x + s.waist.x) / 2 + 0.2,
    y: Math.min(s.shoulderL.y, s.shoulderR.y),
  })
  const h = Math.min(standingHeight(animal), grownUp(sleeper) ? 2.8 : 2.2)
  const a = animalAt(c, animal, chest.x, chest.y + 0.1, h, h * 1.6, 'right')
  const at0 = items.indexOf(sleeper)
  return [...items.slice(0, at0 + 1), a.item, ...items.slice(at0 + 1)]
}

/** Pulling: the animal ahead on a line from the person's hand; on the sled or skateboard named, else walking. */
export function pulledItems(c: ActionContext): Item[] {
  const animal = c.object ?? conceptById('dog')
  const onAt = c.plan.subjects.findIndex((q) => PULLED_ON.test(q.concept))
  const on = onAt >= 0 ? c.plan.subjects[onAt].concept : null
  const items: Item[] = []
  let rider: FigureItem
  // Which way the pull goes: the sled's front curls up on its left.
  let ahead: 'left' | 'right' = 'right'
  let front: number
  if (on === 'sled' || on === 'sleigh' || on === 'toboggan') {
    const sled = RIDDEN_AS.sled
    const h = 3.2
    const { aspect } = drawingShape(sled, c.artSet)
    const w = h * aspect
    items.push({
      kind: 'art',
      concept: sled,
      box: { minX: -w / 2, minY: -h, maxX: w / 2, maxY: 0 },
      key: 'sled',
      subject: onAt,
    })
    rider = figureAt(c.first, 'sit-sled', -w * 0.14, -h + 0.35, true)
    ahead = 'left'
    front = -w / 2
  } else if (on === 'skateboard') {
    const board = RIDDEN_AS.skateboard
    const h = c.first.age === 'child' ? 1.8 : 2.1
    const { aspect } = drawingShape(board, c.artSet)
    const w = h * aspect
    items.push({
      kind: 'art',
      concept: board,
      box: { minX: -w / 2, minY: -h, maxX: w / 2, maxY: 0 },
      key: 'board',
      subject: onAt,
    })
    rider = figureAt(c.first, 'skate', 0, -h * (1 - (SEATS.skateboard.y ?? 0.14)) + 0.15)
    front = w / 2
  } else {
    // Walking behind it, leaning back against the pull.
    const pose: Pose = { ...POSES.walk, lean: -8 }
    rider = { ...figureAt(c.first, 'walk', 0), pose }
    front = figureBox(rider).maxX
  }
  const s = sk(rider)
  const sh = at(rider, ahead === 'right' ? s.shoulderR : s.shoulderL)
  const arm = s.build.upperArm + s.build.foreArm
  const dir = ahead === 'right' ? 1 : -1
  // The arm out towards the pull, the hand a little below the shoulder.
  const hand = { x: sh.x + dir * arm * 0.8, y: sh.y + arm * 0.45 }
  rider.pose = reaching(
    c.first.age,
    rider.pose,
    ahead === 'right' ? { R: rel(rider, hand) } : { L: rel(rider, hand) },
  )
  // Running ahead, facing away, a body's length clear of the front. Led on foot, a big animal (a camel, a horse)
  // keeps its own height; one pulling a sled or a board is no taller than a big dog.
  const h = on ? Math.min(standingHeight(animal), 4.2) : standingHeight(animal)
  const { aspect, headX } = drawingShape(animal, c.artSet)
  const w = h * aspect
  const gap = 2.2
  const minX = ahead === 'right' ? front + gap : front - gap - w
  const a = animalBox(c, animal, minX, 0, h, ahead === 'right' ? headX < 0.5 : headX > 0.5)
  // The line to its neck, behind the head.
  const neck = { x: ahead === 'right' ? minX + w * 0.72 : minX + w * 0.28, y: -h * 0.62 }
  const handAt = at(rider, ahead === 'right' ? sk(rider).handR : sk(rider).handL)
  const line: DrawItem = {
    kind: 'draw',
    box: {
      minX: Math.min(handAt.x, neck.x),
      maxX: Math.max(handAt.x, neck.x),
      minY: Math.min(handAt.y, neck.y),
      maxY: Math.max(handAt.y, neck.y),
    },
    draw: (map, width, drawn) => {
      const fig = drawn.figures[c.persons.indexOf(c.first)]
      const from = fig ? (ahead === 'right' ? fig.handR : fig.handL) : map.p(handAt)
      return string(from, map.p(neck), width * 0.8)
    },
  }
  const others = c.rest.map((p, i) =>
    figureAt(
      p,
      'wave',
      (ahead === 'right' ? -figureBox(rider).maxX - 3 : figureBox(rider).maxX + 3) + i * 4.2 * -dir,
    ),
  )
  return [...items, rider, a.item, line, ...others]
}

/** Chasing: the person running, the animal close behind, facing them, a little off the ground in its leap. */
export function chaseItems(c: ActionContext): Item[] {
  const animal = c.object ?? conceptById('dog')
  const person = figureAt(c.first, 'run', 0)
  const { headX } = drawingShape(animal, c.artSet)
  const h = Math.min(standingHeight(animal), grownUp(person) ? 4.2 : 3.6)
  const minX = figureBox(person).maxX + 0.4
  const a = animalBox(c, animal, minX, -0.4, h, headX > 0.5)
  a.item.tilt = 8
  // The others run ahead of it too, to the left.
  return [person, a.item, ...c.others(figureBox(person).minX - 3, 'run')]
}

/** Lying at the feet: the person seated on a chair, the animal lying on the ground against the feet. */
export function atFeetItems(c: ActionContext): Item[] {
  const animal = c.object ?? conceptById('dog')
  const { chairItem, seat, cw } = seatedOnChair(c, c.first)
  const s = sk(seat)
  const foot = at(seat, s.footR)
  const h = Math.min(standingHeight(animal), grownUp(seat) ? 3.2 : 2.6)
  const a = animalAt(c, animal, foot.x + h * 0.5, 0.3, h, h * 2, 'left')
  return [chairItem, seat, a.item, ...othersFrom(c, [c.first], Math.max(cw / 2, a.item.box.maxX) + 2.5)]
}

/** Fetching: the animal facing the person, the thing brought in its mouth, the person's hand out for it. */
export function fetchItems(c: ActionContext): Item[] {
  const animal = c.object ?? conceptById('dog')
  const thingAt = c.plan.subjects.findIndex(
    (q, i) =>
      i !== c.people.object &&
      !c.persons.some((p) => p.subject === i) &&
      !isAnimalThing(conceptById(q.concept)),
  )
  const h = Math.min(standingHeight(animal), grownUp(figureAt(c.first, 'stand', 0)) ? 4 : 3.4)
  const { aspect, headX } = drawingShape(animal, c.artSet)
  const w = h * aspect
  const mirror = headX > 0.5
  const m = muzzle(animal, c, mirror)
  // Kneeling to take it when the mouth is lower than the standing hand reaches.
  const standing = figureAt(c.first, 'stand', 0)
  const ss = sk(standing)
  const low = -h + m.y * h > at(standing, ss.shoulderR).y + (ss.build.upperArm + ss.build.foreArm) * 0.85
  const person = low ? figureAt(c.first, 'kneel', 0) : standing
  const s = sk(person)
  const thing = thingAt >= 0 ? conceptById(c.plan.subjects[thingAt].concept) : null
  const shape = thing ? drawingShape(thing, c.artSet) : { aspect: 1 }
  // Across the muzzle, as a stick or a ball is carried.
  const tw = Math.min(2.6, 1.3 * Math.max(1, shape.aspect))
  const th = tw / shape.aspect
  // Near enough that the hand held out takes the thing's end.
  const sh = at(person, s.shoulderR)
  const reach = (s.build.upperArm + s.build.foreArm) * 0.9
  const mouthY = -h + m.y * h
  // Clear of the body and its knees, the thing's end where the hand held out reaches.
  const body = Math.max(at(person, s.kneeR).x, at(person, s.hipR).x) + s.build.leg * 0.6
  const handX = Math.max(sh.x + Math.sqrt(Math.max(0, reach ** 2 - (mouthY - sh.y) ** 2)), body - tw * 0.5)
  const minX = Math.max(handX + tw * 0.6, body) - m.x * w
  const a = animalBox(c, animal, minX, 0, h, mirror)
  const mouth = { x: minX + m.x * w, y: mouthY }
  const items: Item[] = [person, a.item]
  if (thing)
    items.push({
      kind: 'art',
      concept: thing,
      box: {
        minX: mouth.x - tw * 0.6,
        minY: mouth.y - th / 2,
        maxX: mouth.x + tw * 0.4,
        maxY: mouth.y + th / 2,
      },
      key: 'fetched',
      subject: thingAt,
    })
  person.pose = reaching(c.first.age, person.pose, { R: rel(person, { x: handX, y: mouthY }) })
  return [...items, ...c.others(minX + w + 2.5)]
}
