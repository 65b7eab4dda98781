import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 })

// Words that describe or tell what happened are never said as things the page goes without.
describe('describing words and what happened are no things left out', () => {
  it('reads a describing word before what it describes as describing it', () => {
    expect(plan('Sam showing his wobbly tooth').leftOut).toEqual([])
    expect(plan('a girl licking a giant swirly lollipop').leftOut).toEqual([])
    expect(plan('a boy holding an old fashioned lantern').leftOut).toEqual([])
  })

  it('reads a past form and a conjunction as what happened, not as things', () => {
    expect(plan('a boy crying because his balloon flew away').leftOut).toEqual([])
  })

  it('still says a giant named as a thing of its own', () => {
    expect(plan('a boy and a giant').leftOut).toContain('giant')
  })
})

describe('a shape word describes, and "round" before what it goes round is "around"', () => {
  const drawn = (prompt: string) => plan(prompt).subjects.map((s) => s.concept)

  it('draws a round table and a round window as the table and the porthole', () => {
    expect(drawn('a round table with four chairs')).toContain('table')
    expect(drawn('a small round table')).toEqual(['table'])
    expect(drawn('a round window')).toEqual(['porthole'])
    expect(plan('a round table').leftOut).toEqual([])
  })

  it('reads "round the bins" as where the fox sniffs, not a thing left out', () => {
    expect(plan('a fox sniffing round the bins').leftOut).toEqual([])
    expect(drawn('a fox sniffing round the bins')).toContain('fox')
  })
})
