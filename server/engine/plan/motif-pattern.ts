import { conceptForPhrase } from '../vocabulary'
import { namedBy } from './figure-motifs'
import type { PlanFigure } from './plan'

// A pattern or a border built from drawings: "a pattern of hearts and stars", "a cat pattern", "a border of
// flowers". Any drawable thing (one or two, taken in turn) tiles the page or frames it; the geometric
// patterns (waves, scales, floral...) stay read by read-figure.ts.

const PAGE_KINDS: Record<string, 'grid' | 'border'> = {
  pattern: 'grid',
  patterns: 'grid',
  border: 'border',
  borders: 'border',
  frame: 'border',
}
// How a pattern is made, never what it is made of.
const HOW = new Set(['repeating', 'repeat', 'seamless', 'all', 'over', 'allover', 'made', 'with', 'full'])

/** The drawings named in `words` ("hearts and stars"): one or two, or null when a word names none. */
function motifs(words: string[]): { ids: string[]; names: string[] } | null {
  const parts = words.join(' ').split(' and ').filter(Boolean)
  if (!parts.length || parts.length > 2) return null
  const concepts = parts.map((part) => conceptForPhrase(part))
  if (concepts.some((c) => c === null)) return null
  const ids = [...new Set(concepts.map((c) => c?.id ?? ''))]
  // "raindrops" drawn as the droplet: the page names them as the prompt did.
  const names = parts.filter((part, k) => !namedBy(part, concepts[k]?.label ?? ''))
  return { ids, names }
}

/** "pattern hearts and stars", "heart pattern", "border flowers" (filler words gone): the figure, or null. */
export function readMotifPattern(all: string[]): PlanFigure | null {
  const words = all.filter((w) => !HOW.has(w))
  const kindAt = Object.hasOwn(PAGE_KINDS, words[0] ?? '') ? 0 : words.length - 1
  if (words.length < 2 || !Object.hasOwn(PAGE_KINDS, words[kindAt])) return null
  const layout = PAGE_KINDS[words[kindAt]]
  const rest = kindAt === 0 ? words.slice(1) : words.slice(0, -1)
  const found = motifs(rest)
  if (!found) return null
  const [motif, alternate] = found.ids
  return {
    kind: 'pattern',
    pattern: layout === 'border' ? 'border' : 'motifs',
    motif,
    ...(alternate ? { alternate } : {}),
    ...(found.names.length ? { motifNames: found.names } : {}),
  }
}
