import type { FastifyInstance } from 'fastify'
import type { UsageResponse } from '../../shared/contract'
import { requireSession } from '../auth/require-user'
import { getUsage } from '../billing/usage'
import type { AppContext } from '../context'

export function registerUsageRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/images/usage/', async (request): Promise<UsageResponse> => {
    // Polled every few seconds by every open generator: the token lookup brings the plan, so the
    // answer costs one more query, an index range count on generation_charges (user_id, created_at).
    const session = await requireSession(request, ctx)
    return getUsage(ctx.db, session.user.id, ctx.now(), session)
  })
}
