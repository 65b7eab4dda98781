import { FetchError } from 'ofetch'
import type { PromptRefusedBody } from '../../shared/contract'

// Type-only import of the contract's 422 body, erased from the bundle.

/** Why the engine will not draw a prompt, and close prompts it can draw. */
export type PromptRefusal = { message: string; suggestions: string[] }

const MAX_SUGGESTIONS = 5

/** The suggestions of a 422 body: text only, at most five, blanks and repeats dropped. */
export function suggestionsOf(body: unknown): string[] {
  const list = (body as Partial<PromptRefusedBody> | undefined)?.suggestions
  if (!Array.isArray(list)) return []
  const clean = list.filter((s): s is string => typeof s === 'string').map((s) => s.trim())
  return [...new Set(clean.filter(Boolean))].slice(0, MAX_SUGGESTIONS)
}

/** The refusal carried by a 422 answer of generate or trial, or null for any other failure. */
export function promptRefusalOf(err: unknown): PromptRefusal | null {
  if (!(err instanceof FetchError) || err.status !== 422) return null
  const message = (err.data as Partial<PromptRefusedBody> | undefined)?.error
  if (typeof message !== 'string' || !message.trim()) return null
  return { message, suggestions: suggestionsOf(err.data) }
}
