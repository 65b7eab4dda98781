import { isAdjective, lemmatize, nounKinds, verbAncestors, verbLemma } from '../vocabulary'
import { DETERMINER, LITTLE_WORDS } from './little-words'

// A noun whose first WordNet sense is no thing may still name one where it stands: "throwing a javelin" (first
// the field event, then the spear), "drinking through a straw" (first the stuff, then the tube), "carrying a
// carton" (first the measure, then the box). The last guard (nothing-dropped.ts) asks this of a noun it would
// otherwise pass over; what it answers yes to is drawn, shown or said, never dropped in silence.

// Kinds of a later sense that are a thing to draw. A person by a later sense is a figure of speech ("a
// sponge": a moocher; "a catch": a good match), never the thing meant.
const LATER_THING = /^noun\.(artifact|animal|food|plant|object)$/
// How many senses are read: further down WordNet lists rare uses ("a party": a person in a lawsuit, fifth).
const SENSES = 4
// Verbs that say a doing is had or done rather than what is done to a thing: "taking a ride", "giving a
// snail a ride", "doing the splits", "playing a game".
const LIGHT_VERBS = new Set(
  'take have do make give get go play enjoy win lose finish start begin need want try watch'.split(' '),
)
// What a thing is done with: "blowing a whistle" names its object, "playing with a rattle" its tool.
const INSTRUMENT = /^(with|through|using)$/

/** The word before the noun at `i` past its determiner and one describing word ("a big wooden ..."). */
function standing(words: string[], i: number): { det: string | null; before: number } {
  let at = i - 1
  const prev = words[at] ?? ''
  if (!DETERMINER.test(prev) && !LITTLE_WORDS.has(prev) && (isAdjective(prev) || /ed$/.test(prev))) at--
  const det = DETERMINER.test(words[at] ?? '') || /'s$/.test(words[at] ?? '') ? words[at] : null
  return { det, before: det ? at - 1 : at }
}

/** The word at `at` is a verb done to what follows, not one that only has or does it ("taking", "doing"). */
function doneTo(words: string[], at: number): boolean {
  const word = words[at] ?? ''
  if (INSTRUMENT.test(word)) return true
  const verb = /(ing|s|ed)$/.test(word) ? verbLemma(word) : null
  return verb !== null && verb !== word && !LIGHT_VERBS.has(verb)
}

/**
 * The noun at `i` (its lemma `lemma`) names a thing by a later sense where it stands. `object`: it is what a
 * verb is done to with no article ("spinning records"). A first sense of time, state, place, feeling, weather
 * or talk stays what it is ("at night", "in the rain", "a day at the beach", "reading a story"): only a first
 * sense that is a doing, a stuff or a measure gives way, each by the rule below.
 */
export function thingByLaterSense(words: string[], i: number, lemma: string, object: boolean): boolean {
  const kinds = nounKinds(lemma)
  const first = kinds[0]
  const later = kinds.slice(1, SENSES).some((k) => LATER_THING.test(k))
  const { det, before } = standing(words, i)
  const plural = lemmatize(words[i]) !== words[i]
  // "breaking the fast with dates", "eating dates": several of what is eaten or done with, named bare, are the
  // food, however far down WordNet lists it (a date is first a day).
  if (
    plural &&
    det === null &&
    (object || INSTRUMENT.test(words[i - 1] ?? '')) &&
    kinds.includes('noun.food')
  )
    return true
  // "sneezing into a tissue", "hammering a nail": a word first for the body counted is the stuff or the made
  // thing of its next sense (a part of the body is no "a" of its own here: "a hand" stays the hand).
  if (first === 'noun.body')
    return (det === 'a' || det === 'an') && /^noun\.(substance|artifact)$/.test(kinds[1] ?? '')
  // "a straw", "glasses", "a sponge": a stuff counted is one of the things made of it.
  if (first === 'noun.substance') return later && (det === 'a' || det === 'an' || plural)
  // "a thimble", "a carton": a measure named where a thing stands is the vessel, unless it is a number
  // ("eleven socks": a number word is a describing word too).
  if (first === 'noun.quantity')
    return LATER_THING.test(kinds[1] ?? '') && (det !== null || object) && !isAdjective(words[i])
  // "a chimney sweep with his brush", "a cast on his leg": a word first for a gathering (brushwood, the actors
  // of a play) whose next sense is a thing is that thing when it is held or something is done to it; a group
  // one is in ("in the forest", "in the school band") stays the group or the place.
  if (first === 'noun.group') return LATER_THING.test(kinds[1] ?? '') && det !== null && doneTo(words, before)
  if (first !== 'noun.act' && first !== 'noun.event') return false
  // "a boy handing his homework to the teacher": a task only ever done, named as what is handed or carried,
  // is the paper it is done on.
  // "making sparks": several of a doing that is also a thing seen, made or done bare, are those things.
  if (plural && object && kinds.slice(1, SENSES).includes('noun.phenomenon')) return true
  if (!later) return det !== null && kinds.every((k) => k === 'noun.act') && handedOrCarried(words, before)
  if (det === null && !object) return false
  // "a ride", "a walk", "a whistle": a doing named by its verb is the thing only when something is done to it
  // or with it ("blowing a whistle", "playing with a rattle"), never when it is had, taken or gone for; and
  // only a made thing, a tool for the doing ("sharing a kiss" is no chocolate kiss).
  if (verbLemma(lemma) !== null)
    return kinds.slice(1, SENSES).includes('noun.artifact') && doneTo(words, before)
  // "a javelin", "his basketball", "the rodeo": no verb, so the event is named after the thing it is about,
  // unless a light verb makes it the doing ("getting a shot").
  return !LIGHT_VERBS.has(verbLemma(words[before] ?? '') ?? '')
}

/** The verb at `at` hands a thing over or carries it: WordNet puts it under transfer or transport. */
function handedOrCarried(words: string[], at: number): boolean {
  const word = words[at] ?? ''
  const verb = /(ing|s|ed)$/.test(word) ? verbLemma(word) : null
  if (!verb || verb === word || LIGHT_VERBS.has(verb)) return false
  return verbAncestors(verb, 1, 6).some((v) => v === 'transfer' || v === 'transport')
}
