import type { FastifyError, FastifyInstance } from 'fastify'
import { ZodError } from 'zod'

/** An error whose message is safe and useful to show to the person who caused it. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
  }
}

export const badRequest = (message: string) => new HttpError(400, message)
export const unauthorized = (message = 'Authentication required. Please sign in.') =>
  new HttpError(401, message)
export const forbidden = (message: string) => new HttpError(403, message)
export const notFound = (message = 'Not found.') => new HttpError(404, message)

/** Describes the first problem of a failed zod parse in words a person can act on. */
export function describeZodError(error: ZodError): string {
  const issue = error.issues[0]
  if (!issue) return 'The request is not valid.'
  const field = issue.path.join('.')
  if (issue.code === 'invalid_type' && issue.input === undefined) return `${field || 'A field'} is required.`
  return field ? `${field}: ${issue.message}` : issue.message
}

/** One error handler for the whole API: every error is JSON {error}, and 5xx never leak internals. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | HttpError | ZodError, request, reply) => {
    if (err instanceof HttpError) {
      return reply.status(err.statusCode).headers(err.headers).send({ error: err.message })
    }
    if (err instanceof ZodError) {
      return reply.status(400).send({ error: describeZodError(err) })
    }
    const status = err.statusCode ?? 500
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
