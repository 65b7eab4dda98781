// The touching layouts (touch-items.ts): the hands at the thing put in or on, the near hands joined.
import { describe, expect, it } from 'vitest'
import { laidOut, near, plan, pocketsOf } from './pose-test-kit'

describe('touches laid out', () => {
  it('reaches the coins over the piggy bank, kneeling at it', () => {
    const { drawn } = laidOut(plan('a boy dropping coins into his piggy bank'))
    const [f] = drawn.figures
    const bank = drawn.art['put-in']
    const coins = drawn.art.given
    // Over the bank, in the hand.
    expect(coins.maxY).toBeLessThanOrEqual(bank.minY + f.headR * 0.5)
    expect(near(f.handR, coins, f.headR * 0.8)).toBe(true)
    // Kneeling: the figure no taller than the standing page's nine head radii.
    expect(f.box.maxY - f.box.minY).toBeLessThan(f.headR * 9.5)
  })

  it('puts the hand on the doorbell beside its door, the pizza in the other hand', () => {
    const { drawn } = laidOut(plan('the pizza delivery guy ringing the doorbell'))
    const [f] = drawn.figures
    expect(near(f.handR, drawn.art['put-in'], f.headR * 0.5)).toBe(true)
    expect(drawn.art.door).toBeDefined()
    expect(near(f.handL, drawn.art.given, f.headR * 0.8)).toBe(true)
  })

  it('reaches into the oven standing', () => {
    const { drawn } = laidOut(plan('a baker taking bread out of the oven'))
    const [f] = drawn.figures
    expect(near(f.handR, drawn.art['put-in'], f.headR * 1.5)).toBe(true)
  })

  it('joins the near hands of those holding hands', () => {
    const { drawn } = laidOut(plan('kids holding hands in a circle'))
    const [a, b] = drawn.figures
    expect(Math.hypot(a.handR.x - b.handL.x, a.handR.y - b.handL.y)).toBeLessThan(a.headR * 0.9)
  })

  it.each(['a girl with her grandad', 'a mum and her son holding hands'])(
    'joins a grown-up\'s hand and a child\'s: "%s"',
    (prompt) => {
      const { drawn } = laidOut(plan(prompt))
      const [a, b] = [...drawn.figures].sort((p, q) => p.head.x - q.head.x)
      expect(Math.hypot(a.handR.x - b.handL.x, a.handR.y - b.handL.y)).toBeLessThan(
        Math.max(a.headR, b.headR),
      )
    },
  )

  it('stands one person holding hands with no one named', () => {
    expect(laidOut(plan('a girl holding hands')).drawn.figures).toHaveLength(1)
  })

  it('draws them as closed regions', async () => {
    for (const prompt of [
      "a girl filling the dog's water bowl",
      'the pizza delivery guy ringing the doorbell',
      'a baker taking bread out of the oven',
      'kids holding hands in a circle',
      'a girl hanging a bird feeder on a tree branch',
    ]) {
      const { pockets, figures } = await pocketsOf(prompt)
      expect(pockets, prompt).toBeLessThanOrEqual(4 * figures + 2)
    }
  }, 90_000)
})
