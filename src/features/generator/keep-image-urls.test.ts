import { describe, expect, it } from 'vitest'
import { keepImageUrls } from './keep-image-urls'
import type { ColoringPage } from './types'

const now = Date.UTC(2025, 0, 1, 12) // ms
const inSeconds = (s: number) => Math.floor(now / 1000) + s
const page = (id: string, exp: number, sig = 'a'): ColoringPage => ({
  id,
  prompt_raw: 'a cat',
  prompt_final: 'a cat',
  complexity: 'easy',
  style: 'cartoon',
  size: 'letter',
  orientation: 'portrait',
  imageUrl: `/api/images/${id}/file/?exp=${exp}&sig=${sig}`,
  createdAt: new Date(now).toISOString(),
  subjects: ['cat'],
  left_out: [],
  stand_ins: [],
  status: 'ready',
})

describe('keeping image URLs across list refreshes', () => {
  it('keeps a URL that is still good for a while, so the picture does not load again', () => {
    const before = [page('p1', inSeconds(3600), 'old')]
    const after = keepImageUrls(before, [page('p1', inSeconds(6 * 3600), 'new')], now)
    expect(after[0].imageUrl).toBe(before[0].imageUrl)
  })

  it('takes the fresh URL when the old one is about to expire or has expired', () => {
    const soon = keepImageUrls(
      [page('p1', inSeconds(60), 'old')],
      [page('p1', inSeconds(6 * 3600), 'new')],
      now,
    )
    expect(soon[0].imageUrl).toContain('sig=new')
    const gone = keepImageUrls(
      [page('p1', inSeconds(-5), 'old')],
      [page('p1', inSeconds(6 * 3600), 'new')],
      now,
    )
    expect(gone[0].imageUrl).toContain('sig=new')
  })

  it('new pages come as they are and deleted ones are gone', () => {
    const after = keepImageUrls([page('p1', inSeconds(3600))], [page('p2', inSeconds(3600), 'x')], now)
    expect(after.map((p) => p.id)).toEqual(['p2'])
    expect(after[0].imageUrl).toContain('sig=x')
  })
})
