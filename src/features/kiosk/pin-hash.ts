// The kiosk PIN is kept only as a salted PBKDF2-SHA-256 hash (WebCrypto), never as the digits.

export const PIN_ITERATIONS = 150_000

export type PinHash = { salt: string; hash: string; iterations: number }

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))

export const isValidPin = (pin: string): boolean => /^\d{4,8}$/.test(pin)

async function derive(pin: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(pin), 'PBKDF2', false, [
    'deriveBits',
  ])
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations },
    key,
    256,
  )
  return new Uint8Array(bits)
}

export async function hashPin(pin: string, iterations = PIN_ITERATIONS): Promise<PinHash> {
  const salt = crypto.getRandomValues(new Uint8Array(16))
  return { salt: toBase64(salt), hash: toBase64(await derive(pin, salt, iterations)), iterations }
}

export async function verifyPin(pin: string, stored: PinHash): Promise<boolean> {
  const actual = await derive(pin, fromBase64(stored.salt), stored.iterations)
  const expected = fromBase64(stored.hash)
  if (actual.length !== expected.length) return false
  let diff = 0
  for (let i = 0; i < actual.length; i++) diff |= actual[i] ^ expected[i]
  return diff === 0
}
