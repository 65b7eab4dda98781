import { and, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm'
import { SESSION_IDLE_LIMIT_MS } from '../auth/require-user'
import type { Db } from '../db/client'
import { authTokens, images, pageViews, passwordResetTokens, trialUses } from '../db/schema'
import { TRIAL_DAYS } from '../images/trial'
import type { PageStore } from '../storage/page-store'

const DAY_MS = 24 * 3600 * 1000

/**
 * First-party page views are kept 13 months: a year back plus a month, enough to compare a month with
 * the same month last year, and no visitor's trail is kept for longer.
 */
export const PAGE_VIEW_DAYS = 395

export type PrunedRecords = {
  sessions: number
  resetLinks: number
  trialBookings: number
  trialPages: number
  pageViews: number
}

/**
 * Deletes the rows no request can use any more, so the tables stop growing with every sign-in, reset
 * link, trial and page view: revoked sessions and sessions idle past their limit (both already answer
 * 401, as an unknown key does), reset links used or expired (already refused like an unknown link),
 * trial bookings past the trial's 30 days (the visitor may try again) and trial pages a day later (the
 * page was valid that long), and page views past PAGE_VIEW_DAYS. Trial page files go after their rows: a crash in
 * between leaves unreachable files, never a page without its file.
 */
export async function pruneRecords(deps: { db: Db; files: PageStore }, now: Date): Promise<PrunedRecords> {
  const { db } = deps
  const ago = (ms: number) => new Date(now.getTime() - ms)
  const idleSince = ago(SESSION_IDLE_LIMIT_MS)
  const sessions = await db
    .delete(authTokens)
    .where(
      or(
        isNotNull(authTokens.revokedAt),
        lt(sql`coalesce(${authTokens.lastUsedAt}, ${authTokens.createdAt})`, idleSince),
      ),
    )
    .returning({ id: authTokens.id })
  const resetLinks = await db
    .delete(passwordResetTokens)
    .where(or(isNotNull(passwordResetTokens.usedAt), lte(passwordResetTokens.expiresAt, now)))
    .returning({ id: passwordResetTokens.id })
  const trialOver = ago(TRIAL_DAYS * DAY_MS)
  // Uncommitted bookings are crash-recovery's (recover-interrupted.ts): it releases them at start.
  const trialBookings = await db
    .delete(trialUses)
    .where(and(isNotNull(trialUses.committedAt), lt(trialUses.createdAt, trialOver)))
    .returning({ id: trialUses.id })
  // A day more for the page: the browser offers its download for 30 days by its own clock.
  const trialPages = await db
    .delete(images)
    .where(
      and(
        isNull(images.userId),
        isNotNull(images.visitorId),
        lt(images.createdAt, ago((TRIAL_DAYS + 1) * DAY_MS)),
      ),
    )
    .returning({ png: images.pngFile, pdf: images.pdfFile })
  await deps.files.delete(trialPages.flatMap((p) => [p.png, p.pdf]))
  const views = await db
    .delete(pageViews)
    .where(lt(pageViews.createdAt, ago(PAGE_VIEW_DAYS * DAY_MS)))
    .returning({ id: pageViews.id })
  return {
    sessions: sessions.length,
    resetLinks: resetLinks.length,
    trialBookings: trialBookings.length,
    trialPages: trialPages.length,
    pageViews: views.length,
  }
}
