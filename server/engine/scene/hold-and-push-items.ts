// What people hold or push: a baby cradled, a thing in the hands at its size in the world (a soft one hugged,
// a counted one fanned out, one held up together), and a pram, a wheelchair or a cart pushed by its handle with
// whoever rides in it.

import { drawingShape } from '../art'
import { merged, mix, type PoseName, skeleton } from '../people'
import {
  holdable,
  isAnimalConcept,
  madeAnimalLabel,
  type Plan,
  type PlanPeople,
  type PlanPerson,
  type PlanProp,
  PUSHED,
} from '../plan'
import { type Concept, conceptById } from '../vocabulary'
import { type ActionContext, type ArtItem, artItem, figureAt, hands, type Item, TALL } from './action-items'
import { coveredLegs, coveringOf } from './covered-legs'
import { easelItems } from './easel-items'
import { eatenAtTheMouth, foodAtMouth } from './eat-items'
import { gloveItems, ON_THE_FISTS } from './glove-items'
import { HOLDING_UP, heldInHand, heldUp, inOneHand } from './hand-held'
import { carriedHeight, heldClass, pushed } from './held-size'
import { ironingItems } from './ironing-items'
import { pingPongItems } from './ping-pong-items'
import { besideHeight } from './real-scale'
import { rowItems } from './row-and-seat-items'
import { babyBundle, string } from './scene-props'
import { poleSignItems } from './sign-items'
import { rakedLeaves } from './tool-items'
import { TUG_OF_WAR, tugItems } from './tug-items'
import { atItsSide, beforeTheChest } from './work-items'

export function cradleItems({ first, others }: ActionContext): Item[] {
  const items: Item[] = []
  const holder = figureAt(first, 'hold-front', 0)
  items.push({
    ...holder,
    // In front of the arms, lying on the forearms, the hands over it.
    held: (hs, map, line) =>
      babyBundle({ x: (hs.L.x + hs.R.x) / 2, y: (hs.L.y + hs.R.y) / 2 - map.k * 0.7 }, map.k * 1.1, line),
  })
  items.push(...others(5))
  return items
}

// Hugged things fill the arms (an animal, a teddy, a baby, a pillow, or anything "hugged"); others are held at
// their size in the world (work-items.ts), so an envelope or a card no longer covers the chest like a board.
const SOFT = /teddy|bear|plush|doll|pillow|cushion|blanket|baby|stuffed|toy/
const HUGS = /\b(hug\w*|cuddl\w*|embrac\w*|squeez\w*|snuggl\w*)\b/
const hugged = (held: Concept, words: string) =>
  isAnimalConcept(held) || SOFT.test(held.id) || HUGS.test(words)

/** Games two sides play with the same thing in their hands. */
const PAIRED_GAME = /\b(?:pillow|sword) ?fights?\b|\bfencers?\b|\bfencing\b|\bduel\w*\b/

export function holdItems(c: ActionContext): Item[] {
  const { action, persons, object, first, others, plan, people, artSet } = c
  // A stop sign is carried on its pole, not held before the body.
  const onPole = action === 'hold' ? poleSignItems(c) : null
  if (onPole) return onPole
  const items: Item[] = []
  const heldConcept = object ?? heldProp(plan, persons)?.concept
  const held = heldConcept
    ? conceptById(typeof heldConcept === 'string' ? heldConcept : heldConcept.id)
    : null
  // With nothing that fits in the arms ("a girl with a horse"), they stand, and the horse beside them.
  if (!held && action === 'hold') return rowItems({ ...c, action: 'stand' })
  if (held && action === 'hold' && persons.length > 1 && TUG_OF_WAR.test(c.words)) return tugItems(c)
  if (held?.id === 'ping-pong' && action === 'hold') return pingPongItems(c, held)
  // Boxing gloves are worn on both fists, raised in the guard.
  if (held && ON_THE_FISTS.test(held.id) && action === 'hold') return gloveItems(c, held)
  // Ironing: the iron pushed along the board, the shirt laid on it.
  if (held?.id === 'iron' && action === 'hold' && /\biron(s|ing|ed)\b/.test(c.words)) return ironingItems(c)
  // A picture painted: the brush raised to the easel's canvas.
  const atEasel = held?.id === 'paintbrush' && action === 'hold' ? easelItems(c) : null
  if (atEasel) return atEasel
  const up = held?.zone === 'sky' && !madeAnimalLabel(plan.subjects[people.object ?? -1]?.label ?? '')
  // "holding two paintbrushes": as many as the prompt counts (the object of the action is one).
  const count = object ? 1 : (heldProp(plan, persons)?.count ?? 1)
  const pose: PoseName =
    action === 'read' ? 'sit-hold' : action === 'eat' ? 'eat' : up ? 'reach-up' : 'hold-front'
  const holder = figureAt(first, pose, 0)
  // A game played against one another (a pillow fight, a sword fight): the second player holds one too.
  const partner =
    held && action === 'hold' && !up && persons.length > 1 && PAIRED_GAME.test(c.words)
      ? figureAt(persons[1], pose, inOneHand(held) ? 8.5 : 6)
      : null
  if (partner && held) {
    const rest = persons.slice(2).map((p, i) => figureAt(p, 'wave', -5 - i * 4.2))
    // Pillows are swung up over the head; a sword is held out in the hand.
    const hold = inOneHand(held) ? heldInHand : heldUp
    items.push(...rest, holder, partner)
    items.push(...hold(c, holder, held), ...hold({ ...c, first: persons[1] }, partner, held, 'held2', true))
    return items
  }
  // Too big to lift (held-size.ts): pushed by its handle (a vacuum cleaner, a shopping cart), else standing
  // beside the holder at its size, a hand on it (a chair, a bed).
  const had = held && action === 'hold' && !up && !inOneHand(held) && !hugged(held, c.words)
  if (had && heldClass(held, first.age) === 'beside')
    return pushed(held)
      ? pushItems({ ...c, object: held })
      : atItsSide(c, figureAt(first, 'stand', 0), held, besideHeight(held), 'held')
  items.push(...others(-5), holder)
  // Reading under a blanket: the blanket over the legs, the book held over it.
  if (action === 'read' && coveringOf(c) !== undefined) items.push(coveredLegs(holder))
  if (held) {
    const hs = hands(holder)
    if (up) {
      // "holding three balloons": a bunch, each on its own string from the one hand.
      for (let k = 0; k < count; k++) {
        const key = k ? `held${k + 1}` : 'held'
        const dx = [0, -2.6, 2.6, -1.3, 1.3][k] ?? 0
        const dy = [0, 0.9, 0.9, -1.6, -1.6][k] ?? 0
        const size = count > 1 ? 3.4 : 4
        const b = artItem(
          held,
          artSet,
          hs.R.x + 2.5 + dx,
          hs.R.y - 4 + dy,
          size,
          key,
          people.object ?? undefined,
        )
        items.push(b, {
          kind: 'draw',
          box: { minX: Math.min(hs.R.x, b.box.minX), minY: b.box.maxY, maxX: b.box.maxX, maxY: hs.R.y },
          draw: (map, line, drawn) => {
            const bb = drawn.art[key]
            return string(
              drawn.figures[0]?.handR ?? map.p(hs.R),
              { x: (bb.minX + bb.maxX) / 2, y: bb.maxY },
              line * 0.7,
            )
          },
        })
      }
    } else if (action === 'eat' && eatenAtTheMouth(held)) items.push(...foodAtMouth(c, holder, held))
    // What is not food is held before the chest ("solving a Rubik's cube"), not eaten.
    else if (action === 'eat') items.push(...beforeTheChest(c, holder, held, 'held'))
    else if (action === 'hold' && HOLDING_UP.test(c.words)) items.push(...heldUp(c, holder, held))
    else if (action === 'hold' && inOneHand(held)) items.push(...heldInHand(c, holder, held))
    else if (had) {
      // Carried in both arms at its size in the world (a box, a fishbowl); a small thing at hand size.
      const arms = heldClass(held, first.age) === 'arms'
      items.push(
        ...beforeTheChest(c, holder, held, 'held', arms ? carriedHeight(held, first.age, 2.4) : undefined),
      )
    } else {
      const at = mix(hs.L, hs.R, 0.5)
      const size = action === 'read' ? 3 : first.age === 'child' ? 2.8 : 3.4
      items.push(artItem(held, artSet, at.x, at.y + size * 0.45, size, 'held', people.object ?? undefined))
    }
    if (!up) fanOut(items, count)
  }
  return items
}

/** Copies of the held drawing fanned out behind it, side to side, so a counted thing in the hand is that many. */
function fanOut(items: Item[], count: number): void {
  const at = items.findIndex((it) => it.kind === 'art' && it.key === 'held')
  const held = items[at]
  if (count < 2 || held?.kind !== 'art') return
  const w = held.box.maxX - held.box.minX
  const h = held.box.maxY - held.box.minY
  const copies: Item[] = []
  for (let k = 1; k < count; k++) {
    const side = k % 2 ? 1 : -1
    const dx = side * Math.ceil(k / 2) * w * 0.45
    const dy = -Math.ceil(k / 2) * h * 0.12
    const box = {
      minX: held.box.minX + dx,
      maxX: held.box.maxX + dx,
      minY: held.box.minY + dy,
      maxY: held.box.maxY + dy,
    }
    copies.push({ ...held, key: `held${k + 1}`, box })
  }
  items.splice(at, 0, ...copies)
}

/**
 * What a person holds when the action has no object of its own: a prop held in the hand, else one they are
 * "with" that fits in the arms ("a boy with a toy car"); a larger one stands beside them.
 */
export function heldProp(plan: Plan, people: PlanPerson[]): PlanProp | undefined {
  // '*' props are drawn by the action's own code (a hose), not held art.
  const theirs = plan.props.filter(
    (p) => !p.concept.startsWith('*') && people.some((q) => q.subject === p.subject),
  )
  return (
    theirs.find((p) => p.place === 'hand') ??
    theirs.find((p) => {
      if (p.place !== 'beside') return false
      const concept = conceptById(p.concept)
      // What is pushed by its handle is had ("a girl with a shopping cart"); TALL would read its "car".
      return pushed(concept) || (holdable(concept) && !TALL.test(concept.id))
    })
  )
}

export function pushItems({ plan, object, first, persons, others, people, artSet }: ActionContext): Item[] {
  const thing = object ?? conceptById('lawn-mower')
  const grip = PUSHED[thing.id] ?? { x: 0.05, y: 0.1 }
  const pusher = figureAt(first, 'push', 0)
  const hs = hands(pusher)
  // The hand further forward holds the handle (the other is behind it, seen from the side).
  const front: 'L' | 'R' = hs.R.x >= hs.L.x ? 'R' : 'L'
  const hand = hs[front]
  const small = first.age === 'child' ? 0.75 : 1
  // Who rides in what is pushed or pulled ("pulling his little sister in a wagon", "a baby in a stroller")
  // sits in its seat; the rest stand behind the pusher.
  const riding = thing.seat ? riderIn(plan, people) : undefined
  // As tall as puts its handle in the hands, within what such a thing measures beside a person; a wheelchair
  // (sat in, the legs over its front) is the size of who sits in it, the bar reaching its handles.
  const chair = thing.seat?.wheel && riding ? thing.seat.height : 0
  const h =
    chair > 0 && riding
      ? chair * (riding.age === 'adult' || riding.age === 'elder' ? 1 : 0.75)
      : Math.min(5.5 * small, Math.max(3 * small, -hand.y / (1 - grip.y)))
  const { aspect } = drawingShape(thing, artSet)
  const w = h * aspect
  const minX = hand.x + 0.15 - w * grip.x
  const art: ArtItem = {
    kind: 'art',
    concept: thing,
    box: { minX, minY: -h, maxX: minX + w, maxY: 0 },
    key: 'pushed',
    subject: people.object ?? undefined,
    mirror: grip.mirror,
  }
  const at = { x: minX + w * grip.x, y: -h + h * (grip.handle ?? grip.y) }
  // A handle from the hands to the grip, when the drawing's own handle stops short of them (or is too thin).
  const bar: Item = {
    kind: 'draw',
    box: { minX: hand.x, minY: Math.min(hand.y, at.y), maxX: at.x, maxY: Math.max(hand.y, at.y) },
    draw: (map, line, drawn) => {
      const fig = drawn.figures[0]
      const from = fig ? (front === 'R' ? fig.handR : fig.handL) : map.p(hand)
      const to = map.p(at)
      if (Math.hypot(to.x - from.x, to.y - from.y) < map.k * 0.4) return ''
      return merged([{ tube: [from, to], width: map.k * 0.28 }], line)
    },
  }
  const leaves = thing.id === 'rake' ? rakedLeaves(plan, art, artSet) : []
  // The rider is drawn before what it sits in, so its side (a wagon's, a wheelchair's wheel) hides the legs.
  if (riding && thing.seat) {
    const seat = { x: minX + w * thing.seat.x, y: -h + h * thing.seat.y }
    const back = persons
      .filter((p) => p !== first && p !== riding)
      .map((p, i) => figureAt(p, 'wave', -5 - i * 4.2))
    // In a wheelchair the rider sits as on a chair, the hips on the seat and the legs over its front.
    if (chair > 0) {
      const rider = figureAt(riding, 'sit-chair', seat.x, 0)
      rider.at = { x: seat.x, y: seat.y - skeleton(riding.age, rider.pose).hipL.y + 0.2 }
      return [...back, ...leaves, rider, art, bar, pusher]
    }
    const rider = figureAt(riding, riding.age === 'baby' ? 'sit-hold' : 'sit-ground', seat.x, seat.y)
    return [...back, ...leaves, rider, art, bar, pusher]
  }
  return [...others(-5), ...leaves, art, bar, pusher]
}

/** The person, not the one pushing, whom the plan puts on or in what is pushed; else the second person. */
function riderIn(plan: Plan, people: PlanPeople): PlanPerson | undefined {
  const [first, ...rest] = people.people
  const named = (plan.relations ?? []).find(
    (r) => r.object === people.object && (r.relation === 'in' || r.relation === 'on'),
  )
  if (!named) return undefined
  return rest.find((p) => p.subject === named.actor) ?? (named.actor === first?.subject ? rest[0] : undefined)
}
