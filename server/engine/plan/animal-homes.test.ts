import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'

// The art's nest is a bird's with its eggs: an insect's nest is said, never drawn as it (animal-homes.ts).
const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', suggest: false })
const ids = (prompt: string) => plan(prompt).subjects.map((s) => s.concept)

describe("an animal's nest", () => {
  it.each([
    ['a wasp nest', 'wasp nest'],
    ['a hornet nest in a tree', 'hornet nest'],
    ['a wasp and its nest', 'nest'],
  ])('%s draws the wasp, no bird nest, and says "%s"', (prompt, said) => {
    const p = plan(prompt)
    expect(ids(prompt)).toContain('wasp')
    expect(ids(prompt)).not.toContain('nest-with-eggs')
    expect(p.leftOut).toEqual([said])
  })

  it.each(['a bird and its nest', 'an eagle nest', 'baby birds in a nest', 'a nest with eggs'])(
    "a bird's nest is drawn: %s",
    (prompt) => {
      expect(ids(prompt)).toContain('nest-with-eggs')
      expect(plan(prompt).leftOut).toEqual([])
    },
  )
})
