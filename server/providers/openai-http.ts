import type { EndpointConfig } from '../config'

// Shared by the image, text and moderation adapters: one POST to an OpenAI-compatible API with
// a deadline, and every way it can go wrong folded into one ProviderError.

export type ProviderFailure = 'timeout' | 'failed' | 'refused'

/** A provider call that gave no usable answer. The message is for server logs, never for people. */
export class ProviderError extends Error {
  constructor(
    readonly kind: ProviderFailure,
    message: string,
    readonly status?: number,
    readonly code?: string,
  ) {
    super(message)
    this.name = 'ProviderError'
  }
}

export type Endpoint = Pick<EndpointConfig, 'baseUrl' | 'apiKey' | 'timeoutMs'>

// OpenAI's codes for "the prompt or the picture broke the content policy".
const refusalCodes = new Set(['content_policy_violation', 'moderation_blocked'])

/** POSTs JSON and returns the parsed answer; the deadline covers reading the body too. */
export async function postJson(endpoint: Endpoint, path: string, body: unknown): Promise<unknown> {
  const signal = AbortSignal.timeout(endpoint.timeoutMs)
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' }
  if (endpoint.apiKey) headers.authorization = `Bearer ${endpoint.apiKey}`
  const url = `${endpoint.baseUrl}${path}`
  try {
    const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body), signal })
    const text = await response.text()
    if (!response.ok) throw errorFromAnswer(response.status, text, endpoint.apiKey)
    try {
      return JSON.parse(text)
    } catch {
      throw new ProviderError(
        'failed',
        `POST ${url} answered ${response.status} with a body that is not JSON`,
      )
    }
  } catch (error) {
    throw asProviderError(error, `POST ${url}`, signal, endpoint.apiKey)
  }
}

/** GETs a file (an image URL a provider answered with), within the caller's deadline. */
export async function getBytes(url: string, timeoutMs: number, maxBytes: number): Promise<Buffer> {
  const signal = AbortSignal.timeout(timeoutMs)
  try {
    const response = await fetch(url, { signal })
    if (!response.ok)
      throw new ProviderError('failed', `GET image answered ${response.status}`, response.status)
    const bytes = Buffer.from(await response.arrayBuffer())
    if (bytes.length > maxBytes) throw new ProviderError('failed', `GET image sent ${bytes.length} bytes`)
    return bytes
  } catch (error) {
    throw asProviderError(error, 'GET image', signal)
  }
}

function errorFromAnswer(status: number, text: string, apiKey?: string): ProviderError {
  let code: string | undefined
  let message = text.slice(0, 300)
  try {
    const error = (JSON.parse(text) as { error?: { code?: unknown; message?: unknown } }).error
    if (typeof error?.code === 'string') code = error.code
    if (typeof error?.message === 'string') message = error.message
  } catch {
    // Not JSON: keep the start of the body for the log.
  }
  const kind = status === 400 && code && refusalCodes.has(code) ? 'refused' : 'failed'
  return new ProviderError(
    kind,
    `answered ${status}${code ? ` ${code}` : ''}: ${redact(message, apiKey)}`,
    status,
    code,
  )
}

export function asProviderError(
  error: unknown,
  what: string,
  signal: AbortSignal,
  apiKey?: string,
): ProviderError {
  if (error instanceof ProviderError) {
    error.message = `${what} ${error.message}`
    return error
  }
  if (signal.aborted) return new ProviderError('timeout', `${what} took too long`)
  const reason = error instanceof Error ? `${error.message}${causeOf(error)}` : String(error)
  return new ProviderError('failed', `${what} failed: ${redact(reason, apiKey)}`)
}

const causeOf = (error: Error) => (error.cause instanceof Error ? ` (${error.cause.message})` : '')

/** Removes the key, and anything shaped like one, from text bound for a log. */
export function redact(text: string, apiKey?: string): string {
  const withoutKey = apiKey ? text.split(apiKey).join('[redacted]') : text
  // OpenAI keys start sk-, Google API keys AIza.
  return withoutKey
    .replace(/sk-[A-Za-z0-9_*-]{6,}/g, 'sk-[redacted]')
    .replace(/AIza[A-Za-z0-9_-]{20,}/g, 'AIza[redacted]')
}
