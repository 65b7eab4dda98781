import { conceptForPhrase, lemmatize, nounKind } from '../vocabulary'
import { parentDrawing } from './animal-young'

// The one thing a number page's counted things are in, on or led by: "four fireflies in a jar", "nine candles
// on a birthday cake", "seven snails on a garden wall", "three teddy bears having a picnic", "six ducklings
// following their mum". It is drawn once, in the things' band, with the things in it, on it or behind it.
// Only a made thing or a food holds them (a jar, a cake, a blanket; never "on a dog"); a wall is drawn by
// geometry, as a row of bricks, since the brick drawing is one brick.

export type NumberHolder = {
  /** The drawing's id ('wall' is the page's own row of bricks). */
  concept: string
  /** How the things are with it: inside it, on top of it, or following it. */
  how: 'in' | 'on' | 'lead'
  /** Its names as the prompt said them ("garden wall", "wall"; "picnic"; "mum"). */
  names: string[]
  /** The tail without the words that named it. */
  rest: string[]
}

const IN = new Set(['in', 'inside', 'into', 'within'])
const ON = new Set(['on', 'onto', 'upon', 'atop'])
const DETERMINERS = new Set([
  'a',
  'an',
  'the',
  'their',
  'its',
  'his',
  'her',
  'my',
  'our',
  'one',
  'big',
  'little',
])
const HOLDER_KINDS = /^noun\.(artifact|food)$/
// Words that name a mother animal ("following their mum", "behind mother duck").
const MOTHERS = new Set(['mum', 'mom', 'mother', 'mama', 'mummy', 'mommy', 'mamma', 'ma'])
const FOLLOWING = new Set(['following', 'behind', 'after', 'with'])
// An outing named for what it is spread on: the things sit on it ("having a picnic": on a blanket).
const SPREAD_ON: Record<string, string> = { picnic: 'blanket' }
const WALLS = new Set(['wall', 'walls'])

/** The drawing a holder phrase names, the longest run first ("birthday cake", then "cake"); else null. */
function holderNamed(words: string[]): { concept: string; n: number } | null {
  for (let n = Math.min(3, words.length); n >= 1; n--) {
    const phrase = words.slice(0, n)
    const last = phrase[n - 1]
    if (WALLS.has(last)) return { concept: 'wall', n }
    const concept = conceptForPhrase(phrase.join(' '))
    if (concept && HOLDER_KINDS.test(nounKind(lemmatize(last)) ?? '')) return { concept: concept.id, n }
  }
  return null
}

/**
 * The holder the tail after the counted things (`motif`) names, at its start or after a doing word ("sitting
 * in a basket"); null when it names none.
 */
export function numberHolder(tail: string[], motif: string): NumberHolder | null {
  for (let i = 0; i < tail.length && i < 2; i++) {
    const word = tail[i]
    let from = i + 1
    while (DETERMINERS.has(tail[from] ?? '')) from++
    const after = tail.slice(from)
    if (FOLLOWING.has(word) && MOTHERS.has(after[0] ?? ''))
      return {
        concept: parentDrawing(motif) ?? motif,
        how: 'lead',
        names: [after[0]],
        rest: [...tail.slice(0, i), ...after.slice(1)],
      }
    if (word === 'having' || word === 'at' || word === 'on') {
      const spread = SPREAD_ON[after[0] ?? '']
      if (spread)
        return {
          concept: spread,
          how: 'on',
          names: [after[0]],
          rest: [...tail.slice(0, i), ...after.slice(1)],
        }
    }
    if (!IN.has(word) && !ON.has(word)) continue
    const found = holderNamed(after)
    if (!found) return null
    const named = after.slice(0, found.n)
    return {
      concept: found.concept,
      how: IN.has(word) ? 'in' : 'on',
      names: [...new Set([named.join(' '), named[named.length - 1]])],
      rest: [...tail.slice(0, i), ...after.slice(found.n)],
    }
  }
  return null
}
