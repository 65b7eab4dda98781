import { api } from '../../lib/api'
import { pageRequest } from '../../lib/page-request'
import { suggestionsOf } from '../../lib/prompt-refusal'
import type { PageJson, QueuedGeneration } from './types'

/** The server's answer; a 422 (a prompt the engine will not draw) carries close prompts it can draw. */
export type SendAnswer = { status: number; page?: PageJson; error?: string; suggestions?: string[] }

/**
 * Sends one queued generation with its own Idempotency-Key, so a replay never makes or charges a
 * second page. Error statuses are answered, not thrown (ignoreResponseError): a 401 here must not
 * sign the user out and send them home, it marks the item instead. A dropped connection throws.
 */
export async function sendQueued(item: QueuedGeneration): Promise<SendAnswer> {
  const { url, body } = pageRequest({ ...item, improvePrompt: item.improve_prompt })
  const response = await api.raw<PageJson | { error?: string }>(url, {
    method: 'POST',
    headers: { 'Idempotency-Key': item.id },
    body,
    ignoreResponseError: true,
    retry: 0,
  })
  const data = response._data
  if (response.ok) return { status: response.status, page: data as PageJson }
  const error = (data as { error?: unknown } | undefined)?.error
  return {
    status: response.status,
    error: typeof error === 'string' ? error : undefined,
    suggestions: response.status === 422 ? suggestionsOf(data) : undefined,
  }
}
