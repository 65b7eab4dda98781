import { nounKinds } from '../vocabulary'
import { DETERMINER, isLittleWord } from './little-words'

// A place named after who it is for: "a kiddie pool", "the baby pool", "a toddler playground". The person word
// between a determiner and the place says which place, like an adjective; nobody is drawn for it (a kiddie pool
// alone is a pool, not a child). "a kid at the pool" keeps the kid: words stand between.

/**
 * The person word that ends `before` (the text up to the place's words, `place`) when it names whom the place is for, as
 * typed, with how many characters it takes from the end (the spaces after it too); null when it names no one.
 */
export function personBeforePlace(before: string, place: string): { word: string; length: number } | null {
  // Only before the place's own noun: "a man shoveling snow", "a scientist in the lab" are people where it is.
  const first = /^\s*([A-Za-z]+)/.exec(place)?.[1].toLowerCase() ?? ''
  if (!first || isLittleWord(first) || /ing$/.test(first) || !nounKinds(first).length) return null
  // "a man cross the road": a place said as a doing ("cross the street") is where the person is, not their pool.
  if (/\s(the|a|an)\s/i.test(place)) return null
  const hit = /(?:^|\s)(\w+)\s+([A-Za-z]+)(\s+)$/.exec(before)
  if (!hit || !DETERMINER.test(hit[1].toLowerCase())) return null
  const kinds = nounKinds(hit[2].toLowerCase())
  // "a badger burrow": a badger is first a man from Wisconsin to WordNet, but an animal before its home.
  if (!kinds.length || kinds[0] !== 'noun.person' || kinds.includes('noun.animal')) return null
  return { word: hit[2], length: hit[2].length + hit[3].length }
}
