import type { PngImageResponse, SuggestResponse } from '../../../shared/contract'
import { api } from '../../lib/api'
import { pageRequest } from '../../lib/page-request'
import { photoForm } from '../../lib/photo-form'
import type { ColoringPage, Complexity, PageRequest, Usage } from './types'

export function listPages(): Promise<ColoringPage[]> {
  return api<ColoringPage[]>('/api/images/')
}

/**
 * One Generate click (a prompt or a photo). The idempotency key is fresh per click, so the one retry after a
 * dropped connection can never make (or charge for) a second page.
 */
export function generatePage(request: PageRequest, idempotencyKey: string): Promise<ColoringPage> {
  const { url, body } = pageRequest(request)
  return api<ColoringPage>(url, {
    method: 'POST',
    headers: { 'Idempotency-Key': idempotencyKey },
    body,
    retry: 1,
    retryDelay: 800,
    // ofetch counts a dropped connection as 500.
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

export type { PageFormat } from '../../lib/page-file'
