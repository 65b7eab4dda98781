import { lemmatize } from './lemmatize'

/** A name as the vocabulary keys it: lower case, singular, single-spaced, no apostrophes or hyphens. */
export function normalizePhrase(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[-_:]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map(lemmatize)
    .join(' ')
}
