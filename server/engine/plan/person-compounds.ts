import { conceptForPhrase, isAdjective, lemmatize, normalizePhrase, nounKind } from '../vocabulary'
import { isLittleWord } from './little-words'
import { type PersonWho, personWho } from './person-words'

// A job named in two or three words whose parts are drawings of their own: "a window washer" is one person,
// never a window beside a washing machine; "a chimney sweep" (WordNet's "chimneysweep") no chimney and a
// compass for the sweep. WordNet files the whole as a person; a whole the art draws ("a hot dog") stays a thing.

/** The person named in several words from `i`, or null. */
export function personCompoundAt(
  words: string[],
  i: number,
): { phrase: string; span: number; who: PersonWho } | null {
  for (const n of [3, 2]) {
    const part = words.slice(i, i + n)
    if (part.length < n) continue
    const name = personName(part)
    const who = name ? personWho(name) : null
    if (who) return { phrase: part.join(' '), span: n, who }
  }
  return null
}

/** The name WordNet knows the words by as a person ("chimneysweep" for "chimney sweep"), or null. */
export function personName(part: string[]): string | null {
  const phrase = part.join(' ')
  if (part.some(isLittleWord) || conceptForPhrase(phrase) || !partsAreThings(part)) return null
  // Written apart, known whole: "chimney sweep" is WordNet's "chimneysweep".
  const names = part.length === 2 ? [phrase, part.join('')] : [phrase]
  return names.find((name) => nounKind(name) === 'noun.person') ?? null
}

/**
 * Only words that are things of their own: "a busy bee", "a lone wolf" and "a big brother" are a bee, a wolf
 * and a brother as a child means them, and "a crossing guard" is read by the guard the art draws.
 */
function partsAreThings(part: string[]): boolean {
  const last = part[part.length - 1]
  const head = conceptForPhrase(last)
  if (head && nounKind(normalizePhrase(head.label)) === 'noun.person') return false
  return !isAdjective(part[0]) && nounKind(lemmatize(last)) !== 'noun.animal'
}
