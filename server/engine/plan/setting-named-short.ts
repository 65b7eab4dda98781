import { lemmatize, nounKind, SETTINGS } from '../vocabulary'

// "a bobsleigh team pushing off at the top of the run": a place named by the last word of a setting's name whose
// first word the prompt names elsewhere is that setting ("the run" of a bobsleigh is the bobsleigh run, the snowy
// track), never a word said or dropped. Only where the short word is no setting of its own ("a car in the park"
// stays the park, never a car park) and the first word is a made thing (a bobsleigh, a ski), never a stuff or a
// doing ("ice cream ... on the track" is no ice track).

const SETTING_WORDS = new Set(Object.values(SETTINGS).flatMap((s) => [s.label, ...s.words]))

/** Two-word setting names by their last word: "run" -> ["bobsleigh run", "bobsled run", "ski run"]. */
const BY_LAST = (() => {
  const byLast = new Map<string, string[][]>()
  for (const name of SETTING_WORDS) {
    const parts = name.split(' ')
    if (parts.length !== 2 || SETTING_WORDS.has(parts[1])) continue
    byLast.set(parts[1], [...(byLast.get(parts[1]) ?? []), parts])
  }
  return byLast
})()

const PLACE = /\b(on|at|of|down|along|in|to|from|onto|off) the ([a-z]+)\b/gi

/** The prompt with a setting named by its last word written whole where the prompt names its first. */
export function settingNamedShort(text: string): string {
  const lower = text.toLowerCase()
  return text.replace(PLACE, (all, prep: string, word: string, at: number) => {
    const names = BY_LAST.get(word.toLowerCase())
    if (!names) return all
    const before = lower.slice(0, at)
    const first = names.find(
      ([head]) =>
        new RegExp(`\\b${head}\\b`).test(before) &&
        !new RegExp(`\\b${head} ${word.toLowerCase()}\\b`).test(lower) &&
        nounKind(lemmatize(head)) === 'noun.artifact',
    )
    return first ? `${prep} the ${first[0]} ${word}` : all
  })
}
