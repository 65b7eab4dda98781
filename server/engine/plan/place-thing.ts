import { lemmatize, nounSenses } from '../vocabulary'
import { LANDMARK_KINDS } from './landmark-kinds'
import { HEAD_WORDS } from './landmark-names'

// What stands at or makes up a town, not a shop or a meal: a building, a landform, water, a mill.
const PLACE_CLASSES = ['structure', 'geological formation', 'body of water', 'location', 'tract', 'mill']
// A landmark's kind by its last word, WordNet's classes aside: standing "stones", "pyramids" (WordNet's solid
// shape), "ruins".
const KIND_WORDS = new Set([
  ...Object.keys(HEAD_WORDS),
  ...Object.keys(LANDMARK_KINDS).map((kind) => kind.split(' ').at(-1) ?? kind),
])

/**
 * Whether a word before "at" or "of" is a place's own thing, so the one name after it is a town's, lettered:
 * "the castle at Conwy", "the windmill at Keukenhof", "the Ganges at Varanasi", "the canals of Bruges"; never
 * "shopping at Tesco" nor "lunch at Greggs" (docs/decisions/0195-landmarks-drawn-as-kind.md).
 */
export function placeThing(typed: string | undefined, preposition: 'at' | 'of'): boolean {
  if (!typed) return false
  // A river's name before "at" ("the Ganges at Varanasi"); a name before "of" is the start of a longer one
  // ("the Angel of the North", "the Gateway of India").
  if (/^[A-Z][a-z]/.test(typed)) return preposition === 'at'
  const word = lemmatize(typed.toLowerCase())
  if (KIND_WORDS.has(typed.toLowerCase()) || KIND_WORDS.has(word)) return true
  return nounSenses(word, 2).some((sense) => PLACE_CLASSES.some((c) => sense.classes.includes(c)))
}
