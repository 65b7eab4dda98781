import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'

const figures = (prompt: string) =>
  makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 }).people?.people.length ?? 0

describe('how many people a prompt draws', () => {
  it('draws the number said before the person word', () => {
    expect(figures('three kids running in a race')).toBe(3)
    expect(figures('a girl and her two brothers')).toBe(3)
    expect(figures('a pair of twins')).toBe(2)
  })

  it('draws two for a plural, also when a synonym reaches a person drawing', () => {
    expect(figures('two runners racing')).toBe(2)
    expect(figures('two firefighters holding a hose')).toBe(2)
    expect(figures('a runner')).toBe(1)
  })

  it('keeps a family at four and never draws more than five', () => {
    expect(figures('a family having a picnic')).toBe(4)
    expect(figures('nine kids on a bus')).toBe(5)
  })

  it('draws a grown-up named beside a child as a second, grown figure, never dropped in silence', () => {
    for (const prompt of [
      'a girl baking with a grown up',
      'a boy and a grown-up reading',
      'a child crossing the road with an adult',
    ]) {
      const p = makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 })
      expect(
        p.people?.people.map((x) => x.age ?? 'adult'),
        prompt,
      ).toEqual(['child', 'adult'])
      expect(p.leftOut, prompt).toEqual([])
    }
  })
})
