import crypto from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { User } from '../auth/users'
import { effectivePlan } from '../billing/effective-plan'
import type { EndpointConfig } from '../config'
import type { Db } from '../db/client'
import { images, subscriptions } from '../db/schema'
import { isUniqueViolation } from '../db/unique-violation'
import { badRequest } from '../http/errors'
import type { ImproveOptions } from '../prompts/prompt-options'
import { moderate } from '../safety/moderate'
import type { ImageRow } from './image-json'
import type { PageFiles } from './page-files'
import type { GeneratedPage, PageGenerator, PageRequest } from './page-generator'
import { refund, reserveCharge } from './quota'

export type GenerateDeps = {
  db: Db
  now: () => Date
  files: PageFiles
  generatePage: PageGenerator
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
 * Makes one page for a signed-in user: safety check, quota unit, Magic Prompt, page, files, row.
 * Anything that fails after the unit was taken gives it back and removes what was written.
 * A repeated idempotency key answers the page already made, without a second page or charge.
 */
export async function generateImage(
  deps: GenerateDeps,
  user: User,
  input: GenerateInput,
): Promise<{ image: ImageRow; replayed: boolean }> {
  if (input.idempotencyKey) {
    const existing = await findByIdempotencyKey(deps.db, user.id, input.idempotencyKey)
    if (existing) return { image: existing, replayed: true }
  }
  await refuseUnsafe(deps, input.prompt)

  const imageId = crypto.randomUUID()
  const chargeId = await reserveCharge(deps.db, user.id, imageId, deps.now())
  let written: string[] = []
  try {
    const seed = crypto.randomInt(0, 2 ** 31)
    const promptFinal = input.improvePrompt
      ? await deps.improve(input.prompt, { complexity: input.complexity, style: input.style, seed })
      : input.prompt
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
    const [image] = await deps.db
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
    return { image, replayed: false }
  } catch (err) {
    await refund(deps.db, chargeId)
    await deps.files.remove(written)
    // Two requests with one key raced: the other one made the page; answer that one.
    if (input.idempotencyKey && isUniqueViolation(err)) {
      const existing = await findByIdempotencyKey(deps.db, user.id, input.idempotencyKey)
      if (existing) return { image: existing, replayed: true }
    }
    throw err
  }
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

async function findByIdempotencyKey(db: Db, userId: string, key: string): Promise<ImageRow | undefined> {
  const [row] = await db
    .select()
    .from(images)
    .where(and(eq(images.userId, userId), eq(images.idempotencyKey, key)))
  return row
}
