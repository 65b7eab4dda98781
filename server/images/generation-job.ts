import { and, eq, inArray, isNull } from 'drizzle-orm'
import { planNow } from '../billing/current-plan'
import type { SubscriptionRow } from '../billing/subscription-change'
import type { Db } from '../db/client'
import { generationCharges, images, subscriptions } from '../db/schema'
import { HttpError } from '../http/errors'
import type { GenerateJobData } from '../jobs/job-queue'
import { writeFiles } from './charged-page'
import { type PageMakingDeps, refuseUnsafe } from './generate-image'
import type { ImageRow } from './image-json'
import { announceSettled, FAILED_MESSAGE } from './page-waits'
import { promptRefusal } from './prompt-refusal'
import { refundChargeOfImage } from './quota'

export type GenerationJobDeps = PageMakingDeps

/**
 * Makes the page of one pending image row. Jobs are delivered at least once (a worker that dies mid-page
 * has its job handed to another), so this is idempotent: a page already ready or failed is left alone,
 * the page is committed with its quota unit in one transaction only while the row is still pending, and
 * a retry writes the same file names. A page that cannot be made (a refusal, a model that failed) is
 * marked failed and its unit given back; errors of our own storage are thrown, for pg-boss to retry.
 */
export async function runGenerationJob(deps: GenerationJobDeps, job: GenerateJobData): Promise<void> {
  const { imageId } = job
  // The row and its owner's subscription (for the watermark) in one read.
  const [found] = await deps.db
    .select({ row: images, subscription: subscriptions })
    .from(images)
    .leftJoin(subscriptions, eq(subscriptions.userId, images.userId))
    .where(eq(images.id, imageId))
  const row = found?.row
  if (!row) {
    // Deleted while it waited: nothing to make, nothing to charge.
    await refundChargeOfImage(deps.db, imageId)
    announceSettled(imageId)
    return
  }
  if (row.status !== 'pending') return

  let page: Awaited<ReturnType<typeof drawPage>>
  try {
    page = await drawPage(deps, row, found.subscription ?? undefined, job.improvePrompt)
  } catch (err) {
    deps.log.info({ err, imageId }, 'generation failed; the unit is given back')
    await failPendingPage(deps.db, imageId, err)
    announceSettled(imageId, err)
    return
  }
  // Another delivery of this job may have stored the page while this one drew: its files stay as they are.
  const [still] = await deps.db.select({ status: images.status }).from(images).where(eq(images.id, imageId))
  if (still?.status !== 'pending') {
    if (!still) await refundChargeOfImage(deps.db, imageId)
    announceSettled(imageId)
    return
  }
  const written = await writeFiles(deps.files, imageId, page)
  const stored = await storeReadyPage(
    deps.db,
    imageId,
    {
      ...page.row,
      status: 'ready',
      pngFile: written[0],
      pdfFile: written[1],
    },
    deps.now(),
  )
  if (!stored) {
    const [now] = await deps.db.select({ id: images.id }).from(images).where(eq(images.id, imageId))
    // Deleted while it was drawn: remove the files and charge nothing. (Otherwise another delivery of this
    // job stored the page first, under the same file names: they stay.)
    if (!now) {
      await deps.files.delete(written)
      await refundChargeOfImage(deps.db, imageId)
    }
  }
  // The stored row goes to the waiting request as it is, so it need not read it again.
  announceSettled(imageId, undefined, stored)
}

/** Magic Prompt, the safety check of its prompt, then the page, as one request made it before jobs. */
async function drawPage(
  deps: GenerationJobDeps,
  row: ImageRow,
  subscription: SubscriptionRow | undefined,
  improvePrompt: boolean,
) {
  const typed = row.promptRaw
  const options = { complexity: row.complexity, style: row.style, size: row.size }
  const { watermark } = planNow(subscription, deps.now())
  let promptFinal = improvePrompt
    ? await deps.improve(typed, { complexity: row.complexity, style: row.style, seed: row.seed })
    : typed
  // The typed prompt was drawable: when Magic Prompt's version is not, draw what the person asked for.
  if (promptFinal !== typed && promptRefusal(promptFinal, deps.engine, options, typed)) {
    deps.log.info('improved prompt not drawable; the typed prompt is drawn')
    promptFinal = typed
  }
  if (promptFinal !== typed) await refuseUnsafe(deps, promptFinal)
  const page = await deps.generatePage({ ...options, prompt: promptFinal, typed, seed: row.seed, watermark })
  return {
    png: page.png,
    pdf: page.pdf,
    row: {
      promptFinal,
      provider: page.provider,
      subjects: page.subjects,
      leftOut: page.leftOut,
      standIns: page.standIns,
      credits: page.credits,
      watermark,
    },
  }
}

/**
 * Marks the page ready with its files and makes its reserved unit final, only while the row is still
 * pending: one statement (the unit is committed only for the row this update changed), where a
 * transaction took four round trips. Answers the stored row, or undefined when it was no longer pending.
 */
async function storeReadyPage(
  db: Db,
  imageId: string,
  ready: Partial<typeof images.$inferInsert>,
  now: Date,
): Promise<ImageRow | undefined> {
  const updated = db.$with('updated').as(
    db
      .update(images)
      .set(ready)
      .where(and(eq(images.id, imageId), eq(images.status, 'pending')))
      .returning(),
  )
  const committed = db.$with('committed').as(
    db
      .update(generationCharges)
      .set({ committedAt: now })
      .where(
        and(
          inArray(generationCharges.imageId, db.select({ id: updated.id }).from(updated)),
          isNull(generationCharges.committedAt),
        ),
      )
      .returning({ id: generationCharges.id }),
  )
  const [row] = await db.with(updated, committed).select().from(updated)
  return row
}

/** Failed for good: the row says why (for the client) and keeps no key; the reserved unit goes back. */
export async function failPendingPage(db: Db, imageId: string, err: unknown) {
  const http = err instanceof HttpError && err.statusCode < 500
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(images)
      .set({
        status: 'failed',
        errorStatus: http ? (err as HttpError).statusCode : 500,
        errorMessage: http ? (err as HttpError).message : FAILED_MESSAGE,
        // The key may be sent again for a new try.
        idempotencyKey: null,
      })
      .where(and(eq(images.id, imageId), eq(images.status, 'pending')))
      .returning({ id: images.id })
    if (updated.length > 0) await refundChargeOfImage(tx as unknown as Db, imageId)
  })
}
