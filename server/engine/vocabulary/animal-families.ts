import type { Concept } from './concept-types'
import { nounSenseOffsets, synsetInfo, synsetsAbove } from './wordnet'

/**
 * Mammals, reptiles, amphibians, fish and small creatures drawn as their family, as bird-families.ts draws the
 * birds (docs/decisions/0189-animals-by-family.md). On a coloring page the colour is the child's: what is left of
 * a snow leopard, a jaguar, a bullfrog, a salmon or a stoat is its family's shape, and the label says which it
 * is. A species whose WordNet class (nearest first) is one of these is drawn as the family's drawing, labelled
 * as the prompt names it, and counts as drawn. Where the family's drawing only comes near (a shrew's snout is
 * no mouse's) the page draws it and says so. A class mapped to null keeps the one rule of close-relatives.ts.
 * The okapi, lynx, puma, wildebeest and shrew, which children ask for most of these, have drawings of their own
 * (wild-cousins-concepts.ts), which are found before any family.
 */
export type Family = { drawing: string; said: boolean } | null

const FAMILIES: ReadonlyMap<string, Family> = new Map<string, Family>([
  // Cats: a snow leopard, a jaguar; the lynx, the puma and the ocelot are wildcats, plain or tufted: said.
  ['big cat', { drawing: 'leopard', said: false }],
  ['wildcat', null],
  // Small rodents a child knows as mice: a dormouse, a gerbil (a mouse's long tail, no hamster's stump), a vole.
  ['dormouse', { drawing: 'mouse', said: false }],
  ['gerbil', { drawing: 'mouse', said: false }],
  ['wood rat', { drawing: 'mouse', said: false }],
  ['insectivore', { drawing: 'mouse', said: true }],
  // Weasels: a stoat, a mink, a pine marten, long and low like the ferret; a wolverine or a honey badger is no
  // ferret (their family holds the otter and the badger too).
  ['weasel', { drawing: 'ferret', said: false }],
  ['marten', { drawing: 'ferret', said: false }],
  ['mink', { drawing: 'ferret', said: false }],
  ['polecat', { drawing: 'ferret', said: false }],
  ['musteline mammal', null],
  ['monkey', { drawing: 'monkey', said: false }],
  ['gnu', { drawing: 'gazelle', said: true }],
  ['antelope', { drawing: 'gazelle', said: false }],
  // Breeds: a golden retriever, a spaniel, a Shetland pony, a Highland cow (the dachshund has its own drawing).
  ['dog', { drawing: 'dog', said: false }],
  ['horse', { drawing: 'horse', said: false }],
  ['cattle', { drawing: 'cow', said: false }],
  // Reptiles and amphibians: a komodo dragon, a bullfrog, a natterjack, a fire salamander, a python.
  ['lizard', { drawing: 'lizard', said: false }],
  ['crocodilian reptile', { drawing: 'crocodile', said: false }],
  ['snake', { drawing: 'snake', said: false }],
  ['turtle', { drawing: 'turtle', said: false }],
  ['frog', { drawing: 'frog', said: false }],
  ['salamander', { drawing: 'newt', said: false }],
  // Fish: a whale shark, a salmon, a trout, a carp (a catfish's whiskers: the catalogue says it).
  ['shark', { drawing: 'shark', said: false }],
  // A lionfish's or a stonefish's spines are what it is: drawn as the fish and said.
  ['scorpaenid', { drawing: 'fish', said: true }],
  ['fish', { drawing: 'fish', said: false }],
  // A tarantula is a spider; a grasshopper or a locust the cricket's shape.
  ['spider', { drawing: 'spider', said: false }],
  ['orthopterous insect', { drawing: 'cricket', said: false }],
])

// Kinds of sense an animal's name may come after and still mean the animal on a coloring page: a weasel and a
// shrew are first a person, a salmon a colour after the fish, a catfish the food, a mink its fur.
const BEFORE_THE_ANIMAL = new Set([
  'noun.state',
  'noun.person',
  'noun.attribute',
  'noun.food',
  'noun.communication',
  'noun.substance',
  'noun.quantity',
  'noun.plant',
])

export type FamilyDrawing = { concept: Concept; standIn: boolean }

/**
 * The family drawing an animal species is drawn as (labelled `lemma` when it counts as drawn), or null when the
 * word is no animal, of no family drawn here, or the drawing is missing. Birds are bird-families.ts's.
 */
export function animalFamilyDrawing(
  lemma: string,
  drawingOf: (word: string) => Concept | null,
): FamilyDrawing | null {
  const sense = animalSense(lemma)
  if (sense === undefined) return null
  const above = [...synsetsAbove(sense, 10)].sort((a, b) => a[1] - b[1]).map(([at]) => synsetInfo(at).words)
  if (above.some((words) => words.includes('bird'))) return null
  return familyDrawing(lemma, above, FAMILIES, drawingOf)
}

/** The first family of `families` among the classes above (nearest first): its drawing, labelled or said. */
export function familyDrawing(
  lemma: string,
  above: string[][],
  families: ReadonlyMap<string, Family>,
  drawingOf: (word: string) => Concept | null,
): FamilyDrawing | null {
  for (const words of above)
    for (const word of words) {
      const family = families.get(word)
      if (family === undefined) continue
      const concept = family && drawingOf(family.drawing)
      if (!family || !concept) return null
      return family.said
        ? { concept, standIn: true }
        : { concept: { ...concept, label: lemma }, standIn: false }
    }
  return null
}

/** The animal sense of a name: its first, when only senses never drawn for an animal's name come before it. */
function animalSense(lemma: string): number | undefined {
  let fur = false
  for (const sense of nounSenseOffsets(lemma)) {
    const kind = synsetInfo(sense).kind
    if (kind === 'noun.animal') return sense
    // A mink is first its fur, then a coat of it, then the animal: what is made of the fur comes after it.
    if (!BEFORE_THE_ANIMAL.has(kind) && !(fur && kind === 'noun.artifact')) return undefined
    fur ||= kind === 'noun.substance'
  }
  return undefined
}

/**
 * The names of what an animal is a kind of, itself first ("cormorant": cormorant, pelecaniform seabird, ...,
 * bird, vertebrate, animal), over each of its animal senses (a peacock is first the butterfly, then the bird):
 * empty for a word that is no animal. What a part named on it is checked against.
 */
export function animalKinds(lemma: string): Set<string> {
  if (animalSense(lemma) === undefined) return new Set()
  const senses = nounSenseOffsets(lemma).filter((sense) => synsetInfo(sense).kind === 'noun.animal')
  const above = senses.flatMap((sense) => [sense, ...synsetsAbove(sense, 12).keys()])
  return new Set(above.flatMap((at) => synsetInfo(at).words))
}
