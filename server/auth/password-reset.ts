import { and, eq, isNull } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { PasswordResetConfirmRequest, PasswordResetRequest } from '../../shared/contract'
import type { AppContext } from '../context'
import { passwordResetTokens, users } from '../db/schema'
import { badRequest } from '../http/errors'
import { hashPassword } from './passwords'
import { resetPasswordEmail } from './reset-email'
import { hashSecret, newSecret } from './secrets'
import { revokeAllAuthTokens } from './tokens'
import { findUserByEmail } from './users'

const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const invalidLink = () => badRequest('This password reset link is invalid or has expired.')

type ResetDeps = Pick<AppContext, 'db' | 'now' | 'config' | 'mailer'>

/**
 * Mails a one-hour, single-use reset link when the account exists. The answer must not tell whether
 * it does, in its words or its timing, so the request does the same work either way (make and hash a
 * token) and leaves everything that depends on the account (the lookup, the token row, the mail)
 * to run after the answer is sent. Its promise settles when that background work has finished.
 */
export function requestPasswordReset(deps: ResetDeps, input: PasswordResetRequest, log: FastifyBaseLogger) {
  const token = newSecret()
  const tokenHash = hashSecret(token)
  return new Promise<void>((resolve) => {
    setImmediate(() => {
      issueResetLink(deps, input.email, token, tokenHash, log)
        .catch((err) => log.error({ err }, 'password reset request failed'))
        .finally(resolve)
    })
  })
}

async function issueResetLink(
  { db, now, config, mailer }: ResetDeps,
  email: string,
  token: string,
  tokenHash: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const user = await findUserByEmail(db, email)
  if (!user) return
  const at = now()
  await db.insert(passwordResetTokens).values({
    userId: user.id,
    tokenHash,
    createdAt: at,
    expiresAt: new Date(at.getTime() + RESET_TOKEN_LIFETIME_MS),
  })
  const link = `${config.publicUrl}/reset-password/${user.id}/${token}`
  await mailer.send(resetPasswordEmail(user.email, link, config.operator)).catch((err) => {
    log.error(
      { err: { message: err?.message, code: err?.code }, to: user.email },
      'password reset mail failed',
    )
  })
}

/**
 * Sets a new password with a reset link. The link must be unused, younger than an hour and newer
 * than the last password change; using it signs out every session of the account.
 */
export async function confirmPasswordReset(
  { db, now }: Pick<AppContext, 'db' | 'now'>,
  input: PasswordResetConfirmRequest,
): Promise<void> {
  if (!UUID.test(input.uid) || input.token === '') throw invalidLink()
  const passwordHash = await hashPassword(input.new_password)
  const at = now()
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ token: passwordResetTokens, passwordChangedAt: users.passwordChangedAt })
      .from(passwordResetTokens)
      .innerJoin(users, eq(users.id, passwordResetTokens.userId))
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashSecret(input.token)),
          eq(passwordResetTokens.userId, input.uid),
        ),
      )
    if (!row) throw invalidLink()
    const { token, passwordChangedAt } = row
    if (token.usedAt || token.expiresAt <= at || token.createdAt < passwordChangedAt) throw invalidLink()
    // Claim the link atomically: of two requests racing with it, only one gets the row back.
    const claimed = await tx
      .update(passwordResetTokens)
      .set({ usedAt: at })
      .where(and(eq(passwordResetTokens.id, token.id), isNull(passwordResetTokens.usedAt)))
      .returning({ id: passwordResetTokens.id })
    if (claimed.length === 0) throw invalidLink()
    await tx.update(users).set({ passwordHash, passwordChangedAt: at }).where(eq(users.id, input.uid))
    // Any other outstanding link for the account dies with the old password.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: at })
      .where(and(eq(passwordResetTokens.userId, input.uid), isNull(passwordResetTokens.usedAt)))
    await revokeAllAuthTokens(tx, input.uid, at)
  })
}
