import { readItem, removeItem, writeItem } from '../../lib/storage'

export type User = {
  id: string | number
  email: string
  plan?: string
  createdAt?: string
}

export type Session = { user: User; token: string }

/** The localStorage keys the session lives under. */
export const USER_KEY = 'user'
export const TOKEN_KEY = 'token'

function isUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false
  const { email, id } = value as Record<string, unknown>
  return typeof email === 'string' && (typeof id === 'string' || typeof id === 'number')
}

/** The saved session, restored only when both the user and the token are there and readable. */
export function readStoredSession(): Session | null {
  const token = readItem(TOKEN_KEY)
  const rawUser = readItem(USER_KEY)
  if (!token || !rawUser) return null
  try {
    const user: unknown = JSON.parse(rawUser)
    return isUser(user) ? { user, token } : null
  } catch {
    return null
  }
}

export function storeSession(session: Session): void {
  writeItem(USER_KEY, JSON.stringify(session.user))
  writeItem(TOKEN_KEY, session.token)
}

export function clearStoredSession(): void {
  removeItem(USER_KEY)
  removeItem(TOKEN_KEY)
}
