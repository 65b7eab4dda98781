import { allDrawableConcepts, conceptForPhrase } from '../vocabulary'
import { knownWord, oneEditApart } from './setting-typos'

// A thing's name typed one letter off ("a boy riding a unicyle"): read as the drawing meant, never a thing left
// out by a name no one wrote nor dropped in silence. The same test as a setting word's slip (setting-typos.ts):
// a word of six letters or more that no dictionary knows in any part of speech, nor as a name, and that is one
// edit from exactly one drawing's one-word name or alias; a plural slip ("unicyles") is mended to the plural.
const MIN_LENGTH = 6

let thingWords: string[] | null = null
function wordsOfThings(): string[] {
  thingWords ??= [
    ...new Set(
      allDrawableConcepts().flatMap((c) =>
        [c.label, ...(c.aliases ?? [])]
          .map((w) => w.toLowerCase())
          .filter((w) => /^[a-z]+$/.test(w) && w.length >= MIN_LENGTH),
      ),
    ),
  ]
  return thingWords
}

/** The drawing's name an unknown word is a slip of, or null. */
export function thingMeant(word: string): string | null {
  const w = word.toLowerCase()
  if (w.length < MIN_LENGTH || !/^[a-z]+$/.test(w) || knownWord(w)) return null
  const near = wordsOfThings().filter((t) => oneEditApart(w, t))
  if (near.length === 1) return near[0]
  if (near.length > 1 || !w.endsWith('s')) return null
  const singular = wordsOfThings().filter((t) => oneEditApart(w.slice(0, -1), t))
  return singular.length === 1 ? `${singular[0]}s` : null
}

/**
 * The text with each thing's name typed one letter off spelled as meant; capitalised words (names) stay, and so
 * does a word of a name drawn whole ("chichen itza", "abu simbel": no chicken, no simnel cake).
 */
export function mendThingTypos(text: string): string {
  const words = text.split(/(\s+)/)
  return words
    .map((typed, k) => {
      // A comma or a stop after the word stays where it is ("a unicyle, a kite").
      const [, word, mark] = /^([a-z]{6,})([.,!?;:]*)$/.exec(typed) ?? []
      if (!word) return typed
      const [before, after] = [words[k - 2] ?? '', words[k + 2] ?? '']
      const whole = [`${before} ${word}`, `${word} ${after}`].some((p) => conceptForPhrase(p.trim()) !== null)
      return whole ? typed : `${thingMeant(word) ?? word}${mark}`
    })
    .join('')
}
