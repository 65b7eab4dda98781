import { nounKind } from '../vocabulary'

// The little words a prompt is held together by: articles, possessives, pronouns (reflexive ones too: "a
// turtle sunning itself"), prepositions and conjunctions. One list for every reader: none is ever a thing to
// draw, a thing left out, or half of a compound noun ("a flag on Mars" is no flagon).

const ARTICLES = 'a an the some this that these those'
const POSSESSIVES = 'its his her their my your our'
const PRONOUNS =
  'it he she they them him me us we you i itself himself herself themselves myself yourself yourselves ourselves'
const PREPOSITIONS = 'of to in on at under over near by with without for from into onto as'
// Prepositions WordNet knows as no word at all: never a thing WordNet does not know ("between the mountains").
const MORE_PREPOSITIONS = 'between against among amid amidst toward towards beyond upon within via throughout'
const CONJUNCTIONS = 'and or but because so while when until after before since though although if'
const BE = 'is are be being'
// Words that ask or point ("showing a girl where to put her fingers"): WordNet knows none as a thing.
const QUESTION_WORDS = 'where what how why who whom whose which'

export const LITTLE_WORDS: ReadonlySet<string> = new Set(
  [ARTICLES, POSSESSIVES, PRONOUNS, PREPOSITIONS, MORE_PREPOSITIONS, CONJUNCTIONS, BE, QUESTION_WORDS]
    .join(' ')
    .split(' '),
)

/** The little words and `more`, as one set: each reader adds the words it also reads past. */
export function littleWordsAnd(more: string): Set<string> {
  return new Set([...LITTLE_WORDS, ...more.split(/\s+/).filter(Boolean)])
}

export const isLittleWord = (word: string) => LITTLE_WORDS.has(word)

/** A word that says which one: an article, a possessive or "some" ("a sled", "his homework"). */
export const DETERMINER = /^(a|an|the|his|her|its|their|my|your|our|some)$/

/**
 * A name of two letters for a person or an animal ("a DJ", "an ox"): a thing like any longer word. Every other
 * two-letter word is a little word, an abbreviation or a sound ("up", "ok", "hi").
 */
export function shortNoun(word: string): boolean {
  const kind = word.length === 2 && !LITTLE_WORDS.has(word) ? nounKind(word) : null
  return kind === 'noun.person' || kind === 'noun.animal'
}
