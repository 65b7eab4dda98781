import { describe, expect, it } from 'vitest'
import { OWN_DRAWINGS } from '../art/own-drawings'
import { makePlan } from '../plan/make-plan'
import { ANIMALS_KIN_DRAWN_CONCEPTS } from './animals-kin-drawn-concepts'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', suggest: false })

describe('animals once drawn as a kin, drawn as themselves (animals-kin-drawn-concepts.ts)', () => {
  it('has a drawing for every concept', () => {
    for (const concept of ANIMALS_KIN_DRAWN_CONCEPTS)
      expect(OWN_DRAWINGS[concept.id], concept.id).toBeDefined()
  })

  it.each([
    ['a tarsier in the jungle', 'tarsier'],
    ['a shoebill standing in a swamp', 'shoebill'],
    ['three coatis in a tree', 'coati'],
    ['a coatimundi', 'coati'],
  ])('%s draws the %s, said without', (prompt, id) => {
    const p = plan(prompt)
    expect(JSON.stringify(p)).toContain(`"${id}"`)
    expect(p.leftOut ?? []).toEqual([])
  })
})
