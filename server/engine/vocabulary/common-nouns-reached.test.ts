import { describe, expect, it } from 'vitest'
import { makePlan } from '../plan/make-plan'
import type { Plan } from '../plan/plan'

const plan = (prompt: string): Plan => makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 })
const drawn = (p: Plan) => [...p.subjects.map((s) => s.concept), ...p.props.map((x) => x.concept)]

// Common nouns the tunable prompt sets named and no drawing reached (docs/decisions/0097-common-nouns-reached.md).
describe('common nouns pages were drawn without now reach a drawing', () => {
  it.each([
    ['a candy cane', 'candy-cane'],
    ['santa with a candy cane', 'candy-cane'],
    ['a boy with a spray can', 'spray-can'],
    ['a street artist spray painting a mural on a brick wall', 'spray-can'],
    ['a boy doing a jigsaw puzzle', 'puzzle-piece'],
    ['a girl painting a picture', 'framed-picture'],
    ['an elephant painting a picture with its trunk', 'framed-picture'],
  ])('"%s" draws %s, and does not say it left out', (prompt, id) => {
    const p = plan(prompt)
    expect(p.refusal, prompt).toBeNull()
    expect(drawn(p), prompt).toContain(id)
    expect(p.leftOut.join(' '), prompt).not.toMatch(/candy cane|spray can|jigsaw|picture/)
  })

  it('a spray can is held, not a garden hose; spraying water still draws the hose', () => {
    // The spraying pose draws its hose as a scene prop ('*hose').
    const hose = (prompt: string) => drawn(plan(prompt)).some((c) => c.endsWith('hose'))
    expect(hose('a boy with a spray can')).toBe(false)
    expect(hose('a street artist spray painting a mural on a brick wall')).toBe(false)
    expect(hose('a girl spraying the garden with a hose')).toBe(true)
    expect(hose('a firefighter spraying water on a fire')).toBe(true)
  })

  it('"picture" is still the page word, never a frame: "a picture of a dog" draws the dog alone', () => {
    expect(drawn(plan('a picture of a dog'))).not.toContain('framed-picture')
    expect(drawn(plan('draw me a picture of a cat'))).not.toContain('framed-picture')
  })

  it('a net alone is not drawn as a fishing net beside a sport ("a tennis net")', () => {
    expect(drawn(plan('a tennis net'))).not.toContain('fishing-net')
    expect(drawn(plan('a volleyball net and a cooler on the beach'))).not.toContain('fishing-net')
  })
})
