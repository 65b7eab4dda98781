import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'

// An occasion's page is drawn with what it names: a secondary place or a dish Colorly lacks is said, never a
// reason to refuse the page (food-served.ts, unknown-things.ts, the places in named-places.ts and more-places.ts).
const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', suggest: false })
const drawn = (prompt: string) => {
  const p = plan(prompt)
  return [...p.subjects.map((s) => s.concept), ...p.props.map((x) => x.concept)]
}

describe('occasions and the places they are in', () => {
  it('draws a bonfire as the fire, beside the sparklers', () => {
    expect(drawn('sparklers and a bonfire on Bonfire Night')).toEqual(
      expect.arrayContaining(['sparkler', 'fire']),
    )
  })

  it('draws the plate and says a dish it has no drawing for', () => {
    const p = plan('a moussaka on a plate')
    expect(p.refusal).toBeNull()
    expect(p.subjects.map((s) => s.concept)).toContain('dishes')
    expect(p.leftOut).toContain('moussaka')
    // A thing no one eats on a plate is still the page's main subject, and refused.
    expect(plan('a gazebo on a plate').refusal).not.toBeNull()
  })

  it('draws a doorstep with the porch, and a rangoli named as the main subject (decision 0182)', () => {
    expect(drawn('a cat sitting on the doorstep')).toContain('*porch')
    expect(drawn('a rangoli pattern on the doorstep for Diwali')).toContain('rangoli')
  })

  it('reads a half moon as the moon and allotments as a vegetable plot', () => {
    const p = plan('a half moon over the allotments')
    expect(p.refusal).toBeNull()
    expect(drawn('a half moon over the allotments')).toEqual(
      expect.arrayContaining(['moon', '*vegetable-garden']),
    )
    expect(p.leftOut).toEqual([])
  })

  it('draws the first snow falling past the window', () => {
    const p = plan('a family watching the first snow fall from the window')
    expect(drawn('a family watching the first snow fall from the window')).toContain('*snowfall')
    expect(p.leftOut).toEqual([])
  })
})
