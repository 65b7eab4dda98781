import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 })
const concepts = (prompt: string) => plan(prompt).subjects.map((s) => s.concept)

describe('a word read by where it stands', () => {
  it('reads a noun before a creature as its kind or home, never a thing said', () => {
    expect(plan('a boy and his land snail').leftOut).toEqual([])
    expect(concepts('a boy and his land snail')).toContain('snail')
    // A creature before a creature is two creatures.
    expect(concepts('a cat and a mouse')).toEqual(['cat', 'mouse'])
  })

  it('reads "as far as you can see" as how wide, no can drawn or said', () => {
    const tulips = plan('fields of tulips as far as you can see')
    expect(tulips.leftOut).toEqual([])
    expect(tulips.subjects.map((s) => s.concept)).not.toContain('canned-food')
    expect(plan('sunflowers as far as the eye can see').leftOut).toEqual([])
  })

  it('draws "a glass" as the drinking glass, never refused; a glass jar stays a jar', () => {
    const glass = plan('a glass')
    expect(glass.refusal).toBeNull()
    expect(concepts('a glass')).toEqual(['tumbler-glass'])
    expect(concepts('a glass on the table')).toContain('tumbler-glass')
    expect(concepts('a glass jar')).not.toContain('tumbler-glass')
    expect(concepts('scrubbing the glass of the shark tank')).not.toContain('tumbler-glass')
  })
})

describe('an animal before a thing made in its shape', () => {
  it('draws a donkey piñata as the piñata, never a donkey beside it', () => {
    expect(concepts('a donkey piñata')).toEqual(['piata'])
    expect(concepts('children taking turns to whack a donkey piñata at a birthday party')).not.toContain(
      'donkey',
    )
    // A donkey and a piñata are two things.
    expect(concepts('a donkey and a piñata')).toEqual(['donkey', 'piata'])
  })

  it('a creature of stories or a star before a piñata is its shape too', () => {
    expect(concepts('a unicorn piñata')).toEqual(['piata'])
    expect(concepts('a girl hitting a star piñata at Las Posadas')).not.toContain('star')
  })
})
