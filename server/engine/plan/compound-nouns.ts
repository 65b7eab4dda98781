import {
  conceptForPhrase,
  isAdjective,
  isNounPhrase,
  lemmatize,
  nounKind,
  nounSenses,
  verbLemma,
} from '../vocabulary'
import { nestBuiltOf } from './animal-homes'
import { isAnimalPart } from './animal-parts'
import { isLittleWord } from './little-words'

// Nouns of several words, read whole or by their head, so that no part of one is drawn as a thing of its own
// (a bird and a bathtub for "a bird bath") and no whole is dropped for its parts.

/**
 * "bird bath", "high chair": two words WordNet knows as one ("birdbath", "highchair") and the art has no
 * drawing for: read whole, so the page draws it or says it, never a bird and a bathtub.
 */
export function writtenApart(words: string[], i: number, n: number): boolean {
  if (n !== 2 || i + 2 > words.length) return false
  // A little word is never half a noun: "a flag on Mars" is no flagon, "a cat in a hat" no catin.
  if (isLittleWord(words[i]) || isLittleWord(words[i + 1])) return false
  const joined = words[i] + words[i + 1]
  const single = words[i] + lemmatize(words[i + 1])
  if (conceptForPhrase(joined) || conceptForPhrase(single)) return false
  const kind = nounKind(joined) ?? nounKind(single)
  return kind !== null && kind !== 'noun.act' && kind !== 'noun.attribute'
}

// Particles that end a verb's phrase ("blowing up", "letting go"), never the last word of a thing's name.
const PARTICLES = new Set('up down out off over away around along back'.split(' '))

/**
 * "letting go of", "blowing up": a verb with its particle or its little word, which WordNet may know joined
 * ("goof", "blowup") or whole ("blowing up": a scolding), is what someone does, never a thing named in two words.
 * A name neither begins nor ends with a little word, and none ends with a particle after a verb's -ing or -ed.
 */
export function verbPhrase(part: string[]): boolean {
  const first = part[0] ?? ''
  const last = part[part.length - 1] ?? ''
  if (isLittleWord(first) || isLittleWord(last)) return true
  if (!PARTICLES.has(last)) return false
  // "horse back" is a horse's back; "go out", "let up" are done.
  return /(ing|ed)$/.test(first) || (part.length === 2 && !THING_KINDS.has(nounKind(lemmatize(first)) ?? ''))
}
const THING_KINDS = new Set(['noun.animal', 'noun.artifact', 'noun.food', 'noun.plant', 'noun.object'])

/** "candy canes", "stop signs": a compound WordNet knows, named in the plural. */
export function pluralCompound(words: string[], i: number, n: number): boolean {
  if (i + n > words.length) return false
  const last = lemmatize(words[i + n - 1])
  return last !== words[i + n - 1] && isNounPhrase([...words.slice(i, i + n - 1), last].join(' '))
}

/**
 * "spaghetti and meatballs", "bread and butter": a dish WordNet names whole whose first word is a drawing
 * is two things to draw (or one to draw and one to say), never one thing refused.
 */
/**
 * "the dog's ears", "the horse's tail": an animal drawn before a part of a body is the animal and its part, never
 * WordNet's "dog ear" (a page's folded corner) or "dogtooth" read whole and said.
 */
export function animalAndItsPart(words: string[], i: number, n: number): boolean {
  if (n !== 2 || !conceptForPhrase(words[i]) || nounKind(lemmatize(words[i])) !== 'noun.animal') return false
  const part = lemmatize(words[i + 1] ?? '')
  return nounKind(part) === 'noun.body' || isAnimalPart(part)
}

export function twoDrawings(words: string[], i: number, n: number): boolean {
  return words.slice(i, i + n).includes('and') && conceptForPhrase(words[i]) !== null
}

/**
 * "a cheese sandwich", "tomato soup": a food straight before a drawing of a food is what it is made of, the
 * dish is the thing drawn (a fourth subject would otherwise be dropped for a tomato beside the soup).
 */
export function flavours(words: string[], i: number): boolean {
  const next = words[i + 1]
  if (!next || !conceptForPhrase(words[i])) return false
  const kind = nounKind(lemmatize(words[i]))
  if (kind !== 'noun.food' && kind !== 'noun.plant') return false
  return conceptForPhrase(next) !== null && nounKind(lemmatize(next)) === 'noun.food'
}

// What a thing is made of, before the thing: "a glass jar" is a jar (no eyeglasses beside it), "a wooden
// spoon" and "a silver spoon" are spoons, though WordNet knows the last two whole (a booby prize, wealth).
export const MATERIALS = new Set(
  'glass paper clay plastic metal wooden wood tin steel iron rubber leather wool woolen woollen wicker cardboard ceramic porcelain crystal brass copper silver gold golden stone velvet silk cotton denim'.split(
    ' ',
  ),
)
// Words that say how big, old or nice a thing is, never which kind: "a big tree" is a tree, though WordNet
// names a sequoia "big tree".
// Shapes too: "a round table" is a table, not WordNet's round table (a conference), "a round window" no part of
// the ear.
const PLAIN_DESCRIBING = new Set(
  'big small little large huge giant tiny tall short cute happy funny silly beautiful pretty lovely nice sweet friendly young old round square oval circular rectangular triangular'.split(
    ' ',
  ),
)

/**
 * "a big tree", "a tall tree", "a wooden spoon": a plain describing word or a material before a drawing is no
 * compound name WordNet may know it by; the drawing is read.
 */
export function plainlyDescribed(words: string[], i: number, n: number): boolean {
  const describing = PLAIN_DESCRIBING.has(words[i]) || MATERIALS.has(words[i])
  return describing && conceptForPhrase(words.slice(i + 1, i + n).join(' ')) !== null
}

// Things worn whose kind a drawing before them names: "a fire helmet", "a sun hat", "a bike helmet".
const WORN_KINDS = /^(helmets?|hats?|caps?|boots?|masks?|costumes?|goggles)$/

/**
 * "a fire helmet", "a space helmet": a drawing straight before a worn thing says which kind it is; the worn
 * thing is drawn (a fire on a dog's head would be another picture). A name with its own drawing ("a top hat")
 * is read whole before this.
 */
export function describesWorn(words: string[], i: number): boolean {
  const next = words[i + 1] ?? ''
  return WORN_KINDS.test(next) && conceptForPhrase(words[i]) !== null && conceptForPhrase(next) !== null
}

/**
 * The word at `i` names the kind of the drawing after it: a food's ("tomato soup"), a worn thing's, or what a nest
 * is built of ("a grass nest", animal-homes.ts).
 */
export const describesKind = (words: string[], i: number) =>
  flavours(words, i) || describesWorn(words, i) || nestBuiltOf(words, i)

/**
 * "a fire lookout tower": a drawing, a noun with none, and a drawing name one thing, a kind of the last (a
 * lookout tower, for fires). Read by its head and said, never as a fire beside a tower.
 */
export function modifiesCompound(words: string[], i: number): boolean {
  const [first, middle, head] = words.slice(i, i + 3)
  if (!middle || !head || isLittleWord(middle) || /(ing|ed|ly)$/.test(middle) || isAdjective(middle))
    return false
  if (!conceptForPhrase(first) || conceptForPhrase(middle) || !conceptForPhrase(head)) return false
  // "a star fruit truck": a name WordNet knows ("star fruit") is read whole elsewhere.
  if (conceptForPhrase(`${middle} ${head}`) || conceptForPhrase(`${first} ${middle}`)) return false
  if (isNounPhrase(`${first} ${middle}`) || nounKind(first + middle) !== null) return false
  return nounKind(lemmatize(middle)) !== null
}

/**
 * "a skate park", "a ski resort": gear one does a thing with (a noun that is also the verb) straight before a
 * place (`i + 1` is one) is the place for doing it, read as that place and said; the gear is not what the place shows (no ice
 * skate in a skate park). A creature's or a plant's place keeps it ("a dog park", "a flower garden").
 */
export function placeForDoing(words: string[], i: number): boolean {
  const [first, head] = words.slice(i, i + 2)
  // "a plane flying over the city": a doing word after the gear is what it does, not a place.
  if (!head || /ing$/.test(head) || conceptForPhrase(`${first} ${head}`)) return false
  // "a castle lawn": a building is whose the place is (place-words.ts), not gear one castles with.
  if (nounSenses(first, 1).some((s) => s.classes.some((c) => /^(building|edifice)$/.test(c)))) return false
  return nounKind(first) === 'noun.artifact' && verbLemma(first) === first
}
