import { eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { billingEvents } from '../db/schema'

export type BillingEvent = { id: string; type: string }

export async function wasProcessed(db: Db, eventId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: billingEvents.id })
    .from(billingEvents)
    .where(eq(billingEvents.id, eventId))
  return !!row
}

/**
 * Applies an event's effect exactly once: the event id is recorded in the same transaction as the
 * effect, so a replay (or a second delivery racing the first) changes nothing. Returns false when
 * the event had already been applied.
 */
export async function applyOnce(
  db: Db,
  event: BillingEvent,
  now: Date,
  effect: (tx: Db) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const recorded = await tx
      .insert(billingEvents)
      .values({ id: event.id, type: event.type, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: billingEvents.id })
    if (recorded.length === 0) return false
    await effect(tx as unknown as Db)
    return true
  })
}
