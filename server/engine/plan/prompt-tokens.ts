// A prompt cut into words, and the names of the places a page can be set in, longest first.
import { SETTINGS, type SettingId } from '../vocabulary'

export function settingWords(): [string, SettingId][] {
  const out: [string, SettingId][] = []
  for (const setting of Object.values(SETTINGS))
    for (const word of setting.words) out.push([word, setting.id])
  return out.sort((a, b) => b[0].length - a[0].length)
}

/** Words of a prompt, lower case for reading and as typed for quoting back. */
export function tokens(text: string): { words: string[]; typed: string[] } {
  const typed = text
    // "a hat, scarf and boots": a comma between two things lists them, read as "and" does, so two list words are
    // never one thing's name ("hat scarf").
    .replace(
      /\b([a-z]+)\s*,\s*(?=(?:a |an |some |the )?[a-z]+\b(?!\s*,?\s*(?:age|aged|years?)\b))/g,
      (w, word) => (/^(and|or|but)$/i.test(word) ? w : `${word} and `),
    )
    .replace(/[’]/g, "'")
    // "piñata", "café": a letter with a mark is its plain letter, never a break in the word.
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z' -]/g, ' ')
    .split(/\s+/)
    .map((w) => w.replace(/^'+|'+$/g, '').replace(/'s$/i, ''))
    .filter(Boolean)
  return { words: typed.map((w) => w.toLowerCase()), typed }
}

/** The words from `i` on begin with `phrase`. */
export function startsAt(words: string[], i: number, phrase: string): boolean {
  return words.slice(i, i + phrase.split(' ').length).join(' ') === phrase
}
