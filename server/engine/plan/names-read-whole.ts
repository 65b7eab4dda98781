// Names of several words read whole, never as their first word's drawing plus a word left out.

import {
  type Concept,
  conceptForPhrase,
  isAdjective,
  isNounPhrase,
  kinThroughWordnet,
  lemmatize,
  normalizePhrase,
  nounKind,
  nounKinds,
  nounSenses,
  SETTINGS,
  standInWords,
} from '../vocabulary'
import {
  animalAndItsPart,
  describesKind,
  MATERIALS,
  plainlyDescribed,
  pluralCompound,
  twoDrawings,
  verbPhrase,
  writtenApart,
} from './compound-nouns'
import { possessiveDoingAt } from './doings-named'
import { conceptAt, thingAt } from './drawing-named-at'
import { jobByShapeAt } from './person-compounds'
import { DETERMINERS, MODIFIERS, RELATION_WORDS, STOP } from './reading-words'
import { adverbHere, beingDoing } from './words-in-their-place'
import { animalNamesThing } from './words-not-things'

export function wordnetCompound(words: string[], i: number): number | undefined {
  // "the city" is a name in WordNet (London's); after "in" it is the place a prompt puts things.
  if (DETERMINERS.has(words[i])) return undefined
  return [4, 3, 2].find(
    (n) =>
      i + n <= words.length &&
      !conceptForPhrase(words.slice(i, i + n).join(' ')) &&
      (isNounPhrase(words.slice(i, i + n).join(' ')) ||
        writtenApart(words, i, n) ||
        pluralCompound(words, i, n)) &&
      !twoDrawings(words, i, n) &&
      !animalAndItsPart(words, i, n) &&
      !plainlyDescribed(words, i, n) &&
      !verbPhrase(words.slice(i, i + n)) &&
      !beingDoing(words, i, n),
  )
}

/**
 * A name WordNet knows whole ("mail carrier", "tree house"), or one a kin stands in for longer than the drawing
 * read at `i` ("a corn dog"): not its first word's drawing plus a miss.
 */
export function namedLonger(words: string[], i: number, span: number): boolean {
  return (
    (span === 1 && wordnetCompound(words, i) !== undefined) ||
    standInWords(words, i) > span ||
    jobByShapeAt(words, i) > span
  )
}

/**
 * "a toy car": a describing word with no drawing of its own describes the drawing after it; "a toy box", a name
 * WordNet knows whole, is read whole. A material describes only a thing after it ("a glass jar"; "knocking a
 * glass off the table" is a glass).
 */
export function modifiesNext(words: string[], i: number): boolean {
  const word = words[i]
  return (
    (MODIFIERS.has(word) || describesKind(words, i)) &&
    !wordnetCompound(words, i) &&
    !(MATERIALS.has(word) && nounKind(lemmatize(words[i + 1] ?? '')) === null)
  )
}

/** How many words a word no drawing reads takes: a name WordNet knows as one noun ("Eiffel Tower", "hot air
 * balloon") is drawn whole or missed whole. */
export function leftoverSpan(words: string[], i: number): number {
  const kin = standInWords(words, i)
  if (kin) return kin
  let compound = wordnetCompound(words, i)
  // "a busy bee", "a night owl": WordNet knows these as kinds of people; the person asked for the animal.
  if (compound && nounKind(words.slice(i, i + compound).join(' ')) === 'noun.person') {
    const head = conceptForPhrase(words[i + compound - 1])
    if (head) compound = undefined
  }
  return compound ?? (animalNamesThing(words, i) ? 2 : 1)
}

/**
 * Two or three words read whole before any of them is drawn: a game named with a possessive ("playing cat's
 * cradle": no cat, no cradle), a made thing with no drawing named by what it is for ("popping bubble wrap",
 * "a lobster trap": no bubbles, no lobster) and a place by its crop ("the rice fields"), said left out.
 */
export function readWhole(
  words: string[],
  typed: string[],
  i: number,
  subjects: Concept[],
  said: { missing: string[]; unread: string[] },
): number {
  const idiom = possessiveDoingAt(words, i)
  const hasSubjects = subjects.length > 0
  const doneTo = DETERMINERS.has(words[i - 1] ?? '') && /ing$/.test(words[i - 2] ?? '')
  const found = thingAt(words, i)
  // A made thing before another may own it ("the car windshield"): it stays drawn unless drawn already.
  const owns = (c: Concept) =>
    nounKind(lemmatize(words[i])) === 'noun.artifact' && !subjects.some((s) => s.id === c.id)
  const byUse =
    !idiom && (hasSubjects || doneTo) && found?.span === 1 && !owns(found.concept) && namedByUse(words, i)
  const crop = hasSubjects && found?.span === 1 && cropField(words, i, found.concept)
  const span = idiom || (byUse || crop ? 2 : 0)
  if (span) (idiom ? said.unread : said.missing).push(typed.slice(i, i + span).join(' '))
  return span
}

/**
 * "the rice fields", "tea terraces": a food named before a place is the crop the place grows, never the dish
 * the art draws for it (cooked rice, a teacup); a drawing of the crop itself ("pumpkin patch") stays drawn.
 */
function cropField(words: string[], i: number, concept: Concept): boolean {
  const next = lemmatize(words[i + 1] ?? '')
  return (
    nounKind(next) === 'noun.location' &&
    nounKind(words[i]) === 'noun.food' &&
    normalizePhrase(concept.label) !== words[i] &&
    !conceptAt(words, i + 1)
  )
}

/**
 * The word at `i` names what the made thing after it is for or made of ("bubble wrap", "lobster trap", "car
 * wash"): the next word is first a made thing in WordNet, has no drawing, and ends the name.
 */
function namedByUse(words: string[], i: number): boolean {
  const next = words[i + 1] ?? ''
  if (!next || STOP.has(next) || /(ing|ed)$/.test(next) || Object.hasOwn(RELATION_WORDS, next)) return false
  // "a ball round the cones": the next word goes round what follows, no made thing (words-in-their-place.ts).
  if (adverbHere(words, i + 1)) return false
  if (conceptAt(words, i + 1) || kinThroughWordnet(lemmatize(next))) return false
  if (isAdjective(words[i]) || PLACE_WORDS.has(lemmatize(next))) return false
  // "in the church garden": a building before a setting's place is whose the place is (place-words.ts), no garden
  // named for a church.
  if (buildingBeforeSetting(words[i], next)) return false
  // "kids paint", "his dad wash the car": a person before a word is who does it.
  if (nounKind(lemmatize(words[i])) === 'noun.person') return false
  const after = words[i + 2] ?? ''
  if (after && !STOP.has(after) && nounKind(lemmatize(after)) !== null && !/ing$/.test(after)) return false
  return nounKinds(lemmatize(next))[0] === 'noun.artifact'
}

const SETTING_WORDS = new Set(Object.values(SETTINGS).flatMap((s) => s.words))
const buildingBeforeSetting = (word: string, next: string) =>
  SETTING_WORDS.has(next) &&
  nounSenses(word, 2).some(
    (s) => s.kind === 'noun.artifact' && s.classes.some((c) => /^(building|edifice)$/.test(c)),
  )

// Made things that are where a thing is, not a thing of its own ("a cat on the bed side"): read elsewhere.
const PLACE_WORDS = new Set(['side', 'top', 'bottom', 'front', 'back', 'edge', 'corner', 'end'])
