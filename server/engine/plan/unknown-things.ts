import { conceptForPhrase, isAdjective, lemmatize, nounKinds, verbLemma } from '../vocabulary'
import { DETERMINER, isLittleWord } from './little-words'

// "a rangoli pattern on the doorstep": a word neither WordNet nor the art knows, right after "a" or "the",
// is the name of a thing Colorly has no drawing for, never a word to pass over. The final accounting
// (nothing-dropped.ts) says it with the noun it names the kind of ("rangoli pattern"), so a page drawn for
// the rest of the prompt never leaves it out in silence.

/** A word no reader knows at all: no noun, describing word, verb or drawing. */
function unknownWord(word: string): boolean {
  return (
    word.length >= 4 &&
    /^[a-z]+$/.test(word) &&
    !isLittleWord(word) &&
    !nounKinds(word).length &&
    !nounKinds(lemmatize(word)).length &&
    !isAdjective(word) &&
    verbLemma(word) === null &&
    conceptForPhrase(word) === null &&
    // "diyas": the art's names are singular.
    conceptForPhrase(word.replace(/s$/, '')) === null
  )
}

/**
 * How many words from `i` name a thing no reader knows ("rangoli", or "rangoli pattern" with the noun it
 * names the kind of), or 0.
 */
export function unknownThingAt(words: string[], i: number, shown: (word: string) => boolean): number {
  if (!opensAName(words, i) || !unknownWord(words[i])) return 0
  // "doing a wheelie": a trick done, no thing.
  if (DONE.test(words[i - 2] ?? '')) return 0
  const next = words[i + 1] ?? ''
  // ("ketupat hanging in the doorway": a doing after it is no part of its name.)
  const doing = /ing$/.test(next) && verbLemma(next) !== null
  if (!next || isLittleWord(next) || doing || !nounKinds(lemmatize(next)).length) return 1
  // "the Trevi Fountain": a name for a thing the page draws (a landmark's kind, said by its own reader).
  return shown(next) || shown(lemmatize(next)) ? 0 : 2
}
// After "a", "the" or "his", and after "of", "with" and "and" ("a bowl of cornflakes", "eggs and soldiers"):
// where a thing's name stands.
const OPENS_A_NAME = new RegExp(`${DETERMINER.source}|^(of|with|and)$`)
const DONE = /^(do|does|doing|did|done|pull|pulls|pulling|pulled)$/

/**
 * Where a thing's name stands: after a determiner or "of", "with", "and"; or first in the prompt
 * ("Sinterklaas arriving on his steamboat").
 */
function opensAName(words: string[], i: number): boolean {
  // ("ketupat hanging in the doorway": a word no reader knows opening the prompt is what it is about.)
  return i === 0 || OPENS_A_NAME.test(words[i - 1])
}
