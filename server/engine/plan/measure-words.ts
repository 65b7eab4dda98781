import { lemmatize, nounKinds } from '../vocabulary'

// "a row of shops", "a blade of grass", "a stack of books", "a herd of elephants": a word before "of" that
// says how many or how much of what follows, or the shape one piece of it takes, is no thing of its own.
// What follows "of" is the thing drawn or said; the measure is never drawn (a fallen leaf for "blade") nor said.

// Pieces a thing comes in, which WordNet files under the thing's own kind ("blade": a leaf).
const PIECES = new Set(
  'blade sprig slice piece drop strip sheet scoop wisp puff speck grain lump dollop flake chunk wedge'.split(
    ' ',
  ),
)

/** The word at `i` is a measure or a group of what follows its "of" ("a row of", "a flock of"). */
export function measureWord(words: string[], i: number): boolean {
  if (words[i + 1] !== 'of' || !words[i + 2]) return false
  const lemma = lemmatize(words[i])
  if (PIECES.has(lemma)) return true
  const first = nounKinds(lemma)[0]
  return first === 'noun.group' || first === 'noun.quantity'
}
