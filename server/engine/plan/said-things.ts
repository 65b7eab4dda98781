// What a page says it was drawn without is only ever things the prompt named: never a little word ("beside",
// "where"), a word that says how or where a doing goes ("dancing round it", "high on a cliff"), a describing
// word ("a steep banking", "a half-sunk log"), a word whose drawing is on the page, a part or a measure of a
// thing said. Many readers add to plan.leftOut, and nothing-dropped.ts adds what none of them read; this is the
// one last look at the whole list, by the shape of the phrase and WordNet, so a word no reader listed is judged
// the same way.

import { conceptForPhrase, isAdjective, isAdverb, lemmatize, nounKinds, nounSenses } from '../vocabulary'
import { bodyPart } from './body-poses'
import { CONTAINERS } from './content-nouns'
import { describingCompound } from './describing-compounds'
import { DETERMINER, littleWordsAnd } from './little-words'
import { readByPlace } from './words-in-their-place'

// Kinds of a noun's first sense that make a describing word before a noun a thing of its own ("a toy car",
// "a chocolate cake"), said rather than passed over. A natural object ("a steep") is no drawing's kind.
const THING_FIRST = new Set(['noun.animal', 'noun.artifact', 'noun.food', 'noun.person', 'noun.plant'])

// Little words and the words for where that are no things in any sense a page could draw.
const WHERE_WORDS = littleWordsAnd(
  'where everywhere somewhere up down out off around round away along inside outside behind between beside next above below across through over',
)
const little = (word: string) => WHERE_WORDS.has(word)
// "a heavy book": a describing word is a thing before a noun only as a made thing, food, plant or animal
// ("a toy car"); WordNet's rare person senses of adjectives ("a heavy", "a green") name no one here.
// ("a light": any made-thing sense keeps it; "muddy": a word made of a stuff's name says the stuff.)
const senseOfThing = (word: string) => nounSenses(lemmatize(word), 2).some((s) => THING_FIRST.has(s.kind))
const ofStuff = (word: string) => /(.)\1?y$/.test(word) && anyNoun(word.replace(/(.)\1?y$/, '$1'))
const madeFirst = (word: string) =>
  nounKinds(lemmatize(word)).some((kind) => THING_FIRST.has(kind) && kind !== 'noun.person') || ofStuff(word)
const anyNoun = (word: string) => nounKinds(lemmatize(word)).length > 0 || nounKinds(word).length > 0
// "very still", "quite steep": a word after one of these says how, whatever senses it has as a noun.
const INTENSIFIER = /^(very|quite|so|too|really|extra|super)$/
// "while he watches", "who loves": a word after one who does is the doing, not a thing.
const DOER = /^(i|you|he|she|it|we|they|who|that)$/
// Kinds of a noun's first sense that no drawing is ("the end of term party", "a birthday party"): before another
// noun such a word says when or what kind, not a thing to draw.
const ABSTRACT_FIRST =
  /^noun\.(time|act|event|communication|cognition|attribute|state|quantity|relation|process|feeling|motive)$/
const describes = (word: string) => isAdjective(word) && !anyNoun(word)

/** The word at `at` of `words` says how, where or what kind, not what: no thing to say left out. */
export function notSaidHere(words: string[], at: number): boolean {
  const word = words[at]
  if (little(word)) return true
  const prev = words[at - 1] ?? ''
  const next = words[at + 1] ?? ''
  const nextLittle = !next || little(next)
  // "where to put", "showing her everywhere": a word no noun sense has that WordNet reads as how or where.
  // ("muddy": a word made of a stuff's name says the stuff, kept.)
  if (INTENSIFIER.test(prev) || DOER.test(prev)) return true
  if (ofStuff(word)) return false
  if (!anyNoun(word) && (isAdverb(word) || isAdjective(word))) return true
  // "dancing round it", "a ledge high on a cliff": after a doing or before a little word, said of the doing.
  // ("the porch light on": a word whose first two senses hold a made thing is one.)
  if (isAdverb(word) && nextLittle && (/ing$/.test(prev) || !senseOfThing(word))) return true
  // "the steep banking", "a half-sunk log", "flat-pack bookshelves": what describes the noun after it.
  // ("a steep grassy bank": other describing words may stand between it and the noun.)
  let noun = at + 1
  while (describes(words[noun] ?? '') || ofStuff(words[noun] ?? '')) noun++
  const nounNext = !little(words[noun] ?? '') && anyNoun(words[noun] ?? '')
  const describing = isAdjective(word) || (word.includes('-') && !anyNoun(word))
  if (describing && nounNext && !madeFirst(word)) return true
  // "the end of term party": a noun whose first sense is no drawing's kind, before a noun, says what kind.
  const first = nounKinds(lemmatize(word))[0] ?? ''
  return !nextLittle && anyNoun(next) && ABSTRACT_FIRST.test(first) && !senseOfThing(word)
}

/**
 * What the page draws: words said as stand-ins ("Drawn as a deer"), the ids of the drawings on it, and what the
 * last guard's own walk found (nothing-dropped.ts), judged already as things where they stand.
 */
export interface PageDrawn {
  asked: ReadonlySet<string>
  drawnIds: ReadonlySet<string>
  walked?: ReadonlySet<string>
}

/**
 * `said` (what a page says it left out, as the readers wrote it) with only the things the prompt named and the
 * page does not draw: words that are no things dropped, a describing word or an owner before a noun
 * ("a heavy book", "dad's cereal") left off the name. `words` and `typed` are the prompt as typed.
 */
export function thingsSaid(
  said: string[],
  words: string[],
  typed: string[],
  page: PageDrawn = { asked: new Set(), drawnIds: new Set() },
): string[] {
  const out: string[] = []
  for (const entry of said) {
    if (page.asked.has(entry)) {
      out.push(entry)
      continue
    }
    const shown = !page.walked?.has(entry) && drawnOrPart(entry, said, words, page.drawnIds)
    const fixed = shown ? null : thingSaid(entry, words, typed)
    if (fixed && !out.some((w) => w.toLowerCase() === fixed.toLowerCase())) out.push(fixed)
  }
  return out.length === said.length && out.every((w, i) => w === said[i]) ? said : out
}

/**
 * A single word said that the page shows after all: its own drawing is on the page ("a ledge high on a cliff"),
 * it is a part or a measure of another thing said ("the handle of his barrel organ", "a loop of elastic"), or
 * it is read in its place as no thing (words-in-their-place.ts, describing-compounds.ts).
 */
function drawnOrPart(entry: string, said: string[], words: string[], drawnIds: ReadonlySet<string>): boolean {
  const at = words.indexOf(entry.toLowerCase())
  if (at < 0) return false
  const drawn = (phrase: string) => drawnIds.has(conceptForPhrase(phrase)?.id.replace(/^\*/, '') ?? '')
  const lemma = lemmatize(entry.toLowerCase())
  if (drawn(lemma) || drawnIds.has(lemma)) return true
  const of = words[at + 1] === 'of' ? at + 2 + (DETERMINER.test(words[at + 2] ?? '') ? 1 : 0) : -1
  if (of > 0 && said.some((other) => other !== entry && other.toLowerCase().split(' ')[0] === words[of]))
    return true
  // "strings of sausages", "the wheels of her plane": a measure or a part of a thing the page draws is shown
  // with it; the whole phrase may be the drawing's name. A holder ("a bag of marbles") is a thing of its own, and
  // so is a part someone is in ("a pilot in the cockpit of a plane"): said.
  const before = words[at - (DETERMINER.test(words[at - 1] ?? '') ? 2 : 1)] ?? ''
  const ownThing = holder(words[at]) || /^(in|inside|into)$/.test(before)
  const whole = words.slice(at, of + 1).join(' ')
  if (of > 0 && words[of] && !ownThing && (drawn(whole) || drawn(lemmatize(words[of])))) return true
  return readByPlace(words, at) || describingCompound(words, at)
}

function thingSaid(entry: string, words: string[], typed: string[]): string | null {
  // "-top" of "a cliff-top" whose first half a place reader drew (the cliff): the end of a word, no thing.
  if (entry.startsWith('-')) return null
  // A name as typed ("Patagonia", "Route 66") is said as it is.
  if (/[A-Z0-9]/.test(entry)) return entry
  const parts = entry.toLowerCase().split(/\s+/)
  if (parts.length === 1) {
    const at = words.indexOf(parts[0])
    return at >= 0 && notSaidHere(words, at) ? null : entry
  }
  const at = indexOfRun(words, parts)
  if (at < 0) {
    // "dad cereal" of "dad's cereal": an owner before the thing is no part of its name.
    const owner = typed.findIndex(
      (w, i) => w.toLowerCase() === `${parts[0]}'s` && typed[i + 1]?.toLowerCase() === parts[1],
    )
    return owner >= 0 && parts.length === 2 ? parts[1] : entry
  }
  // "in her cupped hands", "with his bare feet": the owner's own body, drawn with them, never a thing said.
  if (OWNER.test(words[at - 1] ?? '') && bodyPart(parts[parts.length - 1])) return null
  // "shot put", "green beans": a name WordNet knows whole is said whole.
  if (nounKinds(parts.join('_')).length) return entry
  // "a heavy book": a describing word before the noun is left off what is said.
  let from = 0
  while (from < parts.length - 1 && notSaidHere(words, at + from)) from++
  return from ? parts.slice(from).join(' ') : entry
}

const OWNER = /^(his|her|their|its|my|our|your)$/

function indexOfRun(words: string[], parts: string[]): number {
  for (let i = 0; i + parts.length <= words.length; i++)
    if (parts.every((p, j) => words[i + j] === p)) return i
  return -1
}

/** A holder: a container word, or one WordNet first files as a container ("a basin of tomatoes" is a basin). */
const holder = (word: string) =>
  CONTAINERS.has(lemmatize(word)) ||
  (nounSenses(lemmatize(word), 1)[0]?.classes.includes('container') ?? false)
