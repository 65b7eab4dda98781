import { describe, expect, it } from 'vitest'
import { formatLongDate } from './format-date'

describe('formatLongDate', () => {
  it('writes the month in words, the day and the year', () => {
    expect(formatLongDate('2026-07-03T14:22:00.000Z', 'UTC')).toBe('July 3, 2026')
  })

  it("uses the reader's time zone: late on the 3rd in UTC is already the 4th in Tokyo", () => {
    expect(formatLongDate('2026-07-03T20:00:00.000Z', 'Asia/Tokyo')).toBe('July 4, 2026')
    expect(formatLongDate('2026-07-03T02:00:00.000Z', 'America/Los_Angeles')).toBe('July 2, 2026')
  })

  it('is empty for a missing or unreadable date', () => {
    expect(formatLongDate(null)).toBe('')
    expect(formatLongDate('not a date')).toBe('')
  })
})
