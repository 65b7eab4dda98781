import { describe, expect, it } from 'vitest'
import { opensWithDoing } from './implied-doer'
import { makePlan } from './make-plan'

const words = (prompt: string) => prompt.toLowerCase().split(/\s+/)

describe('a doing with no one named', () => {
  it.each([
    'picking apples from a ladder in autumn',
    'building a snowman in the garden',
    'carving a pumpkin',
    'painting a fence',
  ])('"%s" is someone doing it', (prompt) => {
    expect(opensWithDoing(words(prompt))).toBe(true)
  })

  it.each([
    'falling leaves in autumn',
    'shooting stars over a sleeping town',
    'fishing boats and seagulls in the harbor',
    'bunting and a cake at the street party',
    'knitting needles and yarn',
    'hanging baskets of flowers',
    'sleeping kittens',
    'running water',
  ])('"%s" describes a thing', (prompt) => {
    expect(opensWithDoing(words(prompt))).toBe(false)
  })

  it('picks the apples standing on the ladder named', () => {
    const p = makePlan({
      prompt: 'picking apples from a ladder in autumn',
      complexity: 'easy',
      style: 'cartoon',
    })
    expect(p.people?.people).toHaveLength(1)
    expect(p.people?.action).toBe('pick')
    expect(p.subjects.map((s) => s.concept)).toContain('ladder')
  })
})
