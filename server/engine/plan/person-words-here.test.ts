import { describe, expect, it } from 'vitest'
import { asksForFigurePage } from './portrait-or-person'

// A pattern a doing works is a thing in someone's hands, not a pattern page that leaves the doer unread.
describe('a pattern worked by a person', () => {
  it('is no figure page', () => {
    expect(asksForFigurePage('a dressmaker pinning a paper pattern onto fabric')).toBe(false)
  })
  it('a pattern or a mandala asked for is one', () => {
    expect(asksForFigurePage('a flower pattern')).toBe(true)
    expect(asksForFigurePage('a mandala with hearts')).toBe(true)
  })
})
