import { conceptForPhrase, lemmatize, normalizePhrase, nounKinds, senseSteps } from '../vocabulary'
import { isLittleWord } from './little-words'

// The art's nest is a bird's, with its eggs. A wasp's, a hornet's or an ant's nest is no such thing: "a wasp
// nest" drew the wasp beside a bird's nest of eggs. Named for an animal that is no bird, the nest is said
// ("Drawn without: wasp nest"), never the bird's nest drawn for it. "A bird and its nest", "a robin's nest"
// keep it.

const NEST = 'nest-with-eggs'
const POSSESSIVE = /^(its|their|his|her)$/

/** A bird: one of the word's first senses is a kind of bird. */
function isBird(word: string): boolean {
  for (let sense = 0; sense < 4; sense++) {
    const steps = senseSteps(word, sense, 12)
    if (!steps) return false
    if (steps.some((s) => s.words.includes('bird'))) return true
  }
  return false
}

/**
 * The animal whose nest the word at `i` names, when it is the art's bird's nest and the animal is no bird: the
 * word just before ("wasp nest", "wasp's nest"), or the animal an "its" before it points back to ("a wasp and
 * its nest"). Its index in `words`, or -1.
 */
export function nestOfNoBird(words: string[], i: number): number {
  if (conceptForPhrase(words[i])?.id !== NEST) return -1
  const prev = words[i - 1] ?? ''
  const owner = POSSESSIVE.test(prev)
    ? words.slice(0, i - 1).findLastIndex((w) => !isLittleWord(w) && animalWord(w))
    : animalWord(prev)
      ? i - 1
      : -1
  return owner >= 0 && !isBird(lemmatize(words[owner].replace(/'s$/, ''))) ? owner : -1
}

function animalWord(word: string): boolean {
  // Any of its senses: a wasp is first a WASP to WordNet.
  const concept = conceptForPhrase(word.replace(/'s$/, ''))
  return concept !== null && nounKinds(normalizePhrase(concept.label)).includes('noun.animal')
}
