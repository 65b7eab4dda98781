import type { FastifyInstance } from 'fastify'
import type { UsageResponse } from '../../shared/contract'
import { requireUser } from '../auth/require-user'
import { getUsage } from '../billing/usage'
import type { AppContext } from '../context'

export function registerUsageRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/images/usage/', async (request): Promise<UsageResponse> => {
    const user = await requireUser(request, ctx)
    return getUsage(ctx.db, user.id, ctx.now())
  })
}
