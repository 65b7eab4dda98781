import type { GenerateRequest, PngImageResponse, SuggestResponse } from '../../../shared/contract'
import { api } from '../../lib/api'
import { photoForm } from '../../lib/photo-form'
import type { ColoringPage, Complexity, PageRequest, Usage } from './types'

export function listPages(): Promise<ColoringPage[]> {
  return api<ColoringPage[]>('/api/images/')
}

/**
 * One Generate click. The idempotency key is fresh per click, so the one retry after a dropped
 * connection can never make (or charge for) a second page.
 */
export function generatePage(request: PageRequest, idempotencyKey: string): Promise<ColoringPage> {
  if (request.photo) return photoPage(request.photo, request.complexity, idempotencyKey)
  return api<ColoringPage>('/api/images/generate/', {
    method: 'POST',
    headers: { 'Idempotency-Key': idempotencyKey },
    body: {
      prompt: request.prompt,
      improve_prompt: request.improvePrompt,
      complexity: request.complexity,
      style: request.style,
    } satisfies GenerateRequest,
    retry: 1,
    retryDelay: 800,
    // ofetch counts a dropped connection as 500.
    retryStatusCodes: [500, 503],
  })
}

/** A page from a photo: counted like Generate, with the same one retry under the same key. */
export function photoPage(
  photo: Blob,
  complexity: Complexity,
  idempotencyKey: string,
): Promise<ColoringPage> {
  return api<ColoringPage>('/api/images/photo/', {
    method: 'POST',
    headers: { 'Idempotency-Key': idempotencyKey },
    body: photoForm(photo, complexity),
    retry: 1,
    retryDelay: 800,
    retryStatusCodes: [500, 503],
  })
}

/** A small picture of the page a photo would make, not counted: a data: URL for an <img>. */
export async function previewPhoto(
  photo: Blob,
  complexity: Complexity,
  signal?: AbortSignal,
): Promise<string> {
  const { image } = await api<PngImageResponse>('/api/images/photo/preview/', {
    method: 'POST',
    body: photoForm(photo, complexity),
    retry: 0,
    signal,
  })
  return `data:image/png;base64,${image}`
}

export function deletePage(id: string): Promise<unknown> {
  return api(`/api/images/${encodeURIComponent(id)}/`, { method: 'DELETE' })
}

export async function suggestPrompt(): Promise<string> {
  const { prompt } = await api<SuggestResponse>('/api/images/suggest/')
  return prompt
}

export function fetchUsage(): Promise<Usage> {
  return api<Usage>('/api/images/usage/', { retry: 0 })
}

export type PageFormat = 'png' | 'pdf'

/** The page file with the name the server suggests (content-disposition), sent with the Token header. */
export async function fetchPageFile(
  id: string,
  format: PageFormat,
): Promise<{ blob: Blob; disposition: string | null }> {
  const path = format === 'png' ? 'download' : 'download_pdf'
  const response = await api.raw<Blob, 'blob'>(`/api/images/${encodeURIComponent(id)}/${path}/`, {
    responseType: 'blob',
  })
  if (!response._data) throw new Error(`The ${format.toUpperCase()} download came back empty.`)
  return { blob: response._data, disposition: response.headers.get('content-disposition') }
}
