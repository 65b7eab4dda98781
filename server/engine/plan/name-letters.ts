// Names typed with letters beyond a to z: "the Galápagos Islands", "the Great Mosque of Djenné", "Tromsø". The name
// readers (landmarks.ts, place-names.ts, places-named-by-kind.ts, unknown-names.ts) read words as runs of a to z,
// so an accent cut a name in two ("Gal" and "pagos") and one half was dropped in silence. They read the prompt
// with its letters folded to a to z, and what they give back (a caption, a name said) is spelled as typed again.

// Letters no canonical decomposition folds: the Nordic, German and Polish ones a place name carries.
const OWN_LETTERS: Record<string, string> = {
  ø: 'o',
  Ø: 'O',
  æ: 'ae',
  Æ: 'Ae',
  œ: 'oe',
  Œ: 'Oe',
  ß: 'ss',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  þ: 'th',
}

/** The text with every letter folded to a to z: "Galápagos" is "Galapagos", "Tromsø" "Tromso". */
export function foldLetters(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[øØæÆœŒßłŁđĐðþ]/g, (c) => OWN_LETTERS[c])
}

/**
 * A function giving back the words of `typed` that folding changed, spelled as typed, in any text read from the
 * folded prompt ("Galapagos Islands" is "Galápagos Islands" again); text with no such word is returned as it is.
 */
export function asTyped(typed: string): (text: string) => string {
  const typedWords = new Map<string, string>()
  for (const word of typed.match(/[\p{L}'’-]+/gu) ?? []) {
    const folded = foldLetters(word)
    if (folded !== word) typedWords.set(folded, word)
  }
  if (!typedWords.size) return (text) => text
  const pattern = new RegExp(
    `(?<![\\w'’-])(${[...typedWords.keys()].map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?![\\w'’-])`,
    'g',
  )
  return (text) => text.replace(pattern, (word) => typedWords.get(word) ?? word)
}
