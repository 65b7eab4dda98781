import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'

// "the dog's teeth", "the dog's ears": the animal and its part, never WordNet's "dogtooth" or "dog ear" read whole
// and said, with the dog dropped (compound-nouns.ts `animalAndItsPart`, action-tools.ts).
const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', suggest: false })
const ids = (prompt: string) => plan(prompt).subjects.map((s) => s.concept)

describe('an animal named before its part', () => {
  it('"a girl brushing the dog\'s teeth with a tiny toothbrush" draws the dog and the toothbrush, nothing said', () => {
    const prompt = "a girl brushing the dog's teeth with a tiny toothbrush"
    expect(ids(prompt)).toEqual(expect.arrayContaining(['dog', 'toothbrush']))
    expect(plan(prompt).leftOut).toEqual([])
  })

  it.each([
    "a girl cleaning the dog's ears",
    "a girl stroking the horse's mane",
    "a vet checking the dog's teeth",
  ])('%s draws the animal and says nothing', (prompt) => {
    const p = plan(prompt)
    expect(p.subjects.length).toBeGreaterThanOrEqual(2)
    expect(p.leftOut).toEqual([])
  })

  it('brushing a dog still takes the grooming brush', () => {
    expect(ids('a girl brushing the dog')).toContain('grooming-brush')
    expect(ids("a girl brushing the dog's teeth")).not.toContain('grooming-brush')
  })
})
