import { eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { subscriptions, users } from '../db/schema'
import { effectivePlan } from './effective-plan'

export type SubscriptionRow = typeof subscriptions.$inferSelect

/**
 * A change to a user's plan state, from a sandbox page, a Stripe webhook or a scheduled job. Fields
 * left out are kept as they are.
 */
export type SubscriptionChange = Partial<
  Pick<
    SubscriptionRow,
    | 'plan'
    | 'billingInterval'
    | 'status'
    | 'provider'
    | 'providerCustomerId'
    | 'providerSubscriptionId'
    | 'currentPeriodStart'
    | 'currentPeriodEnd'
    | 'cancelAtPeriodEnd'
    | 'endedAt'
  >
>

/**
 * The one way a subscription changes, whoever asks: sandbox checkout and manage pages, Stripe
 * webhooks and the renewal job all come through here. Returns the row as it now is, or undefined
 * when the account no longer exists.
 */
export async function applySubscriptionChange(
  db: Db,
  userId: string,
  change: SubscriptionChange,
  now: Date,
): Promise<SubscriptionRow | undefined> {
  const [updated] = await db
    .update(subscriptions)
    .set({ ...change, updatedAt: now })
    .where(eq(subscriptions.userId, userId))
    .returning()
  if (updated) return updated
  // Every account gets its row at sign-up; this covers one that somehow has none.
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId))
  if (!user) return undefined
  const [inserted] = await db
    .insert(subscriptions)
    .values({ userId, ...change, updatedAt: now })
    .returning()
  return inserted
}

export async function findSubscription(db: Db, userId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId))
  return row
}

/** A paid subscription that still gives its plan now: there is something to manage, not to buy. */
export function isLive(subscription: SubscriptionRow | undefined, now: Date): boolean {
  if (!subscription || subscription.plan === 'free' || subscription.status === 'canceled') return false
  return effectivePlan(subscription, now) !== 'free'
}
