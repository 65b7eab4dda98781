import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'

// The art's nest is a bird's with its eggs: an insect's nest is its own drawing (a wasp nest) or said, never
// drawn as the bird's (animal-homes.ts).
const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', suggest: false })
const ids = (prompt: string) => plan(prompt).subjects.map((s) => s.concept)

describe("an animal's nest", () => {
  it.each(['a wasp nest', 'a hornet nest in a tree'])('%s is the wasp nest drawn, no bird nest', (prompt) => {
    expect(ids(prompt)).toContain('wasp-nest')
    expect(ids(prompt)).not.toContain('nest-with-eggs')
    expect(plan(prompt).leftOut).toEqual([])
  })

  it('a wasp and its nest draws the wasp, no bird nest, and says "nest"', () => {
    expect(ids('a wasp and its nest')).toContain('wasp')
    expect(ids('a wasp and its nest')).not.toContain('nest-with-eggs')
    expect(plan('a wasp and its nest').leftOut).toEqual(['nest'])
  })

  it.each([
    'a bird and its nest',
    'an eagle nest',
    'baby birds in a nest',
    'a nest with eggs',
    // A robin's senses are not ranked in WordNet: its classes still say it is a bird.
    'a robin sitting on its nest',
  ])("a bird's nest is drawn: %s", (prompt) => {
    expect(ids(prompt)).toContain('nest-with-eggs')
    expect(plan(prompt).leftOut).toEqual([])
  })
})
