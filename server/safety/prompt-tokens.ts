// Turns a prompt into words with every reading an obfuscated spelling could mean: lower case,
// accents and look-alike letters folded, digits and symbols read as letters (k1ll, s3x, @ss),
// letters spelled out one by one joined (s e x, k.i.l.l), stretched letters shrunk (kiiill),
// masked letters kept as wildcards (s*x), and each reading reduced to its possible base forms.

export type PromptToken = {
  /** Base forms of every reading of the word. */
  forms: Set<string>
  /** Base forms of readings with stretched letters shrunk to one; compare with shrunk terms. */
  shrunk: Set<string>
  /** Readings with masked letters, as patterns over base forms. */
  masks: RegExp[]
}

// Cyrillic and Greek letters that look like Latin ones, a common way around word lists.
const lookAlikes: Record<string, string> = {
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  і: 'i',
  ї: 'i',
  ј: 'j',
  ѕ: 's',
  α: 'a',
  β: 'b',
  ε: 'e',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
}
const leet: Record<string, string> = {
  '0': 'o',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '@': 'a',
  $: 's',
}
const maskChars = /[*_#]/
const wordPattern = /[a-z0-9@$*_#!]+/g
const trimEnds = (raw: string) => raw.replace(/^[!*_#]+|[!*_#]+$/g, '')

/** Lower-cases and folds accents, look-alike letters and invisible characters away. */
export function foldText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u00ad\u200b-\u200d\u2060\ufeff]/g, '')
    .replace(/./gu, (c) => lookAlikes[c] ?? c)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
}

/** The base forms a word may be an inflection of: kills, killed, killing, killer -> kill. */
export function baseForms(word: string): string[] {
  const out = new Set([word])
  const singulars = [word]
  if (word.length > 4 && word.endsWith('ies')) singulars.push(`${word.slice(0, -3)}y`)
  if (word.length > 4 && /(s|x|z|ch|sh|o)es$/.test(word)) singulars.push(word.slice(0, -2))
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) singulars.push(word.slice(0, -1))
  for (const singular of singulars) {
    out.add(singular)
    for (const suffix of ['ing', 'ed', 'er']) {
      if (!singular.endsWith(suffix) || singular.length - suffix.length < 3) continue
      const stem = singular.slice(0, -suffix.length)
      out.add(stem)
      // stabbing -> stab; raping -> rape
      if (/([^aeiou])\1$/.test(stem)) out.add(stem.slice(0, -1))
      else out.add(`${stem}e`)
    }
  }
  return [...out]
}

/** Shrinks runs of one letter to a single letter: kiiill -> kil. */
export const shrink = (word: string) => word.replace(/(.)\1+/g, '$1')

function readings(raw: string): string[] {
  const word = trimEnds(raw)
  if (!word) return []
  if (!/[a-z]/.test(word)) return [word]
  const asLetters = word.replace(/[034578@$]/g, (c) => leet[c] ?? c).replace(/!/g, 'i')
  // 1 reads as i (k1ll) or l (ki11).
  return [...new Set([word, asLetters.replace(/1/g, 'i'), asLetters.replace(/1/g, 'l')])]
}

function toToken(raw: string): PromptToken {
  const token: PromptToken = { forms: new Set(), shrunk: new Set(), masks: [] }
  for (const reading of readings(raw)) {
    const masked = maskChars.test(reading)
    for (const form of baseForms(reading)) {
      if (masked) token.masks.push(maskPattern(form))
      else token.forms.add(form)
    }
    if (!masked && /(.)\1\1/.test(reading)) {
      for (const form of baseForms(shrink(reading))) token.shrunk.add(form)
    }
  }
  return token
}

// s*x -> /^s[a-z]x$/; only when at least two letters show and no more than half are masked.
function maskPattern(form: string): RegExp {
  const letters = form.replace(/[*_#]/g, '').length
  if (letters < 2 || letters < form.length / 2) return /$^/
  return new RegExp(`^${form.replace(/[*_#]/g, '[a-z]')}$`)
}

export type Tokenized = {
  /** One entry per word, in order; phrases match runs of these. */
  words: PromptToken[]
  /** Words spelled out one letter at a time (s e x, k.i.l.l), joined; checked as single words. */
  spelled: PromptToken[]
}

export function tokenize(prompt: string): Tokenized {
  const raws = foldText(prompt).match(wordPattern) ?? []
  const spelled: PromptToken[] = []
  let run: string[] = []
  // Every stretch of 3 to 16 letters in a run, so "a k i l l" still finds "kill".
  const flush = () => {
    for (let start = 0; start < run.length; start++) {
      const last = Math.min(run.length, start + 16)
      for (let end = start + 3; end <= last; end++) spelled.push(toToken(run.slice(start, end).join('')))
    }
    run = []
  }
  for (const raw of raws) {
    const core = trimEnds(raw)
    if (core.length === 1) run.push(core)
    else flush()
  }
  flush()
  return { words: raws.map(toToken), spelled }
}
