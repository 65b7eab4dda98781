import { animalKinds, conceptForPhrase, lemmatize, normalizePhrase, nounKinds } from '../vocabulary'
import { isLittleWord } from './little-words'

// The art's nest is a bird's, with its eggs. A wasp's, a hornet's or an ant's nest is no such thing: "a wasp
// nest" drew the wasp beside a bird's nest of eggs. Named for an animal that is no bird, the nest is said
// ("Drawn without: wasp nest"), never the bird's nest drawn for it. "A bird and its nest", "a robin's nest"
// keep it.

const NEST = 'nest-with-eggs'
const POSSESSIVE = /^(its|their|his|her)$/

/**
 * A bird: its animal sense is a kind of bird, however WordNet orders its senses (a robin's are not ranked, so
 * only the senses' own classes tell it is a bird).
 */
const isBird = (word: string) => animalKinds(word).has('bird')

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

// What a nest is built of is a plant or a stuff: grass, twigs, moss, mud, leaves, feathers.
const BUILT_OF = new Set(['noun.plant', 'noun.substance', 'noun.object', 'noun.body'])

/**
 * "a round grass nest", "a mud nest", "a twig nest": a plant or a stuff straight before the nest is what it is
 * built of, the nest drawn; never grass drawn beside it as a subject of its own.
 */
export function nestBuiltOf(words: string[], i: number): boolean {
  const next = words[i + 1] ?? ''
  if (conceptForPhrase(lemmatize(next))?.id !== NEST || animalWord(words[i])) return false
  const kinds = nounKinds(lemmatize(words[i]))
  return kinds.length > 0 && BUILT_OF.has(kinds[0])
}
