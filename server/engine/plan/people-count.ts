import { conceptForPhrase, lemmatize } from '../vocabulary'
import { countWord } from './read-counts'

// How many figures a person word draws. A number said before it counts ("three kids", "two little girls"); a
// plural alone is two ("runners racing"), as a group word is. A page holds at most five whole figures side by
// side (read-counts.ts caps a count of people or held things at five), which still reads as "many" and stays colourable.

/** The number said just before the person word at `at`: "two kids", "two little girls", "a pair of twins". */
function saidNumber(ws: string[], at: number): number | null {
  for (const back of [1, 2, 3]) {
    const word = ws[at - back] ?? ''
    const n = countWord(word)
    if (n !== null) return n
    if (back >= 2 && word !== 'of') break
  }
  return null
}

/** Figures for a person word at `at`: the number said, else the word's own count, else two for a plural. */
export function figureCount(ws: string[], at: number, word: string, own?: number): number {
  const last = word.split(' ').pop() ?? word
  const plural = /s$/.test(last) && lemmatize(last) !== last
  return saidNumber(ws, at) ?? own ?? (plural ? 2 : 1)
}

/** Figures for a person drawing the words reached by a synonym ("two runners" drawn as the runner). */
export function figuresFor(ws: string[], conceptId: string): number {
  const at = ws.findIndex((w) => conceptForPhrase(w)?.id === conceptId)
  return at < 0 ? 1 : figureCount(ws, at, ws[at])
}
