import type { FastifyInstance } from 'fastify'
import { type OkResponse, passwordResetConfirmRequest, passwordResetRequest } from '../../shared/contract'
import { limitAttemptsFromIp, limitAttemptsOnAccount } from '../auth/attempt-limits'
import { confirmPasswordReset, requestPasswordReset } from '../auth/password-reset'
import type { AppContext } from '../context'
import { parseInput } from '../http/validate'

export function registerPasswordResetRoutes(app: FastifyInstance, ctx: AppContext) {
  // Reset links being issued after their answer went out; closing the app waits for them.
  const issuing = new Set<Promise<void>>()
  app.addHook('onClose', async () => {
    await Promise.all(issuing)
  })

  app.post('/api/password-reset/', async (request): Promise<OkResponse> => {
    await limitAttemptsFromIp(ctx, 'password-reset', request.ip)
    const input = parseInput(passwordResetRequest, request.body)
    await limitAttemptsOnAccount(ctx, 'password-reset', input.email, request.ip)
    // Not awaited: the answer is the same, and as fast, whether or not the account exists.
    const work = requestPasswordReset(ctx, input, request.log)
    issuing.add(work)
    work.finally(() => issuing.delete(work))
    return { ok: true, message: 'If an account uses this email, a link to reset its password is on its way.' }
  })

  app.post('/api/password-reset-confirm/', async (request): Promise<OkResponse> => {
    await limitAttemptsFromIp(ctx, 'password-reset-confirm', request.ip)
    await confirmPasswordReset(ctx, parseInput(passwordResetConfirmRequest, request.body))
    return { ok: true }
  })
}
