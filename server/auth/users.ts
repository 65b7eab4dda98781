import { eq } from 'drizzle-orm'
import type { PublicUser } from '../../shared/contract'
import { currentPlan } from '../billing/current-plan'
import type { Db } from '../db/client'
import { subscriptions, users } from '../db/schema'

export type User = typeof users.$inferSelect

export async function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email))
  return user
}

/** Creates the account and its free subscription; call inside a transaction. */
export async function createUser(
  tx: Db,
  fields: { email: string; passwordHash?: string; googleSub?: string },
  now: Date,
): Promise<User> {
  const [user] = await tx
    .insert(users)
    .values({ ...fields, createdAt: now, passwordChangedAt: now })
    .returning()
  await tx.insert(subscriptions).values({ userId: user.id, plan: 'free', updatedAt: now })
  return user
}

/** The user as the client sees it, with the plan that applies now. */
export async function toPublicUser(db: Db, user: User, now: Date): Promise<PublicUser> {
  const plan = await currentPlan(db, user.id, now)
  return {
    id: user.id,
    email: user.email,
    plan: plan.id,
    createdAt: user.createdAt.toISOString(),
  }
}
