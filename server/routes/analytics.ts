import type { FastifyInstance } from 'fastify'
import { pageViewBody } from '../../shared/contract'
import { recordPageView } from '../analytics/page-views'
import type { AppContext } from '../context'
import { badRequest } from '../http/errors'
import { parseInput } from '../http/validate'

/** navigator.sendBeacon may send the JSON as text/plain; both arrive here as an object. */
function jsonBody(body: unknown): unknown {
  if (typeof body !== 'string') return body
  try {
    return JSON.parse(body)
  } catch {
    throw badRequest('The page view must be JSON.')
  }
}

export function registerAnalyticsRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post('/api/analytics/pageview/', async (request, reply) => {
    await ctx.limiter.hit(`pageview:ip:${request.ip}`, ctx.config.analytics.pageViewsPerMinute, 60)
    const view = parseInput(pageViewBody, jsonBody(request.body))
    await recordPageView(ctx.db, view, ctx.now())
    return reply.status(204).send()
  })
}
