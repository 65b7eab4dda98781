import { describe, expect, it } from 'vitest'
import { OWN_DRAWINGS } from '../art/own-drawings'
import { makePlan } from '../plan/make-plan'
import { ANIMALS_ASKED_CONCEPTS } from './animals-asked-concepts'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', suggest: false })

describe('animals and a flower children ask for by name, drawn (animals-asked-concepts.ts)', () => {
  it('has a drawing for every concept', () => {
    for (const concept of ANIMALS_ASKED_CONCEPTS) expect(OWN_DRAWINGS[concept.id], concept.id).toBeDefined()
  })

  it.each([
    ['a sausage dog in a coat', 'dachshund', 'sausage dog'],
    ['a dachshund on the sofa', 'dachshund', 'dachshund'],
    ['a swallow flying over the barn', 'swallow', 'swallow'],
    ['a house martin', 'swallow', 'house martin'],
    ['snowdrops in the garden', 'snowdrop', 'snowdrop'],
  ])('"%s" draws the %s labelled %s, nothing said', (prompt, id, label) => {
    const p = plan(prompt)
    expect(p.refusal, prompt).toBeNull()
    expect(p.subjects.map((s) => [s.concept, s.label])).toContainEqual([id, label])
    expect(p.standIns, prompt).toEqual([])
  })

  it('draws swallows on the telephone wire of the telephone pole, never a plain bird', () => {
    const p = plan('swallows on a telephone wire')
    expect(p.subjects.map((s) => s.concept)).toEqual(expect.arrayContaining(['swallow', 'telephone-pole']))
    expect(p.subjects.map((s) => s.concept)).not.toContain('bird')
    expect(p.leftOut).toEqual([])
  })
})
