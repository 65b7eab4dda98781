import type { LoginRequest, RegisterRequest, SessionResponse } from '../../shared/contract'
import type { AppContext } from '../context'
import { isUniqueViolation } from '../db/unique-violation'
import { HttpError, unauthorized } from '../http/errors'
import { hashPassword, verifyPassword } from './passwords'
import { issueAuthToken } from './tokens'
import { createUser, findUserByEmail, toPublicUser } from './users'

type Deps = Pick<AppContext, 'db' | 'now'>

const emailTaken = () =>
  new HttpError(409, 'An account with this email already exists. Sign in, or reset your password.')

/** Creates an account with a password and signs it in. */
export async function register({ db, now }: Deps, input: RegisterRequest): Promise<SessionResponse> {
  if (await findUserByEmail(db, input.email)) throw emailTaken()
  const passwordHash = await hashPassword(input.password)
  const at = now()
  try {
    return await db.transaction(async (tx) => {
      const user = await createUser(tx, { email: input.email, passwordHash }, at)
      const token = await issueAuthToken(tx, user.id, at)
      return { user: await toPublicUser(tx, user, at), token }
    })
  } catch (err) {
    // Two registrations for one email at the same moment: the second loses on the unique index.
    if (isUniqueViolation(err)) throw emailTaken()
    throw err
  }
}

/** Signs in with email and password. Unknown email and wrong password look and time the same. */
export async function login({ db, now }: Deps, input: LoginRequest): Promise<SessionResponse> {
  const user = await findUserByEmail(db, input.email)
  const ok = await verifyPassword(user?.passwordHash, input.password)
  if (!user || !ok) throw unauthorized('Invalid email or password.')
  const at = now()
  const token = await issueAuthToken(db, user.id, at)
  return { user: await toPublicUser(db, user, at), token }
}
