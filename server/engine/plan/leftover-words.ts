// A word no drawing reads: drawn as a kin or by its head, or said as missed, passed over or unread, never
// dropped in silence.
import {
  animalSenseKin,
  type Concept,
  conceptById,
  conceptForPhrase,
  isAdjective,
  type Kin,
  kinOfOtherKindOnly,
  kinThroughWordnet,
  lemmatize,
  normalizePhrase,
  nounKind,
  nounKinds,
  nounSenses,
  type SettingId,
  senseSteps,
} from '../vocabulary'
import { nestOfNoBird } from './animal-homes'
import { animalPartWord } from './animal-parts'
import { compoundHead, siblingKind } from './compound-head'
import { modifiesCompound, placeForDoing, pluralCompound } from './compound-nouns'
import { compoundPlaceAt, otherKindAt, stuffBeforePlace } from './compound-places'
import { senseNamedBefore, senseNamedEarlier } from './compound-senses'
import { describingCompound } from './describing-compounds'
import { asNamed, conceptAt } from './drawing-named-at'
import { groupMembers } from './group-words'
import { leftoverKind } from './leftover-kind'
import { shortNoun } from './little-words'
import { measureWord, openingIn } from './measure-words'
import { leftoverSpan } from './names-read-whole'
import { occasionAt } from './occasions-named'
import { otherSenseHere, personSenseHere } from './other-sense-here'
import { personCompoundAt } from './person-compounds'
import { isParticle, placeNameUnknown } from './place-words'
import { isPersonConcept } from './portrait-or-person'
import type { PromptReading } from './prompt-reading'
import {
  CONTAINERS,
  DETERMINERS,
  INCIDENTAL_CONTAINERS,
  isAction,
  RELATION_WORDS,
  STOP,
} from './reading-words'
import { thingsOfOccasion } from './two-word-names'
import { firstWordOfName, nameAfterFor } from './words-in-their-place'
import { notAThingHere } from './words-not-things'

type StandIn = PromptReading['standIns'][number]

/** What a word no drawing reads comes to: a kin drawn, a compound's head, or a word missed, passed over or unread. */
type Leftover = {
  /** Words it takes. */
  skip: number
  concept?: Concept
  /** More drawings for the word: the members of a group word after the first. */
  more?: Concept[]
  /** Drawn beside the drawing, not a subject of its own: a fruit tree's fruit. */
  beside?: Concept
  setting?: SettingId
  standIn?: StandIn
  /** The place as typed when the setting draws a kind of it ("a village green": the park). */
  named?: string
  kind?: 'missing' | 'unsaid' | 'unread'
  asTyped: string
}

let settingWords: { from: [string, SettingId][]; words: Set<string> } | null = null
/** The one-word names of settings. */
function settingWordsOf(settingsByWord: [string, SettingId][]): Set<string> {
  if (settingWords?.from !== settingsByWord)
    settingWords = {
      from: settingsByWord,
      words: new Set(settingsByWord.map(([p]) => p).filter((p) => !p.includes(' '))),
    }
  return settingWords.words
}

/** Reads the word at `i` that names no drawing; `at.subjects`: how many subjects were read before it. */
export function readLeftover(
  words: string[],
  typed: string[],
  i: number,
  at: { subjects: number; object: boolean; inPlace: boolean },
  settingsByWord: [string, SettingId][],
): Leftover {
  const byHead = readByHead(words, typed, i, settingsByWord)
  if (byHead) return byHead
  if (personSenseHere(words, i)) return { skip: 1, kind: 'unread', asTyped: typed[i] ?? words[i] }
  // "a swimmer on the starting block": the other thing the drawing's name says is missed whole (other-sense-here.ts).
  const other = conceptAt(words, i)
  if (other && otherSenseHere(words, i, other.span))
    return { skip: other.span, kind: 'missing', asTyped: typed.slice(i, i + other.span).join(' ') }
  const word = words[i]
  const span = leftoverSpan(words, i)
  const phrase = words.slice(i, i + span).join(' ')
  const asTyped = typed.slice(i, i + span).join(' ')
  const after = i + span
  if (
    STOP.has(phrase) ||
    word in RELATION_WORDS ||
    (span === 1 && describingCompound(words, i)) ||
    isParticle(words, i) ||
    (phrase.length < 3 && !shortNoun(phrase))
  )
    return { skip: span, asTyped }
  // "a row of shops", "a blade of grass": the shops and the grass are the things; the measure is none.
  if (measureWord(words, i) && (!CONTAINERS.has(word) || INCIDENTAL_CONTAINERS.has(word)))
    return { skip: 2, asTyped }
  // "a crack in the ice", "a hole in a tree": an opening in the thing named after it is that thing's.
  if (span === 1 && openingIn(words, i)) return { skip: 1, asTyped }
  const counted = span === 1 ? countedStuff(words, i) : null
  if (counted) return { skip: 1, concept: asNamed(counted, word), asTyped }
  // "round the agility course": two nouns with no drawing, the last a thing, name one thing, said whole.
  if (span === 1 && at.subjects > 0 && undrawnCompound(words, i))
    return { skip: 2, kind: 'missing', asTyped: typed.slice(i, i + 2).join(' ') }
  // No thing where it stands ("leaping high to shoot past the goalkeeper"): nothing to say of it later either.
  if (span === 1 && notAThingHere(words, i)) return { skip: 1, asTyped }
  const name = span === 1 ? namedByKind(words, typed, i) : null
  if (name) return name
  // "for Lag BaOmer", "for Mardi Gras": the occasion the page is for, read whole as "for Christmas" is; the
  // page's subject, said, only when nothing is drawn before it.
  const forName = nameAfterFor(typed, i)
  if (forName)
    return {
      skip: forName,
      kind: at.subjects ? 'unread' : 'missing',
      asTyped: typed.slice(i, i + forName).join(' '),
    }
  // "a window washer": one person (read-people.ts draws them), not a window and a washing machine.
  const job = personCompoundAt(words, i)
  if (job) return { skip: job.span, kind: 'unread', asTyped: typed.slice(i, i + job.span).join(' ') }
  const said = saidApart(words, typed, i, span) ?? saidForWhatItIs(words, typed, i)
  if (said) return said
  // "a horse carriage": the sense the word before names, with no drawing, is said; never the railway carriage.
  if (span === 1 && senseNamedBefore(words, i)?.concept === null)
    return { skip: 1, kind: 'missing', asTyped: typed.slice(i - 1, i + 1).join(' ') }
  // "a horse pulling a carriage": the same, read from a thing named further back.
  const earlier = span === 1 ? senseNamedEarlier(words, i) : undefined
  if (earlier?.concept) return { skip: 1, concept: asNamed(earlier.concept, word), asTyped }
  if (earlier) return { skip: 1, kind: 'missing', asTyped }
  // "wind turbines": a compound named in the plural is looked up as the one.
  const lemma = span === 1 ? lemmatize(word) : pluralCompound(words, i, span) ? singularOf(phrase) : phrase
  // "out of the fog", "in the mist": weather a subject is in is the air around it, never a cloud drawn in its
  // place; the page says it goes without it.
  const weather = at.inPlace && span === 1 && nounKind(lemma) === 'noun.phenomenon'
  if (weather && kinThroughWordnet(lemma)) return { skip: 1, kind: 'unsaid', asTyped }
  // "a perch swimming": the fish, with no drawing, never the branch a bird's perch stands in as.
  if (otherSenseHere(words, i, span)) return { skip: span, kind: 'missing', asTyped }
  // "a picnic": the things that make one, named as its own (two-word-names.ts).
  const things = thingsOfOccasion(lemma)
  if (things) return { skip: span, concept: things[0], more: things.slice(1), asTyped }
  const found =
    roleMeant(lemma, kinThroughWordnet(lemma)) ?? (span === 1 ? animalByItsParts(words, lemma) : null)
  // "a water pump" is no bike pump: a kin drawn as another kind of the compound's head is said, not drawn.
  const kin = found && span > 1 && siblingKind(found.concept.label, words[after - 1], phrase) ? null : found
  // "fruit and vegetables": a group word is drawn as a few of its members.
  const members = kin ? null : groupMembers(lemma)
  if (members) return { skip: span, concept: members[0], more: members.slice(1), asTyped }
  // An action is not drawn as its kind ("dancing": performing arts) nor after a subject as its synonym.
  if (kin && !((kin.standIn || at.subjects) && isAction(word)))
    return {
      skip: span,
      concept: kin.concept,
      beside: kin.also,
      standIn:
        kin.standIn || namedOtherwise(phrase, kin.concept)
          ? { asked: asTyped, concept: kin.concept }
          : undefined,
      asTyped,
    }
  // A noun a subject does something with, or a word WordNet does not know at all, is left out and said, never
  // dropped in silence. Before anything drawable it refuses as before only if it is a thing.
  const kind =
    (!isAction(word) && kinOfOtherKindOnly(lemma)) || (span === 1 && placeNameUnknown(typed, i, at.inPlace))
      ? 'missing'
      : leftoverKind(words, after, span, lemma, { hasSubjects: at.subjects > 0, ...at })
  // A compound the page cannot draw whose head it can ("camper van", "vegetable garden"): the head is drawn
  // and the page says what it stands in for, rather than refusing the page.
  const head = kind === 'missing' && !at.subjects ? compoundHead(words, after, span, settingsByWord) : null
  if (!head) return { skip: span, kind, asTyped }
  const asked = [asTyped, ...typed.slice(after, after + head.after)].join(' ')
  // "an art teacher", "a swim teacher": a person by their job is the person drawn, named as asked, not a stand-in.
  if (head.concept && personByJob(asked, head.concept))
    return { skip: span + head.after, concept: asNamed(head.concept, asked.toLowerCase()), asTyped }
  const standIn = { asked, concept: head.concept, drawn: head.drawn }
  return { skip: span + head.after, concept: head.concept, setting: head.setting, standIn, asTyped }
}

/**
 * A compound read by its head, never by its first word's drawing: "a fire lookout tower" is the tower, "a skate
 * park" the park (no ice skate in it); the page says what the head stands in for.
 */
export function readByHead(
  words: string[],
  typed: string[],
  i: number,
  settingsByWord: [string, SettingId][],
): Leftover | null {
  const asTyped = typed[i]
  const compound = compoundPlaceAt(words, i, settingWordsOf(settingsByWord))
  if (!compound && otherKindAt(words, i, settingWordsOf(settingsByWord)))
    return { skip: 2, kind: 'missing', asTyped: typed.slice(i, i + 2).join(' ') }
  if (compound) {
    const asked = typed.slice(i, i + compound.span).join(' ')
    if (!compound.setting) return { skip: compound.span, kind: 'missing', asTyped: asked }
    if (compound.named)
      return { skip: compound.span, setting: compound.setting, named: asked, asTyped: asked }
    return {
      skip: compound.span,
      setting: compound.setting,
      standIn: { asked, drawn: compound.drawn },
      asTyped,
    }
  }
  if (modifiesCompound(words, i)) {
    const concept = conceptForPhrase(words[i + 2]) as Concept
    return { skip: 3, concept, standIn: { asked: typed.slice(i, i + 3).join(' '), concept }, asTyped }
  }
  const covered = stuffBeforePlace(words, i, settingsByWord)
  if (covered) {
    const asked = typed.slice(i, i + 2).join(' ')
    return { skip: 2, setting: covered, named: asked, asTyped: asked }
  }
  const place = settingsByWord.find(([phrase]) => phrase === words[i + 1])
  if (!place || !placeForDoing(words, i)) return null
  const standIn = { asked: typed.slice(i, i + 2).join(' '), drawn: place[0] }
  return { skip: 2, setting: place[1], standIn, asTyped }
}

/**
 * A word read as what it is where it stands, said rather than drawn as another thing: an occasion someone is at
 * ("at a concert", "at the school play", said whole with the word that says which: occasions-named.ts), and a
 * nest of an animal that is no bird ("a wasp nest": animal-homes.ts).
 */
function saidForWhatItIs(words: string[], typed: string[], i: number): Leftover | null {
  const asked = (from: number, to: number) => typed.slice(from, to + 1).join(' ')
  // "a dance recital": the word that says which, read first, is said with the occasion.
  // Said as a place passed over: where someone is, never the page's subject, so never a refusal.
  for (const n of [2, 1])
    if (occasionAt(words, i + n)?.from === i) return { skip: n + 1, kind: 'unsaid', asTyped: asked(i, i + n) }
  const occasion = occasionAt(words, i)
  if (occasion) return { skip: 1, kind: 'unsaid', asTyped: asked(occasion.from, i) }
  const owner = nestOfNoBird(words, i)
  if (owner >= 0) return { skip: 1, kind: 'missing', asTyped: asked(owner === i - 1 ? i - 1 : i, i) }
  return null
}

// Meals a page is for ("eggs and bacon for breakfast", "a sandwich at lunch"): a time, nothing to draw.
const MEALS = new Set(
  'breakfast brunch lunch lunchtime dinner dinnertime supper snack snacktime teatime'.split(' '),
)

// Places named in two words that are one place ("a race car on the race track"): drawn or said whole.
const PLACE_COMPOUNDS = new Set(['race track', 'racing track', 'running track', 'race course'])

/**
 * A leftover word read apart from the rest: a meal, a verb after the people doing it ("kids cross the street"),
 * or a two-word place said left out whole.
 */
function saidApart(words: string[], typed: string[], i: number, span: number): Leftover | null {
  const word = words[i]
  // "a lunch box" is a box, not a meal.
  if (MEALS.has(word) && span === 1 && !conceptAt(words, i + 1))
    return { skip: 1, kind: 'unread', asTyped: typed[i] }
  const prev = lemmatize(words[i - 1] ?? '')
  // A plain form (no plural) between people and a determiner is what they do: "kids cross the street".
  const verb = DETERMINERS.has(words[i + 1] ?? '') && lemmatize(word) === word
  if (verb && prev && nounKinds(prev).includes('noun.person'))
    return { skip: 1, kind: 'unread', asTyped: typed[i] }
  const two = words.slice(i, i + 2).join(' ')
  if (PLACE_COMPOUNDS.has(two)) return { skip: 2, kind: 'missing', asTyped: typed.slice(i, i + 2).join(' ') }
  return null
}

/** A compound's singular: its last word lemmatized ("wind turbines": wind turbine). */
function singularOf(phrase: string): string {
  const ws = phrase.split(' ')
  return [...ws.slice(0, -1), lemmatize(ws[ws.length - 1])].join(' ')
}

/** "art teacher" drawn as the teacher: a compound whose last word is the person the drawing names. */
function personByJob(asked: string, concept: Concept): boolean {
  const head = lemmatize(asked.toLowerCase().split(' ').pop() ?? '')
  return nounKind(head) === 'noun.person' && normalizePhrase(concept.label) === head
}

/**
 * "a paper bag" reached as a sack, a synonym WordNet gives it: a name of several words whose head the drawing's
 * name does not share is drawn as another thing, and the page says so.
 */
function namedOtherwise(phrase: string, concept: Concept): boolean {
  const head = phrase.split(' ')
  return (
    head.length > 1 &&
    !normalizePhrase(concept.label)
      .split(' ')
      .includes(lemmatize(head[head.length - 1]))
  )
}

// Words for the way someone goes, which WordNet also files as things ("down" is a bird's soft feathers).
const WAY = /^(down|up|out|off|over|in|on|back|away|along|across|around|round|through|home|inside|outside)$/

// Kinds of noun a thing on the page is: the head of an undrawn compound must have one of these senses.
const THING_KINDS = new Set(['noun.artifact', 'noun.object', 'noun.location', 'noun.food', 'noun.plant'])

/**
 * "the agility course", "a cake stall": a noun with no drawing straight before another with none, after a small
 * word and before the end or a small word, is one thing named by its last word (some sense of it a thing), never
 * two words passed over in silence. Neither is a describing word or a doing ("little jumps", "running shoes").
 */
export function undrawnCompound(words: string[], i: number): boolean {
  const [first, head, after] = [words[i], words[i + 1] ?? '', words[i + 2]]
  if (!head || !STOP.has(words[i - 1] ?? '') || STOP.has(first) || STOP.has(head)) return false
  if (after !== undefined && !STOP.has(after)) return false
  if (/(ing|ed|ly)$/.test(first) || /(ing|ed|ly)$/.test(head) || isAdjective(first) || isAction(head))
    return false
  if (conceptForPhrase(first) || conceptForPhrase(lemmatize(head)) || conceptForPhrase(`${first} ${head}`))
    return false
  // "chasing the postman down a lane": a person and the way they go, no thing named in two words.
  const firstKind = nounKind(lemmatize(first))
  if (firstKind === null || firstKind === 'noun.person' || WAY.test(head)) return false
  return nounKinds(lemmatize(head)).some((k) => THING_KINDS.has(k))
}

/**
 * "Durham Cathedral": the first word of a name is never a thing of its own (WordNet's Durham is also a breed of
 * cattle); the name is drawn as its last word's kind, and the page says so.
 */
function namedByKind(words: string[], typed: string[], i: number): Leftover | null {
  if (!firstWordOfName(typed, i)) return null
  const kind = conceptAt(words, i + 1)?.concept ?? kinThroughWordnet(lemmatize(words[i + 1]))?.concept
  const asked = typed.slice(i, i + 2).join(' ')
  return kind ? { skip: 2, concept: kind, standIn: { asked, concept: kind }, asTyped: asked } : null
}

/**
 * "a glass", "a glass on the table": a stuff counted with "a" is the thing its next made-thing sense names, where a
 * drawing has one of that sense's own names ("glass, drinking glass"). Never a stuff describing a thing after it
 * ("a glass jar", "a glass slipper").
 */
function countedStuff(words: string[], i: number): Concept | null {
  if (!/^(a|an|one|another)$/.test(words[i - 1] ?? '')) return null
  const next = words[i + 1]
  if (next && !shortNoun(next) && nounKind(lemmatize(next)) && !STOP.has(next) && !(next in RELATION_WORDS))
    return null
  const lemma = lemmatize(words[i])
  const senses = nounSenses(lemma, 3)
  if (senses[0]?.kind !== 'noun.substance') return null
  const made = senses.findIndex((s, k) => k > 0 && s.kind === 'noun.artifact')
  const names = made > 0 ? (senseSteps(lemma, made, 0)?.[0]?.words ?? []) : []
  return names.map((name) => conceptForPhrase(name)).find((c) => c !== null) ?? null
}

/**
 * "a quetzal with long green tail feathers perched on a branch": a word WordNet files first as another thing (a
 * currency) and later as an animal, named with an animal's parts, is that animal, drawn as its nearest kin and
 * said ("Drawn as a bird: no quetzal"), never a page of feathers with no bird.
 */
function animalByItsParts(words: string[], lemma: string): Kin | null {
  if (nounKinds(lemma)[0] === 'noun.animal' || !words.some((w) => animalPartWord(w))) return null
  const animal = animalSenseKin(lemma)
  return animal ? { concept: animal, standIn: true } : null
}

/**
 * "a scout": a role's drawing (the guard) reached through a sense the word only shares (WordNet's first scout is a
 * lookout, named first "lookout") while a later sense is the word's own person (the Boy or Girl Scout): no role
 * the child surely means. The person is drawn plainly, dressed and aged by the people reading, and the role's place
 * (the guard's city) is not the page's. A sentry or a conductor, named first in the sense drawn, keeps its drawing.
 */
function roleMeant(lemma: string, kin: Kin | null): Kin | null {
  if (!kin?.standIn || !isPersonConcept(kin.concept)) return kin
  // A sense's classes start with its own synonyms, the first the name WordNet files it under.
  const [first, ...later] = nounSenses(lemma, 6)
  if (first?.kind !== 'noun.person' || first.classes[0] === lemma) return kin
  const own = later.some((s) => s.kind === 'noun.person' && s.classes[0] === lemma)
  return own ? { concept: asNamed(conceptById('person'), lemma), standIn: false } : kin
}
