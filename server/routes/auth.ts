import type { FastifyInstance } from 'fastify'
import {
  googleSignInRequest,
  loginRequest,
  type MeResponse,
  registerRequest,
  type SessionResponse,
} from '../../shared/contract'
import { login, register } from '../auth/accounts'
import { limitAttemptsFromIp, limitAttemptsOnAccount } from '../auth/attempt-limits'
import { googleSignIn } from '../auth/google-sign-in'
import { requireSession, requireUser } from '../auth/require-user'
import { revokeAuthToken } from '../auth/tokens'
import { toPublicUser } from '../auth/users'
import type { AppContext } from '../context'
import { parseInput } from '../http/validate'

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post('/api/auth/register/', async (request, reply) => {
    await limitAttemptsFromIp(ctx, 'register', request.ip)
    const input = parseInput(registerRequest, request.body)
    await limitAttemptsOnAccount(ctx, 'register', input.email, request.ip)
    return reply.status(201).send(await register(ctx, input))
  })

  app.post('/api/auth/login/', async (request): Promise<SessionResponse> => {
    await limitAttemptsFromIp(ctx, 'login', request.ip)
    const input = parseInput(loginRequest, request.body)
    await limitAttemptsOnAccount(ctx, 'login', input.email, request.ip)
    return login(ctx, input)
  })

  app.post('/api/auth/google/', async (request): Promise<SessionResponse> => {
    await limitAttemptsFromIp(ctx, 'google', request.ip)
    return googleSignIn(ctx, parseInput(googleSignInRequest, request.body))
  })

  app.post('/api/auth/logout/', async (request, reply) => {
    const session = await requireSession(request, ctx)
    await revokeAuthToken(ctx.db, session.tokenId, ctx.now())
    return reply.status(204).send()
  })

  app.get('/api/auth/me/', async (request): Promise<MeResponse> => {
    const user = await requireUser(request, ctx)
    return { user: await toPublicUser(ctx.db, user, ctx.now()) }
  })
}
