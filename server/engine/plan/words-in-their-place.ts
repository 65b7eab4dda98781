import { isAdjective, isAdverb, lemmatize, nounKind, nounKinds, verbLemma } from '../vocabulary'
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
  if (thingFirst) return DETERMINER.test(next ?? '')
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

/** The word at `i` is read by where it stands: passed over, never said left out. */
export function readByPlace(words: string[], i: number): boolean {
  return adverbHere(words, i) || wayGoneBy(words, i) || partOfBeing(words, i)
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
