import { describe, expect, it } from 'vitest'
import { formatNumber } from './format-number'

describe('formatNumber', () => {
  it('groups thousands like en-US', () => {
    for (const n of [0, 7, 100, 999, 1000, 1234, 12345, 123456, 1234567, 1000000000])
      expect(formatNumber(n)).toBe(n.toLocaleString('en-US'))
  })

  it('keeps the asked fraction digits', () => {
    expect(formatNumber(7.5, 2)).toBe('7.50')
    expect(formatNumber(9.99, 2)).toBe('9.99')
    expect(formatNumber(1234.5, 2)).toBe('1,234.50')
    expect(formatNumber(2.5)).toBe('3')
  })

  it('signs negative numbers, but not a value that rounds to zero', () => {
    expect(formatNumber(-1234)).toBe('-1,234')
    expect(formatNumber(-0.001, 2)).toBe('0.00')
  })
})
