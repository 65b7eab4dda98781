// The people the prompt's words name, one mention each ("a woman doctor" is one person), and which of the
// reading's subjects are those people rather than things they do something with.

import { conceptForPhrase, lemmatize, nounKinds, nounSenses, standInWords } from '../vocabulary'
import { bodyPart } from './body-poses'
import { drawnWhole } from './bust-people'
import { COSTUME_WORDS, dressedAsAt } from './dressed-as'
import { helpedVerbAt } from './helped-doing'
import { opensWithActivity, opensWithDoing } from './implied-doer'
import { PLAY_DOCTOR } from './implied-gear'
import type { MorePeople } from './more-people'
import { lookSaidBefore } from './people-ages'
import { figureCount, figuresFor } from './people-count'
import { WHO, WHO_WORDS, type Who } from './people-words'
import { isPersonConcept } from './portrait-or-person'
import type { PromptReading } from './prompt-reading'

export type Mention = { who: Who; at: number; word: string; dressedAs?: string }

/** The people the words name, one mention each ("a woman doctor" is one); their words are claimed as drawn. */
export function readMentions(
  ws: string[],
  claimed: Set<string>,
  more: MorePeople,
  /** The words written with a possessive "'s" ("his grandson's bike"): an owner describes nothing after it. */
  owners: ReadonlySet<string> = new Set(),
): Mention[] {
  const mentions: Mention[] = []
  for (let i = 0; i < ws.length; i++) {
    const hit =
      WHO.find(([phrase]) => ws.slice(i, i + phrase.split(' ').length).join(' ') === phrase) ?? more.at(ws, i)
    if (!hit) continue
    const n = hit[0].split(' ').length
    // "a girl playing doctor": the game the child plays, no doctor drawn beside her (implied-gear.ts).
    if (PLAY_DOCTOR.test(ws.slice(Math.max(0, i - 2), i + n).join(' '))) continue
    const last = mentions[mentions.length - 1]
    if (last && !last.who.count && dressedAsAt(ws, i, n)) {
      last.who = { ...hit[1], age: last.who.age ?? hit[1].age, look: last.who.look ?? hit[1].look }
      last.dressedAs = hit[0]
      for (const w of [...hit[0].split(' '), ...COSTUME_WORDS]) claimed.add(w)
      i += n - 1
      continue
    }
    // "a gingerbread man": a person word that ends the name of a thing drawn is that thing, not a person.
    if (n === 1 && i > 0 && namesThing(`${ws[i - 1]} ${hit[0]}`)) continue
    // "a bush baby", "a daddy long legs": a person word inside an animal's name a kin stands in for.
    if (insideStandIn(ws, i)) continue
    // "a baby elephant", "a pirate ship", "a family of ducks", "a queen bee": the word describes a thing.
    const next = ws[i + n] === 'of' ? ws[i + n + 1] : ws[i + n]
    // "baby sea turtles": an animal named in two words is described the same way.
    // "a zookeeper bottle feeding a rhino": a bottle or a spoon fed with is how the person feeds, no kind of bottle.
    const feedsWith = /^(bottle|spoon)$/.test(next ?? '') && /^fe(?:eds?|eding|d)$/.test(ws[i + n + 1] ?? '')
    // "at a boy's feet": a part of the body after a person is theirs, no kind of feet.
    // "his grandson's bike": a person written as its owner is someone, no kind of bike ("the team's coach" stays
    // the coach: a group that owns one is not drawn beside it).
    if (
      next &&
      !(n === 1 && owners.has(ws[i]) && !hit[1].group && !depicts(next)) &&
      !WHO_WORDS.has(next) &&
      !feedsWith &&
      !bodyPart(next) &&
      !helpedVerbAt(ws, i + n, i) &&
      (namesThing(next) || namesAnimal(ws.slice(i + n, i + n + 2)))
    ) {
      i += n - 1
      continue
    }
    const prev = mentions[mentions.length - 1]
    // "a woman doctor", "a girl pirate": one person, the role with the first word's age and look.
    if (
      prev &&
      prev.at === i - 1 &&
      prev.who.role === 'casual' &&
      hit[1].role !== 'casual' &&
      !prev.who.count
    ) {
      prev.who = { ...hit[1], age: prev.who.age ?? hit[1].age, look: prev.who.look ?? hit[1].look }
      prev.word = `${prev.word} ${hit[0]}`
    } else if (prev && prev.at === i - 1 && describesPerson(prev, hit)) {
      // "a scout leader", "a child actor", "a youth leader": one person, the second word; the first says whom
      // they lead or serve, or (a child, a girl: a person the art draws plainly) how old they are and how drawn.
      const plain = plainPerson(prev.word)
      prev.who = {
        ...hit[1],
        role: hit[1].role === 'casual' ? prev.who.role : hit[1].role,
        age: plain ? (prev.who.age ?? hit[1].age) : hit[1].age,
        look: plain ? (prev.who.look ?? hit[1].look) : hit[1].look,
      }
      prev.word = `${prev.word} ${hit[0]}`
    } else if (prev && prev.at === i - 1 && prev.who.role === 'baby' && !hit[1].count) {
      // "her baby brother": one baby, named as the prompt names him.
      prev.word = `${prev.word} ${hit[0]}`
    } else {
      // "a male nurse", "a male voice choir": the sex said before the person is how they are drawn.
      const sex = lookSaidBefore(ws, i)
      const who = sex ? { ...hit[1], look: sex.look } : hit[1]
      if (sex) claimed.add(ws[sex.at])
      mentions.push({ who, at: i, word: hit[0] })
    }
    for (const w of hit[0].split(' ')) claimed.add(w)
    i += n - 1
  }
  // "picking apples from a ladder": no one named, someone does it (before the first word, so the verb is theirs).
  if (!mentions.length && opensWithDoing(ws))
    mentions.push({ who: { role: 'casual' }, at: -1, word: 'person' })
  // "skiing in the mountains", "flying a kite": a pastime with no one named is a child's on a coloring page.
  else if (!mentions.length && opensWithActivity(ws))
    mentions.push({ who: { role: 'casual', age: 'child' }, at: -1, word: 'child' })
  return mentions
}

// Family words: "mum dad and me" typed without a comma is two people, never one described by the other.
const KIN = /^(relative|relation|parent|ma|pa|sibling|grandparent|spouse|partner)$/
const isKin = (word: string) =>
  nounSenses(lemmatize(word), 2)
    .find((s) => s.kind === 'noun.person')
    ?.classes.slice(0, 10)
    .some((c) => KIN.test(c)) ?? false

/** A person the art draws plainly (a child, a girl, a woman, a teacher), by the word alone. */
function plainPerson(word: string): boolean {
  const concept = conceptForPhrase(word)
  return concept !== null && isPersonConcept(concept)
}

/**
 * Whether a person word just before another one person describes them ("a scout leader", "a child actor"): both
 * one person each, neither family, and the second no person the art draws plainly ("a boy, a girl": the comma
 * is gone from the words, so two plain people stay two).
 */
function describesPerson(prev: Mention, hit: [string, Who]): boolean {
  // "a scout troop", "a boy band": a group the person word before says who is in (its count kept).
  if (prev.who.count || (hit[1].count && !hit[1].group) || prev.who.role === 'baby') return false
  if (plainPerson(hit[0]) || hit[0].includes(' ') || prev.word.includes(' ')) return false
  return !isKin(prev.word) && !isKin(hit[0])
}

// "her grandad's photo", "grandma's portrait": what shows someone is theirs without them on the page.
const DEPICTION = /^(representation|depiction|picture|sculpture|likeness|art|artwork)$/
const depicts = (word: string) =>
  nounSenses(lemmatize(word), 1)[0]
    ?.classes.slice(0, 8)
    .some((c) => DEPICTION.test(c)) ?? false

/** The words written with a possessive "'s" ("his grandson's bike"), lower case. */
export const ownersIn = (lower: string): Set<string> =>
  new Set([...lower.replace(/’/g, "'").matchAll(/\b([a-z]+)'s\b/g)].map((m) => m[1]))

/** A word naming something drawable that is not a person (a ship, an elephant, ducks). */
function namesAnimal(pair: string[]): boolean {
  const concept = pair.length === 2 ? conceptForPhrase(pair.join(' ')) : null
  return concept !== null && nounKinds(concept.label).includes('noun.animal') && !isPersonConcept(concept)
}

function insideStandIn(ws: string[], i: number): boolean {
  for (let j = Math.max(0, i - 3); j <= i; j++) if (standInWords(ws, j) > i - j) return true
  return false
}

function namesThing(word: string): boolean {
  if (/ing$/.test(word)) return false
  const concept = conceptForPhrase(word) ?? conceptForPhrase(word.replace(/e?s$/, ''))
  return concept !== null && !isPersonConcept(concept)
}

/**
 * The reading's subjects that are people: drawn as people, or a person word the vocabulary also draws as a
 * picture of someone ("a skier"), which is the person drawn whole, not a second drawing beside the figure.
 */
export function personSubjectsOf(
  reading: PromptReading,
  groupSubjects: number[],
  mentions: Mention[],
  ws: string[],
  /** What the people are dressed as: clothes, no figure ("a girl dressed as a pirate"). */
  worn: number[],
): number[] {
  return reading.subjects.flatMap((s, i) =>
    worn.includes(i)
      ? []
      : isPersonConcept(s) ||
          groupSubjects.includes(i) ||
          mentions.some((m) => m.word === s.label) ||
          drawnWhole(s, reading.subjects.length, ws)
        ? [i]
        : [],
  )
}

/** The subjects that are no person nor worn by one: what the people do something with. */
export const thingsBesides = (reading: PromptReading, taken: number[]) =>
  reading.subjects.flatMap((s, i) => (taken.includes(i) ? [] : [{ s, i }]))

/** How many figures the words name ("two men", "a family", a person drawing): a pose of two needs two. */
export function figuresNamed(
  mentions: Mention[],
  personSubjects: number[],
  reading: PromptReading,
  ws: string[],
) {
  return mentions.reduce(
    (n, { who, at, word }) =>
      n + (who.group === 'family' ? (who.count ?? 1) : figureCount(ws, at, word, who.count)),
    personSubjects.slice(mentions.length).reduce((n, i) => n + figuresFor(ws, reading.subjects[i].id), 0),
  )
}
