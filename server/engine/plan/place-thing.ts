import { lemmatize, nounSenses } from '../vocabulary'

// What stands at or makes up a town, not a shop or a meal: a building, a landform, water, a mill.
const PLACE_CLASSES = ['structure', 'geological formation', 'body of water', 'location', 'tract', 'mill']

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
  return nounSenses(word, 2).some((sense) => PLACE_CLASSES.some((c) => sense.classes.includes(c)))
}
