import {
  conceptById,
  conceptForPhrase,
  isAdjective,
  lemmatize,
  normalizePhrase,
  nounKind,
  verbLemma,
} from '../vocabulary'

// What a figure page (a mandala, a number) is built from, read from the words that name it: one to three
// words each ("owls", "polar bears", "hot air balloons"), plural or not, after a describing word or not
// ("three little pigs"). Shared by the mandala and number readers so both read a thing the same way.

/** The longest a motif's name is read: "hot air balloons". */
const MOST_WORDS = 3

/** Words that end a thing's name and start what is said about it ("eggs in a carton", "ducks and a pond"). */
export const TAIL_WORDS = new Set(
  'in on at inside under over around near beside by next from into onto and with sitting standing swimming flying playing'.split(
    ' ',
  ),
)

export type MotifFound = {
  /** The drawing's id. */
  id: string
  /** The words it was read from, as the prompt has them. */
  name: string
  /** The words after it ("in carton"): the page's own reading says any thing they name. */
  tail: string[]
}

/**
 * The drawing named at the start of `words`: the longest run of up to three words a drawing answers to, after
 * one describing word when the whole does not name one ("little pigs": pigs).
 */
export function motifAtStart(words: string[]): MotifFound | null {
  const starts = words.length > 1 && isAdjective(words[0]) ? [0, 1] : [0]
  for (const start of starts)
    for (let k = Math.min(MOST_WORDS, words.length - start); k >= 1; k--) {
      const name = words.slice(start, start + k).join(' ')
      if (TAIL_WORDS.has(words[start + k - 1] ?? '')) continue
      const concept = conceptForPhrase(name)
      if (concept) return { id: concept.id, name, tail: words.slice(start + k) }
    }
  return null
}

/** The drawing's own name says the part: "leaves" for the fallen leaf, "hearts" for the heart. */
export function namedBy(part: string, label: string): boolean {
  const name = normalizePhrase(part)
  const own = normalizePhrase(label)
  return name.includes(own) || ` ${own} `.includes(` ${lemmatize(name.split(' ').pop() ?? '')} `)
}

/**
 * The motifs found, as the prompt named them, whose drawing goes by another name ("raindrops" drawn as the
 * droplet, "lily pads" as the lotus): the page names them as the prompt did.
 */
export function otherNames(found: MotifFound[]): string[] {
  return [
    ...new Set(found.filter((m) => m.id && !namedBy(m.name, conceptById(m.id).label)).map((m) => m.name)),
  ]
}

/** The drawing `words` name as a whole ("hot air balloon"), or null. */
export function motifWhole(words: string[]): MotifFound | null {
  const found = words.length <= MOST_WORDS ? motifAtStart(words) : null
  return found && !found.tail.length ? found : null
}

/**
 * The name of a thing no drawing shows, said as the prompt named it: the words up to where its tail starts,
 * when they are few enough to be one thing's name ("gazebos", "tiny gazebos"); else null.
 */
export function undrawnName(words: string[]): string | null {
  const end = words.findIndex((w) => TAIL_WORDS.has(w))
  const name = end < 0 ? words : words.slice(0, end)
  return name.length >= 1 && name.length <= MOST_WORDS ? name.join(' ') : null
}

/**
 * The things named after a figure's drawing that the figure page has no room for ("eggs in a carton": the
 * carton; "ducks and a pond": the pond), each as the prompt named it: a figure page is the figure alone.
 */
export function tailThings(tail: string[]): string[] {
  const chunks: string[][] = [[]]
  for (const w of tail) {
    if (TAIL_WORDS.has(w)) chunks.push([])
    else chunks[chunks.length - 1].push(w)
  }
  return chunks
    .filter((c) => c.length >= 1 && c.length <= MOST_WORDS)
    .filter((c) => conceptForPhrase(c.join(' ')) !== null || !c.every(notAThing))
    .map((c) => c.join(' '))
}

/**
 * A describing or doing word ("high" in "flying high", "together"), or a word WordNet knows as no noun at all;
 * a name it lacks is a thing ("goldilocks").
 */
function notAThing(word: string): boolean {
  // "on the sand", "in the snow": a thing or a stuff first, whatever verb is spelt so (to sand, to snow).
  if (STUFF_OR_THING.test(nounKind(lemmatize(word)) ?? '') && !isAdjective(word)) return false
  return isAdjective(word) || verbLemma(word) !== null || HOW_WORDS.has(word)
}
const STUFF_OR_THING = /^noun\.(artifact|object|substance|plant|animal|food)$/
// Words of how or where things are, which WordNet files as no adjective ("playing together").
const HOW_WORDS = new Set(['together', 'away', 'around', 'up', 'down', 'high', 'low', 'too', 'again'])
