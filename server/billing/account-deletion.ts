import { and, eq, lte } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/client'
import { images, subscriptions, users } from '../db/schema'
import type { PageStore } from '../storage/page-store'
import { DATA_RETENTION_DAYS } from './plans'

const DAY_MS = 24 * 3600 * 1000

const expired = (cutoff: Date) =>
  and(eq(subscriptions.status, 'canceled'), lte(subscriptions.endedAt, cutoff))

/**
 * Deletes the accounts whose paid plan ended more than 30 days ago and was not taken up again: the
 * user, their pages, quota ledger, sessions and subscription (the database cascades from the user),
 * then the page files in DATA_DIR/images. Each account is re-checked under a row lock, so one that
 * subscribes again at the last moment is kept.
 */
export async function deleteExpiredAccounts(
  deps: { db: Db; files: PageStore; log: FastifyBaseLogger },
  now: Date,
): Promise<number> {
  const cutoff = new Date(now.getTime() - DATA_RETENTION_DAYS * DAY_MS)
  const due = await deps.db
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(expired(cutoff))
  let deleted = 0
  for (const { userId } of due) {
    const files = await deps.db.transaction(async (tx) => {
      const [still] = await tx
        .select({ userId: subscriptions.userId })
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, userId), expired(cutoff)))
        .for('update')
      if (!still) return null
      const pages = await tx
        .select({ png: images.pngFile, pdf: images.pdfFile })
        .from(images)
        .where(eq(images.userId, userId))
      await tx.delete(users).where(eq(users.id, userId))
      return pages.flatMap((p) => [p.png, p.pdf])
    })
    if (!files) continue
    // Files go after the rows: a crash in between leaves unreachable files, never pages without files.
    await deps.files.delete(files)
    deps.log.info({ userId, pages: files.length / 2 }, 'account deleted 30 days after its plan ended')
    deleted++
  }
  return deleted
}
