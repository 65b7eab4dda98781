import { nounKinds } from '../vocabulary'
import { DETERMINER } from './little-words'

// A place named after who it is for: "a kiddie pool", "the baby pool", "a toddler playground". The person word
// between a determiner and the place says which place, like an adjective; nobody is drawn for it (a kiddie pool
// alone is a pool, not a child). "a kid at the pool" keeps the kid: words stand between.

/**
 * The person word that ends `before` (the text up to a place's word) when it names whom the place is for, as
 * typed, with how many characters it takes from the end (the spaces after it too); null when it names no one.
 */
export function personBeforePlace(before: string): { word: string; length: number } | null {
  const hit = /(?:^|\s)(\w+)\s+([A-Za-z]+)(\s+)$/.exec(before)
  if (!hit || !DETERMINER.test(hit[1].toLowerCase())) return null
  const kinds = nounKinds(hit[2].toLowerCase())
  if (!kinds.length || kinds[0] !== 'noun.person') return null
  return { word: hit[2], length: hit[2].length + hit[3].length }
}
