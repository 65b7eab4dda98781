import { conceptForPhrase, nounKind } from '../vocabulary'
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
    if (part.length < n || part.some(isLittleWord)) continue
    const phrase = part.join(' ')
    if (conceptForPhrase(phrase)) continue
    // Written apart, known whole: "chimney sweep" is WordNet's "chimneysweep".
    const names = n === 2 ? [phrase, part.join('')] : [phrase]
    for (const name of names) {
      if (nounKind(name) !== 'noun.person') continue
      const who = personWho(name)
      if (who) return { phrase, span: n, who }
    }
  }
  return null
}
