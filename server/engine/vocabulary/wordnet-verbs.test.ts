import { describe, expect, it } from 'vitest'
import { verbLemma } from './wordnet-verbs'

describe('verbLemma', () => {
  it('reads an undoubled short stem as the verb with a silent e', () => {
    expect(verbLemma('scraping')).toBe('scrape')
    expect(verbLemma('scraped')).toBe('scrape')
    expect(verbLemma('hoping')).toBe('hope')
    expect(verbLemma('staring')).toBe('stare')
    expect(verbLemma('riding')).toBe('ride')
  })
  it('keeps a doubled stem and a longer one as it is', () => {
    expect(verbLemma('hopping')).toBe('hop')
    expect(verbLemma('tapping')).toBe('tap')
    expect(verbLemma('opening')).toBe('open')
    expect(verbLemma('visited')).toBe('visit')
    expect(verbLemma('sewing')).toBe('sew')
    expect(verbLemma('boxing')).toBe('box')
  })
})
