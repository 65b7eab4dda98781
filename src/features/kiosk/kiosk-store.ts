import { readItem, removeItem, writeItem } from '../../lib/storage'
import { type PinHash, verifyPin } from './pin-hash'

// Kiosk mode is a setting of this device (localStorage), not of the account: the teacher turns it on
// for one classroom tablet. Leaving it needs the PIN; after 5 wrong tries each try waits a little.

export const KIOSK_KEY = 'colorly-kiosk'
const ATTEMPTS_KEY = 'colorly-kiosk-attempts'
export const FREE_TRIES = 5
export const LOCKOUT_MS = 30_000

type KioskRecord = PinHash & { since: string }
type Attempts = { wrong: number; lockedUntil: number }

function readRecord(): KioskRecord | null {
  const raw = readItem(KIOSK_KEY)
  if (!raw) return null
  try {
    const record = JSON.parse(raw) as Partial<KioskRecord>
    return typeof record.salt === 'string' &&
      typeof record.hash === 'string' &&
      typeof record.iterations === 'number'
      ? (record as KioskRecord)
      : null
  } catch {
    return null
  }
}

const listeners = new Set<() => void>()
let cached = readRecord() !== null

function changed() {
  cached = readRecord() !== null
  for (const listener of listeners) listener()
}

export const isKioskOn = (): boolean => cached

export function subscribeKiosk(listener: () => void): () => void {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === KIOSK_KEY) changed()
  }
  globalThis.addEventListener?.('storage', onStorage)
  return () => {
    listeners.delete(listener)
    globalThis.removeEventListener?.('storage', onStorage)
  }
}

export function turnKioskOn(pin: PinHash, now = new Date()): void {
  writeItem(KIOSK_KEY, JSON.stringify({ ...pin, since: now.toISOString() }))
  removeItem(ATTEMPTS_KEY)
  changed()
}

function readAttempts(): Attempts {
  try {
    const parsed = JSON.parse(readItem(ATTEMPTS_KEY) ?? '') as Attempts
    return { wrong: Number(parsed.wrong) || 0, lockedUntil: Number(parsed.lockedUntil) || 0 }
  } catch {
    return { wrong: 0, lockedUntil: 0 }
  }
}

export type ExitResult = { ok: true } | { ok: false; waitMs: number }

/** Milliseconds until the next try is allowed (0 when it is). */
export function exitWait(now = Date.now()): number {
  return Math.max(0, readAttempts().lockedUntil - now)
}

/** Leaves kiosk mode when the PIN matches; a wrong PIN counts, and from the 5th one a try waits 30 s. */
export async function tryExitKiosk(pin: string, now = Date.now): Promise<ExitResult> {
  const result = await checkPin(pin, now)
  if (result.ok) {
    removeItem(KIOSK_KEY)
    changed()
  }
  return result
}

/**
 * The teacher's PIN, asked before what children may not do in kiosk mode (the print dialogs); kiosk
 * mode stays on. Wrong tries count towards the same wait as leaving.
 */
export function checkTeacherPin(pin: string, now = Date.now): Promise<ExitResult> {
  return checkPin(pin, now)
}

async function checkPin(pin: string, now: () => number): Promise<ExitResult> {
  const wait = exitWait(now())
  if (wait > 0) return { ok: false, waitMs: wait }
  const record = readRecord()
  if (!record) return { ok: true }
  if (await verifyPin(pin, record)) {
    removeItem(ATTEMPTS_KEY)
    return { ok: true }
  }
  const wrong = readAttempts().wrong + 1
  const lockedUntil = wrong >= FREE_TRIES ? now() + LOCKOUT_MS : 0
  writeItem(ATTEMPTS_KEY, JSON.stringify({ wrong, lockedUntil }))
  return { ok: false, waitMs: lockedUntil ? lockedUntil - now() : 0 }
}
