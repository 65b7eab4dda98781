import type { Box } from '../common'
import { isAnimalConcept, type SubjectRelation } from '../plan'
import { type ArtSetId, type Concept, realHeight } from '../vocabulary'

/** What the layout needs of a drawing before it is placed (see `drawingShape`). */
export type DrawingShape = {
  /** Width over height of the art's true extent. */
  aspect: number
  /** Where the top of the head is, as a share of the width. */
  headX: number
  /** Where the mouth is, as shares of width and height, when the catalogue knows it. */
  mouth: { x: number; y: number; facing: 'left' | 'right' } | null
}

export type RelationPlacement = {
  actor: Box
  object: Box
  /** Which drawing is drawn last and so hides the lines of the other where they overlap. */
  front: 'actor' | 'object'
  /** The actor is not drawn below this line (page y): seated in a car, the door hides the rest. */
  cutBelow?: number
}

export type Seat = {
  /** Where the rider's bottom goes, as shares of the mount's width and height. */
  x: number
  y: number
  /** The rider's width as a share of the mount's width, and its greatest height as a share of the mount's. */
  width: number
  maxHeight: number
  /** An animal's body hides the rider's legs: the rider is drawn behind it, seen from the waist up. */
  astride?: boolean
}

// Where a rider sits on what it rides: on a board's deck, on an animal's back, on a bike's saddle.
export const DEFAULT_SEAT: Seat = { x: 0.5, y: 0.3, width: 0.55, maxHeight: 1 }
export const SEATS: Record<string, Partial<Seat>> = {
  skateboard: { y: 0.14, width: 0.62, maxHeight: 3 },
  scooter: { x: 0.45, y: 0.45, width: 0.6, maxHeight: 1.1 },
  horse: { x: 0.52, y: 0.58, width: 0.5, maxHeight: 0.78, astride: true },
  unicorn: { x: 0.52, y: 0.58, width: 0.5, maxHeight: 0.78, astride: true },
  camel: { x: 0.55, y: 0.5, width: 0.45, maxHeight: 0.8, astride: true },
  // Colorly's standing donkey (art/own-drawings/animals.ts): on its back, behind the mane.
  donkey: { x: 0.65, y: 0.42, width: 0.45, maxHeight: 0.8, astride: true },
  elephant: { x: 0.55, y: 0.5, width: 0.45, maxHeight: 0.8, astride: true },
  cow: { x: 0.6, y: 0.55, width: 0.45, maxHeight: 0.8, astride: true },
  pig: { x: 0.6, y: 0.55, width: 0.45, maxHeight: 0.8, astride: true },
  sheep: { x: 0.55, y: 0.55, width: 0.45, maxHeight: 0.8, astride: true },
  bicycle: { x: 0.42, y: 0.38, width: 0.5, maxHeight: 1 },
  motorcycle: { x: 0.45, y: 0.4, width: 0.5, maxHeight: 1 },
  // Colorly's own ridden drawings (art/own-drawings/vehicles.ts): on the saddle drawn on each.
  tricycle: { x: 0.33, y: 0.42, width: 0.55, maxHeight: 1.2 },
  'quad-bike': { x: 0.42, y: 0.3, width: 0.45, maxHeight: 1 },
  snowmobile: { x: 0.3, y: 0.32, width: 0.35, maxHeight: 0.9 },
  // The bench hangs below the cable: the rider sits on it, not on the grip.
  chairlift: { x: 0.5, y: 0.68, width: 0.45, maxHeight: 1 },
  'jet-ski': { x: 0.36, y: 0.3, width: 0.35, maxHeight: 0.9 },
  // The cab behind the engine, towards the big back wheel.
  tractor: { x: 0.64, y: 0.34, width: 0.4, maxHeight: 0.8 },
  turtle: { y: 0.25, width: 0.5, maxHeight: 1 },
  dinosaur: { x: 0.55, y: 0.55, width: 0.4, maxHeight: 0.7, astride: true },
  dragon: { x: 0.55, y: 0.5, width: 0.4, maxHeight: 0.7, astride: true },
  whale: { x: 0.5, y: 0.2, width: 0.35, maxHeight: 0.8 },
  dolphin: { x: 0.5, y: 0.25, width: 0.35, maxHeight: 0.8 },
  // A young monkey rides on its mother's back, small, over her shoulders.
  monkey: { x: 0.55, y: 0.3, width: 0.45, maxHeight: 0.5 },
  rocket: { x: 0.5, y: 0.3, width: 0.5, maxHeight: 0.6 },
  // Astride the handle, the bristles behind (art/own-drawings/town-things.ts).
  broomstick: { x: 0.42, y: 0.45, width: 0.4, maxHeight: 1.4, astride: true },
}

// Ridden things whose usual drawing is seen from an angle (the emoji skateboard is tilted on end) are drawn from
// the side instead, so the rider has a deck to stand on.
export const RIDDEN_AS: Record<string, Concept> = {
  skateboard: { id: 'skateboard', label: 'skateboard', icon: 'skateboard', family: 'mdi', zone: 'ground' },
  // Noto's sled is seen from above at a slant; Fluent's from the side, a seat to sit on.
  sled: { id: 'sled', label: 'sled', icon: 'sled', family: 'fluent-emoji-flat', zone: 'ground' },
}

// Holders a subject is seen in at their door or between their bars, rather than sunk into: its height and
// where its floor is, as shares of the holder's height.
const DOORWAYS: Record<string, { height: number; floor: number }> = {
  doghouse: { height: 0.48, floor: 1 },
  'bird-cage': { height: 0.5, floor: 0.84 },
  birdhouse: { height: 0.4, floor: 0.75 },
  barn: { height: 0.45, floor: 1 },
  'log-cabin': { height: 0.45, floor: 1 },
  igloo: { height: 0.5, floor: 1 },
  teepee: { height: 0.45, floor: 1 },
  // A pony in the show ring stands on its grass, inside the fence, not on the rails.
  'show-ring': { height: 0.7, floor: 0.85 },
}

// Vehicles a subject rides inside: its head and shoulders show in front of the window, the rest hidden below
// the door line (the belt, as a share of the vehicle's height from its roof), never standing on the roof. `x` is
// where it sits along the vehicle (the art's vehicles face left: behind the driver's window).
type InsideSeat = { belt: number; x: number; height: number; shows?: number }
const SEATED_INSIDE: Record<string, InsideSeat & { sets?: Partial<Record<ArtSetId, Partial<InsideSeat>>> }> =
  {
    car: { belt: 0.42, x: 0.56, height: 0.43 },
    'police-car': { belt: 0.5, x: 0.56, height: 0.38 },
    'race-car': { belt: 0.45, x: 0.5, height: 0.43 },
    ambulance: { belt: 0.42, x: 0.3, height: 0.43 },
    bus: { belt: 0.5, x: 0.42, height: 0.45 },
    truck: { belt: 0.53, x: 0.22, height: 0.38 },
    // Sitting in the hull, above its rim, in front of the sail.
    // Noto's hull is lower, under a deck cabin: sitting in the cockpit before the mast.
    sailboat: { belt: 0.66, x: 0.5, height: 0.45, sets: { noto: { belt: 0.8, x: 0.4 } } },
    canoe: { belt: 0.45, x: 0.5, height: 0.6 },
    // A joey in its mother's pouch: only its head and ears above the pouch's rim at her belly.
    kangaroo: { belt: 0.56, x: 0.42, height: 0.42, shows: 0.5 },
  }

/** Whether what is in this (a cage, a doghouse) is seen whole at its door, in front of it. */
export const seenAtTheDoor = (id: string) => Object.hasOwn(DOORWAYS, id)

// Dishes drawn from above: what is served on them lies on their face, in front, this share of their width.
const SERVED_ON: Record<string, { width: number; y: number }> = { dishes: { width: 0.42, y: 0.52 } }

// What is put on a mount's back where its rider sits, not stood on its top.
const GEAR_ON_A_SEAT = new Set(['saddle'])

// Rough heights relative to one another, for two subjects side by side (a mouse beside an elephant).
const TALL = new Set([
  ...['elephant', 'giraffe', 'horse', 'camel', 'dinosaur', 'sauropod', 'tree', 'palm-tree', 'christmas-tree'],
  ...[
    'house',
    'castle',
    'barn',
    'lighthouse',
    'windmill',
    'treehouse',
    'log-cabin',
    'pagoda',
    'greek-temple',
  ],
  ...['eiffel-tower', 'big-ben', 'leaning-tower', 'pyramid', 'igloo', 'teepee', 'carousel', 'greenhouse'],
  ...['telephone-pole', 'flagpole', 'wind-turbine'],
])
const SMALL = new Set(['mouse', 'frog', 'snail', 'hamster', 'chick', 'ladybug', 'bee', 'butterfly', 'bird'])
// Large animals a small one can stand on the back of.
const BACKS = new Set(
  'hippopotamus rhinoceros elephant cow horse camel zebra pig sheep bear crocodile turtle whale dog llama'.split(
    ' ',
  ),
)
/**
 * A small thing carried on an animal ("a crab with a bottle top on its back", "a snail on a tortoise") at its
 * real size beside the animal's, never under a fifth of it so it still reads; no limit when either size is not
 * known or the thing is not smaller.
 */
function carriedOn(actor: { concept: Concept }, object: { concept: Concept }): number {
  const a = realHeight(actor.concept)
  const o = realHeight(object.concept)
  if (!a || !o || a >= o || !isAnimalConcept(object.concept)) return Number.POSITIVE_INFINITY
  return Math.max(0.2, a / o)
}
const relativeHeight = (c: Concept) => (TALL.has(c.id) ? 1 : SMALL.has(c.id) ? 0.45 : 0.7)

const box = (minX: number, minY: number, w: number, h: number): Box => ({
  minX,
  minY,
  maxX: minX + w,
  maxY: minY + h,
})

/**
 * Lays out two subjects doing something together (an actor and an object, as in the plan's relations), so the
 * pair reads at once: the rider on the board, the book in front of the reader, the cat in the box. Everything is
 * worked out with the object one unit tall at the origin, then scaled to fit `area` standing on `groundY`.
 */
export function relationLayout(
  relation: SubjectRelation,
  actor: { concept: Concept; shape: DrawingShape },
  object: { concept: Concept; shape: DrawingShape },
  area: Box,
  groundY: number,
  artSet?: ArtSetId,
): RelationPlacement {
  const { actor: a, object: o, front, cutBelow } = relativeLayout(relation, actor, object, artSet)
  // Scale the pair's union into the area, bottom on the ground line, centred.
  const minX = Math.min(a.minX, o.minX)
  const maxX = Math.max(a.maxX, o.maxX)
  const minY = Math.min(a.minY, o.minY)
  const maxY = Math.max(a.maxY, o.maxY)
  const bottom = Math.min(groundY, area.maxY)
  const scale = Math.min((area.maxX - area.minX) / (maxX - minX), (bottom - area.minY) / (maxY - minY))
  const dx = (area.minX + area.maxX) / 2 - ((minX + maxX) / 2) * scale
  const dy = bottom - maxY * scale
  const map = (b: Box): Box => ({
    minX: b.minX * scale + dx,
    minY: b.minY * scale + dy,
    maxX: b.maxX * scale + dx,
    maxY: b.maxY * scale + dy,
  })
  const placed: RelationPlacement = { actor: map(a), object: map(o), front }
  if (cutBelow !== undefined) placed.cutBelow = cutBelow * scale + dy
  return placed
}

/** The pair with the object's height 1 and its top-left corner at the origin (y grows downwards). */
export function relativeLayout(
  relation: SubjectRelation,
  actor: { concept: Concept; shape: DrawingShape },
  object: { concept: Concept; shape: DrawingShape },
  artSet?: ArtSetId,
): { actor: Box; object: Box; front: 'actor' | 'object'; cutBelow?: number } {
  const aa = actor.shape.aspect
  const oa = object.shape.aspect
  const o = box(0, 0, oa, 1)
  // An actor of a given height, centred on x, bottom at y.
  const standing = (h: number, cx: number, bottom: number) => box(cx - (h * aa) / 2, bottom - h, h * aa, h)
  switch (relation) {
    case 'riding': {
      const seat = { ...DEFAULT_SEAT, ...SEATS[object.concept.id] }
      const h = Math.min((oa * seat.width) / aa, seat.maxHeight)
      return { actor: standing(h, oa * seat.x, seat.y), object: o, front: seat.astride ? 'object' : 'actor' }
    }
    case 'on': {
      // A saddle on a horse, a camel or a donkey: on the back, where its rider sits (SEATS), not on the ears.
      const seat = GEAR_ON_A_SEAT.has(actor.concept.id) ? SEATS[object.concept.id] : undefined
      if (seat?.astride) {
        const { x, y, width } = { ...DEFAULT_SEAT, ...seat }
        const w = oa * width * 0.8
        return { actor: box(oa * x - w / 2, y - (w / aa) * 0.7, w, w / aa), object: o, front: 'actor' }
      }
      // A bird or a frog on a large animal's back: small, behind the head.
      if (SMALL.has(actor.concept.id) && BACKS.has(object.concept.id)) {
        const h = Math.min(0.32, (oa * 0.3) / aa)
        // Behind the head (the art's animals face left unless the catalogue says where the head is), on the
        // back's top, sunk a little into its outline.
        const left = (object.concept.headX ? object.shape.headX : 0.2) < 0.5
        return { actor: standing(h, left ? oa * 0.66 : oa * 0.34, 0.17), object: o, front: 'actor' }
      }
      // Food on a plate seen from above lies on its face, as food served in it does ("a sandwich on a plate").
      const served = SERVED_ON[object.concept.id]
      if (served && actor.concept.zone === 'table') {
        const h = Math.min((oa * served.width) / aa, served.width)
        return { actor: box(oa / 2 - (h * aa) / 2, served.y - h / 2, h * aa, h), object: o, front: 'actor' }
      }
      // Standing on the object's top, feet sunk a little into its outline so they touch; small on a building.
      // A dish on a table is about half the table's height, a third of its top: a roast or a pie the size of
      // the table reads as a monument on a plinth.
      const big = TALL.has(object.concept.id)
      const dish = actor.concept.zone === 'table' && object.concept.id === 'table'
      const h = Math.min(
        (oa * (dish ? 0.36 : 0.6)) / aa,
        big ? 0.4 : dish ? 0.55 : 1.2,
        carriedOn(actor, object),
      )
      return { actor: standing(h, oa / 2, 0.1), object: o, front: 'actor' }
    }
    case 'under': {
      if (object.concept.zone === 'ground') {
        // Under a tree or a beach umbrella: at its foot, in front, head below the canopy.
        const h = Math.min(0.5, (oa * 0.7) / aa)
        return { actor: standing(h, oa / 2, 1), object: o, front: 'actor' }
      }
      // Under a cloud or a rainbow: the object floats above the actor's head.
      const h = Math.min(1.4, (oa * 0.9) / aa)
      return { actor: standing(h, oa / 2, 1.15 + h), object: o, front: 'actor' }
    }
    case 'in': {
      if (/(^|-)tree$/.test(object.concept.id)) {
        // In a tree: on a low branch in front of the crown, to one side, so the animal is seen whole.
        const h = Math.min(0.38, (oa * 0.45) / aa)
        return { actor: standing(h, oa * 0.68, 0.66), object: o, front: 'actor' }
      }
      const served = SERVED_ON[object.concept.id]
      if (served) {
        const h = Math.min((oa * served.width) / aa, served.width)
        return { actor: box(oa / 2 - (h * aa) / 2, served.y - h / 2, h * aa, h), object: o, front: 'actor' }
      }
      const inside = SEATED_INSIDE[object.concept.id]
      if (inside) {
        const seat = { ...inside, ...(artSet && inside.sets?.[artSet]) }
        // In a car or a boat: seated, its lower part below the door line or the rim, cut off there; drawn in
        // front so the window's frame does not run across it. Its upper two thirds show, head below the roof.
        const h = Math.min(seat.height, (oa * 0.4) / aa)
        const a = standing(h, oa * seat.x, seat.belt + h * (1 - (seat.shows ?? 0.7)))
        return { actor: a, object: o, front: 'actor', cutBelow: seat.belt }
      }
      const door = DOORWAYS[object.concept.id]
      if (door) {
        // In a doghouse, a cage, a barn: seen at its door, in front, feet on its floor, whole.
        const h = Math.min(door.height, (oa * 0.7) / aa)
        return { actor: standing(h, oa / 2, door.floor), object: o, front: 'actor' }
      }
      // Sitting in a box, a nest, a basket: the container's front hides the actor's lower half.
      const h = Math.min((oa * 0.8) / aa, 1.2)
      return { actor: standing(h, oa / 2, 0.3), object: o, front: 'object' }
    }
    case 'hanging': {
      if (/(^|-)tree$/.test(object.concept.id)) {
        // From a tree: below the crown's lower edge, to one side of the trunk, in front, seen whole.
        const h = Math.min(0.62, (oa * 0.45) / aa)
        return { actor: box(oa * 0.74 - (h * aa) / 2, 0.55, h * aa, h), object: o, front: 'actor' }
      }
      // From a branch: its top end at the branch's wood, in front of the leaves, longer than it is tall.
      const h = Math.min(1.4, (oa * 0.8) / aa)
      return { actor: box(oa / 2 - (h * aa) / 2, 0.3, h * aa, h), object: o, front: 'actor' }
    }
    case 'next-to': {
      const ha = relativeHeight(actor.concept)
      const ho = relativeHeight(object.concept)
      const a = box(0, ho - ha, ha * aa, ha)
      const gap = Math.min(ha, ho) * 0.08
      return { actor: a, object: box(a.maxX + gap, 0, ho * oa, ho), front: 'object' }
    }
    default:
      return heldLayout(relation, actor.shape, oa, actor.concept.bust === true)
  }
}

/** Reading, eating, holding, wearing: the actor is the main drawing, the object a smaller one laid over it. */
function heldLayout(
  relation: SubjectRelation,
  shape: DrawingShape,
  objectAspect: number,
  bust: boolean,
): { actor: Box; object: Box; front: 'actor' | 'object' } {
  const a = box(0, 0, shape.aspect, 1)
  const w = shape.aspect
  // A box of the object's aspect whose larger side is `size`, centred on (cx, cy).
  const sized = (size: number, cx: number, cy: number) => {
    const ow = objectAspect >= 1 ? size : size * objectAspect
    const oh = objectAspect >= 1 ? size / objectAspect : size
    return box(cx - ow / 2, cy - oh / 2, ow, oh)
  }
  let o: Box
  switch (relation) {
    case 'reading': {
      // Open in front of the reader's lower half, as if held in the lap.
      // Towards the side the head is on, so the reader looks at it.
      const size = Math.max(0.42, Math.min(0.6, w * 0.7))
      const cx = w * (0.5 * 0.5 + shape.headX * 0.5)
      o = sized(size, Math.min(Math.max(cx, size / 2), w - size / 2), 0.7)
      break
    }
    case 'eating': {
      // Where the catalogue does not say: a face seen from the front has its mouth low in the middle; an
      // animal seen from the side has its snout at the edge its head is on, near the top.
      const mouth =
        shape.mouth ??
        (bust
          ? { x: 0.5, y: 0.64, facing: null }
          : shape.headX < 0.5
            ? { x: 0.04, y: 0.32, facing: 'left' as const }
            : { x: 0.96, y: 0.32, facing: 'right' as const })
      const size = Math.min(0.34, w * 0.45)
      const out = mouth.facing === 'left' ? -0.3 : mouth.facing === 'right' ? 0.3 : 0
      o = sized(size, w * mouth.x + out * size, mouth.y + size * 0.2)
      break
    }
    case 'wearing': {
      const size = Math.min(1, w) * 0.42
      const o0 = sized(size, w * shape.headX, 0)
      o = { ...o0, minY: -(o0.maxY - o0.minY) + size * 0.3, maxY: size * 0.3 }
      break
    }
    default: {
      // Holding: at hand height on the side the actor faces (its head's side), overlapping its edge.
      const size = Math.min(0.45, w * 0.6)
      const left = shape.headX < 0.45
      o = sized(size, left ? size * 0.15 : w - size * 0.15, 0.6)
    }
  }
  return { actor: a, object: o, front: 'object' }
}
