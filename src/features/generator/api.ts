import { FetchError } from 'ofetch'
import type { PhotoFocus, PhotoPreviewResponse, SuggestResponse } from '../../../shared/contract'
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
export async function generatePage(request: PageRequest, idempotencyKey: string): Promise<ColoringPage> {
  const { url, body } = pageRequest(request)
  const page = await api<ColoringPage>(url, {
    method: 'POST',
    headers: { 'Idempotency-Key': idempotencyKey },
    body,
    retry: 1,
    retryDelay: 800,
    // ofetch counts a dropped connection as 500.
    retryStatusCodes: [500, 503],
  })
  return page.status === 'pending' ? untilReady(page.id) : page
}

const PENDING_POLL_MS = 2000

/**
 * A page answered 202 is still being made by a worker: asks for it until it is ready. A page that failed
 * for good (its unit was given back) rejects like the request would have, with the server's message.
 */
async function untilReady(id: string): Promise<ColoringPage> {
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, PENDING_POLL_MS))
    const page = await api<ColoringPage>(`/api/images/${encodeURIComponent(id)}/`, {
      retry: 3,
      retryDelay: 1000,
      retryStatusCodes: [500, 502, 503, 504],
    })
    if (page.status === 'ready') return page
    if (page.status === 'failed') throw pageFailed(page.error)
  }
}

function pageFailed(message = 'Something went wrong. Please try again.'): FetchError {
  const err = new FetchError(message)
  err.status = 500
  err.data = { error: message }
  return err
}

/**
 * A small picture of the page a photo would make, not counted: a data: URL for an <img>, and whether only
 * the pet tapped at `focus` is drawn (false when no pet was found there: the page is drawn as untapped).
 */
export async function previewPhoto(
  photo: Blob,
  complexity: Complexity,
  focus: PhotoFocus | undefined,
  signal?: AbortSignal,
): Promise<{ url: string; focused: boolean }> {
  const { image, focused } = await api<PhotoPreviewResponse>('/api/images/photo/preview/', {
    method: 'POST',
    body: photoForm(photo, complexity, focus),
    retry: 0,
    signal,
  })
  return { url: `data:image/png;base64,${image}`, focused }
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
