import type { FastifyError, FastifyInstance } from 'fastify'
import { ZodError } from 'zod'

/** An error whose message is safe and useful to show to the person who caused it. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
    /** More fields for the JSON body beside `error` (a refused prompt's `suggestions`). */
    readonly fields: Record<string, unknown> = {},
  ) {
    super(message)
  }
}

export const badRequest = (message: string) => new HttpError(400, message)
export const unauthorized = (message = 'Authentication required. Please sign in.') =>
  new HttpError(401, message)
export const forbidden = (message: string) => new HttpError(403, message)
export const notFound = (message = 'Not found.') => new HttpError(404, message)

/**
 * Describes the first problem of a failed zod parse in words a person can act on.
 * Pass the parsed input so a missing field can be told from a field of the wrong type.
 * Messages a schema sets itself are kept; zod's generic ones are rewritten.
 */
export function describeZodError(error: ZodError, input?: unknown): string {
  const issue = error.issues[0]
  if (!issue) return 'The request is not valid.'
  if (issue.path.length === 0 && issue.code === 'invalid_type') {
    return input === undefined
      ? 'The request body is empty; send a JSON object.'
      : 'The request body must be a JSON object.'
  }
  if (!isGenericZodMessage(issue.message)) return issue.message
  const label = fieldLabel(issue.path)
  switch (issue.code) {
    case 'invalid_type':
      if (valueAt(input, issue.path) === undefined) return `${label} is required.`
      return `${label} must be ${expectedWords[issue.expected] ?? `of type ${issue.expected}`}.`
    case 'invalid_format':
      if (issue.format === 'email') return 'Enter a valid email address.'
      return `${label} is not in a valid format.`
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) <= 1) return `${label} is required.`
      return `${label} must be at least ${issue.minimum}${unitOf(issue.origin)}.`
    case 'too_big':
      return `${label} must be at most ${issue.maximum}${unitOf(issue.origin)}.`
    case 'invalid_value':
      return `${label} must be one of: ${issue.values.map(String).join(', ')}.`
    default:
      return `${label}: ${issue.message}`
  }
}

// zod's own messages start like this; anything else was written by a schema on purpose.
const isGenericZodMessage = (message: string) => /^(Invalid|Too (small|big)|Unrecognized)/.test(message)

const expectedWords: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
}

const unitOf = (origin: string) =>
  origin === 'string' ? ' characters' : origin === 'array' || origin === 'set' ? ' items' : ''

function fieldLabel(path: PropertyKey[]): string {
  const last = [...path].reverse().find((p) => typeof p === 'string')
  if (typeof last !== 'string') return 'A field'
  const words = last
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

function valueAt(input: unknown, path: PropertyKey[]): unknown {
  let value = input
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined
    value = (value as Record<PropertyKey, unknown>)[key]
  }
  return value
}

/** One error handler for the whole API: every error is JSON {error}, and 5xx never leak internals. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | HttpError | ZodError, request, reply) => {
    if (err instanceof HttpError) {
      return reply
        .status(err.statusCode)
        .headers(err.headers)
        .send({ ...err.fields, error: err.message })
    }
    if (err instanceof ZodError) {
      return reply.status(400).send({ error: describeZodError(err) })
    }
    const status = err.statusCode ?? 500
    if (status === 503) {
      // A service the request needs (page storage) is down: the log says which; the client may retry.
      request.log.error({ err }, 'request failed: a service it needs is unavailable')
      return reply
        .status(503)
        .header('retry-after', '30')
        .send({ error: 'A service Colorly needs is unavailable right now. Please try again in a minute.' })
    }
    if (status >= 500) {
      request.log.error({ err }, 'request failed')
      return reply.status(500).send({ error: 'Something went wrong on our side. Please try again.' })
    }
    return reply.status(status).send({ error: clientErrorMessage(err) })
  })
}

// Fastify's own 4xx errors (bad JSON, oversized body, wrong content type) get plain-language messages.
function clientErrorMessage(err: FastifyError): string {
  switch (err.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large (the limit is 1 MB).'
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Send the request body as JSON (Content-Type: application/json).'
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty; send a JSON object.'
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'The request body is not valid JSON.'
    default:
      return err.message
  }
}
