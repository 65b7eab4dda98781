import {
  conceptForPhrase,
  isAdjective,
  isAdverb,
  isNounPhrase,
  lemmatize,
  nounKind,
  nounKinds,
  verbLemma,
} from '../vocabulary'
import { DETERMINER, isLittleWord } from './little-words'

// Words read by where they stand, not by the thing WordNet files them under first: an adverb or a preposition
// after what is done ("flying low over a meadow", "a ball round the cones", "a trailer alongside"), the way
// found or led ("to find the way through the woods"), a body part on a being or a model of one ("the ribs on a
// plastic skeleton": the skeleton's drawing shows them), and a being named before what it does when WordNet
// also knows the pair as a sport ("a greyhound racing": the dog, never a running shoe for "greyhound racing").
// Each is read past, never said left out and never drawn as another thing.

// Words that lead a place or a thing after an adverb: "low over the meadow", "fast along the sand".
const LEADS =
  /^(a|an|the|his|her|its|their|my|your|our|some|over|above|across|along|alongside|around|round|past|through|into|onto|towards?|beside|behind|below|beneath|under|underneath|near|by|in|on|at|to|from|with|and|or|up|down|off|out|away|back|before|after|while|as)$/

/**
 * "flying low over a hay meadow", "dribbling a ball round the cones", "a tractor alongside": a word WordNet
 * knows as an adverb, after what is done or the thing it goes with (never after "a", "the", "his" or a
 * preposition, where it is a thing: "a round of golf", "at home") and before a place, another little word or
 * the end, says how or where, not what.
 */
export function adverbHere(words: string[], i: number): boolean {
  const word = words[i]
  const prev = words[i - 1] ?? ''
  if (!prev || !isAdverb(word)) return false
  if (DETERMINER.test(prev) || isLittleWord(prev) || /'s?$/.test(prev) || /^\d+$/.test(prev)) return false
  const next = words[i + 1]
  // A word that is first a thing ("a round": a shot; "a well") goes round or past only what follows it: "round
  // the cones", never "a stone well in the garden".
  const thingFirst = THINGS.test(nounKinds(lemmatize(word))[0] ?? '')
  // Straight after a doing and before a little word it is how the doing goes: "spinning round in the circle".
  const afterDoing = /ing$/.test(prev) && verbLemma(prev) !== null && isLittleWord(next ?? '')
  if (thingFirst) return DETERMINER.test(next ?? '') || afterDoing
  return next === undefined || LEADS.test(next)
}
const THINGS = /^noun\.(artifact|animal|food|plant|object|person)$/

// Verbs whose way is the way gone, not a thing: "find the way", "lead the way", "makes its way", "show us the way".
const WAY_VERBS =
  /^(find|lose|lead|show|make|know|ask|feel|point|light|block|clear|pave|wind|push|work|fight)$/

/** "to find the way through the woods", "making its way home": the way is where they go, no thing to draw. */
export function wayGoneBy(words: string[], i: number): boolean {
  if (words[i] !== 'way' || !DETERMINER.test(words[i - 1] ?? '')) return false
  // "show the children the way": the verb may have someone between it and the way.
  const verbs = [words[i - 2], words[i - 4]].map((w) => verbLemma(w ?? '') ?? '')
  return verbs.some((v) => WAY_VERBS.test(v))
}

// What a body part may be on: a being, a body (a skeleton), a plant with a trunk.
const HAS_PARTS = /^noun\.(animal|person|body|plant)$/

/**
 * "pointing to the ribs on a plastic skeleton", "the mane of a lion": a body part named on or of a being (or a
 * model of one) is part of its drawing, never a thing beside it or a thing the page lacks.
 */
export function partOfBeing(words: string[], i: number): boolean {
  if (!DETERMINER.test(words[i - 1] ?? '')) return false
  if (!nounKinds(lemmatize(words[i])).slice(0, 3).includes('noun.body')) return false
  if (!/^(on|of)$/.test(words[i + 1] ?? '') || !DETERMINER.test(words[i + 2] ?? '')) return false
  // "a plastic skeleton", "a big old lion": the being after what describes it.
  for (let at = i + 3; at < Math.min(words.length, i + 6); at++) {
    // A skeleton is first "something reduced to its minimal form": any of its first senses.
    if (
      nounKinds(lemmatize(words[at]))
        .slice(0, 3)
        .some((k) => HAS_PARTS.test(k))
    )
      return true
    if (isLittleWord(words[at])) return false
  }
  return false
}

/**
 * "a greyhound racing round the track", "a fox hunting in the snow": a being after "a" or "the", then what it
 * does, is the being doing it, though WordNet knows the two words as a sport. `n`: the words the pair spans.
 */
export function beingDoing(words: string[], i: number, n: number): boolean {
  if (n !== 2 || !DETERMINER.test(words[i - 1] ?? '') || !/ing$/.test(words[i + 1] ?? '')) return false
  const being = nounKind(lemmatize(words[i]))
  return (being === 'noun.animal' || being === 'noun.person') && verbLemma(words[i + 1]) !== null
}

// An animal's parts that WordNet files as animals, not body parts ("talon": "a sharp hooked claw"), so the
// body-part rule (words-not-things.ts, `ownBody`) misses them.
const ANIMAL_PARTS =
  /^(talon|claw|beak|bill|wing|tail|hoof|paw|fin|flipper|mane|horn|antler|tusk|whisker|feather|pouch|trunk|shell|gill|hump|snout|muzzle|jaw|fang|pincer|tentacle|antenna|feeler|crest|comb|wattle|mandible)s?$/

/**
 * "an osprey with a fish in its talons", "a squirrel with a nut in its paws": a part after "its", "his" or
 * "her" is the being's own, drawn with it; never a thing the page lacks.
 */
export function ownPart(words: string[], i: number): boolean {
  return /^(its|his|her|their)$/.test(words[i - 1] ?? '') && ANIMAL_PARTS.test(words[i])
}

/**
 * "eleven footballs bouncing around it", "a box with kittens in it": a pronoun names what is already on the
 * page (WordNet's "it" is information technology), never a thing of its own.
 */
export const pronounHere = (words: string[], i: number) =>
  /^(it|them|itself|themselves|him|herself|himself|one)$/.test(words[i]) && i > 0

// A time a thing names: "at harvest time", "on sports day", "at bath time", "in the Easter holidays".
const WHEN = /^(time|times|day|days|night|morning|afternoon|evening|week|season|holidays?|break|term)$/
const AT_A_TIME = /^(at|on|in|during|for|until|till|after|before|by|every|this|last|next)$/

/**
 * "treading grapes at harvest time", "the parents' race on sports day": a word before a time, after "at" or
 * "on" (or "in the"), names when it happens, the page's moment, never a thing to draw or say.
 */
export function whenNamed(words: string[], i: number): boolean {
  if (!WHEN.test(words[i + 1] ?? '')) return false
  const prev = words[i - 1] ?? ''
  return AT_A_TIME.test(prev) || (prev === 'the' && AT_A_TIME.test(words[i - 2] ?? ''))
}

/**
 * "a yellow tram going up a steep street", "carved into the solid rock": a describing word no drawing shows,
 * after "a" or "the" and before a thing, says how the thing looks; the thing is drawn or said, never the
 * describing word apart (WordNet's "steep" is also a slope, its "solid" a substance).
 */
export function describesNext(words: string[], i: number): boolean {
  if (!DETERMINER.test(words[i - 1] ?? '') || !isAdjective(words[i])) return false
  const next = words[i + 1] ?? ''
  // "a full moon", "a big top": the two words are one thing's name, read whole.
  const pair = `${words[i]} ${next}`
  if (isNounPhrase(pair) || conceptForPhrase(pair)) return false
  // "big horns", "a long mane": an animal's part is read with what describes it (animal-parts.ts).
  if (nounKinds(lemmatize(next)).slice(0, 3).includes('noun.body')) return false
  return !isLittleWord(next) && !/ing$/.test(next) && nounKind(lemmatize(next)) !== null
}

/** "her grandson playing cards", "a pony jumping fences": a person or an animal, then what it does. */
export function beingBeforeDoing(words: string[], i: number): boolean {
  const kind = nounKind(lemmatize(words[i] ?? ''))
  const next = words[i + 1] ?? ''
  return (kind === 'noun.person' || kind === 'noun.animal') && /ing$/.test(next) && verbLemma(next) !== null
}

/** The word at `i` is read by where it stands: passed over, never said left out. */
export function readByPlace(words: string[], i: number): boolean {
  return (
    adverbHere(words, i) ||
    wayGoneBy(words, i) ||
    partOfBeing(words, i) ||
    ownPart(words, i) ||
    pronounHere(words, i) ||
    whenNamed(words, i) ||
    describesNext(words, i)
  )
}

// What a capitalised name's last word may be: a building, a place, a river or a mountain.
const NAMED_KINDS = /^noun\.(artifact|location|object)$/

/**
 * "Durham Cathedral", "Windsor Castle": a capitalised word before a capitalised building or place is the first
 * word of its name, never a thing of its own (WordNet's Durham is also a breed of cattle). `typed`: the words as
 * typed.
 */
export function firstWordOfName(typed: string[], i: number): boolean {
  const [word, next] = [typed[i] ?? '', typed[i + 1] ?? '']
  if (!/^[A-Z][a-z]/.test(word) || !/^[A-Z][a-z]/.test(next)) return false
  return nounKinds(lemmatize(next.toLowerCase()))
    .slice(0, 2)
    .some((k) => NAMED_KINDS.test(k))
}

/** A word no reader knows: no noun, describing word or verb in WordNet ("BaOmer", "Las"). */
const unknownWord = (word: string) =>
  nounKinds(lemmatize(word)).length === 0 && !isAdjective(word) && verbLemma(word) === null

/**
 * "for Las Fallas", "for Lag BaOmer": capitalised words after "for", one of them a word no reader knows, are
 * the name of what the page is for, said whole; never a word of it lettered, drawn or read past alone. How many
 * words the name takes, or 0.
 */
export function nameAfterFor(typed: string[], i: number): number {
  if (typed[i - 1]?.toLowerCase() !== 'for') return 0
  let end = i
  while (end < typed.length && /^[A-Z][A-Za-z'-]*$/.test(typed[end])) end++
  const name = typed.slice(i, end).map((w) => w.toLowerCase())
  return name.length > 1 && name.some(unknownWord) ? name.length : 0
}
