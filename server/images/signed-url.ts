import crypto from 'node:crypto'

/**
 * Signed, expiring URLs for page images, so a plain <img> can load a page without an
 * Authorization header while the address can be neither guessed nor used forever.
 */
export class UrlSigner {
  // A KeyObject made once: handing HMAC the raw bytes builds one per call, and that was nine tenths of
  // a signature's cost, times every page of every list answer.
  private readonly key: crypto.KeyObject

  constructor(
    secret: Buffer,
    private readonly ttlSeconds: number,
    private readonly now: () => Date,
  ) {
    this.key = crypto.createSecretKey(secret)
  }

  imageUrl(imageId: string): string {
    const exp = Math.floor(this.now().getTime() / 1000) + this.ttlSeconds
    return `/api/images/${imageId}/file/?exp=${exp}&sig=${this.sign(imageId, exp)}`
  }

  /** True when the signature matches and has not expired. */
  verify(imageId: string, exp: unknown, sig: unknown): boolean {
    if (typeof exp !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(exp)) return false
    const expSeconds = Number(exp)
    if (expSeconds * 1000 < this.now().getTime()) return false
    const expected = Buffer.from(this.sign(imageId, expSeconds))
    const given = Buffer.from(sig)
    return expected.length === given.length && crypto.timingSafeEqual(expected, given)
  }

  private sign(imageId: string, exp: number): string {
    return crypto.createHmac('sha256', this.key).update(`${imageId}.${exp}`).digest('base64url')
  }
}
