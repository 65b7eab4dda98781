import { lemmatize } from '../vocabulary'

// "a horse and a pony", "a bunny and a rabbit": two words the art draws with one drawing, listed apart, are two
// of that drawing, the second named as asked; never one horse for both. A thing named again elsewhere ("a pig in
// the mud, the pig is happy") is still the one thing.

const LISTING = new Set(['and', 'or', 'plus'])
const SMALL = new Set(['a', 'an', 'the', 'some', 'its', 'his', 'her', 'their', 'my', 'one'])

/** The word at `i` follows "and" (or "and a"): a thing listed beside the one before, not that one again. */
export function listedApart(words: string[], i: number): boolean {
  const before = words[i - 1] ?? ''
  return LISTING.has(before) || (SMALL.has(before) && LISTING.has(words[i - 2] ?? ''))
}

/** Whether two names of one drawing are two things ("horse", "pony"), not one named twice ("horse", "horses"). */
export function otherName(first: string, second: string): boolean {
  const one = (label: string) => lemmatize(label.toLowerCase().trim())
  return one(first) !== one(second)
}
