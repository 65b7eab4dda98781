import type { FastifyInstance } from 'fastify'
import type { PlansResponse, RedirectResponse, SubscriptionResponse } from '../../shared/contract'
import { requireUser } from '../auth/require-user'
import { openPortal, startCheckout } from '../billing/checkout'
import { parseCheckoutSessionRequest } from '../billing/checkout-session-request'
import { planDefinitions } from '../billing/plans'
import { getSubscriptionView } from '../billing/subscription-view'
import type { AppContext } from '../context'

// Each call makes a provider session (a Stripe API call, or a sandbox link): a person needs a few.
const CHECKOUTS_PER_USER_PER_10_MINUTES = 60

export function registerBillingRoutes(app: FastifyInstance, ctx: AppContext) {
  const deps = { db: ctx.db, now: ctx.now, config: ctx.config, payments: ctx.payments }
  const testMode = ctx.payments.kind === 'sandbox'

  app.get('/api/plans/', async (): Promise<PlansResponse> => {
    return { plans: planDefinitions(ctx.config.billing), currency: 'usd', testMode }
  })

  // One call for both: a priceId starts a checkout, a returnUrl alone opens the portal.
  app.post('/api/create-checkout-session/', async (request): Promise<RedirectResponse> => {
    const user = await requireUser(request, ctx)
    await ctx.limiter.hit(`checkout:${user.id}`, CHECKOUTS_PER_USER_PER_10_MINUTES, 600)
    const body = parseCheckoutSessionRequest(request.body)
    return body.kind === 'checkout'
      ? startCheckout(deps, user, body.input)
      : openPortal(deps, user, body.input)
  })

  app.get('/api/billing/subscription/', async (request): Promise<SubscriptionResponse> => {
    const user = await requireUser(request, ctx)
    return getSubscriptionView(ctx.db, user.id, ctx.now(), testMode)
  })
}
