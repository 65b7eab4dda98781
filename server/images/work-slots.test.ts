import { describe, expect, it } from 'vitest'
import { createWorkSlots } from './work-slots'

describe('work slots', () => {
  it('runs at most two jobs at once, in the order they came, and survives a failing one', async () => {
    const run = createWorkSlots(2)
    let now = 0
    let most = 0
    const order: number[] = []
    const job = (n: number, fail = false) =>
      run(async () => {
        now++
        most = Math.max(most, now)
        await new Promise((r) => setTimeout(r, 5))
        order.push(n)
        now--
        if (fail) throw new Error('bad photo')
        return n
      })
    const results = await Promise.allSettled([job(1), job(2, true), job(3), job(4), job(5)])
    expect(most).toBe(2)
    expect(order).toEqual([1, 2, 3, 4, 5])
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ])
  })
})
