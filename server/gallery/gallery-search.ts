import { makePlan } from '../engine'
import { allPages, type GalleryPage } from './catalog'

// Finds gallery pages by what a person types ("dinosaur coloring page", "puppies"): the words
// themselves, and what the engine reads them as, so a synonym or a plural finds the same drawings
// ("puppy" is the dog's concept, "t rex" the dinosaur's).

const FILLER = new Set([
  'a',
  'an',
  'the',
  'of',
  'and',
  'for',
  'with',
  'coloring',
  'colouring',
  'page',
  'pages',
  'sheet',
  'sheets',
  'free',
  'printable',
  'kids',
])

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w && !FILLER.has(w))

const concepts = (text: string): string[] => {
  const plan = makePlan({ prompt: text, complexity: 'easy', style: 'cartoon', suggest: false })
  return plan.refusal ? [] : plan.subjects.map((s) => s.concept)
}

let index: { page: GalleryPage; words: Set<string>; concepts: Set<string> }[] | null = null

/** Built on the first search: reading every subject once takes about a second. */
function searchIndex() {
  if (index) return index
  const byFile = new Map<string, Set<string>>()
  index = allPages().map((page) => {
    let known = byFile.get(page.fileId)
    if (!known) {
      known = new Set(concepts(page.subject))
      byFile.set(page.fileId, known)
    }
    return { page, words: new Set([...words(page.subject), ...words(page.category)]), concepts: known }
  })
  return index
}

export const MAX_QUERY_LENGTH = 80

/** The pages matching the query, best first: drawings of what it names, then pages naming its words. */
export function searchGallery(query: string, limit = 60): GalleryPage[] {
  const text = query.slice(0, MAX_QUERY_LENGTH)
  const wanted = words(text)
  if (wanted.length === 0) return []
  const asked = new Set(concepts(text))
  const scored = searchIndex()
    .map(({ page, words: have, concepts: drawn }) => {
      const conceptHits = [...asked].filter((c) => drawn.has(c)).length
      const wordHits = wanted.filter((w) => have.has(w) || have.has(w.replace(/s$/, ''))).length
      const score = conceptHits * 10 + wordHits * 3 + (page.variant === 'easy-cartoon' ? 1 : 0)
      return { page, score, relevant: conceptHits > 0 || wordHits === wanted.length }
    })
    .filter((s) => s.relevant)
    .sort((a, b) => b.score - a.score)
  const seen = new Set<string>()
  const out: GalleryPage[] = []
  for (const { page } of scored) {
    // One address per picture: the same pumpkin is not listed twice.
    if (seen.has(page.fileId)) continue
    seen.add(page.fileId)
    out.push(page)
    if (out.length >= limit) break
  }
  return out
}
