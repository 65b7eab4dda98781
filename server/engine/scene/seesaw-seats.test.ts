// Children on a seesaw sit on it, one at each end, not standing beside a small plank.
import { describe, expect, it } from 'vitest'
import { laidOut, plan } from './pose-test-kit'

describe('a seesaw seats a child at each end', () => {
  it.each(['a girl on a seesaw with her brother', 'two kids on a seesaw'])(
    '"%s": the first on the low end, the second on the high end, both over the plank',
    (prompt) => {
      const p = plan(prompt)
      expect(p.people?.action).toBe('sit')
      const { drawn } = laidOut(p)
      const [low, high] = drawn.figures
      const seesaw = drawn.art.seat
      expect(seesaw).toBeDefined()
      for (const f of [low, high]) {
        const cx = (f.box.minX + f.box.maxX) / 2
        expect(cx).toBeGreaterThan(seesaw.minX)
        expect(cx).toBeLessThan(seesaw.maxX)
      }
      expect(low.box.maxX).toBeLessThan(high.box.maxX)
      // The plank's right end is up: the second child sits higher.
      expect(high.head.y).toBeLessThan(low.head.y)
    },
  )

  it('one child on a seesaw sits on its low end', () => {
    const { drawn } = laidOut(plan('a boy on a seesaw'))
    const [boy] = drawn.figures
    expect(boy.box.minX).toBeLessThan(drawn.art.seat.minX + (drawn.art.seat.maxX - drawn.art.seat.minX) / 2)
  })
})
