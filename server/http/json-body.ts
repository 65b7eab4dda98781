import type { FastifyInstance } from 'fastify'

/**
 * Fastify's JSON parser (with its prototype-poisoning guard), except that an empty body parses as
 * no body: a call like logout that sends `Content-Type: application/json` and nothing else works,
 * and routes that need a body say so through their schema ('The request body is empty...').
 */
export function acceptEmptyJsonBodies(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8')
    if (text.length === 0) {
      done(null, undefined)
      return
    }
    parseJson(request, text, done)
  })
}
