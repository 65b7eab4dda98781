// The pose a prompt's verb gives when no action's own words read it: by the verb's class, the hands on the
// thing worked, or a doing of the body (a thumb at the mouth, a thing carried on the head).

import type { Concept } from '../vocabulary'
import { fitsAction } from './action-objects'
import { isBlow, worksOnSomeone } from './body-acts'
import { bodyPose } from './body-poses'
import { kindAction } from './doings-by-kind'
import { dressesAtNeck } from './dressing-at-neck'
import { workAction } from './hands-at-work'
import { handsOnAction } from './hands-on'
import { holdable, PUSHED, toolVerb } from './held-and-pushed'
import { HAD_IN_THE_MOUTH } from './held-in-the-mouth'
import type { Mention } from './people-mentions'
import type { PeopleAction } from './people-plan'
import { isSomeone, words } from './people-words'
import { isAnimalConcept, verbAction } from './verb-classes'
import { poseByVerb } from './verb-tools'

/** A verb whose thing its pose draws or uses: "hosing down a rhino" waters, "hoovering the rug" pushes. */
export function posedByVerb(
  action: PeopleAction,
  lower: string,
  fits: (name: PeopleAction) => boolean,
): PeopleAction {
  const posed = action === 'stand' ? poseByVerb(lower) : null
  return posed && fits(posed) ? posed : action
}

/**
 * The action of the prompt's verb by its class (verb-classes.ts); what is taught is read as done ("teaching his
 * son to tie his shoes": tying, taught-doing.ts).
 */
export function verbActionRead(
  lower: string,
  acting: string,
  ws: string[],
  objects: { s: Concept; i: number }[],
  mentions: Mention[],
  handProp: boolean,
): PeopleAction | null {
  if (dressesAtNeck(lower)) return 'at-neck'
  // A verb whose tool goes in the hands is held, unless it is a blow (the tool swung up).
  const blow = ws.some((w) => /ing$/.test(w) && isBlow(w))
  if (toolVerb(lower, objects, worksOnSomeone(ws, mentions)) && !blow) return null
  const byClass = verbAction(
    /\b(teach|help)/.test(lower) ? words(acting) : ws,
    objects,
    mentions,
    holdable,
    handProp,
  )
  // No class placed the verb: the hands on the thing it is done to (hands-on.ts), not standing beside it.
  const things = objects.filter(({ s }) => !isAnimalConcept(s))
  const named = Math.min(...mentions.map((m) => m.at ?? 0))
  const people = mentions.reduce((n, m) => n + (m.who.count ?? 1), 0)
  // Held out with nothing to hold out to no one ("feeding wet sheets through an old mangle", the sheets not
  // drawn): the hands at work at the thing it goes into, not a give the page then turns to standing.
  const heldOut = things.some(({ s }) => fitsAction('give', s) === true)
  const worked =
    byClass === 'give' && people < 2 && !heldOut && !objects.some(({ s }) => isAnimalConcept(s))
      ? workAction(things, holdable)
      : undefined
  return (
    (worked === undefined ? byClass : worked) ??
    handsOnAction(ws, named, things, holdable, (c) => PUSHED[c.id] !== undefined) ??
    kindAction(ws, named, things, people, holdable, isSomeone)
  )
}

/**
 * The verb's pose (verbActionRead) for people read as standing, or as holding a thing "with" which the doing is
 * done that no drawing holds ("cleaning the windows with a squeegee", "with a chainsaw" drawn beside): nothing
 * named fits the hand, so the verb says what the hands do. The hold stays when the verb too would only hold, or
 * a thing fits the hand.
 */
export function doneByVerb(
  action: PeopleAction,
  byVerb: () => PeopleAction | null,
  read: {
    handProp: boolean
    attached: { subject: number; concept: Concept }[]
    personSubjects: number[]
    objects: { s: Concept }[]
  },
): PeopleAction {
  if (action === 'stand') return byVerb() ?? 'stand'
  if (action !== 'hold' || read.handProp) return action
  const fitsHand = (c: Concept) => fitsAction('hold', c) !== false
  const heldByPerson = read.attached.some(
    (a) => read.personSubjects.includes(a.subject) && fitsHand(a.concept),
  )
  if (heldByPerson || read.objects.some(({ s }) => fitsHand(s))) return action
  const done = byVerb()
  return done && done !== 'hold' ? done : action
}

/**
 * The doing of the body the words name (body-poses.ts), when it stands for a pose read from the verb's class
 * alone: eating no food is the thing at the mouth; carried on the head is not held in the hands; a ride given on
 * a back is a horsey ride, not a thing handed over nor a mount ridden.
 */
export function bodyReading(
  action: PeopleAction,
  ws: string[],
  objects: { s: Concept; i: number }[],
  mentions: Mention[],
  claimed: Set<string>,
): PeopleAction | null {
  // A pacifier is had at the mouth, not held at the chest or beside.
  if ((action === 'stand' || action === 'hold') && objects.some(({ s }) => HAD_IN_THE_MOUTH.test(s.id)))
    return 'mouth'
  const read = bodyPose(ws, objects, {
    food: (c) => fitsAction('eat', c) === true,
    people: mentions.reduce((n, m) => n + (m.who.count ?? 1), 0),
    named: Math.min(...mentions.map((m) => m.at ?? 0)),
  })
  const stands =
    action === 'stand' ||
    (action === 'eat' && read?.action === 'mouth') ||
    (action === 'hold' && read?.action === 'on-head') ||
    read?.action === 'horsey'
  if (!read || !stands) return null
  // The body parts the pose shows ("his thumb") are drawn with the person (withPeople lists them as parts).
  for (const w of read.claimed) claimed.add(w)
  return read.action
}
