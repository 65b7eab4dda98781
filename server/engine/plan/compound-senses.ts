import {
  type Concept,
  conceptForPhrase,
  isAdjective,
  isNounPhrase,
  lemmatize,
  nounKinds,
  senseSteps,
} from '../vocabulary'
import { isLittleWord } from './little-words'

// A noun named after another that picks which of its senses is meant, where WordNet does not know the two
// whole: "a horse carriage" is the carriage horses draw (not the railway carriage WordNet lists first),
// "ballet pumps" the shoes (not the bicycle pump the art draws for "pump"). The sense is the one whose own words
// or the kinds above it name the word before ("horse-drawn vehicle"), or whose kind the art draws with that word
// before it ("ballet shoes"). The first sense meant, or none named, leaves the word as it is read.

const SENSES = 4
// Kinds of a sense that is a thing one draws.
const THINGS = /^noun\.(artifact|animal|food|plant|object|body)$/

/**
 * The sense of the word at `i` that the word before it names, when it is not the first, and its drawing: the
 * art's drawing of the two ("ballet" + "shoe"), or null when there is none (said, never the first sense's).
 */
export function senseNamedBefore(words: string[], i: number): { concept: Concept | null } | null {
  const before = words[i - 1] ?? ''
  if (before.length < 3 || isLittleWord(before) || isAdjective(before) || /ing$/.test(before)) return null
  const lemma = lemmatize(words[i])
  const kinds = nounKinds(lemma)
  for (let sense = 0; sense < SENSES; sense++) {
    const steps = senseSteps(lemma, sense, 2)
    if (!steps) return null
    // "a paper plane": the plane a geometer calls a sheet is no paper sheet; only a sense that is a thing names one.
    if (!THINGS.test(kinds[sense] ?? '')) continue
    for (const { words: names, depth } of steps)
      for (const name of names) {
        if (name === lemma) continue
        const drawn = conceptForPhrase(`${before} ${name}`)
        // Named in the sense or the kind right above it ("horse-drawn vehicle"), not further up (a flower crown
        // is a wreath, two steps below "flower arrangement", and stays the crown of flowers it is read as).
        const named = depth <= 1 && name.split(/[\s-]/).includes(before)
        if (drawn || named) return sense === 0 ? null : { concept: drawn }
      }
  }
  return null
}

/**
 * "a horse pulling a carriage", "a baby in a carriage": a noun whose first sense is not meant because a thing
 * named earlier in the prompt names another of its senses ("horse-drawn vehicle", "baby carriage"), in the
 * sense's own words or the kind right above it. That sense's drawing (the stroller), or null when it has none:
 * the word is then said, never the first sense's drawing (the railway car). Undefined when no later sense is
 * named. Only a noun two or more words back; the word just before is `senseNamedBefore`'s.
 */
export function senseNamedEarlier(words: string[], i: number): { concept: Concept | null } | undefined {
  const earlier = words
    .slice(0, Math.max(0, i - 1))
    .filter((w) => w.length >= 3 && !isLittleWord(w) && !/ing$/.test(w))
    .map(lemmatize)
    .filter((w) => nounKinds(w).length > 0)
  const lemma = lemmatize(words[i])
  // The word itself said before ("to tie his school tie") names none of its senses.
  const others = earlier.filter((w) => w !== lemma)
  if (!others.length) return undefined
  // Further down than the word just before reaches: a word far back names a sense surely, however late it is.
  for (let sense = 0; sense < 2 * SENSES; sense++) {
    const steps = senseSteps(lemma, sense, 1)
    if (!steps) return undefined
    const named = steps.some(({ words: names }) =>
      names.some((name) => name !== lemma && others.some((e) => name.split(/[\s-]/).includes(e))),
    )
    if (!named) continue
    if (sense === 0) return undefined
    const own = steps[0].words.map((name) => conceptForPhrase(name)).find(Boolean)
    return { concept: own ?? null }
  }
  return undefined
}

/**
 * "a sock puppet", "a sock monkey": a made thing's drawing straight before another drawing says which kind of
 * the second it is; the second is drawn, named as asked, never the two apart (socks beside a puppet). Its drawing
 * (`head`) or null. A plural first word is a list ("socks puppets"), and a name WordNet knows whole is read whole.
 */
export function madeKindOfNext(words: string[], i: number): Concept | null {
  const [first, next] = [words[i], words[i + 1] ?? '']
  if (!next || isLittleWord(next) || /ing$/.test(next) || lemmatize(first) !== first) return null
  const longer = words[i + 2] !== undefined && conceptForPhrase(`${next} ${words[i + 2]}`) !== null
  if (longer || isNounPhrase(`${first} ${next}`)) return null
  const head = conceptForPhrase(next)
  if (!head || !conceptForPhrase(first) || nounKinds(first)[0] !== 'noun.artifact') return null
  const kind = nounKinds(lemmatize(next))[0]
  return kind === 'noun.artifact' || kind === 'noun.animal' ? head : null
}
