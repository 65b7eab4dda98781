// A tie or a scarf done up by its wearer is worn, both hands at the collar (dressing-at-neck.ts, scene/bow-items.ts),
// never down at the ground as a shoelace is tied, nor on the mirror.
import { describe, expect, it } from 'vitest'
import { laidOut, plan } from '../scene/pose-test-kit'

describe('doing up a tie at the neck', () => {
  it.each([
    'a man tying his tie in the mirror',
    'a boy straightening his bow tie',
    'a girl doing up her scarf',
  ])('"%s" wears it, the hands at the collar', (prompt) => {
    const p = plan(prompt)
    expect(p.people?.action).toBe('at-neck')
    expect(p.subjects.map((s) => s.concept)).not.toContain('necktie')
  })

  it('keeps a shoe tied down at the ground', () => {
    expect(plan('a boy tying his shoes').people?.action).toBe('ground')
  })

  it('puts both hands at the neck, below the chin, and the mirror beside', () => {
    const p = plan('a man tying his tie in the mirror')
    const { drawn } = laidOut(p)
    const [man] = drawn.figures
    for (const hand of [man.handL, man.handR]) {
      expect(Math.abs(hand.x - man.head.x)).toBeLessThan(man.headR * 1.2)
      expect(hand.y).toBeGreaterThan(man.head.y + man.headR * 0.8)
      expect(hand.y).toBeLessThan(man.head.y + man.headR * 3)
    }
    expect(p.people?.object).not.toBeNull()
  })
})
