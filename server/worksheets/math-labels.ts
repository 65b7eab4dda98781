import type { WORKSHEET_LABELS } from '../../shared/contract'

export type LabelMode = (typeof WORKSHEET_LABELS)[number]
type Random = () => number

const between = (random: Random, lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1))

// Products of the 2 to 10 times tables, favouring those with more than one pair of factors.
const PRODUCTS = [12, 24, 18, 36, 20, 16, 30, 40, 8, 6, 28, 45, 42, 54, 48, 10, 14, 15, 21, 27]

/** The numbers of the key, in key order: each is the answer to every sum on a region of that colour. */
export function keyNumbers(mode: LabelMode, count: number): number[] {
  const range = (from: number) => Array.from({ length: count }, (_, i) => from + i)
  if (mode === 'add20') return range(11)
  if (mode === 'times') return PRODUCTS.slice(0, count).sort((a, b) => a - b)
  return range(1)
}

/**
 * A label whose answer is `answer`: the number itself, or a sum, difference or product in the mode's range
 * (within 10: nothing above 10 anywhere; within 20: nothing above 20; tables 2 to 10).
 */
export function labelFor(mode: LabelMode, answer: number, random: Random): string {
  switch (mode) {
    case 'numbers':
      return String(answer)
    case 'add10':
    case 'add20': {
      const limit = mode === 'add10' ? 10 : 20
      if (answer < 2) return random() < 0.5 ? `0+${answer}` : `${answer}+0`
      const a = between(random, Math.max(1, answer - (limit === 20 ? 10 : limit)), answer - 1)
      return `${a}+${answer - a}`
    }
    case 'sub10':
    case 'sub20': {
      const limit = mode === 'sub10' ? 10 : 20
      if (answer >= limit) return `${answer}−0`
      // Within 20, the first number is above 10 so the sum crosses ten.
      const a = between(random, mode === 'sub20' ? Math.max(answer + 1, 11) : answer + 1, limit)
      return `${a}−${a - answer}`
    }
    case 'times': {
      const pairs: [number, number][] = []
      for (let a = 2; a <= 10; a++)
        if (answer % a === 0 && answer / a >= 2 && answer / a <= 10) pairs.push([a, answer / a])
      const [a, b] = pairs[Math.floor(random() * pairs.length)]
      return `${a}×${b}`
    }
  }
}

/** Reads a label back to its answer: what the tests check every label against. */
export function answerOf(text: string): number {
  const m = /^(\d+)(?:([+−×])(\d+))?$/.exec(text)
  if (!m) throw new Error(`not a label: ${text}`)
  const a = Number(m[1])
  const b = Number(m[3])
  if (m[2] === '+') return a + b
  if (m[2] === '−') return a - b
  if (m[2] === '×') return a * b
  return a
}
