// How big a thing a person has is drawn, and so how it is had: from its height in the world (vocabulary's
// realHeight, read from what WordNet says the thing is) against the holder's, in three classes. Small things
// are held in the hands (a whistle, a phone, a bowl), medium ones carried in both arms before the body (a box, a
// fishbowl), large ones stand on the ground beside the person at their size, pushed when they have a handle (a
// vacuum cleaner, a shopping cart, a pram). What WordNet files as furniture or a vehicle is never lifted,
// whatever its height: a bed is low but long. Local units are an adult's head radii.

import { type Age, PUSHED } from '../plan'
import { type Concept, nounSenses, realHeight } from '../vocabulary'
import { radiiFor } from './real-scale'

export type HeldClass = 'hand' | 'arms' | 'beside'

// How tall each holder stands in the world, in metres (people/skeleton.ts draws them in these proportions).
const STANDS: Record<Age, number> = { adult: 1.7, elder: 1.65, child: 1.2, baby: 0.75 }
// Up to this share of the holder's height a thing is held in the hands, up to the next carried in the arms:
// for a grown-up a book (0.25 m) is in the hands and a box (0.4 m) in the arms; a guitar (0.6 m) is still in a
// child's arms, a vacuum cleaner (0.9 m) is beside anyone.
const IN_HANDS = 0.16
const IN_ARMS = 0.52
// Pushed things this tall or more roll on the floor (a pram, a vacuum cleaner, a lawnmower).
const ON_THE_FLOOR = 0.5
// What WordNet gives no height is taken as small: a microphone, a trophy, a calendar.
const UNKNOWN = 0.15
// Classes of what lies long or rolls: never lifted into the arms. Not WordNet's "structure", which holds a
// fishbowl (an aquarium); what is taller than a person is beside by its height already.
const NEVER_LIFTED = new Set(['furniture', 'shelf', 'vehicle', 'barrier', 'framework', 'opening', 'way'])
const THINGS = new Set(['noun.artifact', 'noun.object', 'noun.plant', 'noun.food'])

// Kinds of a long thin thing held at one end, and how long one a hand still swings is (m).
const LONG_THIN = new Set(['stick', 'rod', 'staff', 'club', 'bat', 'wand', 'cane', 'baton'])
const ARM_LENGTH = 1

/** Whether WordNet's first sense of the thing as a thing is a stick, a rod or a club. */
function longAndThin(thing: Concept): boolean {
  const label = thing.label.toLowerCase()
  // A name WordNet lacks whole ("conductor baton") is read by its last word.
  const head = label.split(' ').pop() ?? label
  if (LONG_THIN.has(head)) return true
  const sense = nounSenses(label, 4).find((s) => THINGS.has(s.kind))
  return Boolean(sense && [label, ...sense.classes].some((k) => LONG_THIN.has(k)))
}

/** Whether the first sense WordNet gives the thing as a thing is furniture, a vehicle or the like. */
function neverLifted(thing: Concept): boolean {
  // The drawing's first word too: the "couch and lamp" is a couch.
  const label = thing.label.toLowerCase()
  for (const name of [label, thing.id.replace(/-/g, ' '), label.split(' ')[0]]) {
    const sense = nounSenses(name, 4).find((s) => THINGS.has(s.kind))
    if (sense) return [name, ...sense.classes].some((k) => NEVER_LIFTED.has(k))
  }
  return false
}

/** The class of holding a thing takes in this person's hands. */
export function heldClass(thing: Concept, age: Age): HeldClass {
  // A bust (a person's emoji head) is no whole thing standing: its height says nothing of its drawing.
  if (thing.bust) return 'hand'
  const h = realHeight(thing) ?? UNKNOWN
  // Pushed by its handle when it rolls on the floor; a shovel or a mop (PUSHED too) is a hand tool.
  if ((PUSHED[thing.id] && h >= ON_THE_FLOOR) || neverLifted(thing)) return 'beside'
  const share = h / STANDS[age]
  // A stick, a bat or a wand is long but thin: swung in one hand up to a grown-up's arm's length.
  if (longAndThin(thing) && h <= ARM_LENGTH) return 'hand'
  return share <= IN_HANDS ? 'hand' : share <= IN_ARMS ? 'arms' : 'beside'
}

/**
 * How tall a thing carried in the arms is drawn: its height in the world, never below `least` (still big
 * enough to colour), nor over half the holder's height, where it would hide the body.
 */
export function carriedHeight(thing: Concept, age: Age, least: number): number {
  const h = radiiFor(realHeight(thing) ?? UNKNOWN)
  return Math.min(Math.max(h, least), radiiFor(STANDS[age]) * 0.5)
}

/**
 * How tall a thing held in the hand is drawn: its longest side (`aspect` is the drawing's width over height)
 * at its size in the world, between `least` (still big enough to colour) and `most`. A bowl is wide and low: by
 * its height alone it was drawn as wide as the chest.
 */
export function inHandHeight(thing: Concept, aspect: number, least: number, most: number): number {
  const side = Math.min(most, Math.max(least, radiiFor(realHeight(thing) ?? UNKNOWN)))
  return aspect > 1 ? side / aspect : side
}

/** Whether a thing is pushed by its handle, rolling on the floor (a pram, a lawnmower): plan's grips. */
export const pushed = (thing: Concept) =>
  PUSHED[thing.id] !== undefined && (realHeight(thing) ?? 0) >= ON_THE_FLOOR
