import type { FastifyInstance } from 'fastify'
import { limitAttemptsFromIp, limitAttemptsOnAccount } from '../auth/attempt-limits'
import { confirmPasswordReset, requestPasswordReset } from '../auth/password-reset'
import { passwordResetConfirmRequest, passwordResetRequest } from '../auth/schemas'
import type { AppContext } from '../context'
import { parseInput } from '../http/validate'

export function registerPasswordResetRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post('/api/password-reset/', async (request) => {
    limitAttemptsFromIp(ctx, 'password-reset', request.ip)
    const input = parseInput(passwordResetRequest, request.body)
    limitAttemptsOnAccount(ctx, 'password-reset', input.email)
    await requestPasswordReset(ctx, input, request.log)
    return { ok: true, message: 'If an account uses this email, a link to reset its password is on its way.' }
  })

  app.post('/api/password-reset-confirm/', async (request) => {
    limitAttemptsFromIp(ctx, 'password-reset-confirm', request.ip)
    await confirmPasswordReset(ctx, parseInput(passwordResetConfirmRequest, request.body))
    return { ok: true }
  })
}
