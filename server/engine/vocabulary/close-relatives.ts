import type { Concept } from './concept-types'
import { reachedInSense } from './drawn-sense'
import { nearestDrawnKin } from './nearest-kin'
import {
  groupMembers,
  hypernymsOf,
  hyponymsOf,
  memberOf,
  nounSenseOffsets,
  synsetInfo,
  synsetsAbove,
} from './wordnet'

/**
 * The one rule for an animal Colorly has no drawing of, when WordNet's walk in concept-index.ts found nothing
 * (docs/decisions/0123-animals-children-ask-for.md). It is drawn as another animal, and the page says so
 * ("Drawn as a ferret: Colorly has no weasel yet"), only when that animal is
 * - what it is a kind of, five levels up at most, and a drawing that looks like all its kinds
 *   (LOOKS_LIKE_ITS_KIN: a goldfinch is a bird, a rattlesnake a snake, a tarantula a spider), or else
 * - its close relative: the one drawing of its WordNet genus, or else of its family (a weasel and a stoat are
 *   drawn as the ferret, genus Mustela; a mongoose as the meerkat; a gerbil as the hamster).
 * A capybara has no drawn relative in its family, so it is no mouse; a cockroach shares only its order with the
 * mantis; a wolverine's family holds both the otter and the ferret, so neither is the one: they stay refused
 * unless drawn. The relatives the catalogue names itself ('~jaguar' on the leopard) are checked against this
 * rule in close-relatives.test.ts.
 */
export function relativeDrawing(lemma: string, drawingOf: (word: string) => Concept | null): Concept | null {
  const [first, second] = nounSenseOffsets(lemma)
  // The animal when it is the word's first sense, or comes after its flesh ("quail"), a name ("lynx", a text
  // browser) or an insult named after it ("a weasel", a sneak): a crane is first the machine, a nanny the
  // children's nurse, neither the animal.
  const before = first === undefined ? '' : synsetInfo(first).kind
  const sense =
    before === 'noun.animal'
      ? first
      : second !== undefined &&
          synsetInfo(second).kind === 'noun.animal' &&
          (LEADS_TO_THE_ANIMAL.has(before) ||
            (before === 'noun.person' && (NAMED_AFTER_IT.has(lemma) || aliasOnly(first, lemma))))
        ? second
        : undefined
  if (sense === undefined) return null
  return (
    kindLookingAlike(sense, drawingOf) ??
    relativeOfSense(sense, drawingOf) ??
    nearestDrawnKin(sense, drawingOf)
  )
}

// Its flesh, a name, or the leather made of its hide ("chamois").
const LEADS_TO_THE_ANIMAL = new Set(['noun.food', 'noun.communication', 'noun.substance'])
// A person the word is only a nickname for, the synset headed by another word: a wolverine is first a
// Michigander, a name no child means by it.
const aliasOnly = (sense: number, lemma: string) => synsetInfo(sense).words[0] !== lemma
// Animals whose first WordNet sense is a person called after them.
const NAMED_AFTER_IT = new Set(['weasel', 'cuckoo'])

// Drawings of a kind whose breeds and varieties look like it: a beagle drawn as a dog is a beagle to a child.
export const BREEDS_LOOK_ALIKE = new Set([
  'dog',
  'cat',
  'horse',
  'cow',
  'pig',
  'sheep',
  'goat',
  'chicken',
  'rabbit',
  'duck',
])
// Drawings a far kind is drawn as, and said: a loon or a heron is a bird to a child, if not that bird; a
// rattlesnake a snake, a tarantula a spider, a trout or a catfish a fish.
export const LOOKS_LIKE_ITS_KIN = new Set([...BREEDS_LOOK_ALIKE, 'bird', 'snake', 'spider', 'fish'])

/**
 * The drawing of what an animal sense is a kind of, five levels up at most, when that drawing looks like all
 * its kinds (a goldfinch is a bird, not the cardinal of its family).
 */
function kindLookingAlike(sense: number, drawingOf: (word: string) => Concept | null): Concept | null {
  for (const [above] of [...synsetsAbove(sense, 5)].sort((a, b) => a[1] - b[1]))
    for (const word of synsetInfo(above).words) {
      const drawing = drawingOf(word)
      if (drawing && LOOKS_LIKE_ITS_KIN.has(drawing.id) && reachedInSense(above, drawing)) return drawing
    }
  return null
}

/**
 * Whether an animal sense is a kind of the drawing or shares its genus or family, however many other drawings
 * are there: what a relative the catalogue names ('~jaguar' on the leopard) is checked by.
 */
export function closeTo(
  sense: number,
  drawing: Concept,
  drawingOf: (word: string) => Concept | null,
): boolean {
  if ([...synsetsAbove(sense, 8).keys()].some((above) => reachedInSense(above, drawing))) return true
  return ranks(sense).some((groups) => drawingsIn(groups, sense, drawingOf).has(drawing.id))
}

/** The one drawing in a sense's genus, else in its family; null when none, or more than one, is there. */
export function relativeOfSense(sense: number, drawingOf: (word: string) => Concept | null): Concept | null {
  for (const groups of ranks(sense)) {
    const found = drawingsIn(groups, sense, drawingOf)
    if (found.size) return found.size === 1 ? [...found.values()][0] : null
  }
  return null
}

/**
 * The sense's genus and family, nearest first, as WordNet files them ("mammal genus", "bird family"): its own
 * groups, or those of the species it is a kind of (a stoat is a kind of ermine, a kind of weasel, of genus
 * Mustela; the pet ferret a kind of polecat).
 * An order or a class is no close group: a cockroach and a mantis share only their order.
 */
function ranks(sense: number): number[][] {
  const out: number[][] = []
  let groups: number[] = []
  for (let kinds = [sense], up = 0; !groups.length && kinds.length && up < 3; up++) {
    groups = kinds.flatMap(memberOf)
    kinds = kinds.flatMap(hypernymsOf)
  }
  for (let close = groups.filter(closeRank); out.length < 2 && close.length; ) {
    out.push(close)
    close = close.flatMap(memberOf).filter(closeRank)
  }
  return out
}

const closeRank = (group: number) =>
  hypernymsOf(group).some((h) => / (genus|family)$/.test(synsetInfo(h).words[0] ?? ''))

/**
 * The drawings that show a member of the groups (or a kind of one: the pet ferret is a kind of polecat), the
 * sense itself left out. A member is reached only in the sense a drawing shows: the echidna's synset holds the
 * word "anteater", but the anteater drawn is the giant anteater.
 */
function drawingsIn(
  groups: number[],
  sense: number,
  drawingOf: (word: string) => Concept | null,
): Map<string, Concept> {
  const found = new Map<string, Concept>()
  for (const group of groups) {
    // A family's members are genera, whose members are the species.
    const members = groupMembers(group).flatMap((m) => [m, ...groupMembers(m)])
    for (const member of members.flatMap((m) => [m, ...hyponymsOf(m)])) {
      if (member === sense) continue
      for (const word of synsetInfo(member).words) {
        const drawing = drawingOf(word)
        if (drawing && reachedInSense(member, drawing)) found.set(drawing.id, drawing)
      }
    }
  }
  return found
}

/**
 * The drawing for a word's animal sense where the prompt reads it so and its drawing is of another thing: a
 * crane with its wings spread is the bird, never the machine (plan/other-sense-here.ts). By the same walk as
 * `relativeDrawing`; null when the word has no animal sense or none is drawn near it.
 */
export function animalSenseDrawing(
  lemma: string,
  drawingOf: (word: string) => Concept | null,
): Concept | null {
  const sense = nounSenseOffsets(lemma).find((s) => synsetInfo(s).kind === 'noun.animal')
  if (sense === undefined) return null
  return (
    kindLookingAlike(sense, drawingOf) ??
    relativeOfSense(sense, drawingOf) ??
    nearestDrawnKin(sense, drawingOf)
  )
}
