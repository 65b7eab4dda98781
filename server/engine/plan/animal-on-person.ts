// An animal doing something to a person, read as one table of relations before every other action
// (read-people.ts), so the two are drawn touching rather than standing idle side by side
// (scene/animal-on-person-items.ts):
// - on the lap: "a cat sitting on grandma's lap", "a bunny in a boy's lap"; also one person on another's lap
//   ("a child on grandpa's lap"): the one whose lap it is seated, the other on the thighs, held (`on-lap`);
// - perched: "a parrot on a pirate's shoulder" (`perch-shoulder`), "a bird landing on a girl's hand", "an owl
//   on a wizard's arm", "a horse eating out of a girl's hand" (`perch-hand`), "a bird on a boy's head" (`perch-head`);
// - licking, nuzzling, kissing: "a dog licking a boy's face", "a horse nuzzling a girl": the animal's muzzle at
//   the person's cheek, a small one's beside the person sitting on the ground (`lick`);
// - jumping up: "a puppy jumping on a girl": reared up, its front paws on the person (`jump-up`);
// - asleep on someone: "a kitten sleeping on a boy": the person lying, the animal on the chest (`on-chest`);
// - pulling: "a dog pulling a kid on a sled", "a dog pulling a boy on a skateboard", "a dog pulling its owner":
//   the animal ahead on a line held by the person, who rides what is named (`pulled`).
// Only when an animal is named with the person (a lap also takes a second person), and for the doings the animal
// does (licking, jumping, pulling) only when the person is named after the verb: "a boy kissing his dog" is his.

import { type Concept, conceptForPhrase, lemmatize, normalizePhrase, nounKind } from '../vocabulary'
import type { PeopleAction } from './people-plan'
import type { PlanRelation } from './plan'
import { isAnimalConcept } from './verb-classes'

export type AnimalOnPerson = Extract<
  PeopleAction,
  | 'on-lap'
  | 'perch-shoulder'
  | 'perch-hand'
  | 'perch-head'
  | 'lick'
  | 'jump-up'
  | 'on-chest'
  | 'pulled'
  | 'chase'
  | 'at-feet'
  | 'fetch'
>

// Walked on a lead: "walking her dog", "walking two alpacas on leads", "a ferret on a little lead".
const WALKS_PET =
  /\bwalk\w* (?:his|her|their|the|a|my|our|its|two|three) (?:\w+ )?(?:dogs?|pupp(?:y|ies)|pups?|doggy|pigs?|piglets?|goats?|llamas?|alpacas?|ponys?|ponies|ferrets?|lambs?|sheep|cats?|rabbits?|tortoises?)\b|\bon (?:a |an |the |his |her |their |its )?(?:little |long |short |red )?(?:leads|leash(?:es)?|lead)\b(?! (?:to|the|a|in|on)\b)/

// Led by the person: "a herder leading reindeer", "a trader leading three camels", "a girl leading a pony": a
// walk, lead or guide followed (after a determiner or a number and a describing word) by a word WordNet files
// first as an animal. Drawn as a pet walked: the animal on the lead rope held by the person.
const LEADS =
  /\b(?:walk\w*|lead(?:s|ing)?|led|guid(?:es|ing|ed)) (?:(?:his|her|their|the|a|an|my|our|its|two|three|four|five|some|several|a few|a herd of|a string of|a line of) )?(\w+)(?: (\w+))?/

/** Whether the prompt has a person walking, leading or guiding an animal named after the verb. */
export function leadsAnimal(lower: string): boolean {
  const hit = LEADS.exec(lower)
  if (!hit) return false
  const isAnimal = (w: string | undefined) => !!w && nounKind(lemmatize(w)) === 'noun.animal'
  return (
    isAnimal(hit[1]) ||
    (!isAnimal(hit[1]) && nounKind(lemmatize(hit[1])) !== 'noun.person' && isAnimal(hit[2]))
  )
}

// A place on a person: "on", then at most a few words ("grandma's", "his left"), then the part.
const ON = String.raw`\b(?:on|onto|upon|in|into|across)\b[^,.;!?]{0,30}?\b`

export const ANIMAL_ON_PERSON: [RegExp, AnimalOnPerson][] = [
  [new RegExp(`${ON}laps?\\b`), 'on-lap'],
  [/\b(?:on|onto|upon)\b[^,.;!?]{0,30}?\bshoulders?\b/, 'perch-shoulder'],
  [
    /\b(?:on|onto|upon)\b[^,.;!?]{0,30}?\b(?:hands?|fingers?|fingertips?|arms?|wrists?|palms?|gloves?)\b|\b(?:eat\w*|feed\w*|nibbl\w*|drink\w*|peck\w*) (?:out of|from|off)\b[^,.;!?]{0,30}?\b(?:hands?|palms?)\b/,
    'perch-hand',
  ],
  [/\b(?:on|onto|upon)\b[^,.;!?]{0,30}?\bheads?\b/, 'perch-head'],
  [
    /\b(?:lick\w*|nuzzl\w*|kiss\w*|sniff\w*|nudg\w*)\b|\bgiv\w* (?:\w+ ){1,3}(?:a |an )?(?:big |wet |sloppy )?(?:kiss|lick)/,
    'lick',
  ],
  [
    /\b(?:jump\w*|leap\w*|pounc\w*|spring\w*) (?:up )?(?:on|onto|at|all over|up at|up on|up to greet)\b/,
    'jump-up',
  ],
  [
    /\b(?:sleep\w*|asleep|nap\w*|lying|lies|lie|lay\w*|curl\w* up|rest\w*|doz\w*) on (?:top of )?(?:a |an |the |his |her |their |my )?\w+/,
    'on-chest',
  ],
  // Led by the harness too: "a guide dog leading a blind man", "a guide dog helping a man cross the road".
  [
    /\b(?:pull\w*|tow\w*|drag\w*|mush\w*|guid(?:es|ing)|lead(?:s|ing)?)\b|(?<=\bguide dogs? )help\w*/,
    'pulled',
  ],
  // Walked on a lead: "a girl walking her dog", the person named first.
  [WALKS_PET, 'pulled'],
  [/\b(?:chas\w*|follow\w*|run\w* after|waddl\w* after)\b/, 'chase'],
  [/\b(?:at|by|near) (?:(?:a|an|the) )?(?:\w+['’]s |his |her |their |my |our )?feet\b/, 'at-feet'],
  [/\b(?:fetch\w*|bring\w*|brought|deliver\w*|return\w*)\b/, 'fetch'],
]

/** What a pose draws itself: the feet an animal lies at are the person's. */
// A wheelbarrow race's wheelbarrow is the two children (contact.ts).
export const ANIMAL_ON_ABSORBED: Partial<Record<PeopleAction, RegExp>> = {
  'at-feet': /^foot$/,
  // A pet walked is drawn on its lead: the lead named is that line, never a second one on the ground.
  pulled: /^leash$/,
  wheelbarrow: /^wheelbarrow$/,
}

const NAMES = new Set<PeopleAction>(ANIMAL_ON_PERSON.map(([, a]) => a))

/** Whether the action is one of this file's. */
export const isAnimalOnPerson = (action: PeopleAction): action is AnimalOnPerson => NAMES.has(action)

// The doings the animal does, to a person named after the verb.
const DONE_BY_ANIMAL = new Set<PeopleAction>(['lick', 'jump-up', 'pulled', 'on-chest', 'chase', 'fetch'])
// What a person is pulled on (scene/animal-on-person-items.ts rides it).
export const PULLED_ON = /^(sled|sleigh|toboggan|skateboard|wagon|cart|scooter)$/
// Parts of the body an animal sleeps on, as "on" followed by a person.
const ON_BODY = /\bon (?:his|her|their|my|the) (?:chest|tummy|belly|stomach)\b/

/**
 * Whether a pose of this file fits: an animal named with the person (a lap may hold a second person instead),
 * and the animal the doer, a person named after its verb.
 */
export function animalOnFits(
  name: PeopleAction,
  lower: string,
  objects: Concept[],
  personWords: string[],
  people: number,
): boolean | undefined {
  if (!NAMES.has(name)) return undefined
  const animals = objects.filter(isAnimalThing)
  if (name === 'on-lap') return animals.length > 0 || people >= 2
  if (!animals.length) return false
  if (!DONE_BY_ANIMAL.has(name)) return true
  if (name === 'pulled' && (WALKS_PET.test(lower) || leadsAnimal(lower))) return true
  // Fetched: a thing to bring, not only the person.
  if (name === 'fetch' && !objects.some((o) => !isAnimalThing(o))) return false
  const pattern = ANIMAL_ON_PERSON.find(([, a]) => a === name)?.[0]
  const hit = pattern?.exec(lower)
  if (!hit) return false
  const end = hit.index + hit[0].length
  const before = lower.slice(0, hit.index)
  const named = (text: string) => animals.some((a) => new RegExp(`\\b${a.label.toLowerCase()}`).test(text))
  // "a boy being chased by a goose", "a girl getting licked by a puppy": the animal after "by" does it.
  const by = /^ by (?:a |an |the |his |her |their |my |some )?[\w ]{0,20}/.exec(lower.slice(end))
  if (by && named(by[0]) && personWords.some((w) => new RegExp(`\\b${w}`).test(before)))
    return name !== 'on-chest'
  if (!named(before)) return false
  if (name === 'on-chest') {
    // "sleeping on a boy": the word after "on" is the person; "on his chest" names the part.
    const after = lower.slice(hit.index)
    return (
      ON_BODY.test(after) ||
      personWords.some((w) =>
        new RegExp(`^[^,.;]*? on (?:top of )?(?:a |an |the |his |her |their |my )?${w}\\b`).test(after),
      )
    )
  }
  // The person after the verb ("a dog licking a boy"), or a thing pulled ("a dog pulling a sled").
  const after = lower.slice(end - hit[0].length)
  return (
    personWords.some((w) => new RegExp(`\\b${w}`).test(after)) ||
    (name === 'pulled' && objects.some((o) => PULLED_ON.test(o.id)))
  )
}

/** The animal the pose is done with, as the action's object: the first named. */
export function animalObject<T extends { s: Concept }>(objects: T[]): T | undefined {
  return objects.find(({ s }) => isAnimalThing(s))
}

/** An animal by its word, or by its drawing when the word is also a person's ("bunny"). */
export const isAnimalThing = (c: Concept) =>
  isAnimalConcept(c) || nounKind(normalizePhrase(c.id.replace(/-/g, ' '))) === 'noun.animal'

/** Words these poses draw, so they are not said left out: "lap", "shoulder", "face", "kiss". */
export const animalOnDraws = (action: PeopleAction, word: string) =>
  NAMES.has(action) &&
  /^(laps?|shoulders?|hands?|fingers?|arms?|wrists?|palms?|heads?|face|faces|cheeks?|chest|tummy|belly|feet|foot|kiss(es)?|licks?|leash(es)?|leads?|rope)$/.test(
    word,
  )

// "a pirate with a parrot on his shoulder", "a girl holding a bird on her finger": the animal the reading put
// beside the person is on them, a subject of its own so the table above places it.
const WITH_ON_BODY =
  /\b(?:with|holding|has|having) (?:a |an |the |some |his |her |their )?(?:little |pet |baby |tiny |big )?(\w+) (?:on|in|at|around) (?:his|her|their|my) (?:laps?|shoulders?|heads?|hands?|fingers?|arms?|wrists?|feet)\b/

/** Moves an animal named on a person's body from beside them to a subject on them. */
export function onTheBody(
  words: string[],
  subjects: Concept[],
  attached: { concept: Concept; relation: string; subject: number }[],
  relations: PlanRelation[],
): void {
  const hit = WITH_ON_BODY.exec(words.join(' '))
  const id = hit ? conceptForPhrase(hit[1])?.id : undefined
  const at = id
    ? attached.findIndex((a) => (a.relation === 'beside' || a.relation === 'hand') && a.concept.id === id)
    : -1
  if (at < 0 || !isAnimalThing(attached[at].concept) || subjects.length >= 3) return
  const [animal] = attached.splice(at, 1)
  relations.push({ actor: subjects.push(animal.concept) - 1, relation: 'on', object: animal.subject })
}
