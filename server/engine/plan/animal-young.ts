import {
  type Concept,
  conceptById,
  conceptForPhrase,
  conceptThroughWordnet,
  isAdjective,
  nounKinds,
} from '../vocabulary'
import type { PlanRelation, PlanSubject } from './plan'
import { isPersonConcept } from './portrait-or-person'

// "a mama polar bear and her cubs", "a lion cub playing with its mom", "a cow and her calf", "baby ducklings
// following their mother": an animal mother (or father) and her young are the animal twice or more, the young
// drawn smaller beside her. The parent's word ("mama", "mother") is not a woman here, and the young's word
// ("cub", "joey") names no drawing of its own: both are taken out before the reading, which sees the animal.

const PARENT = 'mama|mamma|momma|mom|mommy|mummy|mum|mother|papa|dad|daddy|father'
/** Words for young animals; a young word that names its own drawing ("chick") is drawn as that. */
const YOUNG =
  'cubs?|bab(?:y|ies)|calf|calves|joeys?|chicks?|kits?|kittens?|pupp(?:y|ies)|pups?|ducklings?|foals?|lambs?|piglets?|fawns?|owlets?|hatchlings?|little ones?|young ones?|youngs?|offspring|cygnets?|goslings?|eaglets?|leverets?'
// How the young look, said between the parent's word and theirs ("her fluffy chicks", "its stripy chicks"):
// still her young. A small list: a describing word before any other noun is no young ("her fluffy slippers").
const LOOKS =
  'baby|little|fluffy|tiny|small|newborn|new|stripy|striped|spotty|spotted|fuzzy|downy|cute|sleepy|hungry|wobbly'
// Drawings that are themselves the young, and whose young they are: "a hen and her chicks" are the chick
// drawing, not little hens; a penguin's chick is a little penguin, not a hen's.
const YOUNG_DRAWINGS: Record<string, string[]> = { chick: ['chicken', 'rooster'] }
const youngOf = (concept: Concept) =>
  Object.hasOwn(YOUNG_DRAWINGS, concept.id) ? YOUNG_DRAWINGS[concept.id] : undefined
const COUNTS: Record<string, number> = { two: 2, three: 3, twin: 2, twins: 2 }

export type AnimalYoung = {
  /** The prompt without the parent's and the young's words: what the reading sees. */
  rest: string
  /** The drawing of the young (the parent's own, or the young word's: a hen's chicks), and how many. */
  young: Concept | null
  label: string
  count: number
}

// An animal by one of its senses, but not a person first ("baby", "kid"), unless its drawing is no person
// (a tiger is first a fierce person to WordNet).
const isAnimal = (concept: Concept) => {
  const kinds = nounKinds(concept.label)
  return kinds.includes('noun.animal') && (kinds[0] !== 'noun.person' || !isPersonConcept(concept))
}

const namesPerson = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z]+/)
    // A describing word is no person ("a great crested grebe" names no great one).
    .some((w) => w.length > 2 && nounKinds(w)[0] === 'noun.person' && !isAdjective(w))

/** The first animal the words name, by two-word phrase before one word ("polar bear" before "bear"). */
function animalIn(words: string[]): Concept | null {
  for (let i = 0; i < words.length; i++) {
    const animal = animalAt(words, i)
    if (animal) return animal
  }
  return null
}

/** The animal named at `i`, in two words or one. */
function animalAt(words: string[], i: number): Concept | null {
  for (const n of [2, 1]) {
    const concept = conceptForPhrase(words.slice(i, i + n).join(' '))
    if (concept && isAnimal(concept)) return concept
  }
  // An animal drawn as its kin ("a moorhen" as a bird, "a grebe"): her young are that kin's, never a hen's chicks.
  const word = words[i]
  const kin =
    word && word.length > 2 && nounKinds(word)[0] === 'noun.animal' ? conceptThroughWordnet(word) : null
  return kin && isAnimal(kin) ? kin : null
}

/**
 * The animal family a prompt names, or null when it names none (a parent or young word with no animal is a
 * person: "a mom holding a baby"). The young are the animal named unless their word names a drawing.
 */
export function readAnimalYoung(text: string): AnimalYoung | null {
  const parent = new RegExp(`\\b(?:(?:her|his|its|their|the|a)\\s+)?(?:${PARENT})\\b`, 'i')
  const young = new RegExp(
    `\\b(?:(?:and|with)\\s+)?(?:(?:her|his|its|their|the|a|an)\\s+)?(?:(two|three|twin)\\s+)?(?:(?:${LOOKS})\\s+){0,2}(${YOUNG})\\b`,
    'i',
  )
  const youngMatch = young.exec(text)
  // A parent named, or the young said to be an animal's ("a cow and her calf", not "a girl and her puppy").
  const owned = /^(?:and|with)?\s*(?:her|his|its|their)\b/i.test(youngMatch?.[0] ?? '')
  // With no young named, the parent's word is an animal's only right before it ("a mama bear", "papa penguin"):
  // "a dad teaching his son how to fish" is a man, "a mummy and a black cat" no cat's mother, "dad whisking
  // eggs" a man with eggs (an egg is an animal's to WordNet, but a doing stands between).
  const parentOf = parent.exec(text)
  const parentOfAnimal =
    parentOf !== null &&
    (youngMatch !== null || /^its\b/i.test(parentOf[0]) || startsWithAnimal(wordsAfter(text, parentOf)))
  // The young named apart from an animal ("a bear with a cub", "a horse and a foal", "a bear hugging a baby
  // cub"), not right after it ("a lion cub" is one animal): the animal and its young.
  const others = youngMatch ? text.replace(youngMatch[0], ' ') : text
  const apart =
    youngMatch !== null &&
    /^(?:and|with|a|an|the)\b/i.test(youngMatch[0]) &&
    // "a baby rhino" is one young animal, the word describing the animal after it.
    !startsWithAnimal(wordsAfter(text, youngMatch)) &&
    youngOfAnimal(
      youngMatch[2],
      animalIn(
        others
          .toLowerCase()
          .split(/[^a-z']+/)
          .filter(Boolean),
      ),
    )
  // A person named besides the young's word ("a girl and her puppy"); "baby" itself is no person here.
  const hasParent = parentOfAnimal || ((owned || apart) && !namesPerson(others))
  // "a lion cub", "a seal pup", "an elephant calf" alone are a young animal, drawn as the animal (a pup is no
  // dog here); "a baby goat" with no parent, and a chick, which has its own drawing, stay as read.
  // "a flamingo chick", "an owl chick": a young word that names its own drawing (the hen's chick) right after
  // another animal is that animal's young, drawn as the animal, never the hen's chick.
  const ownYoung = youngMatch
    ? youngOf(conceptForPhrase(youngMatch[2].toLowerCase()) ?? ({ id: '' } as Concept))
    : undefined
  const before = youngMatch && youngMatch[0] === youngMatch[2] ? animalJustBefore(text, youngMatch) : null
  const lone =
    youngMatch !== null &&
    (/^cubs?$/i.test(youngMatch[2]) || (before !== null && !ownYoung?.includes(before.id)))
  if (!hasParent && !lone) return null
  const stripped = text
    .replace(new RegExp(parent.source, 'gi'), ' ')
    .replace(new RegExp(young.source, 'gi'), ' ')
  const words = stripped
    .toLowerCase()
    .replace(/[^a-z' ]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
  const word = youngMatch?.[2].toLowerCase() ?? ''
  const own = word ? conceptForPhrase(word) : null
  // "baby ducklings following their mother": the young's own word names the animal.
  const named = animalIn(words)
  // "baby chicks following their mother": the mother of a young drawing is its parent (a hen).
  const parentOfOwn = own && youngOf(own) ? conceptById(youngOf(own)?.[0] ?? own.id) : own
  const animal = named ?? (parentOfOwn && isAnimal(parentOfOwn) ? parentOfOwn : null)
  if (!animal) return null
  const rest = `${named ? '' : animal.label} ${stripped}`
    .replace(/\b(?:and|with|following|playing with|next to)\s*$/i, '')
    .replace(/\s+/g, ' ')
    .trim()
  // "a lion cub" with no parent is the one animal.
  if (!youngMatch || !hasParent) return { rest, young: null, label: '', count: 0 }
  const drawn = own && youngOf(own)?.includes(animal.id) ? own : animal
  const plural = /(s|ies|ves)$/.test(word) && word !== 'offspring'
  const count = Math.min(3, youngMatch[1] ? COUNTS[youngMatch[1].toLowerCase()] : plural ? 2 : 1)
  // Named as the prompt says it: a polar bear cub, a duckling, a calf, a baby elephant.
  const label =
    drawn !== animal
      ? drawn.label
      : /^(bab|little|young|offspring)/.test(word)
        ? `baby ${animal.label}`
        : own
          ? youngLabel(word)
          : `${animal.label} ${youngLabel(word)}`
  return { rest, young: drawn, label, count }
}

/**
 * Whether a young word can be this animal's young: "cub" any animal's, "puppy" a dog's, "chick" a hen's; "a
 * rabbit, a chick and a duck" are three animals.
 */
function youngOfAnimal(word: string, animal: Concept | null): boolean {
  if (!animal) return false
  const own = conceptForPhrase(word.toLowerCase())
  return !own || own.id === animal.id || (youngOf(own)?.includes(animal.id) ?? false)
}

/** The animal named by the word right before a match ("seal" in "a seal pup"), or null. */
function animalJustBefore(text: string, m: RegExpExecArray): Concept | null {
  const before = text
    .slice(0, m.index)
    .toLowerCase()
    .split(/[^a-z']+/)
    .filter(Boolean)
  // "a drum kit" is one thing by name, not a drum fish's young.
  if (conceptForPhrase(`${before.at(-1)} ${m[2].toLowerCase()}`)) return null
  return before.length > 0 ? animalAt(before, before.length - 1) : null
}

/** Whether the words begin with an animal's name ("rhino", "polar bear"). */
const startsWithAnimal = (words: string[]) => words.length > 0 && animalAt(words, 0) !== null

/** The two words after a match, lower case. */
const wordsAfter = (text: string, m: RegExpExecArray) =>
  text
    .slice(m.index + m[0].length)
    .toLowerCase()
    .split(/[^a-z']+/)
    .filter(Boolean)
    .slice(0, 2)

/** "cubs" -> "cub", "calves" -> "calf", "puppies" -> "puppy": the young named once. */
function youngLabel(word: string): string {
  if (word === 'calves') return 'calf'
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`
  return word.replace(/s$/, '')
}

/** The young drawn after every other subject, marked young so the page draws them smaller beside the parent. */
export function youngSubjects(family: AnimalYoung | null, subjectCount: number): PlanSubject[] {
  const young = family?.young
  if (!young || !subjectCount) return []
  const count = Math.min(family.count, 5 - subjectCount)
  return Array.from({ length: count }, () => ({ concept: young.id, label: family.label, young: true }))
}

/**
 * The plan with its first young in its mother's pouch when the prompt names one ("a joey peeping out of its
 * mum's pouch", "a kangaroo with a joey in her pouch"): in her, not beside her.
 */
export function withYoungInPouch<
  P extends { prompt: string; subjects: PlanSubject[]; relations: PlanRelation[]; parts?: string[] },
>(plan: P): P {
  if (!/\bpouch(es)?\b/i.test(plan.prompt)) return plan
  const { subjects } = plan
  const actor = subjects.findIndex((s) => s.young)
  const object = subjects.findIndex((s) => !s.young && s.concept === subjects[actor]?.concept)
  if (actor < 0 || object < 0) return plan
  // The pouch is drawn: the young peeps out of it at her belly.
  const parts = [...(plan.parts ?? []), 'pouch']
  return { ...plan, relations: [...plan.relations, { actor, relation: 'in', object }], parts }
}

/** The drawing of the mother of a drawing that is itself the young ("chick": the hen), or undefined. */
export const parentDrawing = (id: string): string | undefined =>
  Object.hasOwn(YOUNG_DRAWINGS, id) ? YOUNG_DRAWINGS[id][0] : undefined
