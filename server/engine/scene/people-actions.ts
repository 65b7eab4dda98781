// What people do, as items to draw back to front: whole figures in a pose, with the things they use placed
// where the action puts them (a rider on the mount, a kite on a string from the hand, a rod over the water),
// in an adult's head radii with the ground at y = 0.

import { drawingShape } from '../art'
import type { Box } from '../common'
import { merged, mirrorPose, mix, POSES, type PoseName, type Pt, skeleton } from '../people'
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
import type { Concept } from '../vocabulary'
import { conceptById, realHeight } from '../vocabulary'
import {
  type ActionContext,
  type ArtItem,
  artItem,
  type FigureItem,
  figureAt,
  figureBox,
  hands,
  type Item,
  type PageMap,
  TALL,
} from './action-items'
import { bandItems } from './band-items'
import { bathItems } from './bath-items'
import { beamItems } from './beam-items'
import { boardItems, STOOD_ON_BOARDS } from './board-items'
import { roastItems } from './campfire-items'
import { celloItems } from './cello-items'
import { chalkboardItems } from './chalkboard-items'
import { cheerItems } from './cheer-items'
import { coveredLegs, coveringOf } from './covered-legs'
import { doingItems } from './doing-items'
import { easelItems } from './easel-items'
import { eatenAtTheMouth, foodAtMouth } from './eat-items'
import { gloveItems, ON_THE_FISTS } from './glove-items'
import { carriedInPose, HOLDING_UP, heldInHand, heldUp, inOneHand } from './hand-held'
import { carriedHeight, heldClass, pushed } from './held-size'
import { ironingItems } from './ironing-items'
import { chopFoodItems, dinnerItems } from './kitchen-items'
import { lieItems } from './lie-items'
import { blade, rollerWheels, waterBand } from './motion-props'
import { netItems } from './net-items'
import { OVER_THE_HEAD, overheadBoatItems } from './overhead-items'
import { petItems } from './pet-items'
import { pingPongItems } from './ping-pong-items'
import { hikeItems, slideItems, swingItems, trampolineItems } from './playground-items'
import { besideHeight, besidePeopleHeight, standingHeight } from './real-scale'
import { DEFAULT_SEAT, RIDDEN_AS, SEATS } from './relation-layout'
import { ropeItems, SKIPPED } from './rope-items'
import {
  babyBundle,
  blanket,
  bucket,
  fishingRod,
  hose,
  picnicBasket,
  rowBoat,
  sandcastle,
  spade,
  string,
  waterArc,
} from './scene-props'
import { poleSignItems } from './sign-items'
import { standingAspect, standingSeat, standsWhole } from './standing-animal'
import { cakeItems, deskItems } from './table-items'
import { chopItems, rakedLeaves, skiItems } from './tool-items'
import { TUG_OF_WAR, tugItems } from './tug-items'
import { atItsSide, beforeTheChest } from './work-items'

const box = (cx: number, cy: number, w: number, h: number): Box => ({
  minX: cx - w / 2,
  minY: cy - h / 2,
  maxX: cx + w / 2,
  maxY: cy + h / 2,
})

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

/** The items of a people page, back to front, by what the people are doing. */
export function actionItems(
  plan: Plan,
  people: PlanPeople,
  concepts: Concept[],
  artSet: Parameters<typeof drawingShape>[1],
): Item[] {
  const { action } = people
  const persons = people.people
  const rest = persons.slice(1)
  const c: ActionContext = {
    plan,
    people,
    action,
    persons,
    first: persons[0],
    rest,
    others: (x: number, pose: PoseName = 'wave') =>
      rest.map((p, i) => figureAt(p, pose, x + i * 4.2 * (x < 0 ? -1 : 1))),
    object: people.object !== null ? concepts[people.object] : null,
    words: plan.prompt.toLowerCase(),
    artSet,
  }
  const doing = doingItems(c, rideItems)
  if (doing) return doing
  switch (action) {
    case 'kite':
      return kiteItems(c)
    case 'ride':
      return rideItems(c)
    case 'spray':
      return sprayItems(c)
    case 'fish':
    case 'boat':
      return boatItems(c)
    case 'picnic':
      return picnicItems(c)
    case 'sandcastle':
      return sandcastleItems(c)
    case 'karate':
      return karateItems(c)
    case 'soccer':
      return soccerItems(c)
    case 'ball-up':
      return ballUpItems(c)
    case 'cradle':
      return cradleItems(c)
    case 'read':
    case 'eat':
    case 'hold':
      return holdItems(c)
    case 'fly':
      return flyItems(c)
    case 'swim':
      return swimItems(c)
    case 'push':
      return pushItems(c)
    case 'skate':
      return skateItems(c)
    case 'sled':
      return sledItems(c)
    case 'swing':
      return swingItems(c)
    case 'slide':
      return slideItems(c)
    case 'trampoline':
      return trampolineItems(c)
    case 'hike':
      return hikeItems(c)
    case 'roast':
      return roastItems(c)
    case 'desk':
      return deskItems(c)
    case 'ski':
      return skiItems(c)
    case 'chop':
      return chopItems(c)
    case 'cake':
      return cakeItems(c)
    case 'bath':
      return bathItems(c)
    case 'lie':
      return lieItems(c)
    case 'chalkboard':
      return chalkboardItems(c)
    case 'dinner':
      return dinnerItems(c)
    case 'chop-food':
      return chopFoodItems(c)
    case 'pet':
      return petItems(c)
    case 'beam':
      return beamItems(c)
    case 'net':
      return netItems(c)
    case 'cello':
      return celloItems(c)
    case 'cheer':
      return cheerItems(c)
    case 'band':
      return bandItems(c)
    case 'sit':
      return c.object && (SEATED_ON[c.object.id] || c.object.seat) ? seatItems(c, c.object) : rowItems(c)
    default:
      return rowItems(c)
  }
}

function kiteItems({ persons, object, first, others, people, artSet }: ActionContext): Item[] {
  const items: Item[] = []
  const flyer = figureAt(first, 'reach-up', 0)
  const hand = hands(flyer).R
  const kite = artItem(
    object ?? conceptById('kite'),
    artSet,
    hand.x + 6.5,
    hand.y - 6,
    6.5,
    'kite',
    people.object ?? undefined,
  )
  items.push(...others(-4.5, 'jump'), flyer, kite, {
    kind: 'draw',
    box: { minX: hand.x, minY: kite.box.maxY, maxX: kite.box.minX, maxY: hand.y },
    draw: (map, line, drawn) => {
      const k = drawn.art.kite
      // The kite's bridle: the lower corner of its sail, where its string is tied.
      const tie = { x: k.minX + (k.maxX - k.minX) * 0.32, y: k.minY + (k.maxY - k.minY) * 0.55 }
      return string(drawn.figures[persons.indexOf(first)]?.handR ?? map.p(hand), tie, line * 0.7)
    },
  })
  return items
}

function rideItems(c: ActionContext): Item[] {
  const { object, first, others, people, artSet } = c
  const items: Item[] = []
  const mount = object ?? conceptById('horse')
  if (mount.id === 'scooter') return scooterItems(c, mount)
  // A seat one sits on rather than astride (a chairlift's bench) is sat on as a chair is.
  if (mount.seat && mount.seat.legs !== 'astride') return seatItems(c, mount)
  const drawn = drawingShape(mount, artSet)
  // A head-and-neck mount (the unicorn) stands whole under its rider: its body's shape and back are sat on.
  const whole = standsWhole(mount, c.words, artSet)
  const shape = whole ? { ...drawn, aspect: standingAspect(drawn.aspect) } : drawn
  const seat = {
    ...DEFAULT_SEAT,
    ...SEATS[mount.id],
    ...(mount.seat && { ...mount.seat, astride: true }),
    ...(whole && standingSeat(drawn.aspect)),
  }
  const animal = Boolean(seat.astride)
  // Two riding one bike ("a couple riding a tandem bike"): a longer bike under both.
  const tandem = !animal && c.rest.length > 0 && /\btandem\b/.test(c.words)
  const h = mount.seat?.height ?? (animal ? 11 : tandem ? 8.5 : 6.5)
  const w = h * shape.aspect
  const mountItem: ArtItem = {
    kind: 'art',
    concept: mount,
    box: { minX: -w / 2, minY: -h, maxX: w / 2, maxY: 0 },
    key: 'mount',
    subject: people.object ?? undefined,
  }
  const facesRight = shape.headX > 0.5
  const pose = facesRight ? mirrorPose(POSES.ride) : POSES.ride
  const rider: FigureItem = {
    kind: 'figure',
    person: first,
    pose,
    at: { x: -w / 2 + w * seat.x, y: -h + h * seat.y - 0.6 },
    legs: animal ? (facesRight ? 'R' : 'L') : 'both',
  }
  // Two on one bike ("a couple riding a tandem bike"): the second rides behind the first, not beside it.
  if (tandem) {
    const back = facesRight ? -1 : 1
    const second: FigureItem = {
      ...rider,
      person: c.rest[0],
      at: { ...rider.at, x: rider.at.x + back * w * 0.34 },
    }
    const after = c.rest.slice(1).map((p, i) => figureAt(p, 'wave', w / 2 + 2.5 + i * 4.2))
    items.push(mountItem, second, rider, ...after)
    return items
  }
  items.push(mountItem, rider, ...others(w / 2 + 2.5))
  return items
}

function sprayItems({ persons, words, first, others, artSet, object, people }: ActionContext): Item[] {
  const items: Item[] = []
  const sprayer = figureAt(first, 'spray', 0)
  const hand = mix(hands(sprayer).L, hands(sprayer).R, 0.5)
  const fire = /\bfire\b|burning|flames?|house/.test(words) || first.role === 'firefighter'
  // What is watered or hosed down ("a keeper hosing down a rhino", "watering the plants") is what the water
  // reaches, at its size: a flower stood in for it, and it was never drawn.
  const hosed = object && !fire ? object : null
  const target =
    hosed ??
    conceptById(fire && !/water(ing)? (the )?(flowers|plants|garden)/.test(words) ? 'fire' : 'flower')
  const t = hosed
    ? artItem(
        hosed,
        artSet,
        hand.x + 9,
        0,
        besidePeopleHeight(hosed, 7),
        'target',
        people.object ?? undefined,
      )
    : artItem(target, artSet, hand.x + 8, 0, 3.6, 'target')
  const hoseAt = (hs: { L: Pt; R: Pt }, map: PageMap, line: number) =>
    hose(
      mix(hs.L, hs.R, 0.5),
      map.p({ x: hand.x + 3, y: hand.y - 1.2 }),
      map.p({ x: sprayer.at.x, y: 0 }),
      map.k,
      line,
    )
  items.push(...others(-5), {
    ...sprayer,
    behind: (hs, map, line) => hoseAt(hs, map, line).tail,
    inHands: (hs, map, line) => hoseAt(hs, map, line).svg,
  })
  items.push(t, {
    kind: 'draw',
    box: { minX: hand.x, minY: hand.y - 5, maxX: t.box.maxX, maxY: t.box.minY },
    draw: (map, line, drawn) => {
      const fig = drawn.figures[persons.indexOf(first)]
      const hs = fig ? mix(fig.handL, fig.handR, 0.5) : map.p(hand)
      const nozzle = hose(
        hs,
        map.p({ x: hand.x + 3, y: hand.y - 1.2 }),
        map.p({ x: 0, y: 0 }),
        map.k,
        line,
      ).nozzle
      const tb = drawn.art.target
      return waterArc(
        nozzle,
        { x: (tb.minX + tb.maxX) / 2, y: tb.minY + (tb.maxY - tb.minY) * 0.3 },
        map.k,
        line,
      )
    },
  })
  return items
}

function boatItems(c: ActionContext): Item[] {
  const { action, first, rest, artSet } = c
  if (action === 'boat' && OVER_THE_HEAD.test(c.words)) return overheadBoatItems(c)
  const items: Item[] = []
  const width = 10 + rest.length * 3.5
  const rim = { x: 0, y: -1.4 }
  const sitters = [first, ...rest].map((p, i) =>
    figureAt(
      p,
      i === 0 && action === 'fish' ? 'sit-boat' : i === 0 ? 'sit-ground' : 'wave',
      -2.5 + i * 3.6,
      rim.y + 0.6,
    ),
  )
  items.push(...sitters)
  const fisher = sitters[0]
  const hand = mix(hands(fisher).L, hands(fisher).R, 0.5)
  const tip = { x: hand.x + 8, y: hand.y - 5.5 }
  if (action === 'fish')
    items.push({
      kind: 'draw',
      box: { minX: hand.x, minY: tip.y - 0.5, maxX: tip.x + 1.5, maxY: 3 },
      draw: (map, line, drawn) => {
        const fig = drawn.figures[0]
        const hs = fig ? mix(fig.handL, fig.handR, 0.5) : map.p(hand)
        const rod = fishingRod(hs, map.p(tip), map.p({ x: 0, y: 0.2 }), map.k, line)
        return rod.rod + rod.line
      },
    })
  items.push({
    kind: 'draw',
    box: {
      minX: rim.x - width / 2 - 0.8,
      minY: rim.y - 0.6,
      maxX: rim.x + width / 2 + 0.8,
      maxY: rim.y + 2.8,
    },
    draw: (map, line) => rowBoat(map.p(rim), width * map.k, map.k, line),
  })
  if (action === 'fish') items.push(artItem(conceptById('fish'), artSet, tip.x + 2.2, 4.3, 2.2, 'fish'))
  return items
}

function picnicItems({ persons, artSet }: ActionContext): Item[] {
  const items: Item[] = []
  const adults = persons.filter((p) => p.age !== 'child')
  const kids = persons.filter((p) => p.age === 'child')
  // Grown-ups and children together sit in two rows, the grown-ups at the blanket's back and the children in
  // front between them: in one row a family of four was a strip across the page, each figure a third as tall.
  const rows = adults.length > 0 && kids.length > 0 ? [adults, kids] : [persons]
  const widest = Math.max(...rows.map((row) => row.length))
  const front = Math.max(rows.length > 1 ? 12 : 14, 4.6 * widest + (rows.length > 1 ? 4.5 : 2))
  const depth = rows.length > 1 ? 5.2 : 3.6
  items.push({
    kind: 'draw',
    box: box(0, -depth / 2 + 0.2, front, depth + 0.2),
    draw: (map, line) => blanket(map.p({ x: 0, y: 0 }), front * map.k, depth * map.k, line),
  })
  rows.forEach((row, r) => {
    const back = r === 0 && rows.length > 1
    // The back row sits wider, so the children's heads fall between the grown-ups' shoulders.
    const span = back ? front - 3 : rows.length > 1 ? Math.min(front - 5, 5 * (row.length - 1)) : front - 5
    const seatY = back ? -4.4 : -2.4
    row.forEach((p, i) => {
      // One in a row sits off the middle, so a child in front does not cover the grown-up behind.
      const alone = rows.length === 1 ? -2 : back ? -2.6 : 1.8
      const x = row.length === 1 ? alone : -span / 2 + (span * i) / (row.length - 1)
      items.push(figureAt(p, 'sit-ground', x, seatY))
    })
  })
  const basketW = 3.4
  const basketX = front * 0.36
  items.push({
    kind: 'draw',
    key: 'basket',
    box: box(basketX, -0.2 - basketW * 0.47, basketW * 1.1, basketW * 0.95),
    draw: (map, line) => picnicBasket(map.p({ x: basketX, y: -0.2 }), basketW * map.k, line),
  })
  // An apple beside it: the sandwich the blanket also held printed as a black block in the flat emoji set.
  items.push(artItem(conceptById('apple'), artSet, -front * 0.3, -0.4, 1.6, 'apple'))
  return items
}

function sandcastleItems({ persons }: ActionContext): Item[] {
  const items: Item[] = []
  items.push({
    kind: 'draw',
    box: { minX: -4, minY: -7.8, maxX: 4, maxY: 0 },
    draw: (map, line) => sandcastle(map.p({ x: 0, y: -0.3 }), map.k, line),
  })
  const builders = persons.map((p, i) =>
    figureAt(
      p,
      'kneel',
      i % 2 ? 6.2 + Math.floor(i / 2) * 3 : -6.2 - Math.floor(i / 2) * 3,
      0.3,
      i % 2 === 1,
    ),
  )
  items.push(...builders)
  items.push({
    kind: 'draw',
    box: { minX: -4.4, minY: -3.5, maxX: -2.2, maxY: 1 },
    draw: (map, line) => bucket(map.p({ x: -3.3, y: 0.9 }), map.k, line),
  })
  const digger = builders[1] ?? builders[0]
  const dh = hands(digger).L
  items.push({
    kind: 'draw',
    box: { minX: dh.x - 2, minY: dh.y, maxX: dh.x + 1, maxY: 1 },
    draw: (map, line, drawn) => {
      const fig = drawn.figures[builders.indexOf(digger)]
      const h = fig?.handL ?? map.p(dh)
      return spade(h, map.p({ x: dh.x - 1.2, y: 0.3 }), map.k, line)
    },
  })
  return items
}

function karateItems({ persons }: ActionContext): Item[] {
  const items: Item[] = []
  items.push(...persons.map((p, i) => figureAt(p, 'karate', i % 2 ? 5.5 : i ? -5.5 : 0, 0, i % 2 === 1)))
  return items
}

/** What a foot kicks: a ball, a can, a stone; not a goal or a net, which stands where the ball is kicked to. */
const kickable = (thing: Concept) => (realHeight(thing) ?? 0.3) < 1

function soccerItems({ object, first, others, people, artSet }: ActionContext): Item[] {
  const items: Item[] = []
  const kicker = figureAt(first, 'kick', 0)
  const s = skeleton(first.age, kicker.pose)
  const foot = { x: kicker.at.x + s.footR.x, y: 0 }
  const size = first.age === 'child' ? 2.2 : 2.6
  const kicked = object && kickable(object) ? object : null
  const ball = artItem(
    kicked ?? conceptById('soccer-ball'),
    artSet,
    foot.x + size * 0.9,
    0,
    size,
    'ball',
    kicked ? (people.object ?? undefined) : undefined,
  )
  items.push(...others(-5, 'run'), kicker, ball)
  // "taking a penalty", "scoring a goal": the goal stands at its size past the ball, the ball kicked at it.
  if (object && !kicked) {
    const goal = artItem(object, artSet, 0, 0, standingHeight(object), 'goal', people.object ?? undefined)
    const w = goal.box.maxX - goal.box.minX
    goal.box = { ...goal.box, minX: ball.box.maxX + 0.8, maxX: ball.box.maxX + 0.8 + w }
    items.push(goal)
  }
  return items
}

function ballUpItems({ object, first, others, people, artSet, plan }: ActionContext): Item[] {
  const items: Item[] = []
  const player = figureAt(first, 'jump', 0, -1)
  const hs = hands(player)
  const size = 2.6
  // The hoop the ball is shot at, up on its pole beside the player (sport-gear.ts implies it for basketball).
  const hoopAt = plan.subjects.findIndex((s) => s.concept === 'basketball-hoop')
  if (hoopAt >= 0)
    items.push(
      ...hoopOnPole(conceptById('basketball-hoop'), artSet, hoopAt, 6.5, Math.min(hs.L.y, hs.R.y) - 1.2),
    )
  // The ball overhead: the thing the action is done with, unless that is the hoop ("a basketball player").
  const ball = object && object.id !== 'basketball-hoop' ? object : null
  items.push(
    player,
    artItem(
      ball ?? conceptById('basketball'),
      artSet,
      (hs.L.x + hs.R.x) / 2,
      Math.min(hs.L.y, hs.R.y) + 0.2,
      size,
      'ball',
      ball ? (people.object ?? undefined) : undefined,
    ),
  )
  items.push(...others(hoopAt >= 0 ? -5 : 5, 'wave'))
  return items
}

/** A basketball hoop at `top` on a pole from the ground, its board centred at `x`. */
function hoopOnPole(
  hoop: Concept,
  artSet: ActionContext['artSet'],
  subject: number,
  x: number,
  top: number,
): Item[] {
  const art = artItem(hoop, artSet, x, top, 3.4, 'hoop', subject)
  const h = art.box.maxY - art.box.minY
  art.box = { ...art.box, minY: top, maxY: top + h }
  const pole: Box = { minX: x - 0.22, maxX: x + 0.22, minY: top + h * 0.3, maxY: 0 }
  return [
    {
      kind: 'draw',
      box: pole,
      draw: (map, line) => {
        const a = map.p({ x: pole.minX, y: pole.minY })
        const b = map.p({ x: pole.maxX, y: pole.maxY })
        return `<rect x="${a.x.toFixed(2)}" y="${a.y.toFixed(2)}" width="${(b.x - a.x).toFixed(2)}" height="${(b.y - a.y).toFixed(2)}" fill="#fff" stroke="#000" stroke-width="${line.toFixed(2)}"/>`
      },
    },
    art,
  ]
}

function cradleItems({ first, others }: ActionContext): Item[] {
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

function holdItems(c: ActionContext): Item[] {
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

function rowItems(c: ActionContext): Item[] {
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
  // A runner carries a thing small enough for one hand in it (a relay baton), the stride kept.
  if (object && action === 'run' && inOneHand(object)) {
    items.push(...carriedInPose({ ...c, persons }, figures[0], object))
    return items
  }
  if (object) {
    // What they do it with stands beside them: walking a dog, the dog on a lead from the hand.
    const right = Math.max(...figures.map((f) => figureBox(f).maxX))
    const h = object.zone === 'sky' ? 3.5 : TALL.test(object.id) ? 11 : 4.2
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

/** Where a figure's feet are, and the bottom of its shoes, in local units. */
function feetOf(item: FigureItem) {
  const s = skeleton(item.person.age, item.pose)
  const sole = s.build.leg * 0.45
  return [s.footL, s.footR].map((f) => ({ x: item.at.x + f.x, y: item.at.y + f.y + sole }))
}

/** A kick scooter is ridden standing on its deck, both hands on the handlebar. */
function scooterItems({ first, others, people, artSet }: ActionContext, scooter: Concept): Item[] {
  // The drawing's handlebar is at its top left, its deck along the bottom: the rider faces left.
  const grip = { x: 0.2, y: 0.02 }
  const deckY = 0.1
  const probe = figureAt(first, 'push', 0, 0, true)
  const hs = hands(probe)
  const hand = mix(hs.L, hs.R, 0.5)
  const h = -hand.y / (1 - grip.y - deckY)
  const art = artItem(scooter, artSet, 0, 0, h, 'mount', people.object ?? undefined)
  const w = art.box.maxX - art.box.minX
  const rider = figureAt(first, 'push', -w / 2 + w * 0.62 - 0.6, -h * deckY, true)
  const held = mix(hands(rider).L, hands(rider).R, 0.5)
  const at = { x: -w / 2 + w * grip.x, y: -h + h * grip.y }
  const bar: Item = {
    kind: 'draw',
    box: { minX: at.x, minY: Math.min(held.y, at.y), maxX: held.x, maxY: Math.max(held.y, at.y) },
    draw: (map, line, drawn) => {
      const fig = drawn.figures[0]
      const from = fig ? mix(fig.handL, fig.handR, 0.5) : map.p(held)
      const to = map.p(at)
      if (Math.hypot(to.x - from.x, to.y - from.y) < map.k * 0.4) return ''
      return merged([{ tube: [from, to], width: map.k * 0.28 }], line)
    },
  }
  return [art, bar, rider, ...others(w / 2 + 2.5)]
}

function flyItems({ persons, artSet }: ActionContext): Item[] {
  // High in the sky, one behind the other when there are several, over clouds, speed lines behind.
  const flyers = persons.map((p, i) => {
    const item = figureAt(p, 'fly', -i * 6, 0)
    item.at = { x: -i * 6, y: -7 + i * 3.5 }
    return item
  })
  const cloud = conceptById('cloud')
  const last = figureBox(flyers[flyers.length - 1])
  const first = figureBox(flyers[0])
  const lines: Item = {
    kind: 'draw',
    box: { minX: last.minX - 3, minY: last.minY, maxX: last.minX, maxY: last.maxY },
    draw: (map, line) =>
      [0.3, 0.5, 0.7]
        .map((t) => {
          const y = last.minY + (last.maxY - last.minY) * (0.35 + t * 0.6)
          const a = map.p({ x: last.minX - 0.4, y })
          const b = map.p({ x: last.minX - 2.6 + t, y })
          return `<path d="M${a.x.toFixed(2)} ${a.y.toFixed(2)}L${b.x.toFixed(2)} ${b.y.toFixed(2)}" stroke="#000" stroke-width="${line.toFixed(2)}" stroke-linecap="round"/>`
        })
        .join(''),
  }
  return [
    artItem(cloud, artSet, last.minX + 1, first.maxY + 5.5, 2.8, 'cloud1'),
    artItem(cloud, artSet, first.maxX - 1.5, first.maxY + 3.2, 2.2, 'cloud2'),
    lines,
    ...flyers,
  ]
}

function swimItems({ persons }: ActionContext): Item[] {
  const items: Item[] = []
  const swimmers = persons.map((p, i) => {
    const item = figureAt(p, 'swim', i * 7.5, 0)
    item.at = { x: i * 7.5, y: -0.1 }
    return item
  })
  items.push(...swimmers)
  const boxes = swimmers.map(figureBox)
  const left = Math.min(...boxes.map((b) => b.minX)) - 1.5
  const right = Math.max(...boxes.map((b) => b.maxX)) + 1.5
  // The water in front hides the body below the surface; head, shoulders and the reaching arm show.
  items.push({
    kind: 'draw',
    box: { minX: left, minY: -0.5, maxX: right, maxY: 1.8 },
    draw: (map, line) => waterBand(map.p({ x: left, y: -0.1 }), map.p({ x: right, y: 1.8 }), map.k, line),
  })
  return items
}

function pushItems({ plan, object, first, persons, others, people, artSet }: ActionContext): Item[] {
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

function skateItems(c: ActionContext): Item[] {
  const { words, persons, first, others, people, artSet } = c
  // A snowboard, a surfboard, a paddleboard: seen from the side under the feet (board-items.ts), whatever else
  // the prompt names ("a surfer riding a wave").
  const boardAt = c.plan.subjects.findIndex((s) => STOOD_ON_BOARDS.test(s.concept))
  if (boardAt >= 0) return boardItems(c, c.plan.subjects[boardAt].concept, boardAt)
  if (/skateboard/.test(words)) {
    // Standing on the board's deck, seen from the side.
    const board = RIDDEN_AS.skateboard
    const h = first.age === 'child' ? 1.8 : 2.1
    const b = artItem(board, artSet, 0, 0, h, 'board', people.object ?? undefined)
    const deck = -h * (1 - (SEATS.skateboard.y ?? 0.14)) + 0.15
    return [b, figureAt(first, 'skate', 0, deck), ...others(6, 'skate')]
  }
  const roller = /roller/.test(words)
  // Skates are worn: a blade or wheels under each shoe, the skater lifted onto them.
  return persons.flatMap((p, i) => {
    const skater = figureAt(p, 'glide', i * 5.5, roller ? -0.55 : -0.45, i % 2 === 1)
    const draw: Item = {
      kind: 'draw',
      box: figureBox(skater),
      draw: (map, line) =>
        feetOf(skater)
          .map((f) => (roller ? rollerWheels(map.p(f), map.k, line) : blade(map.p(f), map.k, line)))
          .join(''),
    }
    return [skater, draw]
  })
}

function sledItems({ persons, people, artSet }: ActionContext): Item[] {
  const sled = RIDDEN_AS.sled
  const h = 3.2
  const s = artItem(sled, artSet, 0, 0, h, 'sled', people.object ?? undefined)
  const w = s.box.maxX - s.box.minX
  // The sled's front curls up on the left: its riders face that way, the first at the front.
  const seat = -h + 0.35
  const riders = persons.map((p, i) => figureAt(p, 'sit-sled', -w * 0.14 + i * w * 0.32, seat, true))
  return [s, ...riders.reverse()]
}

// Things sat on, and where the seat is as shares of the drawing's width and height (from its top left).
const SEATED_ON: Record<string, { x: number; y: number }> = {
  // The sofa on the left of the drawing, its lamp on the right.
  'couch-and-lamp': { x: 0.36, y: 0.62 },
  chair: { x: 0.5, y: 0.55 },
  sofa: { x: 0.5, y: 0.5 },
  bench: { x: 0.36, y: 0.5 },
  // Its back on the left, the seat over the rockers (a reader in his rocking chair, plan/action-objects.ts).
  'rocking-chair': { x: 0.56, y: 0.52 },
}

/**
 * Sitting on a chair, a sofa or a bench: the seat under the hips, the feet on the ground in front of it. On a
 * thing whose concept has a seat (a high chair, a tire swing, a chairlift), at that seat and the thing drawn at
 * its own size: the legs hang over its front, off the ground, the whole lifted when they would reach below it;
 * in a wagon or a stroller the sitter is drawn first, so the thing's side hides the legs.
 */
function seatItems(c: ActionContext, seat: Concept): Item[] {
  const { first, others, people, artSet, plan } = c
  const own = seat.seat
  const at = own ?? SEATED_ON[seat.id]
  const inside = own?.legs === 'inside'
  const sitter = figureAt(first, inside ? 'sit-ground' : 'sit-chair', 0)
  const s = skeleton(first.age, sitter.pose)
  // The hips' height over the ground, which is the seat's.
  const hipY = sitter.at.y + s.hipL.y
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
