import type { Concept } from './concept-types'
import { normalizePhrase } from './normalize-phrase'
import { nounSenseOffsets, synsetInfo, synsetsAbove } from './wordnet'

/**
 * Which sense of a name a drawing shows, as WordNet synsets: a word reaches the drawing only through that
 * sense (docs/decisions/0115-stand-ins-by-sense.md). The beetle drawn is the insect, so a gavel (a mallet,
 * which WordNet also calls a "beetle") never reaches it; the soap drawn is the cleanser, not the drug whose
 * street names are "soap" and "max".
 *
 * A drawing shows the sense of its own name most of its other names mean, else its name's first (labelSenses),
 * and the first senses of its other names that agree; a drawing of a sense none of its names says is in
 * DRAWN_AS.
 */
export function drawnSenses(concept: Concept): number[] {
  const cached = sensesCache.get(concept.id)
  if (cached) return cached
  const own = ownSenses(concept)
  // Another name counts in its first sense when that is the drawing, a kind of it ("stallion": a horse), what it
  // is a kind of or a near relative (a "boat" drawn as the sailboat: then a houseboat stands in, said), or when
  // WordNet does not know the drawing's own name ("couch and lamp": "sofa"); "sub", first a sandwich, does not
  // take a hero sandwich to the submarine.
  const others = otherNames(concept).flatMap((name) => nounSenseOffsets(name).slice(0, 1))
  const agree = own.length ? others.filter((o) => senseRelation(o, own) !== 'other') : others
  const found = [...new Set([...own, ...agree])]
  sensesCache.set(concept.id, found)
  return found
}

const sensesCache = new Map<string, number[]>()

/** A drawing's names other than its own, '~' ones (stand-ins, said) left out. */
function otherNames(concept: Concept): string[] {
  const label = normalizePhrase(concept.label)
  return (concept.aliases ?? [])
    .filter((a) => !a.startsWith('~'))
    .map(normalizePhrase)
    .filter((a) => a !== label)
}

/** Whether a synset met on a walk up from a word is a sense the drawing shows. */
export function reachedInSense(offset: number, concept: Concept): boolean {
  return drawnSenses(concept).includes(offset)
}

/** The senses a drawing's own name is drawn in, whatever its other names mean: what those are checked by. */
export function ownSenses(concept: Concept): number[] {
  const as = DRAWN_AS[concept.id]
  return [
    ...(as ? as.flatMap(senseNamed) : labelSenses(concept)),
    ...(ALSO_DRAWN_AS[concept.id] ?? []).flatMap(senseNamed),
  ]
}

/** The senses of a drawing's name as WordNet spells it ("glasses", not "glass"). */
function nameSenses(concept: Concept): number[] {
  const exact = nounSenseOffsets(concept.label.toLowerCase())
  return exact.length ? exact : nounSenseOffsets(normalizePhrase(concept.label))
}

/**
 * The senses a drawing's own name is drawn in: the sense most of its other names are (a stroller is first a
 * person strolling, but its names pram, pushchair and buggy are the baby carriage drawn), else its first
 * (firstDrawnSense).
 */
function labelSenses(concept: Concept): number[] {
  const senses = nameSenses(concept)
  const others = otherNames(concept)
  const votes = senses.slice(0, 8).map((sense) => {
    let count = 0
    for (const other of others)
      if (
        nounSenseOffsets(other)
          .slice(0, 2)
          .some((o) => synsetsAbove(o, KIND_LEVELS).has(sense))
      )
        count++
    return count
  })
  // Every sense with the most votes: WordNet files a dining table and a kitchen table under two tables.
  const most = Math.max(0, ...votes)
  return most > 0 ? senses.filter((_, i) => votes[i] === most) : firstDrawnSense(senses)
}

/**
 * A drawing's name with no other names to say which sense it shows: its first sense, and when that is no thing
 * one draws, the first thing after it (a cloud is first any mass of particles, then the cloud in the sky; a
 * knot first a cluster of people, then the knot tied). A rarer sense (soap: the drug after the cleanser; a
 * submarine: the sandwich after the boat; a snowflake: the bunting after the crystal) is not drawn.
 */
function firstDrawnSense(senses: number[]): number[] {
  if (!senses.length || DRAWN_KINDS.has(synsetInfo(senses[0]).kind)) return senses.slice(0, 1)
  const drawn = senses.slice(1, 4).find((sense) => THINGS.has(synsetInfo(sense).kind))
  return drawn === undefined ? senses.slice(0, 1) : [senses[0], drawn]
}

const THINGS = new Set(['noun.artifact', 'noun.object'])
const DRAWN_KINDS = new Set([
  ...THINGS,
  'noun.animal',
  'noun.food',
  'noun.plant',
  'noun.person',
  'noun.body',
  'noun.substance',
])

/**
 * Whether a sense is the first of its kind of thing among a word's senses ("whale": first a very large person,
 * then the first animal): a name's last word means its drawing in that sense ("humpback whale"), not in a
 * rarer one of a kind already met ("publishing house": a firm; "passenger car": a railcar, not the automobile).
 */
export function firstThingOfItsKind(word: string, offset: number): boolean {
  const { kind } = synsetInfo(offset)
  if (!DRAWN_KINDS.has(kind)) return false
  return nounSenseOffsets(word).find((sense) => synsetInfo(sense).kind === kind) === offset
}

/** Whether a word reaching the drawing is what the drawing's name means (not so for a manger: a "trough"). */
export function drawnByItsName(concept: Concept): boolean {
  return !SAID_BY_ITS_NAME.has(concept.id)
}

/**
 * How a word's sense stands to a drawing's: the drawing itself ('same'), a kind of it ('kind': a poodle and
 * the dog), a close relative under one near class ('kin': a moth and the butterfly, both lepidopterans), or
 * another thing ('other'); 'unknown' when WordNet knows neither.
 */
export type SenseRelation = 'same' | 'kind' | 'broader' | 'kin' | 'other' | 'unknown'

/**
 * `broader`: the drawing is a kind of what the word means (a boat drawn as a sailboat, a hat as a top hat): a
 * picture of one. `names`: the drawing's names; a sense whose gloss says it is one of them is a kind of it
 * (WordNet files a kitten, "young domestic cat", under young mammals, a tigress, "a female tiger", under big cats).
 */
export function senseRelation(
  offset: number | undefined,
  drawn: number[],
  names: string[] = [],
): SenseRelation {
  if (offset === undefined || drawn.length === 0) return 'unknown'
  if (drawn.includes(offset)) return 'same'
  const above = synsetsAbove(offset, KIND_LEVELS)
  if (drawn.some((d) => above.has(d))) return 'kind'
  const gloss = synsetInfo(offset).gloss.split(';')[0]
  if (names.some((name) => new RegExp(`\\b${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}s?\\b`).test(gloss)))
    return 'kind'
  if (drawn.some((d) => synsetsAbove(d, KIND_LEVELS).has(offset))) return 'broader'
  const near = synsetsAbove(offset, KIN_LEVELS)
  const kin = drawn.some((d) =>
    [...synsetsAbove(d, KIN_LEVELS).keys()].some((a) => near.has(a) && !tooBroadKin().has(a)),
  )
  return kin ? 'kin' : 'other'
}

// How far up a kind may be and still be drawn as the drawing (a golden retriever is five levels below dog).
const KIND_LEVELS = 6
// A relative shares a class this near: a moth and a butterfly are both lepidopterans, one level up.
const KIN_LEVELS = 2

let broad: Set<number> | null = null
/** Classes too broad to make two things relatives: every artifact is an "instrumentality" two levels up. */
const tooBroadKin = () =>
  (broad ??= new Set(
    [
      'instrumentality',
      'artifact',
      'whole',
      'object',
      'device',
      'container',
      'covering',
      'structure',
      'commodity',
      'implement',
      'food',
      'foodstuff',
      'organism',
      'animal',
      'person',
      'plant',
      'matter',
      'substance',
      'equipment',
      'material',
      'solid',
      'vertebrate',
      'invertebrate',
      'mammal',
      'placental',
      'bird',
    ].flatMap((word) => nounSenseOffsets(word).slice(0, 1)),
  ))

/** "hammer#2": the second noun sense of "hammer" (names of people and places not counted). */
function senseNamed(spec: string): number[] {
  const [word, n] = spec.split('#')
  const sense = nounSenseOffsets(word)[Number(n ?? 1) - 1]
  return sense === undefined ? [] : [sense]
}

/**
 * Drawings of a sense none of their names first means, as "word#n" (or a word whose first sense it is). The
 * trough drawn is the feeding trough (WordNet's first trough is a hollow in the land), which WordNet names
 * with "manger"; the can drawn is a "tin can", first a destroyer.
 */
const DRAWN_AS: Record<string, string[]> = {
  trough: ['manger'],
  // The animals, not the fur ("raccoon" first) nor the fisher (WordNet's "black cat" is a marten).
  raccoon: ['raccoon#2'],
  'black-cat': ['cat'],
  'canned-food': ['tin can#2', 'canned food'],
}

/**
 * Senses a drawing shows besides its name's: the flag drawn is the signal flag its names agree on, and the
 * emblem WordNet files banners under; the hammer drawn is the hand tool (first, a gunlock's part).
 */
const ALSO_DRAWN_AS: Record<string, string[]> = {
  'triangular-flag': ['flag#1'],
  hammer: ['hammer#2'],
}

/** Drawings whose sense their own name first means something else: reached, they stand in and are said. */
const SAID_BY_ITS_NAME = new Set(['trough'])
