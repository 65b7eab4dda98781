import crypto from 'node:crypto'
import { and, count, desc, eq, gte, isNull, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { images, trialUses } from '../db/schema'
import { forbidden, HttpError, notFound } from '../http/errors'
import { type PageMakingDeps, refuseUnsafe } from './generate-image'
import type { ImageRow } from './image-json'
import { refuseUndrawable } from './prompt-refusal'

export const TRIAL_DAYS = 30
export const trialUsedMessage = 'Free trial already used. Please sign up to create more images.'
const DAY_MS = 24 * 60 * 60 * 1000
// Any constant: serialises trial bookings so two parallel requests cannot both pass the checks.
const TRIAL_LOCK = 7_201_301

export type TrialDeps = Omit<PageMakingDeps, 'improve'> & { ipKey: Buffer; perIpPerDay: number }

/**
 * The visitor's one free page: one per visitor id per 30 days, and a few per network address per
 * day so that clearing the browser's storage does not give endless pages. Easy and cartoon, with
 * the watermark. Nothing is booked when the page cannot be made, nor when the engine refuses the prompt (422).
 */
export async function generateTrial(
  deps: TrialDeps,
  input: { prompt: string; visitorId: string; ip: string },
): Promise<ImageRow> {
  await refuseUnsafe(deps, input.prompt)
  refuseUndrawable(input.prompt, deps.engine, { complexity: 'easy', style: 'cartoon' })
  const ipHash = crypto.createHmac('sha256', deps.ipKey).update(`trial-ip:${input.ip}`).digest('hex')
  const imageId = crypto.randomUUID()
  const useId = await bookTrial(deps, input.visitorId, ipHash, imageId)
  let written: string[] = []
  try {
    const seed = crypto.randomInt(0, 2 ** 31)
    const page = await deps.generatePage({
      prompt: input.prompt,
      complexity: 'easy',
      style: 'cartoon',
      size: 'letter',
      seed,
      watermark: true,
    })
    written = [await deps.files.put(imageId, 'png', page.png)]
    // The page and the end of the booking's reservation are stored together (see recover-interrupted.ts).
    const image = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(images)
        .values({
          id: imageId,
          visitorId: input.visitorId,
          promptRaw: input.prompt,
          promptFinal: input.prompt,
          complexity: 'easy',
          style: 'cartoon',
          seed,
          provider: page.provider,
          subjects: page.subjects,
          leftOut: page.leftOut,
          standIns: page.standIns,
          credits: page.credits,
          watermark: true,
          pngFile: written[0],
          createdAt: deps.now(),
        })
        .returning()
      await tx.update(trialUses).set({ committedAt: deps.now() }).where(eq(trialUses.id, useId))
      return row
    })
    return image
  } catch (err) {
    await deps.db.delete(trialUses).where(eq(trialUses.id, useId))
    await deps.files.delete(written)
    throw err
  }
}

async function bookTrial(
  deps: TrialDeps,
  visitorId: string,
  ipHash: string,
  imageId: string,
): Promise<string> {
  const now = deps.now()
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${TRIAL_LOCK})`)
    const since = new Date(now.getTime() - TRIAL_DAYS * DAY_MS)
    const [byVisitor] = await tx
      .select({ n: count() })
      .from(trialUses)
      .where(and(eq(trialUses.visitorId, visitorId), gte(trialUses.createdAt, since)))
    if (Number(byVisitor.n) > 0) throw forbidden(trialUsedMessage)
    const [byIp] = await tx
      .select({ n: count() })
      .from(trialUses)
      .where(and(eq(trialUses.ipHash, ipHash), gte(trialUses.createdAt, new Date(now.getTime() - DAY_MS))))
    if (Number(byIp.n) >= deps.perIpPerDay) {
      throw new HttpError(
        429,
        'Too many free pages from this network today. Please sign up to create more.',
        {
          'retry-after': String(24 * 60 * 60),
        },
      )
    }
    const [use] = await tx
      .insert(trialUses)
      .values({ visitorId, ipHash, imageId, createdAt: now })
      .returning({ id: trialUses.id })
    return use.id
  })
}

/** The visitor's latest trial page, for download_trial. */
export async function latestTrialImage(db: Db, visitorId: string): Promise<ImageRow> {
  const [row] = await db
    .select()
    .from(images)
    .where(and(eq(images.visitorId, visitorId), isNull(images.userId)))
    .orderBy(desc(images.createdAt))
    .limit(1)
  if (!row?.pngFile) throw notFound('No free trial page was found for this browser.')
  return row
}
