import crypto from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import { getUsage } from '../billing/usage'
import type { Db } from '../db/client'
import { generationCharges, images, users } from '../db/schema'
import { forbidden, HttpError } from '../http/errors'

const limitReached = (free: boolean, limit: number) =>
  forbidden(
    free
      ? `You've used all ${limit} free coloring pages. Upgrade your plan to create more coloring pages!`
      : "You've reached your monthly image generation limit. Upgrade your plan to create more coloring pages!",
  )

/**
 * Refuses with the limit's 403 when the quota is already spent, before any rate limit is counted: a user
 * at the limit pressing Generate again is told of the limit, not to slow down. Read without a lock: the
 * reservation below still counts under the user's lock, so this only answers sooner.
 */
export async function refuseWhenQuotaSpent(
  db: Db,
  userId: string,
  now: Date,
  refusePrompt?: () => void,
): Promise<void> {
  const usage = await getUsage(db, userId, now)
  const limit = usage.is_free_plan ? usage.total_limit : usage.monthly_limit
  if (limit === null || usage.images_generated < limit) return
  // A prompt that would be refused anyway says so first: upgrading would not draw it.
  refusePrompt?.()
  throw limitReached(usage.is_free_plan, limit)
}

/** A client's Idempotency-Key and the hash of the request it was sent with. */
export type IdempotentRequest = { key: string; hash: string }

/** Hashes what decides the page, so a key reused for another request is told apart. */
export function requestHash(fields: unknown[]): string {
  return crypto.createHash('sha256').update(JSON.stringify(fields)).digest('hex')
}

export type Replay = { kind: 'replay'; imageId: string }
export type Reservation = { kind: 'reserved'; chargeId: string } | Replay

/**
 * Takes one unit of the user's quota before the page is made, or answers 403 when none is left.
 * The user's row is locked for the count, so parallel requests can never overspend: with 10 left,
 * 14 at once give exactly 10 charges. The unit stays reserved until `commitCharge` runs in the
 * transaction that stores the page; `refund` gives it back, and a crash leaves a reservation that the
 * next start refunds. With an idempotency key, the key is claimed here first: a repeat answers the
 * page already made (replay), or 409 while it is still being made, before any quota is counted.
 */
export async function reserveCharge(
  db: Db,
  userId: string,
  imageId: string,
  now: Date,
  idempotent?: IdempotentRequest,
  /** More writes that must stand or fall with the reservation (the pending page and its job). */
  alsoInTransaction?: (tx: Db) => Promise<void>,
): Promise<Reservation> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
    if (idempotent) {
      const prior = await priorUseOfKey(tx as unknown as Db, userId, idempotent)
      if (prior) return prior
    }
    const usage = await getUsage(tx as unknown as Db, userId, now)
    const limit = usage.is_free_plan ? usage.total_limit : usage.monthly_limit
    if (limit !== null && usage.images_generated >= limit) throw limitReached(usage.is_free_plan, limit)
    const [charge] = await tx
      .insert(generationCharges)
      .values({
        userId,
        imageId,
        idempotencyKey: idempotent?.key,
        requestHash: idempotent?.hash,
        createdAt: now,
      })
      .returning({ id: generationCharges.id })
    await alsoInTransaction?.(tx as unknown as Db)
    return { kind: 'reserved', chargeId: charge.id }
  })
}

/**
 * What an earlier request with this key left: its page to answer again, or an error when it is still
 * being made or was a different request. Undefined when the key is new (or its request failed).
 */
export async function priorUseOfKey(
  db: Db,
  userId: string,
  idempotent: IdempotentRequest,
): Promise<Replay | undefined> {
  const prior = await chargeForKey(db, userId, idempotent.key)
  if (!prior) return undefined
  if (prior.requestHash !== idempotent.hash) {
    throw new HttpError(
      422,
      'This Idempotency-Key was already used for a different request. Send a new key for a new page.',
    )
  }
  // A page made by a job has its (pending) row from the start: a repeat answers that same page.
  const imageId = prior.imageId
  if (!imageId || !(prior.committedAt || (await imageExists(db, imageId)))) {
    throw new HttpError(
      409,
      'A request with this Idempotency-Key is still in progress. Wait a moment and try again.',
      { 'retry-after': '2' },
    )
  }
  return { kind: 'replay', imageId }
}

/** The user's charge claimed with this Idempotency-Key, if any (a failed request's key is released). */
export async function chargeForKey(db: Db, userId: string, key: string) {
  const [charge] = await db
    .select()
    .from(generationCharges)
    .where(and(eq(generationCharges.userId, userId), eq(generationCharges.idempotencyKey, key)))
  return charge
}

async function imageExists(db: Db, imageId: string): Promise<boolean> {
  const [row] = await db.select({ id: images.id }).from(images).where(eq(images.id, imageId))
  return !!row
}

/** Makes a reserved unit final; called in the transaction that stores the page. */
export async function commitCharge(db: Db, chargeId: string, now: Date): Promise<void> {
  await db.update(generationCharges).set({ committedAt: now }).where(eq(generationCharges.id, chargeId))
}

/** Gives a reserved unit back: a failed or refused generation charges nothing. */
export async function refund(db: Db, chargeId: string): Promise<void> {
  await db.delete(generationCharges).where(eq(generationCharges.id, chargeId))
}

/** Gives back the unit reserved for this page, if it is still only reserved. */
export async function refundChargeOfImage(db: Db, imageId: string): Promise<void> {
  await db
    .delete(generationCharges)
    .where(and(eq(generationCharges.imageId, imageId), isNull(generationCharges.committedAt)))
}
