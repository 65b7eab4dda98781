import crypto from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { User } from '../auth/users'
import { effectivePlan } from '../billing/effective-plan'
import type { Db } from '../db/client'
import { images, subscriptions } from '../db/schema'
import { isUniqueViolation } from '../db/unique-violation'
import type { ImageRow } from './image-json'
import type { PageFiles } from './page-files'
import { refund, reserveCharge } from './quota'

export type ChargedPageDeps = { db: Db; now: () => Date; files: PageFiles }

/** What a page maker hands back: the files, and the row's description of the page. */
export type MadePage = {
  png: Buffer
  pdf: Buffer
  row: Omit<
    typeof images.$inferInsert,
    'id' | 'userId' | 'visitorId' | 'watermark' | 'pngFile' | 'pdfFile' | 'idempotencyKey' | 'createdAt'
  >
}

export type ChargedPageInput = {
  idempotencyKey?: string
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
  if (input.idempotencyKey) {
    const existing = await findByIdempotencyKey(deps.db, user.id, input.idempotencyKey)
    if (existing) return { image: existing, replayed: true }
  }
  await input.check?.()

  const imageId = crypto.randomUUID()
  const chargeId = await reserveCharge(deps.db, user.id, imageId, deps.now())
  let written: string[] = []
  try {
    const seed = crypto.randomInt(0, 2 ** 31)
    const watermark = await needsWatermark(deps.db, user.id, deps.now())
    const page = await input.make({ watermark, seed })
    written = await writeFiles(deps.files, imageId, page)
    const [image] = await deps.db
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

/** Professional pages carry no watermark; every other plan's do (SPEC section 6). */
async function needsWatermark(db: Db, userId: string, now: Date): Promise<boolean> {
  const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId))
  return effectivePlan(subscription, now) !== 'professional'
}

async function writeFiles(files: PageFiles, imageId: string, page: MadePage): Promise<string[]> {
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
