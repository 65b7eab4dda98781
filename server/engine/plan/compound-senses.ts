import { type Concept, conceptForPhrase, isAdjective, lemmatize, senseSteps } from '../vocabulary'
import { isLittleWord } from './little-words'

// A noun named after another that picks which of its senses is meant, where WordNet does not know the two
// whole: "a horse carriage" is the carriage horses draw (not the railway carriage WordNet lists first),
// "ballet pumps" the shoes (not the bicycle pump the art draws for "pump"). The sense is the one whose own words
// or the kinds above it name the word before ("horse-drawn vehicle"), or whose kind the art draws with that word
// before it ("ballet shoes"). The first sense meant, or none named, leaves the word as it is read.

const SENSES = 4

/**
 * The sense of the word at `i` that the word before it names, when it is not the first, and its drawing: the
 * art's drawing of the two ("ballet" + "shoe"), or null when there is none (said, never the first sense's).
 */
export function senseNamedBefore(words: string[], i: number): { concept: Concept | null } | null {
  const before = words[i - 1] ?? ''
  if (before.length < 3 || isLittleWord(before) || isAdjective(before) || /ing$/.test(before)) return null
  const lemma = lemmatize(words[i])
  for (let sense = 0; sense < SENSES; sense++) {
    const steps = senseSteps(lemma, sense, 2)
    if (!steps) return null
    for (const { words: names } of steps)
      for (const name of names) {
        if (name === lemma) continue
        const drawn = conceptForPhrase(`${before} ${name}`)
        const named = name.split(/[\s-]/).includes(before)
        if (drawn || named) return sense === 0 ? null : { concept: drawn }
      }
  }
  return null
}
