import type { FastifyInstance } from 'fastify'
import {
  colorByNumberBody,
  dotToDotBody,
  idempotencyKeyHeader,
  tracingBody,
  type WorksheetBody,
  worksheetKindField,
} from '../../shared/contract'
import { requireUser } from '../auth/require-user'
import type { AppContext } from '../context'
import { parseInput } from '../http/validate'
import { limitGeneration } from '../images/generation-limits'
import { toImageJson } from '../images/image-json'
import { pageMakingDeps } from '../images/page-making-deps'
import { makeWorksheet } from '../worksheets/make-worksheet'

const BODIES = { color_by_number: colorByNumberBody, dot_to_dot: dotToDotBody, tracing: tracingBody }

/** Reads the body's kind first, then the fields of that kind, so each mistake gets its own message. */
export function parseWorksheetBody(body: unknown): WorksheetBody {
  const { kind } = parseInput(worksheetKindField, body)
  return parseInput(BODIES[kind], body) as WorksheetBody
}

/**
 * POST /api/worksheets/: a color by number or dot to dot from a page of the user's library (free) or from
 * a prompt (one page, counted like generate), or a tracing sheet. 201 with the image and what the sheet
 * holds; the sheet then lists, downloads and saves offline like any page.
 */
export function registerWorksheetRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post('/api/worksheets/', async (request, reply) => {
    const user = await requireUser(request, ctx)
    const idempotencyKey = parseInput(idempotencyKeyHeader, request.headers['idempotency-key'])
    const body = parseWorksheetBody(request.body)
    // Only a sheet made from a prompt makes a page, so only it counts against the generation limits.
    if ('prompt' in body && body.prompt) await limitGeneration(ctx, user.id, request.ip, idempotencyKey)
    const { image, replayed } = await makeWorksheet(
      pageMakingDeps(ctx, request.log),
      user,
      body,
      idempotencyKey,
    )
    return reply.status(replayed ? 200 : 201).send(toImageJson(image, ctx.images.signer))
  })
}
