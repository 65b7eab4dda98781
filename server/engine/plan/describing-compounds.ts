import { isAdjective, isAdverb, lemmatize, nounKind, verbLemma } from '../vocabulary'
import { isLittleWord } from './little-words'

// "a half-sunk log", "flat-pack bookshelves", "a long-tailed tit": words joined by hyphens that describe
// what follows are no thing of their own, never said as left out. Each part is a word WordNet knows; the
// whole ends in a describing word or a verb's past form ("sunk", "tailed"), or stands right before a noun.

const known = (part: string) =>
  isLittleWord(part) ||
  nounKind(lemmatize(part)) !== null ||
  isAdjective(part) ||
  isAdverb(part) ||
  verbLemma(part) !== null

/** The word at `i` is a hyphenated describing word ("half-sunk", "flat-pack" before "bookshelves"). */
export function describingCompound(words: string[], i: number): boolean {
  const parts = words[i].split('-')
  if (parts.length < 2 || !parts.every((p) => p.length > 0 && known(p))) return false
  // "glow-worms": a thing WordNet spells as one word.
  if (nounKind(lemmatize(parts.join(''))) !== null) return false
  const last = parts[parts.length - 1]
  const verb = verbLemma(last)
  // ("worms" is a verb's form too, but no describing one: only a past form describes.)
  if (isAdjective(last) || (verb !== null && verb !== last && !/s$/.test(last))) return true
  const next = words[i + 1]
  return next !== undefined && !isLittleWord(next) && nounKind(lemmatize(next)) !== null
}
