import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'

// A person word just before another names one person ("a scout leader"), and a role's drawing reached through one
// of several people a word names is not the page's (record 0246-wrong-pages-read-by-class).

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 })
const people = (prompt: string) => plan(prompt).people?.people ?? []

describe('a person word before another is one person', () => {
  it.each([
    ['a scout leader', 'adult'],
    ['a youth leader', 'adult'],
    ['a child actor', 'child'],
  ])('%s is one person, %s', (prompt, age) => {
    const drawn = people(prompt)
    expect(drawn).toHaveLength(1)
    expect(drawn[0].age ?? 'adult').toBe(age)
  })

  it('keeps a group the word before describes', () => {
    expect(plan('a scout troop').subjects.map((s) => s.label)).toEqual(['scout troop'])
  })

  it('keeps family words typed without a comma two people', () => {
    expect(people('mum dad and me at the beach')).toHaveLength(3)
    expect(people('a boy, a girl and a dog')).toHaveLength(2)
  })
})

describe('a role drawing reached through one of several people a word names', () => {
  it('draws a scout as a child outdoors, never the guard in the city', () => {
    const p = plan('a scout')
    expect(p.subjects.map((s) => s.concept)).toEqual(['person'])
    expect(p.people?.people[0].age).toBe('child')
    expect(p.setting).not.toBe('city')
    expect(p.leftOut).toEqual([])
  })

  it('keeps the role for a word that names one kind of person', () => {
    expect(plan('a sentry').subjects.map((s) => s.concept)).toEqual(['guard'])
  })
})
