import {
  conceptForPhrase,
  firstSenseIsName,
  isAdjective,
  isAdverb,
  lemmatize,
  nounKinds,
  SETTINGS,
  verbLemma,
} from '../vocabulary'
import { givenName } from './given-names'

// A setting word typed one letter off ("waltzing round the kichen"): read as the word meant, never a thing
// left out by a name no one wrote (docs/decisions/0227-places-by-their-kind.md). Only for words of five letters or more that no
// dictionary knows in any part of speech, nor as a name, and that are one edit (a letter added, dropped,
// changed, or two letters swapped) from exactly one setting word: "barn" and "bran", "lawn" and "lawns" are
// too short to tell a slip from another word.
const MIN_LENGTH = 5

let settingWords: string[] | null = null
function wordsOfSettings(): string[] {
  settingWords ??= [
    ...new Set(
      Object.values(SETTINGS).flatMap((s) =>
        s.words.filter((w) => /^[a-z]+$/.test(w) && w.length >= MIN_LENGTH),
      ),
    ),
  ]
  return settingWords
}

/** One edit apart: a letter added, dropped or changed, or two side by side swapped. */
export function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false
  let i = 0
  while (i < a.length && i < b.length && a[i] === b[i]) i++
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2)
  }
  const [long, short] = a.length > b.length ? [a, b] : [b, a]
  return long.slice(i + 1) === short.slice(i)
}

export function knownWord(word: string): boolean {
  return (
    nounKinds(lemmatize(word)).length > 0 ||
    firstSenseIsName(word) ||
    verbLemma(word) !== null ||
    isAdjective(word) ||
    isAdverb(word) ||
    conceptForPhrase(word) !== null ||
    givenName(word) !== null
  )
}

/** The setting word an unknown word is a slip of, or null. */
export function settingMeant(word: string): string | null {
  const w = word.toLowerCase()
  if (w.length < MIN_LENGTH || !/^[a-z]+$/.test(w) || knownWord(w)) return null
  const near = wordsOfSettings().filter((s) => oneEditApart(w, s))
  return near.length === 1 ? near[0] : null
}

/** The text with each setting word typed one letter off spelled as meant; capitalised words (names) stay. */
export function mendSettingTypos(text: string): string {
  return text.replace(/\b[a-z]{5,}\b/g, (word) => settingMeant(word) ?? word)
}
