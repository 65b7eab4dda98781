import crypto from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { User } from '../auth/users'
import type { EndpointConfig } from '../config'
import type { Db } from '../db/client'
import { images } from '../db/schema'
import { badRequest } from '../http/errors'
import type { JobQueue } from '../jobs/job-queue'
import type { ImproveOptions } from '../prompts/prompt-options'
import { moderate } from '../safety/moderate'
import type { PageStore } from '../storage/page-store'
import { replay, settledUseOfKey, untilSettled } from './charged-page'
import type { ImageRow } from './image-json'
import type { PageGenerator, PageRequest } from './page-generator'
import { failureOf, waitForPage } from './page-waits'
import { type ImageEngine, refuseUndrawable } from './prompt-refusal'
import { type IdempotentRequest, type Replay, requestHash, reserveCharge } from './quota'

/** What making a page needs, in a web process or a worker. */
export type PageMakingDeps = {
  db: Db
  now: () => Date
  files: PageStore
  generatePage: PageGenerator
  /** Which engine draws: decides which prompts are refused before anything is charged. */
  engine: ImageEngine
  improve: (raw: string, options: ImproveOptions) => Promise<string>
  moderation?: EndpointConfig
  log: FastifyBaseLogger
}

export type GenerateDeps = PageMakingDeps & {
  queue: JobQueue
  /** How long the request waits for its page before answering it pending (202). */
  waitMs: number
}

export type GenerateInput = {
  prompt: string
  improvePrompt: boolean
  complexity: PageRequest['complexity']
  style: PageRequest['style']
  size: PageRequest['size']
  idempotencyKey?: string
}

/**
 * Asks for one page for a signed-in user: safety check and drawability (a prompt the engine will not draw
 * answers 422 and stores nothing), then, in one transaction, one unit of quota reserved, the page's row
 * stored as pending and its job queued. A worker makes it (generation-job.ts); the request waits up to
 * `waitMs` and answers the page ready, or still pending. A page that fails gives its unit back and its
 * request gets the error. A repeated idempotency key answers the same page, ready or pending.
 */
export async function generateImage(
  deps: GenerateDeps,
  user: User,
  input: GenerateInput,
): Promise<{ image: ImageRow; replayed: boolean }> {
  const { prompt, improvePrompt, complexity, style, size } = input
  const idempotent: IdempotentRequest | undefined = input.idempotencyKey
    ? { key: input.idempotencyKey, hash: requestHash([prompt, improvePrompt, complexity, style, size]) }
    : undefined
  const prior = idempotent && (await settledUseOfKey(deps.db, user.id, idempotent))
  if (prior) return replayWhenReady(deps, prior)
  await refuseUnsafe(deps, prompt)
  refuseUndrawable(prompt, deps.engine, input)

  const imageId = crypto.randomUUID()
  let pending: ImageRow | undefined
  const reservation = await untilSettled(() =>
    reserveCharge(deps.db, user.id, imageId, deps.now(), idempotent, async (tx) => {
      ;[pending] = await tx
        .insert(images)
        .values({
          id: imageId,
          userId: user.id,
          status: 'pending',
          promptRaw: prompt,
          promptFinal: prompt,
          complexity,
          style,
          size,
          seed: crypto.randomInt(0, 2 ** 31),
          idempotencyKey: input.idempotencyKey,
          createdAt: deps.now(),
        })
        .returning()
      await deps.queue.enqueue(tx, { imageId, improvePrompt })
    }),
  )
  if (reservation.kind === 'replay') return replayWhenReady(deps, reservation)
  deps.queue.wake(imageId)
  return {
    // The row as stored is the first look: no need to read it back.
    image: await waitForPage(deps.db, imageId, deps.waitMs, { ...waitOptions(deps, imageId), pending }),
    replayed: false,
  }
}

async function replayWhenReady(deps: GenerateDeps, prior: Replay) {
  const { image } = await replay(deps.db, prior)
  // Failed between the key's lookup and now: answer its error, as the first request got.
  if (image.status === 'failed') throw failureOf(image)
  if (image.status !== 'pending') return { image, replayed: true }
  return {
    image: await waitForPage(deps.db, image.id, deps.waitMs, waitOptions(deps, image.id)),
    replayed: true,
  }
}

const waitOptions = (deps: GenerateDeps, imageId: string) => ({
  announcedHere: deps.queue.announcedHere,
  expectedMs: () => deps.queue.expectedMs(imageId),
})

/** Refuses, with a message a person can act on, a prompt the builtin list or the moderation service flags. */
export async function refuseUnsafe(deps: Pick<GenerateDeps, 'moderation' | 'log'>, prompt: string) {
  const verdict = await moderate(prompt, deps.moderation, {
    onServiceError: (err) => deps.log.warn({ err }, 'moderation service unavailable; builtin list used'),
  })
  if (!verdict.ok) {
    deps.log.info({ category: verdict.category }, 'prompt refused')
    throw badRequest(verdict.message)
  }
}
