import { conceptForPhrase, isAdjective, lemmatize, nounKind } from '../vocabulary'
import { DETERMINER, isLittleWord } from './little-words'
import { foldLetters } from './name-letters'

// Some owned characters go by an everyday word: a Minecraft "creeper" is also a climbing plant and a
// mechanic's trolley, "Sonic" also describes a toothbrush, a "dory" is a boat. Such a word names the character
// only where a character's name stands: as the page's subject ("a creeper", "creepers in a cave"), bare as a
// name ("hugging sonic") or capitalised inside the prompt ("a boy playing with Sonic"). Where the everyday
// sense stands ("lying on a creeper under a car", "a sonic toothbrush") the prompt is read as it is written.

// First senses that make a following noun a doing or a time rather than a thing a describing word describes.
const NOT_DESCRIBED = /^noun\.(act|event|time|state|attribute)$/

/** The everyday word a character's single-word spelling is, when WordNet knows it other than as a person. */
function everydayWord(spelling: string): boolean {
  if (!/^[a-z]+$/.test(spelling)) return false
  const kind = nounKind(lemmatize(spelling))
  return (kind !== null && kind !== 'noun.person') || isAdjective(spelling)
}

// First senses of a subject a page is about: someone or something.
const SUBJECT_KINDS = /^noun\.(person|animal|artifact|object|plant|food|location)$/

/** A noun in `tokens` before `at` (not a little word): the page already has a subject before the word. */
function nounBefore(tokens: string[], at: number): boolean {
  return tokens.slice(0, at).some((w) => !isLittleWord(w) && SUBJECT_KINDS.test(nounKind(lemmatize(w)) ?? ''))
}

/**
 * Whether the character spelling `spelling` (one word, lower case), found in `prompt`, stands there in its
 * everyday sense: inside a drawing's name ("a mechanic's creeper"), described by a determiner after the page's
 * subject ("a mechanic on a creeper"), or describing the thing after it ("a sonic toothbrush"), in lower case.
 */
export function everydaySense(prompt: string, spelling: string): boolean {
  if (!everydayWord(spelling)) return false
  const typed = foldLetters(prompt)
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
  const tokens = typed.map((w) => w.toLowerCase())
  const at = tokens.findIndex((w) => w === spelling || w === `${spelling}s`)
  if (at < 0) return false
  // "a boy playing with Sonic": a capital inside the prompt is a name.
  if (at > 0 && /^[A-Z]/.test(typed[at])) return false
  // "a mechanic's creeper", "a creeper board": the word inside the name of a drawing Colorly has.
  const around = [tokens.slice(at - 2, at + 1), tokens.slice(at - 1, at + 1), tokens.slice(at, at + 2)]
  if (around.some((ws) => ws.length > 1 && conceptForPhrase(ws.join(' ').replace(/ s /, "'s ")))) return true
  const next = tokens[at + 1] ?? ''
  const nextKind = /ing$/.test(next) || isLittleWord(next) ? null : nounKind(lemmatize(next))
  if (isAdjective(spelling) && nextKind !== null && !NOT_DESCRIBED.test(nextKind)) return true
  return DETERMINER.test(tokens[at - 1] ?? '') && nounBefore(tokens, at - 1)
}
