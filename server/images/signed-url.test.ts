import crypto from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { UrlSigner } from './signed-url'

const secret = Buffer.from('a signing secret of thirty-two b')
const id = '3f2a1c9e-1234-4abc-9def-0123456789ab'
const at = new Date('2026-11-23T12:00:00Z')

describe('signed page-image URLs', () => {
  it('sign with HMAC-SHA256 of the secret, so URLs issued by other processes and earlier builds still verify', () => {
    const url = new URL(new UrlSigner(secret, 60, () => at).imageUrl(id), 'http://x')
    const exp = url.searchParams.get('exp')
    expect(exp).toBe(String(at.getTime() / 1000 + 60))
    const expected = crypto.createHmac('sha256', secret).update(`${id}.${exp}`).digest('base64url')
    expect(url.searchParams.get('sig')).toBe(expected)
  })

  it('refuse another secret, another page, a changed expiry and an expired link', () => {
    let now = at
    const signer = new UrlSigner(secret, 60, () => now)
    const url = new URL(signer.imageUrl(id), 'http://x')
    const [exp, sig] = [url.searchParams.get('exp'), url.searchParams.get('sig')]
    expect(signer.verify(id, exp, sig)).toBe(true)
    expect(new UrlSigner(Buffer.from('another secret'), 60, () => now).verify(id, exp, sig)).toBe(false)
    expect(signer.verify(id.replace('3f', '4f'), exp, sig)).toBe(false)
    expect(signer.verify(id, String(Number(exp) + 1), sig)).toBe(false)
    now = new Date(at.getTime() + 61_000)
    expect(signer.verify(id, exp, sig)).toBe(false)
  })
})
