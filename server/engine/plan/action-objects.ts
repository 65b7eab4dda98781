// What an action does with a thing must fit the thing: what is read is something written (a book, a letter, a
// newspaper, a map), what is eaten or drunk is food, what is tossed is small, what is held out or held fits in
// the hands. "a boy reading with a flashlight under his blanket" read the blanket, held up like a book; "dad
// scraping ice off the car" tossed the car over his head. The thing's classes come from WordNet (what its names
// are a kind of), not from a list of words. A thing the prompt places by its relation words ("under his
// blanket", "in his rocking chair", "next to his alarm clock") keeps that place and is never what is done with;
// when nothing named fits, reading draws its own book (a newspaper for "the paper"), and a reader named on a
// seat sits on it with the book on the lap.

import type { Concept } from '../vocabulary'
import { conceptById, nounSenses, realHeight } from '../vocabulary'
import type { PeopleAction, PeopleReading, PlanPeople } from './people-plan'
import type { PlanRelation } from './plan'
import type { PromptReading } from './prompt-reading'
import { isAnimalConcept } from './verb-classes'

// A name's leading senses: "book" is first a publication, "newspaper" first the press.
const SENSES = 3

/**
 * The kinds (lexicographer files) and every class above each of the concept's leading senses, by the first of its
 * names WordNet knows whole; none when it knows none (a head noun alone misleads: a juice box is no box to eat).
 */
function sensesOf(c: Concept): { kind: string; classes: string[] }[] {
  const names = [c.label.toLowerCase(), c.id.replace(/-/g, ' '), ...(c.aliases ?? [])].filter(
    (n) => !n.startsWith('~'),
  )
  for (const name of names) {
    const senses = nounSenses(name, SENSES)
    if (senses.length) return senses.map((s) => ({ kind: s.kind, classes: [name, ...s.classes] }))
  }
  return []
}

// Classes of what is read: written things, printed things, maps.
const READABLE = new Set([
  'publication',
  'print media',
  'written communication',
  'written material',
  'document',
  'book',
  'map',
  'list',
  'card',
])
// Classes of what is eaten or drunk, beside WordNet's own file of foods.
const FOOD = new Set([
  'food',
  'nutriment',
  'foodstuff',
  'beverage',
  'edible fruit',
  'vegetable',
  'baked goods',
  'dish',
])
// Classes of what no one lifts in the hands: buildings and their parts, furniture, vehicles, the land.
const NOT_IN_HAND = new Set([
  'structure',
  'building',
  'furniture',
  // A bookshelf is a shelf, a support, in WordNet: not furniture.
  'shelf',
  'vehicle',
  'craft',
  'framework',
  'opening',
  'barrier',
  'geological formation',
  'body of water',
  'land',
  'way',
])

const anyClass = (c: Concept, set: Set<string>, senses = SENSES) =>
  sensesOf(c)
    .slice(0, senses)
    .some((s) => s.classes.some((k) => set.has(k)))

/** Something written or printed to read: a book, a letter, a newspaper, a comic, a map, a menu. */
export const readable = (c: Concept) => anyClass(c, READABLE, 2)

// Classes of what covers a sleeper or a reader in bed.
const COVERS = new Set(['bedclothes', 'bedding', 'blanket', 'quilt', 'comforter'])
/** A blanket, a quilt: what covers a sleeper or a reader in bed. */
export const covers = (c: Concept | undefined) => c !== undefined && anyClass(c, COVERS, 1)

/** Food or a drink, by any leading sense ("chicken" is also its meat; a cucumber is first the plant). */
export const edible = (c: Concept) => {
  const senses = sensesOf(c)
  return !senses.length || senses.some((s) => s.kind === 'noun.food' || s.classes.some((k) => FOOD.has(k)))
}

// The kinds of a drawn thing: "table" is first a table of figures, then the furniture.
const THING_KINDS = new Set(['noun.artifact', 'noun.object', 'noun.plant', 'noun.animal', 'noun.food'])

/** Lifted in the hands: small enough (vocabulary/real-size.ts) and not a building, furniture or a vehicle. */
export const inHand = (c: Concept, tallest = 1.2) =>
  (realHeight(c) ?? 0) <= tallest &&
  !sensesOf(c)
    .filter((s) => THING_KINDS.has(s.kind))
    .slice(0, 1)
    .some((s) => s.classes.some((k) => NOT_IN_HAND.has(k)))

/** Whether the action can be done with this thing; undefined for actions that take anything (a dog walked). */
export function fitsAction(action: PeopleAction, c: Concept): boolean | undefined {
  if (action === 'read') return readable(c)
  if (action === 'eat') return edible(c)
  // Tossed up, flipped, caught: a ball, a pancake, a newspaper; not a car, nor the wheelchair the girl sits in.
  if (action === 'ball-up') return inHand(c, 0.6)
  // A balloon floats on its string from the hand ("selling balloons"): WordNet files it as a craft.
  if (action === 'hold') return inHand(c) || (c.zone === 'sky' && (realHeight(c) ?? 1) <= 0.6)
  // Held out, or the animal fed (placed by the pose): not a plane, a bed or a window.
  if (action === 'give') return isAnimalConcept(c) || inHand(c)
  return undefined
}

// Where a relation word puts a thing (the blanket over the reader, the chair sat in), not what is done with it.
const PLACED_BY = new Set(['on', 'in', 'under', 'next-to'])
// Seats a reader sits on with the book on the lap (scene/people-actions.ts seats them).
const SEATS = /^(couch-and-lamp|sofa|chair|armchair|bench|rocking-chair)$/
// The words of reading itself, which draw a book when nothing named is read.
const READING = /\b(read\w*|stud(y|ies|ying)|stor(y|ies)|bookworm)\b/
const isSeat = (c: Concept | undefined) => c !== undefined && (SEATS.test(c.id) || c.seat !== undefined)
// Verbs of carrying a big thing ("two movers carrying a couch"): held whatever its size.
const CARRYING = /\b(carr(y|ies|ying)|hold\w*|lift\w*|mov(e|es|ing)|hug\w*)\b/

/**
 * The people's reading with the thing they do it with made to fit the action: the first named thing that fits,
 * else the action's own thing (a book to read), else none, the thing named standing beside them in its place.
 */
export function fitActionObject(text: string, reading: PromptReading, read: PeopleReading): PeopleReading {
  const { people } = read
  const { action } = people
  const subjects = [...reading.subjects, ...read.added.map((a) => conceptById(a.concept))]
  const persons = new Set(people.people.map((p) => p.subject))
  const placed = new Set(
    reading.relations.filter((r) => persons.has(r.actor) && PLACED_BY.has(r.relation)).map((r) => r.object),
  )
  const object = people.object
  const lower = text.toLowerCase()
  // Reading with only a dog beside: the dog is not held up as the book.
  if (object === null && action === 'read') return withOwnReading(lower, reading, read, subjects)
  const fits = (i: number) => fitsAction(action, subjects[i]) !== false
  if (object === null || fitsAction(action, subjects[object]) === undefined) return read
  if (action === 'eat' && fits(object)) return animalEats(reading, read, subjects)
  if (fits(object)) return read
  // A thing the reading put in the hand ("carrying a fishbowl home") is held; the house is where they go.
  const inTheHand = reading.attached.some((a) => persons.has(a.subject) && a.relation === 'hand')
  if (action === 'hold' && inTheHand && (realHeight(subjects[object]) ?? 0) > 1.2)
    return { ...read, people: { ...people, object: null } }
  const candidates = reading.subjects
    .map((_, i) => i)
    .filter((i) => !persons.has(i) && !people.absorbed.includes(i) && i !== object)
  const other = candidates.find((i) => fits(i))
  if (other !== undefined)
    return action === 'eat'
      ? animalEats(reading, { ...read, people: { ...people, object: other } }, subjects)
      : { ...read, people: { ...people, object: other } }
  // Checking a child's teeth is no reading: without reading's own words, nothing is held up to read.
  if (action === 'read' && READING.test(lower)) return withOwnReading(lower, reading, read, subjects)
  // Carried whatever its size, unless it is where they are ("a baby in a high chair").
  if (action === 'hold' && CARRYING.test(lower) && !placed.has(object)) return read
  // "dusting the bookshelf with a feather duster": the duster held, the bookshelf beside (scene's heldProp).
  if (action === 'hold' && reading.attached.some((a) => persons.has(a.subject) && inHand(a.concept)))
    return { ...read, people: { ...people, object: null } }
  const seat = placed.has(object) && isSeat(subjects[object]) ? object : undefined
  return {
    ...read,
    people: { ...people, action: seat !== undefined ? 'sit' : 'stand', object: seat ?? null },
  }
}

/**
 * Reading with nothing named to read: the book is drawn ("the paper": a newspaper, the word then drawn), and a
 * reader named on a seat sits in it, the book on the lap.
 */
function withOwnReading(
  lower: string,
  reading: PromptReading,
  read: PeopleReading,
  subjects: Concept[],
): PeopleReading {
  const paper = /\b(the|a|his|her|their|sunday|morning) (news)?paper\b/.test(lower)
  const own = paper ? { concept: 'newspaper', label: 'newspaper' } : { concept: 'book', label: 'book' }
  const at = subjects.length
  const claimed = new Set(read.claimed)
  if (paper) claimed.add('paper')
  const persons = new Set(read.people.people.map((p) => p.subject))
  const seat = reading.relations.find(
    (r) =>
      persons.has(r.actor) &&
      (r.relation === 'on' || r.relation === 'in') &&
      isSeat(reading.subjects[r.object]),
  )?.object
  // Under a blanket, a quilt: drawn over the reader's legs (scene/covered-legs.ts), not folded beside.
  const cover = reading.relations.find(
    (r) => persons.has(r.actor) && r.relation === 'under' && covers(reading.subjects[r.object]),
  )?.object
  return {
    ...read,
    added: [...read.added, own],
    claimed,
    people: {
      ...read.people,
      ...(seat !== undefined
        ? { action: 'sit', object: seat, absorbed: [...read.people.absorbed, at] }
        : { object: at, absorbed: [...read.people.absorbed, ...(cover !== undefined ? [cover] : [])] }),
    },
  }
}

/**
 * "a pony eating an apple out of a girl's hand": an animal named before the people eats; the person holds the
 * food out to it, the animal placed by the pose, rather than eating it herself.
 */
function animalEats(reading: PromptReading, read: PeopleReading, subjects: Concept[]): PeopleReading {
  const { people } = read
  const first = Math.min(...people.people.map((p) => p.subject))
  const eater = reading.subjects.findIndex((s, i) => i < first && isAnimalConcept(s) && !edible(s))
  if (eater < 0 || people.object === null || !inHand(subjects[people.object])) return read
  return { ...read, people: { ...people, action: 'give', absorbed: [...people.absorbed, eater] } }
}

/**
 * The plan's relations with the reader reading what is drawn in the hands, when the prompt's words gave no such
 * relation ("reading with a flashlight under his blanket": the book drawn for it; the paper on grandpa's lap).
 */
export function withReading(
  relations: PlanRelation[],
  people: PlanPeople | undefined,
  subjects: Concept[],
): PlanRelation[] {
  const lead = people?.people[0]?.subject
  if (!people || lead === undefined || relations.some((r) => r.relation === 'reading')) return relations
  const candidates =
    people.action === 'read' ? [people.object] : people.action === 'sit' ? people.absorbed : []
  const read = candidates.find((i) => i !== null && subjects[i] !== undefined && readable(subjects[i]))
  return read === undefined || read === null
    ? relations
    : [...relations, { actor: lead, relation: 'reading', object: read }]
}
