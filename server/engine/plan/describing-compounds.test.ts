import { describe, expect, it } from 'vitest'
import { describingCompound } from './describing-compounds'
import { makePlan } from './make-plan'

const at = (prompt: string, word: string) => {
  const words = prompt.split(' ')
  return describingCompound(words, words.indexOf(word))
}

describe('a hyphenated describing word', () => {
  it('describes what follows, or ends in a describing word or a past form', () => {
    expect(at('a terrapin basking on a half-sunk log', 'half-sunk')).toBe(true)
    expect(at('putting together flat-pack bookshelves', 'flat-pack')).toBe(true)
    expect(at('a long-tailed tit on a branch', 'long-tailed')).toBe(true)
  })

  it('is no describing word where it names a thing alone', () => {
    expect(at('a girl in a t-shirt', 't-shirt')).toBe(false)
    expect(at('a boy with a yo-yo', 'yo-yo')).toBe(false)
  })

  it('is never said as left out', () => {
    for (const prompt of [
      'a terrapin basking on a half-sunk log in the pond',
      'a girl and her dad putting together flat-pack bookshelves',
    ]) {
      const plan = makePlan({ prompt, complexity: 'easy', style: 'cartoon' })
      expect(plan.leftOut.join(' ')).not.toMatch(/half-sunk|flat-pack/)
    }
  })
})
