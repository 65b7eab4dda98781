import { type PromptToken, shrink, tokenize } from './prompt-tokens'
import { refusalMessage } from './refusal-messages'
import { allowedPhrases, type SafetyCategory, terms } from './safety-terms'

export type SafetyResult =
  | { ok: true }
  | {
      ok: false
      category: SafetyCategory
      /** What to show the person. */
      message: string
      /** The listed word or phrase that matched, for logs and tests; not for display. */
      term: string
    }

type Entry = { category: SafetyCategory; term: string }
type Phrase = { words: string[]; entry: Entry }

// When several terms match, the longest wins ("kill myself" is self-harm, not violence), then this order.
const priority: SafetyCategory[] = ['self-harm', 'sexual', 'hate', 'violence']

const singleWords = new Map<string, Entry>()
const shrunkWords = new Map<string, Entry>()
const fragments: Entry[] = []
/** Phrases by their first word, so each word only tries the phrases that could start there. */
const phrases = new Map<string, Phrase[]>()
for (const category of priority) {
  for (const term of terms[category].words) {
    singleWords.set(term, { category, term })
    if (shrink(term).length >= 3) shrunkWords.set(shrink(term), { category, term })
  }
  for (const term of terms[category].fragments) fragments.push({ category, term })
  for (const term of terms[category].phrases) {
    const words = term.split(' ')
    phrases.set(words[0], [...(phrases.get(words[0]) ?? []), { words, entry: { category, term } }])
  }
}
const allowed = allowedPhrases.map((p) => p.split(' '))

/** Checks a prompt against the builtin list for a product used with children. Pure and fast. */
export function checkPrompt(prompt: string): SafetyResult {
  const { words, spelled } = tokenize(prompt)
  const setAside = allowedWords(words)
  let best: { entry: Entry; span: number } | undefined
  const consider = (entry: Entry | undefined, span: number) => {
    if (!entry) return
    if (
      !best ||
      span > best.span ||
      (span === best.span && priority.indexOf(entry.category) < priority.indexOf(best.entry.category))
    ) {
      best = { entry, span }
    }
  }
  words.forEach((token, i) => {
    if (!setAside[i]) consider(matchWord(token), 1)
    for (const form of token.forms) {
      for (const phrase of phrases.get(form) ?? []) {
        if (matchesAt(words, i, phrase.words) && !setAside.slice(i, i + phrase.words.length).some(Boolean)) {
          consider(phrase.entry, phrase.words.length)
        }
      }
    }
  })
  for (const token of spelled) consider(matchWord(token), 1)
  if (!best) return { ok: true }
  const { category, term } = best.entry
  return { ok: false, category, message: refusalMessage(category), term }
}

function matchWord(token: PromptToken): Entry | undefined {
  for (const form of token.forms) {
    const hit = singleWords.get(form) ?? fragments.find((f) => form.includes(f.term))
    if (hit) return hit
  }
  for (const form of token.shrunk) {
    const hit = shrunkWords.get(form)
    if (hit) return hit
  }
  for (const mask of token.masks) {
    for (const [term, entry] of singleWords) if (mask.test(term)) return entry
  }
  return undefined
}

const matchesAt = (words: PromptToken[], start: number, phrase: string[]) =>
  start + phrase.length <= words.length && phrase.every((w, k) => words[start + k].forms.has(w))

function allowedWords(words: PromptToken[]): boolean[] {
  const setAside = words.map(() => false)
  words.forEach((_, i) => {
    for (const phrase of allowed) {
      if (matchesAt(words, i, phrase)) for (let k = 0; k < phrase.length; k++) setAside[i + k] = true
    }
  })
  return setAside
}
