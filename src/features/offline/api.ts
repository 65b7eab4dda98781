import { api } from '../../lib/api'
import { photoForm } from '../../lib/photo-form'
import { suggestionsOf } from '../../lib/prompt-refusal'
import type { FileKind, PageJson, QueuedGeneration } from './types'

/** The page's PNG or PDF, with the session's token, to keep on this device. */
export async function fetchPageFile(id: string, kind: FileKind): Promise<Blob> {
  const path = kind === 'png' ? 'download' : 'download_pdf'
  const blob = await api<Blob, 'blob'>(`/api/images/${encodeURIComponent(id)}/${path}/`, {
    responseType: 'blob',
  })
  if (!blob || blob.size === 0) throw new Error(`The ${kind.toUpperCase()} came back empty.`)
  return blob
}

/** The server's answer; a 422 (a prompt the engine will not draw) carries close prompts it can draw. */
export type SendAnswer = { status: number; page?: PageJson; error?: string; suggestions?: string[] }

/**
 * Sends one queued generation with its own Idempotency-Key, so a replay never makes or charges a
 * second page. Error statuses are answered, not thrown (ignoreResponseError): a 401 here must not
 * sign the user out and send them home, it marks the item instead. A dropped connection throws.
 */
export async function sendQueued(item: QueuedGeneration): Promise<SendAnswer> {
  const response = await api.raw<PageJson | { error?: string }>(
    item.photo ? '/api/images/photo/' : '/api/images/generate/',
    {
      method: 'POST',
      headers: { 'Idempotency-Key': item.id },
      body: item.photo
        ? photoForm(item.photo, item.complexity)
        : {
            prompt: item.prompt,
            improve_prompt: item.improve_prompt,
            complexity: item.complexity,
            style: item.style,
          },
      ignoreResponseError: true,
      retry: 0,
    },
  )
  const data = response._data
  if (response.ok) return { status: response.status, page: data as PageJson }
  const error = (data as { error?: unknown } | undefined)?.error
  return {
    status: response.status,
    error: typeof error === 'string' ? error : undefined,
    suggestions: response.status === 422 ? suggestionsOf(data) : undefined,
  }
}
