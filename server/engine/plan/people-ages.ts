// How old a person is drawn when the word for them does not say: by the describing words said just before them.
// "an old man" is old and "a little chef" a child, but "a woman walking her little dog" is a grown woman and "a
// nurse helping an old man" a young nurse: a describing word elsewhere in the prompt is someone or something
// else's. A grown woman or man stays grown ("a young woman", "a young dad"): young is no child there.

import type { Age } from './people-plan'

const GROWN =
  /^(woman|women|man|men|lady|ladies|gentleman|guy|mom|mum|mommy|mummy|mother|dad|daddy|father|wife|husband|aunt|auntie|uncle)$/

/** The age the words just before the person at `at` (named `word`) say, or null when they say none. */
export function ageSaidBefore(ws: string[], at: number, word: string): Age | null {
  const before = ws.slice(Math.max(0, at - 2), Math.max(0, at))
  if (before.some((w) => /^(old|elderly|aged)$/.test(w))) return 'elder'
  if (before.some((w) => /^(little|young|tiny)$/.test(w)) && !GROWN.test(word.split(' ').pop() ?? ''))
    return 'child'
  return null
}

/**
 * "a male nurse", "a female pilot", "a Welsh male voice choir": the sex said just before the person at `at` (or
 * before the noun that says its kind, as "voice" of "voice choir"), with the word's place, or null.
 */
export function lookSaidBefore(ws: string[], at: number): { look: 'man' | 'woman'; at: number } | null {
  for (let k = at - 1; k >= Math.max(0, at - 2); k--) {
    const sex = /^(male|female)$/.exec(ws[k])?.[1]
    if (sex) return { look: sex === 'male' ? 'man' : 'woman', at: k }
  }
  return null
}
