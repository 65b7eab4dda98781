// Things one hand holds are drawn hand-sized in that hand, not hugged to the chest at the size of a torso: a
// microphone held up to the mouth, a bow held out at arm's length, a hair dryer, a paddle, a bat, an iron, a
// phone or a game controller held out in the hand beside the body. The hand is drawn over the thing's grip.

import { circle, POSES, type Pt, reaching, shape, skeleton } from '../people'
import type { Concept } from '../vocabulary'
import { type ActionContext, artItem, type DrawItem, type FigureItem, type Item } from './action-items'

// Held in one hand, by drawing id; how each is held (`HELD_AT`), else out beside the body at the hand.
const HAND_SIZED =
  /^(microphone|hair-dryer|comb|hairbrush|ping-pong|cricket-game|iron|mobile-phone|game-controller|tv-remote|camera|flashlight|magic-wand|lollipop|tennis-racket|badminton|baseball-bat|field-hockey|wrench|hammer|screwdriver|spoon|whistle|magnifying-glass-tilted-(left|right)|bow-and-arrow|binoculars|teapot|stethoscope|golf-club|trowel|feather-duster|cane|relay-baton|nail-polish|sword|key|old-key|toothbrush|candy-apple|cake-pop|cotton-candy|churro|syringe|clippers|sandpaper|ice-scraper|conductor-baton|discus|juggling-balls|whip)$/
// Binoculars are looked through: at the eyes, both hands on them. A hair dryer and a comb work at the hair:
// the hand up beside the head, the thing against it.
const HELD_AT: Record<string, 'mouth' | 'out' | 'eyes' | 'hair'> = {
  microphone: 'mouth',
  // Teeth are brushed at the mouth, not with a toothbrush standing on the grass beside a runner.
  toothbrush: 'mouth',
  'hair-dryer': 'hair',
  comb: 'hair',
  hairbrush: 'hair',
  'bow-and-arrow': 'out',
  binoculars: 'eyes',
  // A sword is held out at arm's length, its point towards the other player.
  sword: 'out',
}
// Where the hand grips the drawing, as shares of its box from the top left: a bat by its handle.
export const GRIP: Record<string, [number, number]> = {
  'cricket-game': [0.82, 0.12],
  'tennis-racket': [0.2, 0.85],
  'golf-club': [0.45, 0.12],
  trowel: [0.5, 0.15],
  'feather-duster': [0.5, 0.9],
  cane: [0.3, 0.15],
  // The sword's hilt at its bottom left, the blade raised to the top right.
  sword: [0.2, 0.8],
  // Sweets on a stick or in a cone are held by it: a toffee apple by the top of its stick, candy floss by its cone.
  'candy-apple': [0.5, 0.08],
  'cake-pop': [0.5, 0.85],
  'cotton-candy': [0.5, 0.85],
  churro: [0.15, 0.85],
  // The syringe by its finger grips, the barrel and needle showing above the hand.
  syringe: [0.5, 0.8],
  // The conductor's baton by its bulb at the top left, the stick pointing away.
  'conductor-baton': [0.12, 0.22],
  // A hockey stick by the top of its shaft (top right), the blade down at the bottom left.
  'field-hockey': [0.85, 0.1],
}
// Heights in an adult's head radii: long things (a bat, a bow, a racket) longer than a phone.
const LONG =
  /^(cricket-game|tennis-racket|badminton|baseball-bat|field-hockey|bow-and-arrow|golf-club|feather-duster|cane|sword|syringe)$/

/**
 * The height a thing held in one hand is drawn at so that its longest side is `size`: a drawing lying long and
 * flat (a conductor's baton, a relay baton) is as long as an upright one is tall, never a metre-long pole.
 */
function longestSide(thing: Concept, artSet: ActionContext['artSet'], size: number): number {
  const probe = artItem(thing, artSet, 0, 0, size, 'probe')
  const wide = (probe.box.maxX - probe.box.minX) / size
  return wide > 1 ? size / wide : size
}

/** Whether a thing is held in one hand at hand size. */
export const inOneHand = (thing: Concept) => HAND_SIZED.test(thing.id)

/** The holder posed with one hand on the thing, and the thing at that hand, the hand drawn over its grip. */
export function heldInHand(
  { first, persons, people, artSet }: ActionContext,
  holder: FigureItem,
  thing: Concept,
  key = 'held',
  facingLeft = false,
): Item[] {
  const held = HELD_AT[thing.id] ?? 'side'
  // Only one's own hair is worked at the head: a hairdresser's dryer is held out at the client's.
  const way = held === 'hair' && persons.length > 1 ? 'side' : held
  if (way === 'eyes') return atTheEyes({ first, persons, people, artSet } as ActionContext, holder, thing)
  if (thing.id === 'toothbrush')
    return atTheTeeth({ first, persons, people, artSet } as ActionContext, holder, thing)
  const s = skeleton(first.age, POSES.stand)
  const r = s.build.head
  const reach = s.build.upperArm + s.build.foreArm
  const child = first.age === 'child' ? 0.85 : 1
  const size = (LONG.test(thing.id) ? 3.4 : way === 'mouth' ? 2.2 : 2.4) * child
  const mouth = { x: s.head.x + r * 0.2, y: s.head.y + r * 0.5 }
  // Local hand targets: below the chin, up beside the head, straight out at the shoulder, or beside the hip.
  const hand: Pt =
    way === 'mouth'
      ? { x: mouth.x - size * 0.5, y: mouth.y + size * 0.75 }
      : way === 'hair'
        ? { x: s.head.x - r * 1.6, y: s.head.y + r * 0.2 }
        : way === 'out'
          ? { x: s.shoulderR.x + reach * 0.96, y: s.shoulderR.y - r * 0.1 }
          : { x: s.shoulderR.x + reach * 0.62, y: s.shoulderR.y + reach * 0.6 }
  // The hair is worked from the left: the dryer's nozzle (its drawing's right) points at the head.
  const left = way === 'mouth' || way === 'hair'
  // Facing left (the second player of a game): the left hand held out to the left, the thing mirrored.
  const flip = facingLeft && (way === 'out' || way === 'side')
  if (flip) hand.x = 2 * s.head.x - hand.x
  holder.pose = reaching(first.age, POSES.stand, left || flip ? { L: hand } : { R: hand })
  const at = { x: holder.at.x + hand.x, y: holder.at.y + hand.y }
  const drawn = artItem(thing, artSet, 0, 0, size, key, people.object ?? undefined)
  const wide = (drawn.box.maxX - drawn.box.minX) / size
  // What works at the hair is no wider than the head it works on (a comb's drawing lies long and flat); what
  // is held at the side or out is no longer than its size.
  const h =
    way === 'hair' && wide > 1 ? (r * 2.1) / wide : way === 'mouth' ? size : longestSide(thing, artSet, size)
  const item = h === size ? drawn : artItem(thing, artSet, 0, 0, h, key, people.object ?? undefined)
  const w = item.box.maxX - item.box.minX
  // The microphone's head (its top right) at the mouth, its handle in the hand; anything else gripped low.
  item.box =
    way === 'mouth'
      ? { minX: at.x - w * 0.2, maxX: at.x + w * 0.8, minY: at.y - size * 0.8, maxY: at.y + size * 0.2 }
      : way === 'out'
        ? { minX: at.x - w / 2, maxX: at.x + w / 2, minY: at.y - h / 2, maxY: at.y + h / 2 }
        : way === 'hair'
          ? gripAt(at, w, h, [0.4, 0.85])
          : gripAt(at, w, h, flipGrip(GRIP[thing.id] ?? [0.3, 0.7], flip))
  if (flip) item.mirror = true
  return [item, handsOver(persons, holder, item.box, [left || flip ? 'handL' : 'handR'])]
}

// Noto's toothbrush lies from its handle at the bottom left to its bristles at the top right; Fluent's the other
// way, so it is mirrored.
const BRISTLES: Pt = { x: 0.82, y: 0.2 }
const BRUSH_HANDLE: Pt = { x: 0.2, y: 0.82 }

/** Teeth brushed: the bristles on the mouth, the handle in the hand below it, not the brush held at the chin. */
function atTheTeeth(
  { first, persons, people, artSet }: ActionContext,
  holder: FigureItem,
  thing: Concept,
): Item[] {
  const s = skeleton(first.age, POSES.stand)
  const r = s.build.head
  const size = 2 * (first.age === 'child' ? 0.85 : 1)
  const item = artItem(thing, artSet, 0, 0, size, 'held', people.object ?? undefined)
  const w = item.box.maxX - item.box.minX
  const mouth = { x: s.head.x + r * 0.1, y: s.head.y + r * 0.45 }
  const minX = mouth.x - w * BRISTLES.x
  const minY = mouth.y - size * BRISTLES.y
  const hand = { x: minX + w * BRUSH_HANDLE.x, y: minY + size * BRUSH_HANDLE.y }
  holder.pose = reaching(first.age, POSES.stand, { L: hand })
  item.box = {
    minX: holder.at.x + minX,
    maxX: holder.at.x + minX + w,
    minY: holder.at.y + minY,
    maxY: holder.at.y + minY + size,
  }
  if (artSet === 'fluent-emoji-flat') item.mirror = true
  return [item, handsOver(persons, holder, item.box, ['handL'])]
}

/** Looked through: the thing over the eyes as wide as the head, a hand on either side of it. */
function atTheEyes(
  { first, persons, people, artSet }: ActionContext,
  holder: FigureItem,
  thing: Concept,
): Item[] {
  const s = skeleton(first.age, POSES.stand)
  const r = s.build.head
  const eyes = { x: holder.at.x + s.head.x, y: holder.at.y + s.head.y - r * 0.05 }
  const probe = artItem(thing, artSet, 0, 0, 1, 'held', people.object ?? undefined)
  const w = r * 2.3
  const h = w / (probe.box.maxX - probe.box.minX)
  const item = {
    ...probe,
    box: { minX: eyes.x - w / 2, maxX: eyes.x + w / 2, minY: eyes.y - h * 0.5, maxY: eyes.y + h * 0.5 },
  }
  const grip = (sgn: number): Pt => ({ x: s.head.x + sgn * w * 0.42, y: s.head.y + h * 0.45 })
  holder.pose = reaching(first.age, POSES.stand, { L: grip(-1), R: grip(1) }, true)
  return [item, handsOver(persons, holder, item.box, ['handL', 'handR'])]
}

/**
 * Carried in the hand of a figure whose pose says what it does (a relay runner's baton): the thing at its right
 * hand where the pose puts it, the pose kept.
 */
export function carriedInPose(
  { persons, people, artSet }: ActionContext,
  figure: FigureItem,
  thing: Concept,
  key = 'object',
): Item[] {
  const s = skeleton(figure.person.age, figure.pose)
  const hand = { x: figure.at.x + s.handR.x, y: figure.at.y + s.handR.y }
  const size = longestSide(
    thing,
    artSet,
    (LONG.test(thing.id) ? 3.4 : 2.4) * (figure.person.age === 'child' ? 0.85 : 1),
  )
  const item = artItem(thing, artSet, 0, 0, size, key, people.object ?? undefined)
  const w = item.box.maxX - item.box.minX
  item.box = gripAt(hand, w, size, GRIP[thing.id] ?? [0.3, 0.7])
  return [item, handsOver(persons, figure, item.box, ['handR'])]
}

const flipGrip = ([fx, fy]: [number, number], flip: boolean): [number, number] => [flip ? 1 - fx : fx, fy]

const gripAt = (at: Pt, w: number, h: number, [fx, fy]: [number, number]) => ({
  minX: at.x - w * fx,
  maxX: at.x + w * (1 - fx),
  minY: at.y - h * fy,
  maxY: at.y + h * (1 - fy),
})

/** "holding up a trophy", "lifting a puppy up", "raising a flag": the thing is shown off over the head. */
export const HOLDING_UP =
  /\b(?:hold|lift|rais|hoist)\w* (?:up\b|(?:\w+ ){1,3}(?:up|overhead|over (?:his|her|their) heads?)\b)/

/** Held up over the head in both hands, the arms raised to it, elbows out. */
export function heldUp(
  { first, persons, people, artSet }: ActionContext,
  holder: FigureItem,
  thing: Concept,
  key = 'held',
): Item[] {
  const s = skeleton(first.age, POSES.stand)
  const r = s.build.head
  const size = first.age === 'child' ? 2.6 : 3.1
  const probe = artItem(thing, artSet, 0, 0, size, key, people.object ?? undefined)
  const w = probe.box.maxX - probe.box.minX
  // The hands at either side of the thing's lower half, well over the head.
  const handY = s.head.y - r * 2.2
  const grip = (sgn: number): Pt => ({ x: s.head.x + sgn * Math.max(w * 0.45, r * 0.9), y: handY })
  holder.pose = reaching(first.age, POSES.stand, { L: grip(-1), R: grip(1) }, true)
  // Where the raised hands reach (a child's arms may fall short of the aim): the thing sits on them.
  const posed = skeleton(first.age, holder.pose)
  const mid = { x: holder.at.x + s.head.x, y: holder.at.y + (posed.handL.y + posed.handR.y) / 2 }
  const item = {
    ...probe,
    box: { minX: mid.x - w / 2, maxX: mid.x + w / 2, minY: mid.y - size * 0.85, maxY: mid.y + size * 0.15 },
  }
  return [item, handsOver(persons, holder, item.box, ['handL', 'handR'])]
}

/** The holder's hands drawn over the thing once the figure is placed, never thinner than the arm. */
export function handsOver(
  persons: ActionContext['persons'],
  holder: FigureItem,
  box: DrawItem['box'],
  hands: ('handL' | 'handR')[],
): DrawItem {
  const index = persons.indexOf(holder.person)
  return {
    kind: 'draw',
    box,
    draw: (map, line, drawn) => {
      const fig = drawn.figures[index]
      if (!fig) return ''
      const arm = skeleton(holder.person.age, holder.pose).build.arm * map.k * 0.5
      const r = Math.max(fig.headR * 0.34, arm)
      return hands.map((hand) => shape(circle(fig[hand], r), line)).join('')
    },
  }
}
