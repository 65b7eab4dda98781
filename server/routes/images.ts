import crypto from 'node:crypto'
import type { FastifyInstance, FastifyReply } from 'fastify'
import {
  generateBody,
  type ImageJson,
  type ImageListResponse,
  idempotencyKeyHeader,
  imageParams,
  type SuggestResponse,
  signedFileQuery,
  type TrialImageResponse,
  trialBody,
  trialDownloadQuery,
} from '../../shared/contract'
import { requireUser } from '../auth/require-user'
import type { AppContext } from '../context'
import { HttpError, notFound } from '../http/errors'
import { parseInput } from '../http/validate'
import { contentDisposition, downloadTitle } from '../images/download-name'
import { generateImage } from '../images/generate-image'
import { limitGeneration } from '../images/generation-limits'
import { type ImageRow, toImageJson } from '../images/image-json'
import { pagePdfFile } from '../images/page-pdf'
import { refuseUndrawable } from '../images/prompt-refusal'
import { generateTrial, latestTrialImage } from '../images/trial'
import { deleteImage, getImageById, getOwnImage, listImages } from '../images/user-images'
import { readPageFile } from '../storage/page-store'

const TRIAL_ATTEMPTS_PER_IP_PER_HOUR = 20
const SUGGESTIONS_PER_USER_PER_MINUTE = 30

export function registerImageRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, images } = ctx
  const generateDeps = (log: FastifyInstance['log']) => ({
    db,
    now: ctx.now,
    files: images.files,
    generatePage: images.generatePage,
    engine: ctx.config.providers.image.kind,
    improve: ctx.text.improve,
    moderation: ctx.config.providers.moderation,
    log,
  })

  app.post('/api/images/trial/', async (request): Promise<TrialImageResponse> => {
    const body = parseInput(trialBody, request.body)
    await ctx.limiter.hit(`trial:ip:${request.ip}`, TRIAL_ATTEMPTS_PER_IP_PER_HOUR, 3600)
    const image = await generateTrial(
      { ...generateDeps(request.log), ipKey: images.ipKey, perIpPerDay: ctx.config.images.trialPerIpPerDay },
      { prompt: body.prompt, visitorId: body.visitor_id, ip: request.ip },
    )
    const png = await readPageFile(images.files, image.pngFile as string)
    return { image: png.toString('base64'), left_out: image.leftOut, stand_ins: image.standIns }
  })

  app.get('/api/images/download_trial/', async (request, reply) => {
    const query = parseInput(trialDownloadQuery, request.query)
    const image = await latestTrialImage(db, query.visitor_id)
    return sendPage(reply, image, 'png', 'attachment')
  })

  app.get('/api/images/', async (request): Promise<ImageListResponse> => {
    const user = await requireUser(request, ctx)
    const rows = await listImages(db, user.id)
    return rows.map((row) => toImageJson(row, images.signer))
  })

  app.post('/api/images/generate/', async (request, reply) => {
    const user = await requireUser(request, ctx)
    const idempotencyKey = parseInput(idempotencyKeyHeader, request.headers['idempotency-key'])
    const body = parseInput(generateBody, request.body)
    await limitGeneration(ctx, user.id, request.ip, idempotencyKey, () =>
      refuseUndrawable(body.prompt, ctx.config.providers.image.kind, body),
    )
    const deps = { ...generateDeps(request.log), queue: ctx.queue, waitMs: ctx.config.jobs.generateWaitMs }
    const { image, replayed } = await generateImage(deps, user, {
      prompt: body.prompt,
      improvePrompt: body.improve_prompt,
      complexity: body.complexity,
      style: body.style,
      size: body.size,
      idempotencyKey,
    })
    // 202: accepted, still being made; GET /api/images/:id/ tells when it is ready.
    const status = image.status === 'pending' ? 202 : replayed ? 200 : 201
    return reply.status(status).send(toImageJson(image, images.signer))
  })

  app.get('/api/images/:id/', async (request): Promise<ImageJson> => {
    const user = await requireUser(request, ctx)
    const image = await getOwnImage(db, user.id, parseInput(imageParams, request.params).id)
    return toImageJson(image, images.signer)
  })

  app.get('/api/images/suggest/', async (request): Promise<SuggestResponse> => {
    const user = await requireUser(request, ctx)
    await ctx.limiter.hit(`suggest:${user.id}`, SUGGESTIONS_PER_USER_PER_MINUTE, 60)
    return { prompt: await ctx.text.suggest({ now: ctx.now(), seed: crypto.randomInt(0, 2 ** 31) }) }
  })

  app.delete('/api/images/:id/', async (request, reply) => {
    const user = await requireUser(request, ctx)
    const { id } = parseInput(imageParams, request.params)
    await deleteImage(db, images.files, user.id, id)
    return reply.status(204).send()
  })

  app.get('/api/images/:id/download/', async (request, reply) => {
    const user = await requireUser(request, ctx)
    const image = await getOwnImage(db, user.id, parseInput(imageParams, request.params).id)
    return sendPage(reply, image, 'png', 'attachment')
  })

  app.get('/api/images/:id/download_pdf/', async (request, reply) => {
    const user = await requireUser(request, ctx)
    const image = await getOwnImage(db, user.id, parseInput(imageParams, request.params).id)
    return sendPage(reply, image, 'pdf', 'attachment')
  })

  // The signed URL behind imageUrl: no Authorization header, so a plain <img> can show the page.
  app.get('/api/images/:id/file/', async (request, reply) => {
    const { id } = parseInput(imageParams, request.params)
    const { exp, sig } = parseInput(signedFileQuery, request.query)
    if (!images.signer.verify(id, exp, sig)) {
      throw notFound('This image link has expired or is not valid. Reload the page to get a fresh one.')
    }
    const image = await getImageById(db, id)
    reply.header('cache-control', 'private, max-age=3600')
    return sendPage(reply, image, 'png', 'inline')
  })

  async function sendPage(reply: FastifyReply, image: ImageRow, ext: 'png' | 'pdf', disposition: string) {
    if (image.status === 'pending') {
      throw new HttpError(409, 'This coloring page is still being made. Try again in a moment.', {
        'retry-after': '2',
      })
    }
    const file = ext === 'png' ? image.pngFile : await pagePdfFile({ db, files: images.files }, image)
    if (!file) throw notFound(`This coloring page has no ${ext.toUpperCase()} file.`)
    const stored = await images.files.get(file)
    reply.type(ext === 'png' ? 'image/png' : 'application/pdf')
    reply.header('content-length', stored.size)
    if (disposition === 'attachment')
      reply.header('content-disposition', contentDisposition(downloadTitle(image), ext))
    return reply.send(stored.body)
  }
}
