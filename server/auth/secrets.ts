import crypto from 'node:crypto'

/** A fresh secret for a bearer token or a reset link: 32 random bytes, base64url. */
export const newSecret = () => crypto.randomBytes(32).toString('base64url')

/** What the database keeps instead of the secret. */
export const hashSecret = (secret: string) => crypto.createHash('sha256').update(secret).digest('hex')
