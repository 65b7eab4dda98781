import { isNounPhrase, nounKinds, verbLemma } from '../vocabulary'
import { DETERMINER, isLittleWord } from './little-words'

// A doing or an event WordNet knows whole in several words, named as what is done or as the page's subject:
// "doing the high jump", "playing cat's cradle", "a solar eclipse". Its words are no things of their own (no
// cradle for the game, no flower for the eclipse): the page draws what shows it or says it whole.

const DOING_KINDS = /^noun\.(act|event)$/

/** The phrase of `part` WordNet knows as a doing or an event, its possessive form too ("cat's cradle"). */
function doingPhrase(part: string[]): string | null {
  const plain = part.join(' ')
  const possessive = [`${part[0]}'s`, ...part.slice(1)].join(' ')
  for (const phrase of [plain, possessive])
    if (isNounPhrase(phrase) && DOING_KINDS.test(nounKinds(phrase)[0] ?? '')) return phrase
  return null
}

/** A verb in -ing ("playing", "doing"): what is done follows it. */
const doneVerb = (word: string) => /ing$/.test(word) && verbLemma(word) !== null

/**
 * The doing named at `i` in two or three words, where it stands as what is done ("playing cat's cradle",
 * "doing the high jump") or as the page's first thing ("a solar eclipse over the hills"): its words and the
 * phrase as WordNet spells it; null elsewhere ("a girl ice skating" names the doing by its verb). A game of
 * two things joined by "and" ("hide and seek") is read apart.
 */
export function doingNamedAt(words: string[], i: number): { span: number; phrase: string } | null {
  const prev = words[i - 1] ?? ''
  const standsAsDone = doneVerb(prev) || (DETERMINER.test(prev) && (i === 1 || doneVerb(words[i - 2] ?? '')))
  if (!standsAsDone) return null
  for (const span of [3, 2]) {
    const part = words.slice(i, i + span)
    if (part.length < span || isLittleWord(part[0]) || isLittleWord(part[span - 1]) || part.includes('and'))
      continue
    const phrase = doingPhrase(part)
    if (phrase) return { span, phrase }
  }
  return null
}

/**
 * "cat's cradle", "blind man's bluff": a doing WordNet knows only with its possessive, whose words name things
 * it has nothing of (no cat, no cradle). Its span at `i` (the possessive's "'s" is gone from `words`), or 0.
 */
export function possessiveDoingAt(words: string[], i: number): number {
  for (const span of [3, 2]) {
    const part = words.slice(i, i + span)
    if (part.length < span || isNounPhrase(part.join(' '))) continue
    const possessive = [`${part[0]}'s`, ...part.slice(1)].join(' ')
    if (isNounPhrase(possessive) && DOING_KINDS.test(nounKinds(possessive)[0] ?? '')) return span
  }
  return 0
}
