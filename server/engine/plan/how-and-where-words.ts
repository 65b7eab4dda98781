import { conceptForPhrase, lemmatize, nounKind } from '../vocabulary'
import { DETERMINER } from './little-words'

// Words a prompt names that say how things stand, not what stands there: lined up ("in a row"), how they
// compare ("taller than"), the way they go ("on the way to school"), a time named by what is done in it ("for
// recess"), the shade something lies in, a hole in the thing just named ("a tree hole"), and the markings of a
// drawing ("a tapir with stripes"). Read past, never said left out, never drawn as another thing.

// Formations in a line: a page lines its subjects up side by side anyway. A circle it does not draw is said.
const LINED_UP = /^(row|rows|line|lines|queue|column|file)$/

/** "ducks in a row", "standing in a line": how things stand, drawn as the page lines them up. */
function linedUp(words: string[], i: number): boolean {
  if (!LINED_UP.test(words[i]) || !/^(a|an|the|single)$/.test(words[i - 1] ?? '')) return false
  // "a row of houses" is a measure of the houses, read as one.
  return /^(in|into)$/.test(words[i - 2] ?? '') && words[i + 1] !== 'of'
}

/** "taller than a little girl", "as big as a house": a comparison, with nothing of its own to draw. */
function comparison(words: string[], i: number): boolean {
  const word = words[i]
  if (word === 'than') return true
  return /(er|ier)$/.test(word) && words[i + 1] === 'than'
}

/** "on the way to school", "on their way home", "all the way": the way is where they go, no thing. */
function wayGone(words: string[], i: number): boolean {
  if (words[i] !== 'way') return false
  const before = DETERMINER.test(words[i - 1] ?? '') ? words[i - 2] : words[i - 1]
  return /^(on|all|along|by|halfway|whole)$/.test(before ?? '')
}

// Times of a day named by what is done in them: when the page is, never a thing it lacks.
const TIMES_OF_DOING = new Set(
  'recess playtime breaktime bedtime naptime storytime snacktime teatime halftime'.split(' '),
)
/** "for recess", "at bedtime". */
const timeOfDoing = (words: string[], i: number) => TIMES_OF_DOING.has(words[i])

/** "in the shade of a tree", "in the shadow of the castle": where something is, out of the light. */
function shadeOf(words: string[], i: number): boolean {
  return /^(shade|shadow|shadows)$/.test(words[i]) && /^(in|into|the)$/.test(words[i - 1] ?? '')
}

/**
 * "a tree hole", "a hole in the tree" read from its head: a hole in the drawing named before it is part of it.
 * Not an animal's ("the mouse hole" is where it lives, a thing of its own).
 */
function holeInThing(words: string[], i: number): boolean {
  const before = words[i - 1] ?? ''
  return (
    /^(hole|holes|hollow)$/.test(words[i]) &&
    conceptForPhrase(before) !== null &&
    nounKind(lemmatize(before)) !== 'noun.animal'
  )
}

// Markings a drawing has: how it looks, drawn by its pattern fills, never an ornament beside it.
const MARKINGS = /^(stripes?|spots?|dots?|polka|zigzags?|patches|speckles|freckles)$/
/** "a baby tapir with stripes", "a dinosaur with spots". */
function markings(words: string[], i: number): boolean {
  if (!MARKINGS.test(words[i])) return false
  const before = /^(\w+y|big|small|little|black|white|brown|orange|pink|blue|red|green|yellow)$/.test(
    words[i - 1] ?? '',
  )
    ? words[i - 2]
    : words[i - 1]
  return /^(with|and|has|have|of)$/.test(before ?? '')
}

/** The word at `i` says how or where things stand, not a thing: passed over, never said left out. */
export function howOrWhereWord(words: string[], i: number): boolean {
  return (
    linedUp(words, i) ||
    comparison(words, i) ||
    wayGone(words, i) ||
    timeOfDoing(words, i) ||
    shadeOf(words, i) ||
    holeInThing(words, i) ||
    markings(words, i)
  )
}
