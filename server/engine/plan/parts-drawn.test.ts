import { describe, expect, it } from 'vitest'
import { isPartOf } from '../vocabulary'
import { describeSubjects, makePlan } from './make-plan'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 })

// A part of a drawn thing is drawn with it: named as drawn, never said as left out nor refused for.
describe('parts drawn with their whole', () => {
  it('knows parts by WordNet: the whole, a kind above it, or a kind of it', () => {
    expect(isPartOf('lid', 'jar')).toBe(true)
    expect(isPartOf('handle', 'hammer')).toBe(true)
    expect(isPartOf('handle', 'cup')).toBe(true)
    expect(isPartOf('petal', 'flower')).toBe(true)
    expect(isPartOf('mast', 'sailboat')).toBe(true)
    expect(isPartOf('lid', 'dog')).toBe(false)
    expect(isPartOf('petal', 'car')).toBe(false)
  })

  it('draws the part with the whole and names it among what is drawn', () => {
    for (const [prompt, part] of [
      ['a jar with a lid', 'lid'],
      ['a hammer with a wooden handle', 'handle'],
      ['a flower with five petals', 'petals'],
      ['a sailboat with a tall mast', 'mast'],
    ]) {
      const p = plan(prompt)
      expect(p.refusal, prompt).toBeNull()
      expect(p.leftOut, prompt).toEqual([])
      expect(describeSubjects(p), prompt).toContain(part)
    }
  })

  it('still says a part the drawing does not show: inside it, or someone put in it', () => {
    expect(plan('a boy buckling his seat belt in the car').leftOut).toContain('seat belt')
    expect(plan('a pilot in the cockpit of a plane').leftOut).toContain('cockpit')
  })
})
