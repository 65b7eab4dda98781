// People the word table of people-words.ts does not list, found by what WordNet says the words are: a person
// ("a goalie", "her granddaughter", "a pizza maker", person-words.ts) or a group of people ("a soccer team", "a
// rock band", people-groups.ts). Only words the prompt's reading could not draw, or drew as a kin (a conductor
// as an artist), or passed over: a word the art draws as a thing stays that thing.

import {
  type Concept,
  conceptForPhrase,
  isAdjective,
  lemmatize,
  nounKind,
  nounKinds,
  senseSteps,
  verbLemma,
} from '../vocabulary'
import { isLittleWord } from './little-words'
import { carriageCoach } from './other-sense-here'
import type { PeopleGroup } from './people-groups'
import { peopleGroupAt } from './people-groups'
import { personCompoundAt } from './person-compounds'
import { type PersonWho, personWho, personWordAt } from './person-words'
import type { PromptReading } from './prompt-reading'
import { knownWord } from './setting-typos'

export type MorePeople = {
  /** The person or group named at word `i`, as the phrase and who it is; null when none. */
  at: (ws: string[], i: number) => [string, PersonWho & { group?: 'kids' }] | null
  /** The groups found, in the order read. */
  groups: PeopleGroup[]
  /** The text as the actions read it: "a soccer team holding up a trophy" holds the trophy, it plays no soccer. */
  plain: (lower: string) => string
  /** The groups' things the prompt does not name (a band's instruments), by drawing id. */
  things: (named: Concept[]) => string[]
  /**
   * Subjects the reading drew for a group's kind ("soccer" as a ball) or for a person word as a thing (a coach
   * as a bus): the people's own subjects instead, drawn as the people.
   */
  groupSubjects: (subjects: Concept[]) => number[]
}

export function morePeople(reading: PromptReading): MorePeople {
  // A stand-in counts only when the reading drew a person for it (a conductor as an artist, a surgeon as a
  // health worker), not a thing ("comics" as a book).
  const kinPeople = reading.standIns.filter(
    (s) => s.concept && nounKind(s.concept.label.toLowerCase().split(' ').pop() ?? '') === 'noun.person',
  )
  const missed = new Set(
    [...reading.missing, ...kinPeople.map((s) => s.asked)].flatMap((m) => m.toLowerCase().split(/\s+/)),
  )
  const passed = new Set(reading.unread.map((w) => w.toLowerCase()))
  const groups: PeopleGroup[] = []
  const retold: string[] = []
  return {
    groups,
    plain: (lower) =>
      groups.reduce(
        (text, g) => (g.modifier ? text.replace(g.phrase, g.phrase.split(' ').slice(-1)[0]) : text),
        lower,
      ),
    things: (named) => groups.flatMap((g) => g.things).filter((id) => !named.some((c) => c.id === id)),
    groupSubjects: (subjects) => [
      ...groups.flatMap((g) => {
        const drawn = g.modifier ? conceptForPhrase(g.modifier) : null
        const at = drawn ? subjects.findIndex((s) => s.id === drawn.id) : -1
        return at >= 0 ? [at] : []
      }),
      ...subjects.flatMap((s, i) => (retold.includes(s.label.toLowerCase()) ? [i] : [])),
    ],
    at: (ws, i) => {
      const found = personAt(ws, i)
      // A princess's coach, a pumpkin coach: her carriage, no one (other-sense-here.ts says it left out).
      return found && /\bcoach(es)?$/.test(found[0]) && carriageCoach(ws) ? null : found
    },
  }
  function personAt(ws: string[], i: number): [string, PersonWho & { group?: 'kids' }] | null {
    // "a brave knight", "a native plant": a word WordNet also knows as a person that describes what follows.
    const unknown = (w: string) => {
      if (!missed.has(w) && !passed.has(w)) return false
      if (!isAdjective(w)) return true
      const at = ws.indexOf(w)
      // "an assistant stamping books": a word passed over that describes nothing after it is the person.
      // "an assistant helping a boy": a doing after it ("a helping" is food to WordNet) describes nothing.
      // "a veteran in his medals": a little word after it ("in" is an inch to WordNet) describes nothing either.
      const next = ws[at + 1]
      if (!next || isLittleWord(next)) return true
      return !(nounKind(lemmatize(next)) && !(/ing$/.test(next) && verbLemma(next) !== next))
    }
    const group = peopleGroupAt(ws, i)
    if (group) {
      groups.push(group)
      return [group.phrase, { role: group.role, age: group.age, count: group.count, group: 'kids' }]
    }
    const job = personCompoundAt(ws, i)
    if (job) return [job.phrase, job.who]
    const person = personWordAt(ws, i, unknown)
    if (person) return [person.phrase, person.who]
    // "a coach blowing a whistle": a person first to WordNet, drawn as a thing (a bus), doing something.
    const acting = /^\w+ing$/.test(ws[i + 1] ?? '') && !THING_KINDS.has(nounKind(ws[i + 1]) ?? '')
    const who =
      (acting || someonesPerson(ws, i) || personBeforeThing(ws, i)) && !missed.has(ws[i])
        ? personWho(ws[i])
        : null
    const thing = conceptForPhrase(ws[i])
    if (!who || !thing || nounKind(thing.label.toLowerCase()) === 'noun.person') return null
    retold.push(ws[i])
    return [ws[i], who]
  }
}

// Words before a vehicle that say it is ridden or boarded: "riding in her coach", "on the coach".
const RIDDEN =
  /^(rid(e|es|ing)|rode|driv(e|es|ing)|drove|in|into|on|onto|aboard|board(s|ing)?|catch(es|ing)?|caught|tak(e|es|ing)|took|princess|prince|queen|king|cinderella|horses?|pumpkin|golden|royal)$/

/**
 * "a girl and her coach": someone's, a word first and again a person to WordNet (a trainer, a tutor) that the
 * art draws as a vehicle (a bus) is the person, unless it is ridden or boarded, or drawn by horses for a princess.
 */
function someonesPerson(ws: string[], i: number): boolean {
  const before = ws[i - 1] ?? ''
  if (!/^(his|her|their|my|our|your)$/.test(before) && !/\w's$/.test(before)) return false
  const kinds = nounKinds(ws[i])
  if (kinds[0] !== 'noun.person' || kinds[1] !== 'noun.person') return false
  const thing = conceptForPhrase(ws[i])
  if (!thing || !isVehicle(thing.label.toLowerCase())) return false
  return !ws.slice(Math.max(0, i - 4), i).some((w) => RIDDEN.test(w))
}

// Words that say a coach is the vehicle: where it goes, who drives or rides it.
const VEHICLE_SENSE =
  /^(trips?|tours?|stations?|drivers?|passengers?|roads?|motorways?|highways?|journeys?|travel\w*|wheels?|parked|seats?|windows?|excursions?|outings?|holidays?)$/

/**
 * "the team's coach", "a soccer coach", "the coach": a word first and again a person to WordNet that the art
 * draws as a vehicle is the person, unless the prompt rides, boards or travels in it.
 */
function personBeforeThing(ws: string[], i: number): boolean {
  const kinds = nounKinds(ws[i])
  if (kinds[0] !== 'noun.person' || kinds[1] !== 'noun.person') return false
  const thing = conceptForPhrase(ws[i])
  if (!thing || !isVehicle(thing.label.toLowerCase())) return false
  // Named by whose or what kind it is ("the team coach", "a soccer coach"): a bare "a coach" stays as drawn.
  const before = ws[i - 1] ?? ''
  if (!before || /^(a|an|the|this|that|one)$/.test(before) || !nounKind(lemmatize(before))) return false
  if (ws.slice(Math.max(0, i - 4), i).some((w) => RIDDEN.test(w))) return false
  return !ws.some((w) => VEHICLE_SENSE.test(w))
}

const isVehicle = (label: string) =>
  (senseSteps(label, 0, 6) ?? []).some(
    (step) => step.words.includes('vehicle') || step.words.includes('conveyance'),
  )

const THING_KINDS = new Set([
  'noun.artifact',
  'noun.location',
  'noun.object',
  'noun.food',
  'noun.plant',
  'noun.animal',
])

/**
 * Things the reading passed over when it found nothing to draw ("a rock band playing on stage": the band is
 * drawn now, the stage is not): said left out, as they would be beside any other subject. Verbs' -ing words
 * and the words the people drew are not things.
 */
export function passedOverThings(reading: PromptReading, claimed: Set<string>): string[] {
  if (reading.subjects.length) return []
  return reading.unread.filter((phrase) => {
    const words = phrase.toLowerCase().split(/\s+/)
    if (words.some((w) => claimed.has(w)) || /ing$/.test(phrase)) return false
    // "a player playing kabaddi": a word no dictionary knows is said as the reading says it beside a drawing.
    if (words.length === 1 && /^[a-z]{4,}$/.test(phrase) && !knownWord(phrase)) return true
    const kinds = nounKinds(lemmatize(words[words.length - 1]))
    // "giving his sister a piggyback ride": a word that is first an act is what they do, not a thing; "telling
    // a story": a word first and again told is what is said (a story is also a storey).
    const told = kinds.slice(0, 2).every((kind) => kind === 'noun.communication')
    return kinds[0] !== 'noun.act' && !told && kinds.slice(0, 3).some((kind) => THING_KINDS.has(kind))
  })
}

// "Mummy" is a mother to the vocabulary; at Halloween, by a tomb or a pyramid, it is the wrapped figure, which
// no drawing shows yet.
const SPOOKY =
  /\b(halloween|spooky|scary|haunted|tomb|pyramids?|egypt\w*|ghosts?|zombies?|monsters?|bandages?)\b/

/** Person subjects that are no plain person here, by the word the prompt used: drawn as one, and said. */
export function drawnAsPerson(subjects: Concept[], lower: string): { subject: number; asked: string }[] {
  if (!SPOOKY.test(lower)) return []
  return subjects.flatMap((s, subject) =>
    /^mumm(y|ies)$/i.test(s.label) ? [{ subject, asked: s.label }] : [],
  )
}
