import type { Concept } from './concept-types'
import { ownSenses } from './drawn-sense'
import { hypernymsOf, nounSenseOffsets, synsetInfo, synsetsAbove } from './wordnet'

// An animal named in two words, or two joined, is a kind of the animal its last word names: a tree frog is a
// frog, a fruit bat a bat, an angelfish a fish. WordNet lists some of these with several senses it has not
// ordered (a tree frog is two frogs), so the first sense is not trusted to reach a drawing; any of them is,
// when it is a kind of the head's drawing in the sense that drawing shows (a fruit bat is no cricket bat).

// How far up a species' kinds its head may be: an angel fish is a fish seven steps up (a butterflyfish, a
// percoid, a spiny-finned fish, a teleost, a bony fish...). A name written joined is read by a drawing it
// ends in only near it (a bullfrog, a jackrabbit): a lionfish is too far under the fish to look like one.
const LEVELS = 9
const JOINED_LEVELS = 4

/**
 * The drawing a creature's name ends in, when the creature is a kind of it (`standIn` false: a tree frog is
 * a frog; a joined name, said: a rattlesnake is a snake, but not the one drawn) or its sibling under one class
 * (`standIn` true, said: a snow leopard is a big cat, as the leopard drawn is, and no house cat); null
 * otherwise.
 */
export function animalByHead(
  lemma: string,
  drawing: (name: string) => Concept | null,
): { concept: Concept; standIn: boolean } | null {
  const animals = nounSenseOffsets(lemma).filter((offset) => synsetInfo(offset).kind === 'noun.animal')
  if (!animals.length) return null
  const joined = !lemma.includes(' ')
  for (const head of heads(lemma)) {
    const concept = drawing(head)
    if (!concept) continue
    const drawn = ownSenses(concept)
    const above = animals.flatMap((offset) => [...synsetsAbove(offset, joined ? JOINED_LEVELS : LEVELS)])
    if (above.some(([at]) => drawn.includes(at))) return { concept, standIn: joined }
    // Siblings: the class right above the drawing's sense is one step or two above the creature's.
    const classes = new Set(drawn.flatMap(hypernymsOf))
    if (above.some(([at, depth]) => depth <= 2 && classes.has(at))) return { concept, standIn: true }
  }
  return null
}

/** A spaced name's last word; a joined one's endings of three letters or more, longest first ("fish" of "angelfish"). */
function heads(lemma: string): string[] {
  const words = lemma.split(' ')
  if (words.length > 1) return [words[words.length - 1]]
  const out: string[] = []
  for (let at = 2; at <= lemma.length - 3; at++) out.push(lemma.slice(at))
  return out
}

/**
 * "a Jersey cow", "a boxer dog": a sense of `word` other than the one its own drawing shows (`own`: a jersey
 * is first the shirt) is a kind of `concept` in the sense that drawing shows: the word names which kind.
 */
export function otherSenseIsKindOf(word: string, own: Concept | null, concept: Concept): boolean {
  const drawn = ownSenses(concept)
  // A Jersey is dairy cattle, cattle two steps up; the cow drawn is a mature female of cattle, one step down.
  const classes = new Set(drawn.flatMap(hypernymsOf))
  const owned = own ? ownSenses(own) : []
  return nounSenseOffsets(word).some(
    (offset) =>
      !owned.includes(offset) &&
      [...synsetsAbove(offset, LEVELS)].some(
        ([at, depth]) => drawn.includes(at) || (depth <= 2 && classes.has(at)),
      ),
  )
}

/** "a tulip flower": the sense `own` is drawn in is a kind of the one `concept` is drawn in. */
export function drawnIsKindOf(own: Concept, concept: Concept): boolean {
  const drawn = ownSenses(concept)
  return ownSenses(own).some((offset) =>
    [...synsetsAbove(offset, LEVELS).keys()].some((at) => drawn.includes(at)),
  )
}
