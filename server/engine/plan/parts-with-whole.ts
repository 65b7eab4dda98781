// A string with its own drawing that, named with what it belongs to, is that thing's part: "the strings of a harp",
// "a kite on a string", "a puppet on strings" draw the harp, the kite, the puppet, never a ball of string beside
// them (docs/decisions/0235-things-said-drawn.md). WordNet gives none of these wholes a string.
import { type Concept, conceptForPhrase, isAdjective, lemmatize, nounKind } from '../vocabulary'

// Drawings that show their own string or strings.
const STRUNG = new Set([
  'harp',
  'guitar',
  'violin',
  'ukulele',
  'banjo',
  'kite',
  'balloon',
  'yo-yo',
  'puppet',
  'bow',
  'tennis-racket',
  'marionette',
])

/**
 * Whether the string `found` at `words[i]` (`span` words) belongs to a drawing read before it ("a kite on a
 * string") or to the one named after its "of" ("the strings of a tall golden harp", "guitar strings").
 */
export function partOfWholeNamed(
  words: string[],
  i: number,
  span: number,
  found: Concept,
  drawn: Concept[],
): boolean {
  if (found.id !== 'yarn' || !/^strings?$/.test(words[i])) return false
  if (drawn.some((whole) => STRUNG.has(whole.id))) return true
  if (STRUNG.has(conceptForPhrase(words[i - 1] ?? '')?.id ?? '')) return true
  if (words[i + span] !== 'of') return false
  for (const word of words.slice(i + span + 1, i + span + 6)) {
    const whole = conceptForPhrase(word)
    if (whole) return STRUNG.has(whole.id)
  }
  return false
}

/**
 * "a cross teacher", "a cross old cat": "cross" before someone (describing words between) says how they feel; it
 * is no wooden cross to draw. WordNet's first sense of the word after says whether it is someone.
 */
export function crossDescribing(words: string[], i: number, found: Concept): boolean {
  if (found.id !== 'cross' || words[i] !== 'cross') return false
  for (const word of words.slice(i + 1, i + 4)) {
    const kind = nounKind(lemmatize(word))
    if (kind === 'noun.person' || kind === 'noun.animal') return true
    if (!isAdjective(word)) return false
  }
  return false
}
