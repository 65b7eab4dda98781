import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'

// What an animal holds in its beak or mouth is drawn at its mouth (held-in-the-mouth.ts).
const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', suggest: false })

describe('a thing held in the mouth', () => {
  it.each([
    ['a bird with a worm in its beak', 'bird', 'worm'],
    ['a dog with a bone in its mouth', 'dog', 'bone'],
  ])('%s: the %s holds the %s at its mouth', (prompt, animal, food) => {
    const p = plan(prompt)
    const at = (id: string) => p.subjects.findIndex((s) => s.concept === id)
    expect(p.relations).toContainEqual({ actor: at(animal), relation: 'eating', object: at(food) })
    expect(p.leftOut).toEqual([])
  })

  it('leaves what rides on a back on it', () => {
    expect(plan('a hippo with a bird on its back').relations.map((r) => r.relation)).toEqual(['on'])
  })
})

describe('a thing in the mouth of an animal laid out with another thing', () => {
  it('stays beside, named as asked, and never eaten by the branch', () => {
    const p = plan('a toucan sitting on a branch with a berry in its beak')
    expect(p.relations.map((r) => r.relation)).toEqual(['on'])
    expect(p.props.find((x) => x.concept === 'blueberries')?.label).toBe('berry')
  })
})
