import crypto from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { User } from '../auth/users'
import { effectivePlan } from '../billing/effective-plan'
import type { EndpointConfig } from '../config'
import type { Db } from '../db/client'
import { images, subscriptions } from '../db/schema'
import { badRequest, notFound } from '../http/errors'
import type { ImproveOptions } from '../prompts/prompt-options'
import { moderate } from '../safety/moderate'
import type { ImageRow } from './image-json'
import type { PageFiles } from './page-files'
import type { GeneratedPage, PageGenerator, PageRequest } from './page-generator'
import { type ImageEngine, promptRefusal, refuseUndrawable } from './prompt-refusal'
import {
  commitCharge,
  type IdempotentRequest,
  priorUseOfKey,
  type Replay,
  refund,
  requestHash,
  reserveCharge,
} from './quota'

export type GenerateDeps = {
  db: Db
  now: () => Date
  files: PageFiles
  generatePage: PageGenerator
  /** Which engine draws: decides which prompts are refused before anything is charged. */
  engine: ImageEngine
  improve: (raw: string, options: ImproveOptions) => Promise<string>
  moderation?: EndpointConfig
  log: FastifyBaseLogger
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
 * Makes one page for a signed-in user: safety check, drawability, quota unit, Magic Prompt, page, files, row.
 * A prompt the engine will not draw answers 422 before the unit is taken, and stores nothing (not the key).
 * Anything that fails after the unit was taken gives it back and removes what was written.
 * A repeated idempotency key answers the page already made, without a second page or charge.
 * The charge is committed in the transaction that stores the page, so a crash never keeps it alone.
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
  // A repeat is answered before moderation; reserveCharge checks the key again under the lock.
  const prior = idempotent && (await priorUseOfKey(deps.db, user.id, idempotent))
  if (prior) return replay(deps.db, prior)
  await refuseUnsafe(deps, input.prompt)
  refuseUndrawable(input.prompt, deps.engine, input)

  const imageId = crypto.randomUUID()
  const reservation = await reserveCharge(deps.db, user.id, imageId, deps.now(), idempotent)
  if (reservation.kind === 'replay') return replay(deps.db, reservation)
  const { chargeId } = reservation
  let written: string[] = []
  try {
    const seed = crypto.randomInt(0, 2 ** 31)
    let promptFinal = input.improvePrompt
      ? await deps.improve(input.prompt, { complexity: input.complexity, style: input.style, seed })
      : input.prompt
    // The raw prompt was drawable: when Magic Prompt's version is not, draw what the person asked for.
    if (promptFinal !== input.prompt && promptRefusal(promptFinal, deps.engine, input)) {
      deps.log.info('improved prompt not drawable; the raw prompt is drawn')
      promptFinal = input.prompt
    }
    if (promptFinal !== input.prompt) await refuseUnsafe(deps, promptFinal)
    const watermark = await needsWatermark(deps.db, user.id, deps.now())
    const page = await deps.generatePage({
      ...input,
      prompt: promptFinal,
      typed: input.prompt,
      seed,
      watermark,
    })
    written = await writeFiles(deps.files, imageId, page)
    const image = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(images)
        .values({
          id: imageId,
          userId: user.id,
          promptRaw: input.prompt,
          promptFinal,
          complexity: input.complexity,
          style: input.style,
          size: input.size,
          seed,
          provider: page.provider,
          subjects: page.subjects,
          credits: page.credits,
          watermark,
          pngFile: written[0],
          pdfFile: written[1],
          idempotencyKey: input.idempotencyKey,
          createdAt: deps.now(),
        })
        .returning()
      await commitCharge(tx as unknown as Db, chargeId, deps.now())
      return row
    })
    return { image, replayed: false }
  } catch (err) {
    await refund(deps.db, chargeId)
    await deps.files.remove(written)
    throw err
  }
}

async function replay(db: Db, prior: Replay): Promise<{ image: ImageRow; replayed: true }> {
  const [image] = await db.select().from(images).where(eq(images.id, prior.imageId))
  if (!image)
    throw notFound('The page made with this Idempotency-Key was deleted. Send a new key to make another.')
  return { image, replayed: true }
}

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

/** Professional pages carry no watermark; every other plan's do (SPEC section 6). */
async function needsWatermark(db: Db, userId: string, now: Date): Promise<boolean> {
  const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId))
  return effectivePlan(subscription, now) !== 'professional'
}

async function writeFiles(files: PageFiles, imageId: string, page: GeneratedPage): Promise<string[]> {
  const written: string[] = []
  try {
    written.push(await files.write(imageId, 'png', page.png))
    written.push(await files.write(imageId, 'pdf', page.pdf))
    return written
  } catch (err) {
    await files.remove(written)
    throw err
  }
}
