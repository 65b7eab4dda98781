// Which of a prompt's words are content nouns where they stand: a thing, creature, plant, food or person the
// page must draw or say (nothing-dropped.ts). Small words, positions, verb forms, parts of a drawing and words
// about the page are none; a word WordNet files first as a stuff, a place or a doing is one where it stands as
// a thing ("sawing a board", "hanging wallpaper").

import {
  conceptForPhrase,
  isAdjective,
  lemmatize,
  nounKind,
  nounKinds,
  nounSenses,
  verbLemma,
} from '../vocabulary'
import { beingsOfGroup } from './groups-of-beings'
import { thingByLaterSense } from './later-senses'
import { DETERMINER, LITTLE_WORDS, littleWordsAnd, shortNoun } from './little-words'
import { CLASS_WORDS } from './page-account'
import { notAThingHere } from './words-not-things'

// Kinds of noun a drawing is made of (WordNet lexicographer files).
export const THING_KINDS = new Set([
  'noun.animal',
  'noun.artifact',
  'noun.food',
  'noun.person',
  'noun.plant',
  'noun.object',
])
// First senses that make a word a stuff, a place, a time or an event more than a thing of its own.
const NOT_THINGS = new Set([
  'noun.substance',
  'noun.phenomenon',
  'noun.location',
  'noun.time',
  'noun.act',
  'noun.event',
  'noun.body',
  'noun.state',
  'noun.attribute',
  'noun.feeling',
  'noun.quantity',
])
// Small words, page words and words about the page rather than things on it.
export const FUNCTION_WORDS = littleWordsAnd(
  'who which while like has have having up down out off around away along inside outside behind between beside next above below across through page picture drawing coloring colouring sheet draw color colour make please cartoon realistic simple detailed easy intricate style kids kid children child adults toddlers preschoolers one two three four five six seven eight nine ten dozen many lots lot full',
)
// Words for where on a thing ("on top", "in front of", "the side of", "a mountain top"): a thing only where a
// thing is named, after "a" alone or with a describing word ("a wooden top", "a spinning top").
const POSITION_WORDS = new Set(
  'front back top bottom middle center centre side edge corner end tip'.split(' '),
)
// Words that say where only as "the X of" a thing: "on the base of its tail", "at the foot of the stairs".
const OF_POSITION_WORDS = new Set(['base', 'foot', 'rim'])

/** The position word at `i` says where, not what: anywhere but after "a" and what describes it. */
export function positionHere(words: string[], i: number): boolean {
  if (OF_POSITION_WORDS.has(words[i]))
    return words[i + 1] === 'of' && DETERMINER.test(words[i - 1] ?? '') && !/^(a|an)$/.test(words[i - 1])
  if (!POSITION_WORDS.has(words[i])) return false
  if (words[i + 1] === 'of') return true
  const prev = words[i - 1] ?? ''
  if (prev === 'a' || prev === 'an') return false
  const describing = !LITTLE_WORDS.has(prev) && (/(ing|ed)$/.test(prev) || isAdjective(prev))
  return !(/^(a|an)$/.test(words[i - 2] ?? '') && describing)
}

// Past forms in -ed that are no noun's name here, though WordNet has a noun spelt so ("led": an LED).
const IRREGULAR_PAST = new Set('led fed bled bred fled sped wed'.split(' '))

/**
 * A word in -ed or -ly is a verb form or a describing word ("painted", "quickly", "silly"), unless WordNet
 * first knows it as a thing and it stands where a thing does: "a butterfly", "a garden shed", "a sled".
 */
export function formNotThing(words: string[], i: number): boolean {
  const word = words[i]
  if (!/(ed|ly)$/.test(word)) return false
  if (IRREGULAR_PAST.has(word) || !THING_KINDS.has(nounKind(word) ?? '')) return true
  const verb = verbLemma(word)
  if (verb && verb !== word) return true
  const prev = words[i - 1] ?? ''
  const determined =
    DETERMINER.test(prev) ||
    (DETERMINER.test(words[i - 2] ?? '') && !LITTLE_WORDS.has(prev) && !/ing$/.test(prev))
  return isAdjective(word) && !determined
}

/** A verb in -ing where it stands ("a boy playing mini golf"), not a describing word after "a" ("a swimming pool"). */
export const verbInIng = (words: string[], i: number) =>
  /ing$/.test(words[i] ?? '') && verbLemma(words[i]) !== null && !DETERMINER.test(words[i - 1] ?? '')
// Parts of a drawing and words about how it looks: a page can lack them and still show what was asked.
const PARTS = new Set(
  'hair mane fur feather feathers whisker paw claw beak trunk tusk antler fin ear nose leg arm hand foot head wing tail horn spot stripe pattern background border frame scene outline detail line face smile eye cheek tooth mouth lap belly tummy pouch floor ground shape style theme design'.split(
    ' ',
  ),
)

// Containers and measures of what follows "of".
export const CONTAINERS = new Set(
  'bowl plate cup mug glass jar box bag basket bucket pot pan tray slice piece bunch pile stack heap bottle can carton'.split(
    ' ',
  ),
)
// Meals a page is for ("eggs and bacon for breakfast"): a time of day, nothing to draw.
const MEALS = new Set(
  'breakfast brunch lunch lunchtime dinner dinnertime supper teatime meal feast'.split(' '),
)

/** The lemma of the word at `i` when it is a content noun there; null for small words, verbs, describing words. */
export function contentNoun(words: string[], i: number): string | null {
  const word = words[i]
  // "gluing macaroni onto a picture": a picture something is done to is a thing; "a picture of a dog" the page.
  // ("a picture book" is a book: the page word describes it.)
  if (
    PAGE_THINGS.has(word) &&
    i >= 2 &&
    DETERMINER.test(words[i - 1]) &&
    !/^(of|books?)$/.test(words[i + 1] ?? '')
  )
    return lemmatize(word)
  if ((word.length < 3 && !shortNoun(word)) || FUNCTION_WORDS.has(word) || MEALS.has(word)) return null
  if (formNotThing(words, i) || positionHere(words, i)) return null
  if (piecesGoneOver(words, i)) return lemmatize(word)
  // "a circle made of leaves", "a number made of carrots": what is made is a thing on the page, whatever
  // WordNet files it under first.
  if (words[i + 1] === 'made' && /^(of|out|from)$/.test(words[i + 2] ?? '') && nounKind(lemmatize(word)))
    return lemmatize(word)
  // "weaving a cross out of rushes": what a thing is made out of is a thing, by its first sense as one.
  if (words[i - 1] === 'of' && words[i - 2] === 'out' && word.length > 3) {
    const lemma = lemmatize(word)
    if (
      nounKinds(lemma)
        .slice(0, 4)
        .some((k) => THING_KINDS.has(k)) &&
      !notAThingHere(words, i)
    )
      return lemma
  }
  // "a wooden top": a position word where a thing stands names the thing of its later senses.
  if (POSITION_WORDS.has(word))
    return nounKinds(word)
      .slice(0, 8)
      .some((k) => THING_KINDS.has(k))
      ? word
      : null
  // "doing a wheelie", "a strawberry on top", "helping kids paint": an act, a position, a verb there.
  if (notAThingHere(words, i)) return null
  // A plain word before a determiner is a verb ("helping his dad wash the car").
  if (/^(a|an|the|his|her|its|their|my|your|our)$/.test(words[i + 1] ?? '') && lemmatize(word) === word)
    return null
  const prev = words[i - 1] ?? ''
  // "building a sandcastle" is an action; "a building", "the swing" are things, and so is a string or a
  // spring, whose -ing is no verb's ("a dangling string").
  const ingForm = /ing$/.test(word) && (verbLemma(word) ?? word) !== word
  if (ingForm && !/^(a|an|the|his|her|its|their|my|your|our)$/.test(prev) && word.length > 5) return null
  // "pajamas": WordNet files the one ("pajama"), the lemmatizer keeps the word.
  const lemma = nounKind(lemmatize(word)) === null && /s$/.test(word) ? word.slice(0, -1) : lemmatize(word)
  if (PARTS.has(lemma) || PARTS.has(word)) return null
  const kind = nounKind(lemma)
  if (kind && THING_KINDS.has(kind)) return lemma
  // "the coastguard", "his flock": people or animals WordNet files as a group are named beings (groups-of-beings.ts).
  if (kind === 'noun.group' && beingsOfGroup(lemma).length) return lemma
  // "sprinkles", "greens", "suds": a plural WordNet files as a thing of its own, where its one is none (a
  // sprinkle of rain, the colour green), is that thing; a doing's plural stays a doing ("his first steps").
  if (lemma !== word && kind !== 'noun.act' && THING_KINDS.has(nounKind(word) ?? '')) return word
  // "out of old planks", "a pile of logs": the plural of a stuff, where the plural has no sense of its own
  // ("the sands", "the woods"), counts its pieces, things of their own.
  if (kind === 'noun.substance' && lemma !== word && !nounKinds(word).length) return lemma
  // "old springs out of a sofa", "lifting steel beams": a plural is pieces counted, so a word first filed as a
  // time or a message ("spring" the season, "beam" a signal) whose next sense is a made thing is that thing.
  if (
    lemma !== word &&
    (kind === 'noun.time' || kind === 'noun.communication') &&
    nounKinds(lemma)[1] === 'noun.artifact' &&
    !PAGE_THINGS.has(word) &&
    words[i + 1] !== 'of'
  )
    return lemma
  // "clouds shaped like animals", "delivering food": WordNet files a whole class of things at its top.
  if (kind === 'noun.Tops' && Object.hasOwn(CLASS_WORDS, lemma)) return lemma
  // A word the art has a drawing for is a thing, whatever WordNet files it under first ("yarn": a story).
  if (conceptForPhrase(word) && !NOT_THINGS.has(kind ?? '')) return lemma
  if (OBJECT_THINGS.has(lemma) || (kind === 'noun.communication' && heldSign(lemma))) return lemma
  const determined = /^(a|an|the|his|her|its|their|my|your|our|some)$/.test(prev)
  // A place a subject is put in that no setting draws ("a ghost in a graveyard").
  if (
    kind === 'noun.location' &&
    determined &&
    /^(in|at|on|near|by|inside|into|through)$/.test(words[i - 2] ?? '')
  )
    return lemma
  // A drawing named where a subject is ("over the campfire"), whatever WordNet files it under first.
  if (determined && conceptForPhrase(word) && PLACE_PREPOSITIONS.test(words[i - 2] ?? '')) return lemma
  // "hanging from the porch light": a light shone that is first a made thing where something hangs or flies.
  if (
    determined &&
    kind === 'noun.phenomenon' &&
    nounKinds(lemma)[1] === 'noun.artifact' &&
    /^(from|around|under|above|near|by|beside)$/.test(words[i - 2] ?? '')
  )
    return lemma
  // "the departures board": a head another noun names is the thing of its later senses, where WordNet knows it
  // mostly as made things; a group of people first and again ("the school choir", "the school band") stays one.
  if (
    kind === 'noun.group' &&
    !CONTAINERS.has(lemma) &&
    DETERMINER.test(words[i - 2] ?? '') &&
    nounKind(lemmatize(prev)) &&
    !isAdjective(prev)
  ) {
    const kinds = nounKinds(lemma)
    const made = kinds.filter((k) => k === 'noun.artifact').length
    if (kinds[1] !== 'noun.group' && made > kinds.filter((k) => k === 'noun.group').length) return lemma
  }
  // A thing a subject does something with, by a later sense ("sawing a board", "checking his list", "looking
  // at an x-ray").
  const object =
    (determined &&
      (/ing$/.test(words[i - 2] ?? '') ||
        (/^(at|for|with|through|into)$/.test(words[i - 2] ?? '') && /ing$/.test(words[i - 3] ?? '')))) ||
    bareObject(words, i)
  // "doing the crossword": a thing done on paper, whatever WordNet files it under first.
  if (object && kind === 'noun.communication' && DO.test(words[i - 2] ?? words[i - 1] ?? '')) return lemma
  // "hanging wallpaper", "throwing colored powder": a stuff a subject does something with is named too.
  if (object && kind === 'noun.substance') return lemma
  // "a girl with henna on her hands", "a quad bike through the mud": a stuff put on someone or gone through is
  // on the page, or said.
  if (kind === 'noun.substance' && (stuffOn(words, i) || (determined && THROUGH.test(words[i - 2] ?? ''))))
    return lemma
  // "reading a story", "singing a song": what is told is no thing, though WordNet's later senses may be
  // (a story is also a storey); a word first and again told names what is said.
  const told = nounKinds(lemma)
    .slice(0, 2)
    .every((k) => k === 'noun.communication')
  if (
    object &&
    kind &&
    !told &&
    (!NOT_THINGS.has(kind) || kind === 'noun.phenomenon') &&
    nounKinds(lemma)
      .slice(0, 3)
      .some((k) => THING_KINDS.has(k))
  )
    return lemma
  // "throwing a javelin", "through a straw": a first sense that is a doing, a stuff or a measure gives way to a
  // later one that is a thing where the word stands (later-senses.ts).
  if (kind && thingByLaterSense(words, i, lemma, bareObject(words, i))) return lemma
  return null
}

const THROUGH = /^(through|across)$/
/** "with henna on her hands": a stuff a subject has on it. */
const stuffOn = (words: string[], i: number) =>
  words[i - 1] === 'with' && /^(on|all)$/.test(words[i + 1] ?? '')

// Words for a page that name a thing on it where one stands after "a" or "the", not before "of".
const PAGE_THINGS = new Set(['picture', 'pictures', 'drawing', 'drawings'])

export const PLACE_PREPOSITIONS = /^(in|at|on|near|by|inside|into|over|under|beside|around|behind)$/
const DO = /^(do|does|doing|did|done)$/

/**
 * What an -ing verb is done to, named with no "a" or "the": several of them ("spinning records") or a stuff
 * ("hanging wallpaper"), straight after the verb or after one describing word ("throwing colored powder").
 */
function bareObject(words: string[], i: number): boolean {
  const word = words[i]
  const several = lemmatize(word) !== word || nounKind(word) === 'noun.substance'
  if (!several) return false
  if (verbInIng(words, i - 1)) return true
  const prev = words[i - 1] ?? ''
  return (
    verbInIng(words, i - 2) &&
    !LITTLE_WORDS.has(prev) &&
    !FUNCTION_WORDS.has(prev) &&
    (isAdjective(prev) || /ed$/.test(prev))
  )
}

// Kinds of communication that are things in the hand, on a pole or on a wall: a passport, a certificate, a medal, a badge,
// a windsock, a newspaper. WordNet files them with stories and songs, which are no things.
// A chart or a poster on the wall is a thing too.
const HELD_SIGNS = new Set([
  'document',
  'visual signal',
  'emblem',
  'award',
  'print media',
  'visual communication',
  'notice',
])

/** A communication noun whose first or second sense is a held thing ("a passport", "a windsock"). */
const heldSign = (lemma: string) =>
  nounSenses(lemma, 2).some(
    (sense) => sense.kind === 'noun.communication' && sense.classes.some((c) => HELD_SIGNS.has(c)),
  )

// Things named by their first sense as writing or music, that a page shows as paper: "checking his list".
// and things WordNet files only as signals ("a buoy").
const OBJECT_THINGS = new Set(
  'list letter note map card postcard menu ticket buoy flag sign signpost poster banner cornucopia calendar'.split(
    ' ',
  ),
)

/** The word after `at - 1` is a noun it describes ("cheese sandwich"), so the pair is read by its head. */
export function modifies(words: string[], at: number): boolean {
  const next = words[at]
  if (!next || FUNCTION_WORDS.has(next) || positionHere(words, at)) return false
  if (/ing$/.test(next) || formNotThing(words, at)) return false
  const kind = nounKind(lemmatize(next))
  // "a baby polar bear": a drawing named in two words is a noun too.
  if (kind === null && conceptForPhrase(words.slice(at, at + 2).join(' '))) return true
  return kind !== null && !PARTS.has(lemmatize(next))
}

// Where something goes over or round things: "hop over little jumps", "bending over thin trunks", "drawing round
// each other's shadows".
const GONE_OVER = /^(over|across|under|round|around|between|through|past|along)$/
// First senses that are no pieces on the ground: a time, a feeling, a thought, a quality, a place, the body.
const NO_PIECES = /^noun\.(time|feeling|cognition|attribute|location|body|Tops)$/

/**
 * A plural after a describing word after "over", "round" and the like (a determiner allowed between) names
 * things there, whatever WordNet files the word under first (a jump is first a doing, a trunk an animal's part, a
 * shadow a state): a thing on the page, or said, never dropped in silence.
 */
function piecesGoneOver(words: string[], i: number): boolean {
  const word = words[i]
  const lemma = lemmatize(word)
  const prev = words[i - 1] ?? ''
  if (lemma === word || !isAdjective(prev) || LITTLE_WORDS.has(prev)) return false
  const at = /^(each|the|a|his|her|their|its|my|our|some|your)$/.test(words[i - 2] ?? '') ? i - 3 : i - 2
  if (!GONE_OVER.test(words[at] ?? '')) return false
  const kinds = nounKinds(lemma)
  return kinds.length > 0 && !NO_PIECES.test(kinds[0])
}
