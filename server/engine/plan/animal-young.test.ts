import { describe, expect, it } from 'vitest'
import { describeSubjects, makePlan } from './make-plan'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 })
const drawn = (prompt: string) => plan(prompt).subjects.map((s) => `${s.concept}${s.young ? ' (young)' : ''}`)

describe('an animal mother and her young', () => {
  it.each([
    ['a mama polar bear and her cubs', ['polar-bear', 'polar-bear (young)', 'polar-bear (young)']],
    ['a lion cub playing with its mom', ['lion', 'lion (young)']],
    ['a cow and her calf', ['cow', 'cow (young)']],
    ['a mother elephant and her baby', ['elephant', 'elephant (young)']],
    ['a kangaroo and her joey', ['kangaroo', 'kangaroo (young)']],
    ['baby ducklings following their mother', ['duck', 'duck (young)', 'duck (young)']],
    ['a cat and her three kittens', ['cat', 'cat (young)', 'cat (young)', 'cat (young)']],
    // A young word that is its own drawing is that drawing: a hen's chicks.
    ['a hen and her chicks', ['chicken', 'chick (young)', 'chick (young)']],
    ['a daddy penguin and his chick', ['penguin', 'penguin (young)']],
    ['baby chicks following their mother', ['chicken', 'chick (young)', 'chick (young)']],
  ])('"%s" is the animal and her young, no woman', (prompt, subjects) => {
    const p = plan(prompt)
    expect(drawn(prompt)).toEqual(subjects)
    expect(p.people).toBeUndefined()
    expect(p.leftOut).toEqual([])
  })

  it('names the young as the prompt does', () => {
    expect(describeSubjects(plan('a mama polar bear and her cubs'))).toContain('polar bear cub')
    expect(describeSubjects(plan('a mother elephant and her baby'))).toContain('baby elephant')
    expect(describeSubjects(plan('a cow and her calf'))).toContain('calf')
  })

  it('leaves people alone: a mom and her baby, a girl and her puppy, a lion cub alone', () => {
    expect(plan('a mom holding a baby').people).toBeDefined()
    expect(drawn('a girl and her puppy')).not.toContain('dog (young)')
    expect(drawn('a lion cub')).toEqual(['lion'])
  })
})
