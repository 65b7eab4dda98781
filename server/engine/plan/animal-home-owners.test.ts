import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'

const concepts = (prompt: string) =>
  makePlan({ prompt, complexity: 'easy', style: 'cartoon', suggest: false }).subjects.map((s) => s.concept)

describe('the animal whose home is named (place-for-people.ts, read-counts.ts)', () => {
  it.each([
    ['a badger sett in the woods', 'badger'],
    ['a badger burrow', 'badger'],
  ])('"%s" draws the %s, never the rabbit a burrow alone is drawn with', (prompt, animal) => {
    expect(concepts(prompt)).toContain(animal)
    expect(concepts(prompt)).not.toContain('rabbit')
  })

  it.each([
    ["a sparrow's nest", 'bird'],
    ["an owl's nest in a tree", 'owl'],
  ])('"%s" draws one %s by its nest, the possessive no plural', (prompt, bird) => {
    expect(concepts(prompt).filter((c) => c === bird)).toHaveLength(1)
    expect(concepts(prompt)).toContain('nest-with-eggs')
  })

  it('still draws two of a plural first subject, and a kiddie pool with no child', () => {
    expect(concepts('ducks in a pond').filter((c) => c === 'duck')).toHaveLength(2)
    expect(concepts('a kiddie pool')).toEqual(['paddling-pool'])
  })
})
