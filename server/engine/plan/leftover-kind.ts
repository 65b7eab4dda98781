// Whether a leftover word is a thing the page lacks (said), a place it passes over, or nothing to draw.
import { isAdjective, lemmatize, nounKind, nounKinds, nounSenses, verbLemma } from '../vocabulary'
import { conceptAt } from './drawing-named-at'
import { isTimeWord } from './not-things'
import { afterParticle, isNamedPlace } from './place-words'
import {
  DETERMINERS,
  DRAWABLE_KINDS,
  INCIDENTAL,
  isAction,
  POSITIONS,
  RELATION_WORDS,
  STOP,
  STUFF_KINDS,
  SUBJECT_RELATIONS,
  UNDRAWN_KINDS,
} from './reading-words'
import { animalNamesThing } from './words-not-things'

/** What a leftover word is: a thing the page lacks, a place it passes over (said too), or nothing to draw. */
export function leftoverKind(
  words: string[],
  after: number,
  span: number,
  lemma: string,
  at: { hasSubjects: boolean; object: boolean; inPlace: boolean },
): 'missing' | 'unsaid' | 'unread' {
  const word = words[after - span]
  if (span === 1 && isTimeWord(lemma)) return 'unread'
  if (span === 2 && animalNamesThing(words, after - 2)) return 'missing'
  // "a solar eclipse over the hills", "a meteor shower": an event or a sight in the sky named as the page's first
  // thing is what the page must show (never the setting's flower drawn for it).
  const sight = /^noun\.(event|phenomenon)$/.test(nounKind(lemma) ?? '')
  if (span > 1 && after === span + 1 && DETERMINERS.has(words[0]) && sight) return 'missing'
  // "an avalanche crashing down the mountain": a happening of nature named first is what the page must show.
  if (span === 1 && after === 2 && DETERMINERS.has(words[0]) && naturalEvent(lemma)) return 'missing'
  if (leftOutThing(words, after, span, lemma, at.hasSubjects, at.object)) return 'missing'
  // A compound is the thing its last word names: "a swimming pool" is no action.
  const head = words[after - 1]
  // "a cozy room", "round wheels": a word that can describe the next one does.
  const describes = span === 1 && after < words.length && !STOP.has(words[after]) && isAdjective(word)
  if (!describes && isMissing(lemma, head)) return 'missing'
  const place = at.hasSubjects && at.inPlace && span === 1 && afterParticle(words, after - span)
  if (place && isNamedPlace(lemma, word)) return 'unsaid'
  // "a desert oasis with palm trees": a place named as the page's thing, not where it is, is said if not drawn.
  // Not the head of a thing's name ("a fence post" is the fence's): after a small word, or a place's name.
  const before = words[after - 2] ?? ''
  const placeThing =
    !at.inPlace &&
    span === 1 &&
    !POSITIONS.has(lemma) &&
    nounKind(lemma) === 'noun.location' &&
    (STOP.has(before) || nounKind(lemmatize(before)) === 'noun.location')
  const ends = after >= words.length || STOP.has(words[after])
  return placeThing && ends && nounKinds(lemma).some((k) => DRAWABLE_KINDS.has(k)) ? 'unsaid' : 'unread'
}

const NATURE = /^(natural event|natural phenomenon|geological phenomenon)$/
/** A happening of nature by its first two senses: an avalanche, an earthquake, an eclipse. */
const naturalEvent = (lemma: string) =>
  nounSenses(lemma, 2).some((s) => s.classes.slice(0, 8).some((c) => NATURE.test(c)))

// Everyday things WordNet does not know, and no drawing shows yet.
const UNKNOWN_THINGS = new Set(['dreidel', 'lunchbox', 'sippy cup', 'rangoli', 'rangoli pattern'])

/** A leftover word (its `span` words end before `after`) the page would have to show and leaves out: said as
 * missing, never dropped in silence. `object`: the word is what a subject is doing something with. */
function leftOutThing(
  words: string[],
  after: number,
  span: number,
  lemma: string,
  hasSubjects: boolean,
  object: boolean,
): boolean {
  const word = words[after - span]
  // Not a verb's form WordNet knows ("flew", "swam"): what is done, never a thing.
  const unknown =
    span === 1 &&
    word.length > 3 &&
    nounKind(lemma) === null &&
    !isAdjective(word) &&
    !describesByEnding(word, words[after]) &&
    verbLemma(word) === null &&
    !/(ing|ed|ly|s)$/.test(word)
  // Things WordNet does not know that a page would have to show ("a dreidel"): said, never read past.
  if (UNKNOWN_THINGS.has(lemma)) return true
  // "catching the sliotar on his hurl": a word someone owns is a thing, though WordNet knows it only as a verb.
  if (ownedVerbOnly(words, after, span)) return true
  // An unknown word the prompt does something with ("a zookeeper with a giraffe"), or that does something itself
  // ("Zorbo sliding on the ice": a name Colorly does not know), is its main subject: refused or said, never the
  // page of what it does drawn without it.
  const next = words[after] ?? ''
  const actsOn =
    next in RELATION_WORDS ||
    SUBJECT_RELATIONS.some(([phrase]) => phrase.split(' ')[0] === next) ||
    (!hasSubjects && isAction(next))
  if (!INCIDENTAL.has(lemma) && !isAction(word) && !/(ed|ly)$/.test(word)) {
    const kind = nounKind(lemma)
    // "telling a story": a word first and again told names what is said, though a later sense is a thing.
    const told = nounKinds(lemma)
      .slice(0, 2)
      .every((k) => k === 'noun.communication')
    const thing =
      !told &&
      (nounKinds(lemma).some((k) => DRAWABLE_KINDS.has(k)) || (kind !== null && !UNDRAWN_KINDS.has(kind)))
    // After the subject, a thing by any of its senses ("a cat and a fishbowl": a fishbowl is first a state).
    // Named as a thing of its own: after a small word ("and a fishbowl"), not right after the drawing it
    // describes ("a watermelon slice"), and not an action or a stuff ("hanging", "water").
    const named =
      !told &&
      hasSubjects &&
      STOP.has(words[after - span - 1] ?? '') &&
      !/ing$/.test(word) &&
      !STUFF_KINDS.has(kind ?? '') &&
      nounKinds(lemma).some((k) => DRAWABLE_KINDS.has(k))
    // One of a list of things ("scissors, glue and crayons"): a thing whatever its first sense (glue: a stuff).
    const listed =
      hasSubjects &&
      span === 1 &&
      !/ing$/.test(word) &&
      !isAdjective(word) &&
      nounKind(lemma) !== null &&
      next === 'and' &&
      conceptAt(words, after + 1 + (DETERMINERS.has(words[after + 1] ?? '') ? 1 : 0)) !== null
    // "a mole peeking out": a creature by a later sense, doing something, is the page's subject.
    const doer = !hasSubjects && span === 1 && /ing$/.test(next) && nounKinds(lemma).includes('noun.animal')
    if (
      doer ||
      (object && thing && !describesNext(words, after)) ||
      (named && !describesNext(words, after)) ||
      (unknown && (hasSubjects || actsOn)) ||
      listed
    )
      return true
  }
  return false
}

/**
 * "crunchy leaves", "squeaky shoes": a word WordNet lacks, a noun or verb it knows with -y, before the word it
 * describes. Named alone it may be a thing ("a slinky").
 */
function describesByEnding(word: string, next: string | undefined): boolean {
  const stem = word.slice(0, -1)
  const known = nounKind(stem) !== null || verbLemma(stem) !== null
  return /[^aeiou]y$/.test(word) && stem.length > 3 && known && next !== undefined && !STOP.has(next)
}

/** A leftover word names a thing a page would have to show: a person, animal, plant, food or made thing. */
function isMissing(lemma: string, word: string): boolean {
  if (INCIDENTAL.has(lemma) || /(ing|ed|ly)$/.test(word)) return false
  // A made thing known by its own name in several words ("Golden Gate Bridge"): WordNet files it apart.
  const kind = nounKind(lemma) ?? (lemma.includes(' ') ? (nounKinds(lemma)[0] ?? null) : null)
  return kind !== null && DRAWABLE_KINDS.has(kind)
}

/** A word that can describe the word after it ("a fun cat") is not a thing left out. */
function describesNext(words: string[], after: number): boolean {
  if (after >= words.length || STOP.has(words[after])) return false
  if (isAdjective(words[after - 1])) return true
  // "his land snail", "a boy and a cave spider": a noun, no creature itself, right before a creature the page
  // draws names its kind or its home, no thing of its own.
  const next = conceptAt(words, after)
  const word = lemmatize(words[after - 1])
  return (
    next !== null &&
    nounKind(next.concept.label.toLowerCase()) === 'noun.animal' &&
    !nounKinds(word)
      .slice(0, 2)
      .some((k) => k === 'noun.animal' || k === 'noun.person')
  )
}

/**
 * The word before `after` is had and held ("on his hurl", "with her hurl"): after a preposition and a possessive,
 * ending its phrase, and to WordNet no thing in any sense (an act at most) nor a describing word.
 */
function ownedVerbOnly(words: string[], after: number, span: number): boolean {
  const word = words[after - 1]
  if (span !== 1 || !/^(his|her|their|its|my|your|our)$/.test(words[after - 2] ?? '')) return false
  if (!/^(on|with|in|into|onto|under)$/.test(words[after - 3] ?? '')) return false
  const ends = after >= words.length || STOP.has(words[after])
  const acts = nounKinds(lemmatize(word)).every((k) => k === 'noun.act')
  return ends && word.length > 3 && acts && verbLemma(word) !== null && !isAdjective(word)
}
