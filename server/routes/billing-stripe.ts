import type { FastifyInstance } from 'fastify'
import type { StripeWebhookResponse } from '../../shared/contract'
import { handleStripeWebhook } from '../billing/stripe-webhook'
import type { AppContext } from '../context'
import type { StripePayments } from '../providers/payments-provider'

/**
 * Stripe's signed webhooks. The signature covers the exact bytes sent, so this route (and only
 * this one) keeps the body raw: a parser scoped to it reads every content type as a Buffer.
 */
export function registerStripeWebhookRoutes(app: FastifyInstance, ctx: AppContext, stripe: StripePayments) {
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body))
    scope.post('/api/stripe/webhook/', async (request): Promise<StripeWebhookResponse> => {
      const signature = request.headers['stripe-signature']
      return handleStripeWebhook(
        { db: ctx.db, now: ctx.now, billing: ctx.config.billing, stripe, log: request.log },
        Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        typeof signature === 'string' ? signature : undefined,
      )
    })
  })
}
