import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 })

describe('a verb after "to" is what is done, never a thing said', () => {
  it('"leaping high to shoot past the goalkeeper": no shoot left out', () => {
    expect(plan('a handball player leaping high to shoot past the goalkeeper').leftOut).not.toContain('shoot')
    expect(plan('a boy leaping to shoot past the goalkeeper').leftOut).not.toContain('shoot')
  })

  it('a place gone to stays a place', () => {
    expect(plan('a boy walking to school past the park').subjects.map((s) => s.concept)).toContain('school')
  })
})

describe('a diver among sea creatures is no diver off a board', () => {
  it.each([
    'a whale shark gliding along with a diver beside it',
    'an aquarium diver scrubbing the glass of the shark tank from the inside',
  ])('%s: no diving board', (prompt) => {
    const p = plan(prompt)
    expect(p.subjects.map((s) => s.concept)).not.toContain('diving-board')
    expect(p.leftOut).not.toContain('diving board')
  })
})

describe('a diver is a person, never the loon WordNet files third', () => {
  it('"a diver" draws a person, no seagull', () => {
    const ids = plan('a diver').subjects.map((s) => s.concept)
    expect(ids).not.toContain('seagull')
    expect(plan('a diver').people?.people.length).toBe(1)
    expect(plan('a loon on a lake').subjects.map((s) => s.concept)).toContain('loon')
    // A word a person first and a thing next is no person here: the studs of a boot.
    const boots = plan('a pair of muddy football boots with studs')
    expect(boots.people).toBeUndefined()
    expect(boots.leftOut).toContain('studs')
  })
})
