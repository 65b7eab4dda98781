// A word whose drawing is an animal but which names a person first: "a trumpeter" plays the trumpet, never the
// trumpeter bird drawn as its WordNet kin, a heron (other-sense-here.ts `personSenseHere`, person-words.ts).
import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 })

describe('a trumpeter is the player', () => {
  it.each(['a trumpeter playing a fanfare', 'a trumpeter', 'trumpeters in a marching band'])(
    '%s: a person with a trumpet, no bird',
    (prompt) => {
      const p = plan(prompt)
      const concepts = p.subjects.map((s) => s.concept)
      expect(concepts).toContain('trumpet')
      expect(concepts).not.toContain('heron')
      expect(p.people?.people.length).toBeGreaterThan(0)
      expect(p.leftOut ?? []).toEqual([])
    },
  )

  it('is the swan by a lake', () => {
    const p = plan('a trumpeter swan on the lake')
    expect(p.subjects.map((s) => s.concept)).toContain('swan')
    expect(p.people).toBeFalsy()
  })
})
