import { ALL_CONCEPTS } from './concept-catalog'
import type { Concept } from './concept-types'
import { lemmatize } from './lemmatize'
import { relatedNouns } from './wordnet'

let phraseIndex: Map<string, Concept> | null = null

/** Every name of every concept, singular, lower case, words separated by single spaces. */
function phrases(): Map<string, Concept> {
  if (phraseIndex) return phraseIndex
  phraseIndex = new Map()
  for (const concept of ALL_CONCEPTS) {
    for (const name of [concept.id.replace(/-/g, ' '), concept.label, ...(concept.aliases ?? [])]) {
      const key = normalizePhrase(name)
      if (!phraseIndex.has(key)) phraseIndex.set(key, concept)
    }
  }
  return phraseIndex
}

export function normalizePhrase(text: string): string {
  return text.toLowerCase().replace(/-/g, ' ').split(/\s+/).filter(Boolean).map(lemmatize).join(' ')
}

export function conceptById(id: string): Concept {
  const concept = ALL_CONCEPTS.find((c) => c.id === id)
  if (!concept) throw new Error(`unknown concept ${id}`)
  return concept
}

/** The concept a curated phrase names exactly ("fire truck", "kitten"), if any. */
export function conceptForPhrase(phrase: string): Concept | null {
  return phrases().get(normalizePhrase(phrase)) ?? null
}

/** Falls back on WordNet: the first synonym or hypernym of the word that the catalogue knows. */
export function conceptThroughWordnet(word: string): Concept | null {
  for (const related of relatedNouns(lemmatize(word))) {
    const found = phrases().get(normalizePhrase(related))
    if (found) return found
  }
  return null
}
