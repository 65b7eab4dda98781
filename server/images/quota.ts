import { eq } from 'drizzle-orm'
import { getUsage } from '../billing/usage'
import type { Db } from '../db/client'
import { generationCharges, users } from '../db/schema'
import { forbidden } from '../http/errors'

const limitReached = (free: boolean, limit: number) =>
  forbidden(
    free
      ? `You've used all ${limit} free coloring pages. Upgrade your plan to create more coloring pages!`
      : "You've reached your monthly image generation limit. Upgrade your plan to create more coloring pages!",
  )

/**
 * Takes one unit of the user's quota before the page is made, or answers 403 when none is left.
 * The user's row is locked for the count, so parallel requests can never overspend: with 10 left,
 * 14 at once give exactly 10 charges. Call `refund` when the page could not be made.
 */
export async function reserveCharge(db: Db, userId: string, imageId: string, now: Date): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
    const usage = await getUsage(tx as unknown as Db, userId, now)
    const limit = usage.is_free_plan ? usage.total_limit : usage.monthly_limit
    if (limit !== null && usage.images_generated >= limit) throw limitReached(usage.is_free_plan, limit)
    const [charge] = await tx
      .insert(generationCharges)
      .values({ userId, imageId, createdAt: now })
      .returning({ id: generationCharges.id })
    return charge.id
  })
}

/** Gives a reserved unit back: a failed or refused generation charges nothing. */
export async function refund(db: Db, chargeId: string): Promise<void> {
  await db.delete(generationCharges).where(eq(generationCharges.id, chargeId))
}
