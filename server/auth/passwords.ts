import { hash, verify } from '@node-rs/argon2'

// @node-rs/argon2 defaults to argon2id with OWASP's parameters (19 MiB, 2 passes, 1 lane).
export const hashPassword = (password: string) => hash(password)

let dummyHash: Promise<string> | undefined

/**
 * True when the password matches. With no stored hash (unknown email, Google-only account) it
 * still runs one verification against a dummy hash, so both answers take the same time.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string) {
  dummyHash ??= hash('colorly-dummy-password-for-timing')
  const target = storedHash ?? (await dummyHash)
  try {
    const ok = await verify(target, password)
    return ok && Boolean(storedHash)
  } catch {
    return false
  }
}
