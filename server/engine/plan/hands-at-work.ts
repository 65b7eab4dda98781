// The hands at work on a thing: peeling an orange, carving a turkey, knitting a scarf, folding a paper crane,
// making a sandwich, doing a jigsaw puzzle. No list names every such verb, so a verb the tables of
// verb-classes.ts do not place is placed by the kind of doing WordNet files its first sense under: a touch or
// a making (verb.contact, verb.creation) is the hands at work, a consuming is eating. Striking is not: a
// piñata hit or a gavel banged held still before the chest reads as holding it, so those verbs stay standing
// until a swing of the arm is drawn for them.

import type { Concept } from '../vocabulary'
import { isLandform, realHeight, verbAncestors, verbKinds } from '../vocabulary'
import { doingFits } from './doing-actions'

/** The class of doing a verb's kind of doing gives it, when no table places it. */
export function classByKind(lemma: string): 'work' | 'eat' | null {
  const kinds = verbKinds(lemma, SENSES)
  const [first] = kinds
  if (first === 'verb.consumption') return 'eat'
  // A verb first of being or of the body is a working of a thing in a later sense when it is said of one
  // ("stretching dough", "stretching a carpet"): the callers ask this only with a thing after the verb.
  const touches = (k: string) => k === 'verb.contact' || k === 'verb.creation'
  // A change made to a thing ("filling the shelves", "defrosting the freezer", "melting chocolate") is made by
  // the hands on it; a verb first of seeing is a touch when one of its first senses is ("scanning a watermelon"
  // at the till is passing it over the scanner), not "watching" or "spotting" far off.
  const changes = first === 'verb.change'
  // A sound made on a thing ("strumming a ukulele") is the hands on it too.
  const seenAndTouched =
    first === 'verb.perception' &&
    (kinds.slice(0, 3).some(touches) || verbAncestors(lemma, 1, 2).includes('sound'))
  if (
    !touches(first ?? '') &&
    !changes &&
    !seenAndTouched &&
    !(LATER_WORK.test(first ?? '') && kinds.some(touches))
  )
    return null
  // Hitting, banging, blocking: a blow, not the hands working a thing; kneeling, crouching: a posture; spotting is
  // a finding (doings-by-kind.ts), becoming a being.
  if (NOT_WORK.has(lemma) || verbAncestors(lemma, 1, 2).some((v) => NOT_WORK.has(v))) return null
  return 'work'
}
// How many senses a verb first of being, of the body or of a dealing is read over for a working of a thing; not
// a going (flying, climbing), a seeing or a saying, which have their own poses or none.
const SENSES = 8
const LATER_WORK = /^verb\.(stative|body|social)$/
const NOT_WORK = new Set(
  'hit strike punch slap kick knock bang shoot propel block kneel crouch squat lie lean bend stoop draw pull spot become'.split(
    ' ',
  ),
)

// Verbs wide enough to be anything ("making a wish", "doing a cartwheel", "playing tag"), read as the hands
// at work only with a thing to work on before them: "making sandwiches", "doing a jigsaw puzzle",
// "playing with her blocks".
const WIDE = /^(making|doing|crafting)$/

/**
 * The class of the "-ing" word at `i` read with the words after it: a wide verb with a thing to work on,
 * "looking through" a thing held to the eye, "looking at" one in the hands. Null when the words say nothing
 * more than the verb alone.
 */
export function phraseClass(words: string[], i: number): 'work' | 'look' | null {
  const w = words[i]
  if (WIDE.test(w)) return 'work'
  if (w === 'playing' && words[i + 1] === 'with') return 'work'
  // Looked through at the eye; looked at in the hands ("looking at an x-ray", "at a picture book") when it
  // fits in them, not a house or the clouds.
  const looked = /^(looking|peering|peeking|peeping)$/.test(w) ? words[i + 1] : undefined
  if (looked === 'through' || looked === 'into') return 'work'
  if (looked === 'at') return 'look'
  return null
}

// After a verb filed by its kind, a word that says it has no thing it works: "squeezing out of a car",
// "splashing in puddles", "cooking on the grill". "Putting up a tent" works the tent.
const NO_THING_AFTER =
  /^(out|off|in|into|on|onto|through|over|under|behind|across|around|down|from|at|to|by|along)$/

// A verb's particle before the thing it works ("sanding down an old chair", "pinning up the snowflakes",
// "scrubbing off the mud"): the thing is still worked, where "climbing down the tree" has no verb of its kind.
const PARTICLE = /^(up|down|out|off)$/
const THING_NEXT = /^(a|an|the|his|her|their|my|our|your|its|some|all|every)$/

/** Whether a verb placed by its kind of doing is said of the thing after it. */
export const worksAThing = (words: string[], i: number) =>
  !NO_THING_AFTER.test(words[i + 1] ?? '') ||
  (PARTICLE.test(words[i + 1] ?? '') && THING_NEXT.test(words[i + 2] ?? ''))

// Words before an "-ing" word that make it part of a thing's name: "a rocking chair", "the mixing bowl",
// "in a sleeping bag", "a pot of boiling water".
const BEFORE_A_NAME = /^(a|an|the|his|her|their|my|our|your|its|some|this|that|of|these|those)$/

/** Whether the "-ing" word at `i` names a thing with the next word rather than saying what someone does. */
export const inNounPhrase = (words: string[], i: number) => BEFORE_A_NAME.test(words[i - 1] ?? '')

/**
 * The action of the hands at work, when there is a thing to work: an instrument at the face is played there
 * ("practising the saxophone"), a book read; else worked in the hands or at its side.
 */
export function workAction(
  things: { s: Concept }[],
  holdable: (c: Concept) => boolean,
): 'work' | 'play-at-face' | 'read' | null {
  if (doingFits('play-at-face', things, [])) return 'play-at-face'
  const thing = workThing(things, holdable)
  // A book in the hands is read.
  if (thing && BOOKS.test(thing.s.id)) return 'read'
  return thing ? 'work' : null
}
const BOOKS = /book|album|magazine|newspaper|comic/

/** The thing worked: the first that fits in the hands, else the first on the ground (a statue, a tent, a tree). */
export function workThing<T extends { s: Concept }>(
  things: T[],
  holdable: (c: Concept) => boolean,
): T | undefined {
  // A thing worn round the body (a hula hoop) is drawn round the waist, not worked in the hands. A thing of the
  // sky small enough to hold (a paper snowflake pinned up, a kite made) is worked; the sun or a cloud is not.
  const worked = things.filter(
    ({ s }) =>
      (s.zone !== 'sky' || (holdable(s) && (realHeight(s) ?? 1) <= 0.5)) &&
      s.zone !== 'water' &&
      !s.around &&
      !NOT_WORKED.test(s.id) &&
      !isLandform(s),
  )
  return worked.find(({ s }) => workedInHands(s, holdable)) ?? worked.find(({ s }) => !HUGE.test(s.id))
}

/**
 * Whether the hands work a thing held before the chest: an orange, a scarf, a vase; not a bed made, a table
 * set or a hedge trimmed, which are worked at their side however low they stand.
 */
export const workedInHands = (c: Concept, holdable: (c: Concept) => boolean) =>
  holdable(c) && !WORKED_AT.test(c.id) && (realHeight(c) ?? 0) <= 0.7

// Places and landforms are where the work is done, not what the hands are on; nor what one stands on or in,
// or hangs a thing from. Land of any kind WordNet files as a geological formation or a body of water (a
// waterfall, a geyser, an iceberg) is not worked either (vocabulary/landform.ts).
const NOT_WORKED =
  /^(mountain|hill|volcano|island|beach|desert|field|forest|park|city|street|road|rainbow|fire|puddle|pond|lake|pool|river|sea|snow|ice|grass|sand|mud|ladder|branch|tree-branch)$/
const HUGE =
  /house|castle|barn|tower|lighthouse|building|bridge|church|stadium|skyscraper|ship|airplane|train/
const WORKED_AT =
  /bed|table|desk|couch|sofa|chair|bench|skeleton|statue|sculpture|grill|barbecue|stove|oven|fridge|refrigerator|sink|hedge|bush|shrub|fence|wall|door|window|machine|wheel|piano|easel|tent|bicycle|bike|^car$|tree/
