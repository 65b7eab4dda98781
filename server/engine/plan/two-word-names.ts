import {
  type Concept,
  conceptForPhrase,
  drawnIsKindOf,
  isAdjective,
  isNounPhrase,
  lemmatize,
  nounKind,
  nounKinds,
  otherSenseIsKindOf,
} from '../vocabulary'
import { flavours } from './compound-nouns'
import { isLittleWord } from './little-words'
import { isAnimalConcept } from './verb-classes'

// Names of one thing typed in two words, read whole and drawn as the thing, never as its words apart.

/**
 * "a tea pot", "a sun flower", "a star fish": a drawing's one-word name typed as two words is that drawing,
 * never a cup of tea beside a pot. Not across a little word ("a cat in" is no catin) nor a doing ("a cat walking").
 */
export function joinedDrawing(words: string[], i: number): Concept | null {
  const [first, second] = [words[i] ?? '', words[i + 1] ?? '']
  if (first.length < 2 || second.length < 2 || isLittleWord(first) || isLittleWord(second)) return null
  if (/ing$/.test(second)) return null
  return conceptForPhrase(first + second)
}

/**
 * "a Jersey cow", "a boxer dog": a drawing's word before another drawing that one of its other senses is a
 * kind of names the breed; the second is drawn, named as asked, never the first's drawing beside it (a jersey
 * shirt and a cow). A shark fish is the shark, as its own drawing is a fish: that one is drawn.
 */
export function breedBefore(words: string[], i: number, own: Concept): Concept | null {
  const next = words[i + 1] ?? ''
  if (isLittleWord(next) || /ing$/.test(next)) return null
  const kind = conceptForPhrase(next)
  if (!kind || kind.id === own.id || lemmatize(words[i]) !== words[i]) return null
  // Breeds of animals only: a pear tree is a tree with its pears beside it (read through WordNet elsewhere).
  if (!isAnimalConcept(kind)) return null
  if (otherSenseIsKindOf(words[i], own, kind)) return kind
  // "a shark fish": the shark drawn is the fish named.
  return drawnIsKindOf(own, kind) ? own : null
}

// What a word naming a species' look or home is first ("a sun bear", "a zebra fish", "a tree snake"): a thing
// of nature, a creature or a plant. A made thing before a creature is compound-senses.ts's ("a robot dog");
// weather and fire ("a fire dragon", "a rainbow unicorn") describe one drawn with them; a person is its owner
// or its young ("a pirate parrot", "a baby elephant"); a food is a sweet made in its shape ("a corn dog").
const SPECIES_WORD = /^noun\.(object|animal|plant)$/

/**
 * "a sun bear", "a zebra fish": a drawing's word before a drawn creature, the two unknown to WordNet as one,
 * name a kind of that creature; it is drawn, named as asked and said (the drawing is not that kind), never
 * the sun beside a bear.
 */
export function speciesByHead(words: string[], i: number): Concept | null {
  const [first, next] = [words[i] ?? '', words[i + 1] ?? '']
  if (!next || isLittleWord(next) || /ing$/.test(next) || lemmatize(first) !== first) return null
  const head = conceptForPhrase(next)
  // A creature, not what it lays: "a dinosaur egg" is the dinosaur's egg, drawn with it.
  if (!head || !conceptForPhrase(first) || !isAnimalConcept(head)) return null
  if (isNounPhrase(`${first} ${next}`) || nounKinds(first + lemmatize(next)).length) return null
  // "a leopard gecko": a leopard is first its fur to WordNet, then the cat.
  const kinds = nounKinds(first)
  return kinds.slice(0, 2).some((k) => SPECIES_WORD.test(k)) && !kinds.includes('noun.food') ? head : null
}

// Gatherings a page shows by their things: a picnic is its basket and its blanket, each named for it, never
// the blanket alone saying there is no picnic. The last is what the occasion is under or beside ("a picnic
// under a tree": the blanket under it).
// A dinner party is its table laid with plates, never a word said or dropped ("napkins for a dinner party").
const OCCASION_THINGS: Record<string, string[]> = {
  picnic: ['picnic basket', 'picnic blanket'],
  'dinner party': ['table', 'plate'],
}

/** The drawings of the things an occasion is drawn as, named as that occasion's; null for any other word. */
export function thingsOfOccasion(lemma: string): Concept[] | null {
  const names = Object.hasOwn(OCCASION_THINGS, lemma) ? OCCASION_THINGS[lemma] : null
  const things = names?.map((name) => ({ name, concept: conceptForPhrase(name) }))
  if (!things?.every((t) => t.concept)) return null
  return things.map(({ name, concept }) => ({ ...(concept as Concept), label: name }))
}

/**
 * "a rice cake", "a potato cake", "a ham sandwich": a food before a dish names the dish, one thing, never the
 * rice beside a cake. The dish's drawing is named as asked; when that drawing is a kind of its own (a birthday
 * cake for "cake") it is no rice cake, so `said` asks the page to say it was drawn in its place.
 */
export function dishByIngredient(
  words: string[],
  i: number,
): { concept: Concept; drawn: Concept; said: boolean } | null {
  const [first, next] = [words[i] ?? '', words[i + 1] ?? '']
  if (!next || isLittleWord(first) || isLittleWord(next) || /ing$/.test(next)) return null
  // "a cheese sandwich", "tomato soup": the dish whose first sense is food is read by flavours (compound-nouns.ts).
  if (flavours(words, i)) return null
  const food = (word: string, senses: number) =>
    nounKinds(lemmatize(word)).slice(0, senses).includes('noun.food')
  if (!food(first, 2) || !food(next, 3)) return null
  const dish = conceptForPhrase(next)
  if (!dish || isNounPhrase(`${first} ${next}`) || conceptForPhrase(`${first} ${next}`)) return null
  // A word that can describe the dish ("a sweet cake", "sweet chestnuts") only describes it: no sweets beside.
  if (isAdjective(first)) return { concept: dish, drawn: dish, said: false }
  const own = dish.label.toLowerCase()
  const said = own !== lemmatize(next) && own !== next
  return { concept: { ...dish, label: `${first} ${lemmatize(next)}` }, drawn: dish, said }
}

/**
 * "blue bottle tops": an animal named in two words ("bluebottle", the fly) whose last word begins another
 * drawing's name is that drawing, described by the first word ("blue"), never the animal.
 */
export function describesNextName(words: string[], i: number, n: number, concept?: Concept): boolean {
  if (n !== 2 || !isAdjective(words[i])) return false
  const joined = words.slice(i, i + 2).join('')
  // WordNet's bluebottle is first the cornflower, next the fly.
  if (
    !nounKinds(joined).slice(0, 2).includes('noun.animal') &&
    nounKind((concept?.label ?? '').replace(/ /g, '')) !== 'noun.animal'
  )
    return false
  return [3, 2].some(
    (m) => i + 1 + m <= words.length && conceptForPhrase(words.slice(i + 1, i + 1 + m).join(' ')),
  )
}
