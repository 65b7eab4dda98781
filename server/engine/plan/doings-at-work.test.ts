// People the prompt has at work drawn at it (rules from plan/ and scene/ read together): an animal led on a
// rope, a slow martial art, a thing carried, a walker on a rope, a singer.
import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon' })
const posed = (prompt: string) => {
  const p = plan(prompt)
  const o = p.people?.object
  return { action: p.people?.action, object: o !== null && o !== undefined ? p.subjects[o]?.concept : null }
}

describe('an animal led by a person', () => {
  it.each([
    ['a Sami herder leading reindeer across the frozen lake', 'deer'],
    ['a camel trader leading three camels into a market in Rajasthan', 'camel'],
    ['a girl leading a pony', 'horse'],
  ])('%s: on the lead rope', (prompt, animal) => {
    expect(posed(prompt)).toEqual({ action: 'pulled', object: animal })
  })
  it('is not a person led, nor the way', () => {
    expect(posed('a man leading the way').action).not.toBe('pulled')
    expect(posed('a teacher leading the children').action).not.toBe('pulled')
  })
})
