import { describe, expect, it } from 'vitest'
import { decodeMarker, encodeMarker, isTrialUsed, newVisitorId } from './visitor-marker'

const DAY = 24 * 60 * 60 * 1000

describe('visitor marker', () => {
  it('round-trips the visitor id and the time the trial was used', () => {
    const marker = { id: 'visitor-1234', usedAt: 1_700_000_000_000 }
    expect(decodeMarker(encodeMarker(marker))).toEqual(marker)
  })

  it('a missing, garbled or incomplete marker reads as none', () => {
    expect(decodeMarker(null)).toBeNull()
    expect(decodeMarker('not base64 at all %%%')).toBeNull()
    expect(decodeMarker(btoa('{"id":"visitor-1234"}'))).toBeNull()
    expect(decodeMarker(btoa('{"id":"x","ts":1}'))).toBeNull()
  })

  it('the trial counts as used for 30 days after the marker was saved, then is available again', () => {
    const now = Date.now()
    expect(isTrialUsed(null, now)).toBe(false)
    expect(isTrialUsed({ id: 'visitor-1234', usedAt: now - 29 * DAY }, now)).toBe(true)
    expect(isTrialUsed({ id: 'visitor-1234', usedAt: now - 30 * DAY }, now)).toBe(false)
    expect(isTrialUsed({ id: 'visitor-1234', usedAt: now + DAY }, now)).toBe(true)
  })

  it('visitor ids are random and long enough for the server', () => {
    const a = newVisitorId()
    expect(a.length).toBeGreaterThanOrEqual(8)
    expect(newVisitorId()).not.toBe(a)
  })
})
