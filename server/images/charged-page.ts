import crypto from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { User } from '../auth/users'
import { currentPlan } from '../billing/current-plan'
import type { Db } from '../db/client'
import { images } from '../db/schema'
import { HttpError, notFound } from '../http/errors'
import type { PageStore } from '../storage/page-store'
import type { ImageRow } from './image-json'
import type { PagePdf } from './page-generator'
import {
  commitCharge,
  type IdempotentRequest,
  priorUseOfKey,
  type Replay,
  refund,
  requestHash,
  reserveCharge,
} from './quota'

export type ChargedPageDeps = { db: Db; now: () => Date; files: PageStore }

/** What a page maker hands back: the files, and the row's description of the page. */
export type MadePage = {
  png: Buffer
  pdf: PagePdf
  row: Omit<
    typeof images.$inferInsert,
    'id' | 'userId' | 'visitorId' | 'watermark' | 'pngFile' | 'pdfFile' | 'idempotencyKey' | 'createdAt'
  >
}

export type ChargedPageInput = {
  idempotencyKey?: string
  /** What the request asked for: a key reused with a different request is refused rather than replayed. */
  requestFields: unknown[]
  /** Refusals that need no page: run after a replay is ruled out and before the unit is taken. */
  check?: () => Promise<void>
  make: (page: { watermark: boolean; seed: number }) => Promise<MadePage>
}

/**
 * The one way a signed-in user's page is made and counted, whatever it is made from (a prompt, a photo):
 * a repeated idempotency key answers the page already made without a second charge; otherwise one unit of
 * quota is taken (403 when none is left), the page is made and stored, and anything that fails after the
 * unit was taken gives it back and removes what was written.
 */
export async function makeChargedPage(
  deps: ChargedPageDeps,
  user: User,
  input: ChargedPageInput,
): Promise<{ image: ImageRow; replayed: boolean }> {
  const idempotent: IdempotentRequest | undefined = input.idempotencyKey
    ? { key: input.idempotencyKey, hash: requestHash(input.requestFields) }
    : undefined
  // A repeat is answered before any check; reserveCharge checks the key again under the lock.
  const prior = idempotent && (await settledUseOfKey(deps.db, user.id, idempotent))
  if (prior) return replay(deps.db, prior)
  await input.check?.()

  const imageId = crypto.randomUUID()
  const reservation = await untilSettled(() =>
    reserveCharge(deps.db, user.id, imageId, deps.now(), idempotent),
  )
  if (reservation.kind === 'replay') return replay(deps.db, reservation)
  const { chargeId } = reservation
  let written: string[] = []
  try {
    const seed = crypto.randomInt(0, 2 ** 31)
    const { watermark } = await currentPlan(deps.db, user.id, deps.now())
    const page = await input.make({ watermark, seed })
    written = await writeFiles(deps.files, imageId, page)
    // The charge is committed in the transaction that stores the page, so a crash never keeps it alone.
    const image = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(images)
        .values({
          seed,
          ...page.row,
          id: imageId,
          userId: user.id,
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
    await deps.files.delete(written)
    throw err
  }
}

// A double submit waits for the first request's page (an image model takes up to about 30 s) and answers
// it, so every copy gets the same answer; past this it answers 409 and the client tries again.
const IN_PROGRESS_WAIT_MS = 60_000

export async function untilSettled<T>(attempt: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + IN_PROGRESS_WAIT_MS
  for (;;) {
    try {
      return await attempt()
    } catch (err) {
      if (!(err instanceof HttpError && err.statusCode === 409) || Date.now() > deadline) throw err
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
}

export const settledUseOfKey = (db: Db, userId: string, idempotent: IdempotentRequest) =>
  untilSettled(() => priorUseOfKey(db, userId, idempotent))

export async function replay(db: Db, prior: Replay): Promise<{ image: ImageRow; replayed: true }> {
  const [image] = await db.select().from(images).where(eq(images.id, prior.imageId))
  if (!image)
    throw notFound('The page made with this Idempotency-Key was deleted. Send a new key to make another.')
  return { image, replayed: true }
}

/** Stores a page's PNG and its PDF, or the SVG its PDF will be written from (see page-pdf.ts): the keys, in that order. */
export async function writeFiles(
  files: PageStore,
  imageId: string,
  page: { png: Buffer; pdf: PagePdf },
): Promise<string[]> {
  const written: string[] = []
  try {
    written.push(await files.put(imageId, 'png', page.png))
    const { pdf } = page
    written.push(
      Buffer.isBuffer(pdf)
        ? await files.put(imageId, 'pdf', pdf)
        : await files.put(imageId, 'svg', Buffer.from(pdf.svg)),
    )
    return written
  } catch (err) {
    await files.delete(written)
    throw err
  }
}
