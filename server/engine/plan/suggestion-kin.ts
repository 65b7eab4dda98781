import type { Concept } from '../vocabulary'
import {
  allDrawableConcepts,
  conceptForPhrase,
  firstSenseIsName,
  isPartOf,
  lemmatize,
  neighbourNouns,
  normalizePhrase,
  nounKinds,
  nounSenses,
  sameFirstSense,
  senseWords,
} from '../vocabulary'
import { isLittleWord } from './little-words'
import { isPersonConcept } from './portrait-or-person'

// What a word that could not be drawn is replaced with in a suggestion: a drawing of the same kind of thing,
// nearest in WordNet's classes (a crane, the bird: a flamingo, a heron; a steamer, the ship: a boat), in the
// sense the prompt means it.

// When WordNet finds too few, drawings of the same kind of thing.
const BY_KIND: Record<string, string[]> = {
  'noun.animal': ['frog', 'turtle', 'cat', 'dog', 'lion', 'owl', 'fish'],
  'noun.person': ['girl', 'boy', 'teacher', 'firefighter', 'farmer', 'astronaut'],
  'noun.food': ['pizza', 'cupcake', 'apple', 'ice cream', 'sandwich'],
  'noun.plant': ['flower', 'tree', 'sunflower', 'cactus', 'mushroom'],
}
// An unknown name doing something ("Oluwaseun playing football", "Hairy Maclary chasing a cat"): someone who
// can do it. A word no one knows doing nothing ("xyzzy"): pages children ask for most, since no kind is known.
const DOERS = ['girl', 'boy', 'dog', 'cat', 'bear']
const ANYTHING = ['cat', 'butterfly', 'castle', 'rocket', 'flower', 'dinosaur']

// How far up WordNet's classes a replacement may be found: a steamship's ship, vessel and craft reach the boats;
// one class more (vehicle) reaches a scooter, which is no boat.
const CLASSES_UP = 3

// "flag in hole" ends with a hole but is a flag: only a name of plain words is a kind of its last word.
const holdsLittleWord = (label: string) => label.split(' ').some(isLittleWord)

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length > 3 && !isLittleWord(w))

// Kinds of sense a page is drawn of: not "chamois" the leather, nor a machine's "political machine".
const THING_KINDS = new Set([
  'noun.animal',
  'noun.person',
  'noun.artifact',
  'noun.plant',
  'noun.food',
  'noun.object',
])

/**
 * Which of a word's senses the prompt means (an index into `nounSenses`), among those that are things: the one a
 * thing the prompt names is a part of ("cranes ... with their wings spread": the bird; "a schooner with white
 * sails": the ship, not the glass), else, when WordNet gives the senses in no order of use, the one whose words
 * and classes share most words with the prompt's other words and their classes ("icebergs floating in the
 * glacier lagoon": the mass of ice, not the lettuce), else the first.
 */
export function meantSense(lemma: string, context: string): number {
  const senses = nounSenses(lemma, 4)
  const things = senses.flatMap((sense, k) => (THING_KINDS.has(sense.kind) ? [k] : []))
  if (things.length < 2) return things[0] ?? 0
  const others = words(context).filter((w) => w !== lemma && lemmatize(w) !== lemma)
  const parted = things.find((k) => {
    // The classes above the sense, not the word itself, which names every sense.
    const own = senses[k].classes.filter((c) => c !== lemma).slice(0, 6)
    return others.some((w) => own.some((c) => isPartOf(lemmatize(w), c)))
  })
  if (parted !== undefined) return parted
  if (senseWords(lemma, 0)?.ordered) return things[0]
  const around = new Set(
    others.flatMap((w) => [
      w,
      lemmatize(w),
      ...(nounSenses(lemmatize(w), 1)[0]?.classes.slice(0, 3).flatMap(words) ?? []),
    ]),
  )
  let best = things[0]
  let bestScore = 0
  for (const k of things) {
    const told = new Set(words(senseWords(lemma, k)?.text ?? '').flatMap((w) => [w, lemmatize(w)]))
    const score = [...told].filter((w) => around.has(w)).length
    if (score > bestScore) {
      best = k
      bestScore = score
    }
  }
  return best
}

/** The kinds (lexicographer files) of a drawing's name's leading senses: "sloth" is first a sin, then the animal. */
const kindsOf = (c: Concept) => {
  const kinds = nounKinds(normalizePhrase(c.label))
  return (kinds.length ? kinds : nounKinds(lemmatize(c.label.split(' ').pop() ?? ''))).slice(0, 3)
}

// A person is replaced by a person the figure draws whole ("a construction worker"), not by an emoji named for
// an activity ("person lifting weights") or a face.
const oddPerson = (c: Concept) => !isPersonConcept(c) || /^person \w+ing\b| face$/.test(c.label)

/** A drawing offered in place of a missing word, and the name the suggestion calls it by ("soldier": the guard). */
export type StandIn = { concept: Concept; name: string }

/**
 * Drawings that could stand in for `missing` (a word or phrase as typed), nearest first: drawings of the same
 * thing with another word before it (a road worker: a construction worker), its WordNet kin of the same kind in
 * the sense `context` means it, drawings whose name shares a word with it, then common drawings of that kind.
 * `doer`: the phrase does something ("Zorbo sliding").
 */
export function standIns(missing: string, context: string, doer: boolean): StandIn[] {
  const phrase = missing.toLowerCase()
  const lemma = phrase.includes(' ') ? phrase : lemmatize(phrase)
  // A name ("Venus", first the planet) is no kind of thing its other senses are (a genus of clams).
  if (/^[A-Z]/.test(missing) && firstSenseIsName(lemma)) return []
  const sense = meantSense(lemma, context)
  const kind = nounSenses(lemma, 4)[sense]?.kind ?? null
  const found: StandIn[] = []
  const add = (c: Concept | null, name = c?.label ?? '') => {
    if (!c || found.some((f) => f.concept.id === c.id)) return
    if (/^(man|woman) /.test(c.label) || (kind === 'noun.person' && oddPerson(c))) return
    if (kind && !kindsOf(c).includes(kind)) return
    found.push({ concept: c, name })
  }
  const head = phrase.split(' ').pop() ?? phrase
  if (kind)
    for (const concept of allDrawableConcepts())
      if (
        concept.label.endsWith(` ${lemmatize(head)}`) &&
        concept.label !== phrase &&
        !holdsLittleWord(concept.label)
      )
        add(concept)
  // Each WordNet word only in its own first sense of a thing (thingKinds), called by that word: a drawing's
  // label may differ (WordNet's "soldier" is drawn as the guard, and labelled as asked).
  for (const noun of neighbourNouns(lemma, 600, sense, CLASSES_UP, THING_KINDS)) {
    const concept = conceptForPhrase(noun)
    // Its own name when that is the word's ("lesser panda": the red panda), else the word ("soldier").
    add(concept, concept && !sameFirstSense(concept.label.toLowerCase(), noun) ? noun : concept?.label)
  }
  // A drawing named with the phrase's words ("two-toed sloth": the sloth), when it is of the same kind.
  const named = normalizePhrase(phrase)
    .split(' ')
    .filter((w) => w.length > 3)
  if (kind)
    for (const concept of allDrawableConcepts())
      if (concept.label.split(' ').some((w) => named.includes(w))) add(concept)
  const common = kind ? BY_KIND[kind] : doer ? DOERS : ANYTHING
  for (const name of common ?? []) add(conceptForPhrase(name))
  return found
}
