import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 })

// Sweeping pushes the broom over the floor, bristles on the ground before the feet, as raking and mopping do:
// not a broom the size of a spoon held to the chest.
describe('sweeping', () => {
  it('pushes the broom', () => {
    for (const prompt of ['a girl sweeping the floor', 'grandma sweeping the kitchen with a broom']) {
      const p = plan(prompt)
      expect(p.people?.action, prompt).toBe('push')
      expect(
        p.subjects.map((s) => s.concept),
        prompt,
      ).toContain('broom')
    }
  })

  it('digs with the shovel the same way', () => {
    const p = plan('a boy digging with a shovel')
    expect(p.people?.action).toBe('push')
    expect(p.subjects.map((s) => s.concept)).toContain('shovel')
  })

  it('leaves a chimney sweep a person, not sweeping', () =>
    expect(plan('a chimney sweep on the roof').people?.action).not.toBe('push'))
})
