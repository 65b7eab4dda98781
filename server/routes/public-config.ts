import type { FastifyInstance } from 'fastify'
import type { PublicConfigResponse } from '../../shared/contract'
import type { AppContext } from '../context'

/** What the browser needs to know about this server before anyone signs in. */
export function registerPublicConfigRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get(
    '/api/config/',
    async (): Promise<PublicConfigResponse> => ({
      googleClientId: ctx.config.googleClientId ?? null,
      // Only present when a third-party analytics script is configured.
      ...(ctx.config.analytics.scriptUrl ? { analyticsScriptUrl: ctx.config.analytics.scriptUrl } : {}),
    }),
  )
}
