import crypto from 'node:crypto'
import fs from 'node:fs'
import type { FastifyInstance } from 'fastify'
import { buildOpenApiDocument } from '../openapi/openapi-document'

const packageJson = new URL('../../package.json', import.meta.url)

/**
 * GET /api/openapi.json: the API's OpenAPI 3.1 description, public. Built once at start (it changes only
 * with the code), so it is cacheable: an hour, then revalidated by its ETag.
 */
export function registerOpenApiRoute(app: FastifyInstance, publicUrl: string) {
  const { version } = JSON.parse(fs.readFileSync(packageJson, 'utf8')) as { version: string }
  const body = JSON.stringify(buildOpenApiDocument({ publicUrl, version }))
  const etag = `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`

  app.get('/api/openapi.json', async (request, reply) => {
    reply.header('cache-control', 'public, max-age=3600').header('etag', etag)
    if (request.headers['if-none-match'] === etag) return reply.status(304).send()
    return reply.type('application/json; charset=utf-8').send(body)
  })
}
