import diagnostics from 'node:diagnostics_channel'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app'
import { loadConfig } from '../../server/config'
import { createTestApp, type TestApp } from '../helpers/test-app'

type Document = {
  openapi: string
  info: { title: string; version: string }
  paths: Record<string, Record<string, { responses: Record<string, unknown>; 'x-served-with'?: string }>>
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> }
}
type Served = { method: string; path: string }

// Every route each app registers, seen as Fastify registers it: Fastify announces each new instance on this
// channel before anything is registered on it, so the hook sees every route, scoped plugins' included.
let collecting: Served[] = []
diagnostics.subscribe('fastify.initialization', (message) => {
  const { fastify } = message as { fastify: FastifyInstance }
  fastify.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      collecting.push({ method: method.toLowerCase(), path: route.url })
  })
})

const STRIPE_SETTINGS = {
  STRIPE_SECRET_KEY: 'sk_test_openapi',
  STRIPE_WEBHOOK_SECRET: 'whsec_openapi',
  STRIPE_PRICE_STARTER_MONTHLY: 'price_starter_m',
  STRIPE_PRICE_STARTER_YEARLY: 'price_starter_y',
  STRIPE_PRICE_HOBBYIST_MONTHLY: 'price_hobbyist_m',
  STRIPE_PRICE_HOBBYIST_YEARLY: 'price_hobbyist_y',
  STRIPE_PRICE_PROFESSIONAL_MONTHLY: 'price_pro_m',
  STRIPE_PRICE_PROFESSIONAL_YEARLY: 'price_pro_y',
}

let t: TestApp
let stripeApp: FastifyInstance
/** The /api/ routes of the sandbox-billing app (the default) and of a Stripe-billing app. */
const served: Record<'sandbox' | 'stripe', Served[]> = { sandbox: [], stripe: [] }
let doc: Document

const openApiPath = (fastifyPath: string) => fastifyPath.replace(/:(\w+)/g, '{$1}')
const underApi = (routes: Served[]) => routes.filter((r) => r.path.startsWith('/api/'))

beforeAll(async () => {
  collecting = []
  t = await createTestApp()
  served.sandbox = underApi(collecting)
  collecting = []
  const config = loadConfig({
    ...STRIPE_SETTINGS,
    LOG_LEVEL: 'silent',
    DATA_DIR: t.dataDir,
    PUBLIC_URL: 'http://colorly.test',
  })
  stripeApp = await buildApp({ config: { ...config, billingJobsEveryMinutes: 0 }, db: t.db })
  await stripeApp.ready()
  served.stripe = underApi(collecting)
  doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json()
})
afterAll(async () => {
  await stripeApp?.close()
  await t?.close()
})

/** The routes a server serves that the document does not describe (a HEAD is described by its GET). */
function missingFrom(document: Document, routes: Served[]): string[] {
  return routes
    .filter((r) => {
      const item = document.paths[openApiPath(r.path)]
      return !item?.[r.method] && !(r.method === 'head' && item?.get)
    })
    .map((r) => `${r.method.toUpperCase()} ${r.path}`)
}

describe('GET /api/openapi.json', () => {
  it('answers the document, public and cacheable, and 304 to a client that has it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(res.headers['cache-control']).toBe('public, max-age=3600')
    const etag = res.headers.etag as string
    expect(etag).toMatch(/^"[\w-]+"$/)
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { 'if-none-match': etag },
    })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    // No session needed.
    expect(res.json().servers).toEqual([{ url: 'http://colorly.test' }])
  })

  it('describes every route the server serves under /api/, with either billing provider', () => {
    expect(served.sandbox.length).toBeGreaterThan(30)
    expect(served.stripe.some((r) => r.path === '/api/stripe/webhook/')).toBe(true)
    expect(missingFrom(doc, served.sandbox)).toEqual([])
    expect(missingFrom(doc, served.stripe)).toEqual([])
  })

  it('fails that check when a route is left out of the document', () => {
    const { '/api/images/{id}/download_pdf/': _left, ...paths } = doc.paths
    expect(missingFrom({ ...doc, paths }, served.sandbox)).toEqual(
      expect.arrayContaining(['GET /api/images/:id/download_pdf/', 'HEAD /api/images/:id/download_pdf/']),
    )
  })

  it('describes only routes that are served, marking those of one billing provider', () => {
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const by = (provider: 'sandbox' | 'stripe') =>
          served[provider].some((r) => r.method === method && openApiPath(r.path) === path)
        const where = operation['x-served-with']
        if (where === 'stripe billing') expect([by('stripe'), by('sandbox')], path).toEqual([true, false])
        else if (where === 'sandbox billing')
          expect([by('sandbox'), by('stripe')], path).toEqual([true, false])
        else expect([by('sandbox'), by('stripe')], `${method} ${path}`).toEqual([true, true])
      }
    }
  })

  it('is an OpenAPI 3.1 document whose every $ref resolves', () => {
    expect(doc.openapi).toBe('3.1.0')
    expect(doc.info.title).toBe('Colorly API')
    expect(doc.info.version).toMatch(/^\d+\.\d+\.\d+/)
    expect(doc.components.securitySchemes.Token).toEqual(
      expect.objectContaining({ type: 'apiKey', in: 'header', name: 'Authorization' }),
    )
    const operationIds = new Set<string>()
    for (const [path, item] of Object.entries(doc.paths)) {
      expect(path).toMatch(/^\/api\//)
      for (const [method, operation] of Object.entries(item)) {
        expect(['get', 'post', 'put', 'patch', 'delete']).toContain(method)
        const op = operation as {
          operationId: string
          responses: object
          parameters?: { name: string; in: string }[]
        }
        expect(Object.keys(op.responses).length, `${method} ${path}`).toBeGreaterThan(1)
        expect(operationIds.has(op.operationId), op.operationId).toBe(false)
        operationIds.add(op.operationId)
        // Each {name} of the path is a declared path parameter, and the other way round.
        const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1])
        const declared = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name)
        expect(declared.sort(), `${method} ${path}`).toEqual(inPath.sort())
      }
    }
    const refs = collectRefs(doc)
    expect(refs.length).toBeGreaterThan(50)
    for (const ref of refs) expect(resolvePointer(doc, ref), ref).toBeDefined()
    // Signed-in routes say so.
    const generate = doc.paths['/api/images/generate/'].post as unknown as { security: unknown }
    expect(generate.security).toEqual([{ Token: [] }])
  })

  it('holds the contract: a request schema as clients send it, an answer as the server sends it', () => {
    const schemas = doc.components.schemas as Record<string, { required?: string[]; properties: object }>
    // Defaulted fields are optional to send.
    expect(schemas.GenerateRequest.required).toEqual(['prompt'])
    expect(Object.keys(schemas.GenerateRequest.properties)).toEqual([
      'prompt',
      'improve_prompt',
      'complexity',
      'style',
      'size',
    ])
    expect(schemas.ImageList).toEqual({ type: 'array', items: { $ref: '#/components/schemas/ImageJson' } })
    expect(schemas.Error).toEqual(expect.objectContaining({ required: ['error'] }))
  })
})

function collectRefs(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) collectRefs(v, found)
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (key === '$ref' && typeof v === 'string') found.push(v)
      else collectRefs(v, found)
    }
  }
  return found
}

/** A local JSON pointer ("#/components/schemas/X") in the document, or undefined. */
function resolvePointer(document: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined
  let node: unknown = document
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replaceAll('~1', '/').replaceAll('~0', '~')
    if (!node || typeof node !== 'object' || !(key in node)) return undefined
    node = (node as Record<string, unknown>)[key]
  }
  return node
}
