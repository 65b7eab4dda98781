import type { FastifyInstance } from 'fastify'
import type { UsageResponse } from '../../shared/contract'
import { requireSession } from '../auth/require-user'
import { getUsage } from '../billing/usage'
import type { AppContext } from '../context'

export function registerUsageRoutes(app: FastifyInstance, ctx: AppContext) {
  // Polled every 5 s by every open generator: two access-log lines per poll would be most of the log
  // and a fifth of the answer's CPU, so this route logs warnings and errors only (a failure still logs).
  app.get('/api/images/usage/', { logLevel: 'warn' }, async (request): Promise<UsageResponse> => {
    // The token lookup brings the plan, so the answer costs one more query, an index range count on
    // generation_charges (user_id, created_at); both are prepared statements.
    const session = await requireSession(request, ctx)
    return getUsage(ctx.db, session.user.id, ctx.now(), session)
  })
}
