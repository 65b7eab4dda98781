import { readItem, writeItem } from '../../lib/storage'

// The free trial's marker in localStorage: the visitor id sent with the trial,
// plus when the trial was used, encoded together. The trial is available again 30 days later.

export const VISITOR_KEY = 'visitor'
export const TRIAL_DAYS = 30
const DAY_MS = 24 * 60 * 60 * 1000

export type VisitorMarker = { id: string; usedAt: number }

/** The marker as stored: base64 of {"id", "ts"}. */
export function encodeMarker(marker: VisitorMarker): string {
  return btoa(JSON.stringify({ id: marker.id, ts: marker.usedAt }))
}

export function decodeMarker(text: string | null): VisitorMarker | null {
  if (!text) return null
  try {
    const { id, ts } = JSON.parse(atob(text)) as { id?: unknown; ts?: unknown }
    if (typeof id !== 'string' || id.length < 8 || typeof ts !== 'number' || !Number.isFinite(ts)) return null
    return { id, usedAt: ts }
  } catch {
    return null
  }
}

export function readMarker(): VisitorMarker | null {
  return decodeMarker(readItem(VISITOR_KEY))
}

export function saveMarker(marker: VisitorMarker): void {
  writeItem(VISITOR_KEY, encodeMarker(marker))
}

/** Used: a marker younger than 30 days. A marker from the future (a wrong clock) counts as used. */
export function isTrialUsed(marker: VisitorMarker | null, now = Date.now()): boolean {
  return marker !== null && now - marker.usedAt < TRIAL_DAYS * DAY_MS
}

/** A new anonymous visitor id: random, not derived from anything about the person or the device. */
export function newVisitorId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}
