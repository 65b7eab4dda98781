import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'

// A place named after whom it is for draws no one for that word (place-for-people.ts).
const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', suggest: false })

describe('a place named after whom it is for', () => {
  it('"a kiddie pool" is the pool, no child', () => {
    const p = plan('a kiddie pool')
    expect(p.people).toBeUndefined()
    expect(p.props.map((x) => x.concept)).toContain('*pool')
    expect(p.props.find((x) => x.concept === '*pool')?.label).toBe('kiddie pool')
    expect(p.leftOut).toEqual([])
  })

  it('keeps the people named apart from it', () => {
    expect(plan('a toddler splashing in a kiddie pool').people?.people).toHaveLength(1)
    expect(plan('a kid at the pool').people?.people).toHaveLength(1)
  })
})

describe('a person before a place read from a doing or after "in"', () => {
  it.each([
    ['a man shoveling snow', 'adult'],
    ['a scientist in the lab', 'adult'],
  ])('%s keeps the person', (prompt, age) => {
    expect(plan(prompt).people?.people.map((p) => p.age)).toEqual([age])
  })
})
