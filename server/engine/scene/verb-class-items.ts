// The poses of plan/verb-classes.ts that need a layout of their own. Giving: the thing held out at arm's length,
// into the other person's reaching hand or at the animal's mouth ("handing a cone to a girl", "feeding her
// hamster"). Down at the ground: squatting, the hand at the thing on the ground before the knees, or at the
// feet when there is none ("tying his shoelaces", "planting a tree"). Local units are an adult's head radii
// with the ground at y = 0.

import { drawingShape } from '../art'
import { POSES, type Pt, reaching, skeleton } from '../people'
import { isAnimalConcept, type PlanPerson } from '../plan'
import { conceptById } from '../vocabulary'
import { type ActionContext, artItem, type FigureItem, figureAt, type Item } from './action-items'
import { mouthOf } from './eat-items'

const armLength = (p: PlanPerson) => {
  const b = skeleton(p.age, POSES.stand).build
  return b.upperArm + b.foreArm
}

/** Things held out in one hand are drawn about this big, in head radii: a cone, a bottle, a package. */
const heldSize = (p: PlanPerson) => (p.age === 'child' ? 1.9 : 2.2)

/** A figure standing at `x` whose hand (R, or L when mirrored) reaches the point `to` (local units). */
function reachingTo(person: PlanPerson, x: number, to: Pt, mirrored: boolean): FigureItem {
  const f = figureAt(person, 'stand', x, 0, mirrored)
  const target = { x: to.x - f.at.x, y: to.y - f.at.y }
  f.pose = reaching(person.age, f.pose, mirrored ? { L: target } : { R: target })
  return f
}

/** Holding a thing out: to the second person, to the animal fed, or just out in front. */
export function giveItems(c: ActionContext): Item[] {
  const { first, rest, object, people, plan, artSet } = c
  const giver = figureAt(first, 'stand', 0)
  const s = skeleton(first.age, POSES.stand)
  const shoulder = { x: giver.at.x + s.shoulderR.x, y: giver.at.y + s.shoulderR.y }
  // The animal fed: the one the plan set aside for this layout, else the object itself when it is one.
  const animalAt = people.absorbed.find(
    (i) => i !== people.object && isAnimalConcept(conceptById(plan.subjects[i].concept)),
  )
  const fed =
    animalAt !== undefined
      ? conceptById(plan.subjects[animalAt].concept)
      : object && isAnimalConcept(object)
        ? object
        : null
  const held = object && object !== fed ? object : null
  const items: Item[] = []
  let hand: Pt
  if (rest.length) {
    // Two people, the thing between their hands, at the height the smaller one reaches forward to.
    const taker = rest[0]
    const probe = figureAt(taker, 'stand', 0, 0, true)
    const ts = skeleton(taker.age, probe.pose)
    const takerShoulderY = probe.at.y + ts.shoulderL.y
    // Their hands either side of it at the smaller one's shoulder, her arm straight out to it.
    const y = Math.max(shoulder.y + 0.6, takerShoulderY + 0.3)
    const mid = { x: shoulder.x + armLength(first) * 0.75, y }
    hand = { x: mid.x - 0.45, y }
    const dy = y - takerShoulderY
    // Out from the body even when the giver is much smaller (the taker's arm then reaches down to it).
    const arm = armLength(taker)
    const most = Math.sqrt(Math.max(0, (arm * 0.98) ** 2 - dy ** 2))
    const reachX = Math.min(most, Math.max(arm * 0.5, Math.sqrt(Math.max(0, (arm * 0.92) ** 2 - dy ** 2))))
    items.push(reachingTo(taker, mid.x + 0.45 + reachX - ts.shoulderL.x, { x: mid.x + 0.45, y }, true))
    items.push(...rest.slice(1).map((p, i) => figureAt(p, 'wave', -5 - i * 4.2)))
  } else if (fed) {
    // The animal on the ground before the giver, facing them, the hand at its head; a small pet is fed kneeling.
    const small = first.age === 'child' ? 0.8 : 1
    const little = SMALL_PET.test(fed.id)
    if (little) {
      const kneeler = figureAt(first, 'kneel', 0, 0.3)
      giver.pose = kneeler.pose
      giver.at = kneeler.at
    }
    const big = BIG_ANIMAL.test(fed.id)
    const h = (little ? 2.6 : big ? 7.5 : 4.4) * small
    const shape = drawingShape(fed, artSet)
    const w = h * shape.aspect
    const k = skeleton(first.age, giver.pose)
    const minX = little
      ? giver.at.x + Math.max(k.handR.x, k.kneeR.x, k.footR.x) + 0.4
      : shoulder.x + armLength(first) * (held ? 0.75 : 0.45) + (held ? heldSize(first) * 0.6 : 0)
    // The art's head towards the giver: a drawing facing right is mirrored.
    const mirror = shape.headX > 0.5
    const headShare = mirror ? 1 - shape.headX : shape.headX
    items.push({
      kind: 'art',
      concept: fed,
      box: { minX, minY: -h, maxX: minX + w, maxY: 0 },
      key: 'fed',
      subject: animalAt ?? people.object ?? undefined,
      mirror,
    })
    // At its head; food held out stops just before it, so the animal's face still shows.
    const headX = minX + w * Math.max(0.12, Math.min(0.5, headShare))
    // No lower than the arm reaches forward: over a penguin's head, not down at its feet.
    const lowest = giver.at.y + k.shoulderR.y + armLength(first) * 0.8
    hand = {
      x: held ? minX - heldSize(first) * 0.45 : headX,
      y: Math.min(-h * (little ? 0.6 : big ? 0.8 : 0.72), lowest),
    }
  } else hand = { x: shoulder.x + armLength(first) * 0.85, y: shoulder.y + 0.6 }
  giver.pose = reaching(first.age, giver.pose, { R: { x: hand.x - giver.at.x, y: hand.y - giver.at.y } })
  items.unshift(giver)
  if (held) {
    const size = heldSize(first)
    const x = rest.length ? hand.x + 0.45 : hand.x
    items.push(artItem(held, artSet, x, hand.y + size * 0.45, size, 'given', people.object ?? undefined))
  }
  return items
}

// Animals as tall as a person's shoulder or more, fed up at their head.
const BIG_ANIMAL = /^(horse|pony|cow|donkey|camel|zebra|llama|deer|moose)$/
const SMALL_PET = /hamster|mouse|fish|chick|bird|rabbit|cat|kitten|duck|guinea|turtle|frog/

/** Kneeling beside the thing on the ground, the hands on it; with no thing, the hands at the front shoe. */
export function groundItems(c: ActionContext): Item[] {
  const { persons, object, people, artSet } = c
  const small = c.first.age === 'child' ? 0.75 : 1
  const size = (!object ? 0 : PLANTED.test(object.id) ? 3.6 : SMALL_THING.test(object.id) ? 1.5 : 2.6) * small
  const w = object ? size * drawingShape(object, artSet).aspect : 0
  const art = object ? artItem(object, artSet, 0, 0, size, 'worked', people.object ?? undefined) : null
  const workers = persons.map((p, i) => {
    const side = i % 2 ? 1 : -1
    const far = Math.floor(i / 2)
    if (!art) {
      // Kneeling, both hands down at the front shoe (tying a lace, pulling on a boot).
      const f = figureAt(p, 'kneel', side * (3 + far * 7), 0.3, side > 0)
      const sk = skeleton(p.age, f.pose)
      const foot = Math.abs(sk.footL.x) > Math.abs(sk.footR.x) ? sk.footL : sk.footR
      const at = { x: foot.x, y: foot.y - 0.3 }
      f.pose = reaching(p.age, f.pose, { L: { x: at.x - 0.3, y: at.y }, R: { x: at.x + 0.3, y: at.y } })
      return f
    }
    // Kneeling beside the thing, as the sandcastle's builders do, the near hand on its side.
    const f = figureAt(p, 'kneel', 0, 0.3, side > 0)
    const sk = skeleton(p.age, f.pose)
    const reachOut = Math.max(Math.abs(sk.handL.x), Math.abs(sk.handR.x))
    const x = side * (w / 2 + reachOut * 0.8 + far * 4.5)
    f.at = { ...f.at, x }
    const target = { x: side * (w * 0.3) - x, y: -size * 0.55 - f.at.y }
    f.pose = reaching(p.age, f.pose, side < 0 ? { R: target } : { L: target })
    return f
  })
  return art ? [art, ...workers] : workers
}

/** Things planted stand taller than a thing worked on: a sapling half the kneeler's height. */
const PLANTED = /tree|plant|flower|sunflower|tulip|rose|seedling|herb/
const SMALL_THING = /egg|seed|coin|acorn|shell|stone|bone|block|ball/

// Where each instrument's drawing is put to the lips (or, for a violin, under the chin), as shares of its box.
const MOUTHPIECE: Record<string, Pt> = {
  trumpet: { x: 0.04, y: 0.86 },
  trombone: { x: 0.04, y: 0.86 },
  tuba: { x: 0.1, y: 0.2 },
  saxophone: { x: 0.86, y: 0.06 },
  flute: { x: 0.06, y: 0.94 },
  violin: { x: 0.02, y: 0.12 },
}

/** An instrument played at the face: its mouthpiece at the lips (a violin under the chin), both hands on it. */
export function faceItems(c: ActionContext): Item[] {
  const { first, people, artSet } = c
  const player = figureAt(first, 'stand', 0)
  const instrument = c.object ?? conceptById('trumpet')
  const mouth = mouthOf(player)
  const size = first.age === 'child' ? 2.8 : 3.3
  const at = MOUTHPIECE[instrument.id] ?? MOUTHPIECE.trumpet
  const art = artItem(instrument, artSet, 0, 0, size, 'instrument', people.object ?? undefined)
  const w = art.box.maxX - art.box.minX
  const minX = mouth.x - w * at.x
  const minY = mouth.y - size * at.y
  art.box = { minX, minY, maxX: minX + w, maxY: minY + size }
  // The hands on its body, one nearer the mouth than the other.
  const on = (share: number): Pt => ({
    x: minX + w * (at.x + (0.5 - at.x) * share) - player.at.x,
    y: minY + size * (at.y + (0.55 - at.y) * share) - player.at.y,
  })
  player.pose = reaching(first.age, player.pose, { L: on(0.5), R: on(1.1) })
  return [player, art, ...c.others(-5)]
}

/** Diving for a ball: laid flat low over the ground, the ball just beyond the hands reaching for it. */
export function diveItems(c: ActionContext): Item[] {
  const { first, people, artSet } = c
  const diver = figureAt(first, 'fly', 0)
  diver.at = { x: 0, y: -5 }
  const sk = skeleton(first.age, diver.pose)
  // The head's side is where the body points; both hands reach out past the head towards the ball.
  const ahead = Math.sign(sk.head.x) || 1
  const size = first.age === 'child' ? 2 : 2.3
  const ball = { x: sk.head.x + ahead * (sk.build.head + size * 0.5 + 0.5), y: sk.head.y }
  // One hand over the ball and one under it, so both arms show either side of the head.
  diver.pose = reaching(first.age, diver.pose, {
    L: { x: ball.x - ahead * size * 0.2, y: ball.y - size * 0.5 },
    R: { x: ball.x - ahead * size * 0.2, y: ball.y + size * 0.5 },
  })
  // The ball where the hands got to, just beyond them.
  const got = skeleton(first.age, diver.pose)
  const at = { x: (got.handL.x + got.handR.x) / 2 + ahead * size * 0.3, y: (got.handL.y + got.handR.y) / 2 }
  const art = artItem(
    c.object ?? conceptById('soccer-ball'),
    artSet,
    diver.at.x + at.x,
    diver.at.y + at.y + size / 2,
    size,
    'caught',
    people.object ?? undefined,
  )
  return [diver, art, ...c.others(-6, 'jump')]
}
