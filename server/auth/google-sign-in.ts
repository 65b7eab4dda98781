import { eq } from 'drizzle-orm'
import { emailField, type GoogleSignInRequest, type SessionResponse } from '../../shared/contract'
import type { AppContext } from '../context'
import { users } from '../db/schema'
import { isUniqueViolation } from '../db/unique-violation'
import { badRequest, HttpError, unauthorized } from '../http/errors'
import { issueAuthToken } from './tokens'
import { createUser, findUserByEmail, toPublicUser, type User } from './users'

type Deps = Pick<AppContext, 'db' | 'now' | 'google'>

/**
 * Signs in with a Google ID token. The first sign-in creates the account, or links the Google
 * account to an existing account with the same (verified) email.
 */
export async function googleSignIn(
  { db, now, google }: Deps,
  input: GoogleSignInRequest,
): Promise<SessionResponse> {
  if (!google) throw badRequest('Google sign-in is not configured on this server.')
  const identity = await google.verify(input.credential)
  if (!identity.emailVerified) {
    throw unauthorized(
      'Your Google email address is not verified. Verify it with Google, or sign up with email.',
    )
  }
  const email = emailField.safeParse(identity.email)
  if (!email.success) throw unauthorized('The Google sign-in did not include a usable email address.')
  const at = now()
  try {
    return await db.transaction(async (tx) => {
      const user = await findOrCreateGoogleUser(tx, identity.sub, email.data, at)
      const token = await issueAuthToken(tx, user.id, at)
      return { user: await toPublicUser(tx, user, at), token }
    })
  } catch (err) {
    if (isUniqueViolation(err))
      throw new HttpError(409, 'This account was just created. Please sign in again.')
    throw err
  }
}

async function findOrCreateGoogleUser(
  tx: AppContext['db'],
  sub: string,
  email: string,
  at: Date,
): Promise<User> {
  const [bySub] = await tx.select().from(users).where(eq(users.googleSub, sub))
  if (bySub) return bySub
  const byEmail = await findUserByEmail(tx, email)
  if (!byEmail) return createUser(tx, { email, googleSub: sub }, at)
  if (byEmail.googleSub) {
    throw new HttpError(409, 'This email address is already linked to a different Google account.')
  }
  const [linked] = await tx.update(users).set({ googleSub: sub }).where(eq(users.id, byEmail.id)).returning()
  return linked
}
