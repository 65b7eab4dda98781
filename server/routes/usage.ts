import type { FastifyInstance } from 'fastify'
import { requireUser } from '../auth/require-user'
import { getUsage } from '../billing/usage'
import type { AppContext } from '../context'

export function registerUsageRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/images/usage/', async (request) => {
    const user = await requireUser(request, ctx)
    return getUsage(ctx.db, user.id, ctx.now())
  })
}
