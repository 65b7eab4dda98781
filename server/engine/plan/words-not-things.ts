import { conceptForPhrase, isAdverb, lemmatize, nounKinds, verbLemma } from '../vocabulary'
import { howOrWhereWord } from './how-and-where-words'
import { DETERMINER } from './little-words'
import { readByPlace } from './words-in-their-place'

// Words a prompt names that are no thing on the page, by where they stand: a trick done ("doing a wheelie"),
// a position with nothing after it ("a strawberry on top"), and what people do ("helping kids paint"). The
// reading passes over them; they are never said as left out, and never refuse the page.

const DO = /^(do|does|doing|did|done)$/
// Where on the thing just named ("on top", "at the bottom"), when no "of" names what it is on.
const POSITION = /^(top|bottom|side|front|back|end|edge|middle|center|centre)$/
// Words for several people: what follows a plain verb form is what they do ("kids paint", "people dance").
const PEOPLE = /^(kids|children|people|friends|students|boys|girls|everyone|we|they)$/

/** "doing a wheelie", "does a backflip": what is done is a trick, an act, unless it is first a thing. */
function doneAct(words: string[], i: number): boolean {
  const at = DETERMINER.test(words[i - 1] ?? '') ? i - 2 : i - 1
  if (!DO.test(words[at] ?? '')) return false
  const kinds = nounKinds(lemmatize(words[i]))
  return kinds.length === 0 || kinds[0] === 'noun.act'
}

/** "with a strawberry on top", "on the top": a place on what was named, no thing of its own. */
function positionOnly(words: string[], i: number): boolean {
  if (!POSITION.test(words[i]) || words[i + 1] === 'of') return false
  const at = words[i - 1] === 'the' ? i - 2 : i - 1
  // "parked out front", "up front", "round the back".
  return /^(on|at|in|out|up|round|around)$/.test(words[at] ?? '')
}

/** "helping kids paint", "watching the children play": a plain verb after people, at the end or before a
 * little word, is what they do. */
function doneByPeople(words: string[], i: number): boolean {
  const word = words[i]
  if (!PEOPLE.test(words[i - 1] ?? '') || lemmatize(word) !== word || !verbLemma(word)) return false
  const next = words[i + 1]
  return next === undefined || /^(a|an|the|in|on|at|with|by|and|to|for|from|together)$/.test(next)
}

/**
 * "playing cricket", "playing tag": a game played that shares its name with an animal or first means no thing
 * (a tag is first a label) is the game, never the insect or a ticket drawn for it. A game named by its own
 * drawing ("playing golf") stays that drawing.
 */
export function gameNotAnimal(words: string[], i: number): boolean {
  if (!/^(play|plays|playing|played)$/.test(words[i - 1] ?? '')) return false
  const kinds = nounKinds(lemmatize(words[i]))
  if (!kinds.includes('noun.act')) return false
  return (
    kinds.includes('noun.animal') ||
    (kinds[0] === 'noun.communication' && conceptForPhrase(words[i]) === null)
  )
}

// Words after which "to" begins what is done ("bending down to drink", "learning to swim", "time to eat").
const BEFORE_INFINITIVE =
  /(ing|ed)$|^(up|down|out|off|over|away|around|along|back|ready|time|how|want|wants|like|likes|love|loves|need|needs|has|have|about|able|try|tries)$/
// Verbs of going somewhere: what follows their "to" is where ("walking to school"), unless it is no thing or place.
const GOING =
  /^(go|come|walk|run|drive|fly|ride|head|travel|sail|swim|hurry|race|march|move|rush|skip|hop|return|bring|take|carry|send|deliver)$/
const PLACE_OR_THING = /^noun\.(artifact|animal|food|plant|object|person|location|group)$/

/**
 * "bending down to drink at a waterhole", "learning to swim": a plain verb after "to" that follows a verb or a
 * particle is what is done, never the drink or the thing that shares its spelling. After a verb of going,
 * what "to" leads to is a place ("going to school"), unless it names no thing ("going to sleep").
 */
function infinitive(words: string[], i: number): boolean {
  const word = words[i]
  const before = words[i - 2] ?? ''
  if (words[i - 1] !== 'to' || verbLemma(word) !== word || lemmatize(word) !== word) return false
  // "leaping high to shoot": after a doing's adverb as after the doing.
  const doing = BEFORE_INFINITIVE.test(before) || (isAdverb(before) && /ing$/.test(words[i - 3] ?? ''))
  if (!doing || words.slice(Math.max(0, i - 5), i).includes('from')) return false
  const going = GOING.test(verbLemma(before) ?? '')
  if (going && PLACE_OR_THING.test(nounKinds(word)[0] ?? '')) return false
  const next = words[i + 1]
  return (
    next === undefined ||
    DETERMINER.test(next) ||
    /^(in|on|at|from|with|by|for|into|out|up|down|together|and|it|them|past|over|through|across|under|onto|round|around)$/.test(
      next,
    )
  )
}

const POSSESSIVE = /^(his|her|its|their|my|your|our)$/

/** "snowflakes on her tongue", "a bone in its mouth": the figure's own body, drawn with it, never a thing apart. */
function ownBody(words: string[], i: number): boolean {
  return POSSESSIVE.test(words[i - 1] ?? '') && nounKinds(lemmatize(words[i]))[0] === 'noun.body'
}

/** The word at `i` is an act, a position or a verb where it stands: passed over, never a thing left out. */
export function notAThingHere(words: string[], i: number): boolean {
  return (
    doneAct(words, i) ||
    positionOnly(words, i) ||
    doneByPeople(words, i) ||
    gameNotAnimal(words, i) ||
    infinitive(words, i) ||
    ownBody(words, i) ||
    howOrWhereWord(words, i) ||
    readByPlace(words, i)
  )
}

/**
 * "a kid on the monkey bars": an animal's drawing right before a made thing that neither a drawing nor WordNet
 * knows whole names that thing; the pair is one thing, said left out, never the animal drawn in silence. Only
 * after another drawing was named: "a bird feeder" alone stays as read.
 */
export function animalNamesThing(words: string[], i: number): boolean {
  const next = words[i + 1]
  const animal = conceptForPhrase(words[i])
  if (!next || !animal || conceptForPhrase(next) || /ing$/.test(next)) return false
  // A person word ("dad": WordNet's man is also a hominid) or a verb before its object ("wash the car") is not.
  if (nounKinds(lemmatize(words[i]))[0] === 'noun.person' || DETERMINER.test(words[i + 2] ?? '')) return false
  if (!nounKinds(animal.label).includes('noun.animal') || nounKinds(lemmatize(next))[0] !== 'noun.artifact')
    return false
  return words.slice(0, i).some((w) => !DETERMINER.test(w) && w.length > 2 && conceptForPhrase(w) !== null)
}
