import { describe, expect, it } from 'vitest'
import { WORKSHEET_LABELS } from '../../shared/contract'
import { seededRandom } from '../engine'
import { answerOf, keyNumbers, labelFor } from './math-labels'

const numbersIn = (text: string) => text.split(/[+−×]/).map(Number)

describe('maths labels', () => {
  it.each(WORKSHEET_LABELS)('%s: every label answers its key number, within its range', (mode) => {
    const random = seededRandom(7)
    for (const colors of [4, 7, 10]) {
      const key = keyNumbers(mode, colors)
      expect(new Set(key).size).toBe(colors)
      for (const answer of key) {
        for (let i = 0; i < 50; i++) {
          const text = labelFor(mode, answer, random)
          expect(answerOf(text)).toBe(answer)
          const parts = numbersIn(text)
          for (const n of parts) expect(n).toBeGreaterThanOrEqual(0)
          if (mode === 'add10' || mode === 'sub10') expect(Math.max(...parts, answer)).toBeLessThanOrEqual(10)
          if (mode === 'add20' || mode === 'sub20') expect(Math.max(...parts, answer)).toBeLessThanOrEqual(20)
          if (mode === 'times') for (const n of parts) expect(n >= 2 && n <= 10).toBe(true)
          if (mode === 'numbers') expect(text).toBe(String(answer))
        }
      }
    }
  })

  it('within 20 goes past ten: its answers are 11 to 20 for sums, its first numbers above 10 for differences', () => {
    expect(keyNumbers('add20', 6)).toEqual([11, 12, 13, 14, 15, 16])
    const random = seededRandom(3)
    for (let i = 0; i < 50; i++) expect(numbersIn(labelFor('sub20', 4, random))[0]).toBeGreaterThan(10)
  })
})
