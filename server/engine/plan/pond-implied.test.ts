import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', suggest: false })
const ponds = (prompt: string) => plan(prompt).props.filter((p) => p.concept === '*pond').length

describe('frogspawn and tadpoles are in a pond', () => {
  it('draws the pond they are laid in', () => {
    expect(ponds('a girl netting frogspawn into a bucket')).toBe(1)
    expect(ponds('a boy counting tadpoles')).toBe(1)
  })

  it('keeps other water the prompt names', () => {
    expect(plan('a boy scooping frog spawn from the river').setting).toBe('sea')
    expect(ponds('a boy scooping frog spawn from the river')).toBe(0)
  })
})
