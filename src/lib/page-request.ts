import type { Complexity, GenerateRequest, PhotoFocus, Style, WorksheetRequest } from '../../shared/contract'
import { photoForm } from './photo-form'

/** What one Generate sends, wherever it is sent from (a click, or the offline queue). */
export type PageAsk = {
  prompt: string
  improvePrompt: boolean
  complexity: Complexity
  style: Style
  /** A photo to turn into the page instead of the prompt. */
  photo?: Blob
  /** Where the person tapped their pet on the photo: the page draws that subject alone. */
  focus?: PhotoFocus
  /** A worksheet (color by number, dot to dot, tracing) instead of a plain page. */
  worksheet?: WorksheetRequest
}

/**
 * The address and body of a Generate: a prompt goes to generate as JSON, a photo to photo as a form, a
 * worksheet to worksheets as JSON.
 */
export function pageRequest(ask: PageAsk): {
  url: string
  body: GenerateRequest | FormData | WorksheetRequest
} {
  if (ask.worksheet) return { url: '/api/worksheets/', body: ask.worksheet }
  if (ask.photo) return { url: '/api/images/photo/', body: photoForm(ask.photo, ask.complexity, ask.focus) }
  const body: GenerateRequest = {
    prompt: ask.prompt,
    improve_prompt: ask.improvePrompt,
    complexity: ask.complexity,
    style: ask.style,
  }
  return { url: '/api/images/generate/', body }
}
