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

describe('an art or an exercise done, by where WordNet files it', () => {
  it('does a slow art said to be an exercise on one foot, arms out', () => {
    const p = plan('an old man doing tai chi in the park at dawn')
    expect(p.people?.action).toBe('balance-on')
    expect(p.leftOut ?? []).not.toContain('tai chi')
  })
  it('takes the fighting stance for a fighting art, and says nothing of it left out', () => {
    const p = plan('a man doing kung fu')
    expect(p.people?.action).toBe('karate')
    expect(p.leftOut ?? []).not.toContain('kung fu')
  })
  it('stretches for a physical exercise', () => {
    expect(posed('a woman doing aerobics').action).toBe('stretch')
  })
  it('leaves homework and the dishes to their own readings', () => {
    expect(posed('a girl doing her homework').action).not.toMatch(/karate|stretch|balance-on/)
    expect(posed('a boy doing the dishes').action).toBe('sink')
  })
})

describe('a shape a pile takes', () => {
  it('carries a tower of plates as the plates, no tower building', () => {
    const p = plan('a waiter carrying a tower of plates through a busy restaurant')
    expect(p.subjects.map((s) => s.concept)).not.toContain('tower')
    expect(p.people?.action).toBe('hold')
  })
  it('keeps a tower named as the building', () => {
    expect(plan('the Tower of London').subjects.map((s) => s.concept)).toEqual(['tower-of-london'])
    expect(plan('a princess in a tower').subjects.map((s) => s.concept)).toContain('tower')
  })
})

describe('the world a thing worn brings', () => {
  it('snowshoeing is in the snow, by the snowshoes WordNet says walk on deep snow', () => {
    expect(plan('a man snowshoeing').setting).toBe('snow')
  })
})

describe('a rug or a mat named after "on"', () => {
  it('is sat on, not held out', () => {
    const p = plan('a family sharing a feast on a woven straw mat for Kwanzaa')
    expect(p.people?.action).toBe('sit')
    expect(p.subjects[p.people?.object ?? -1]?.concept).toBe('mat')
  })
})

describe('people put on a seat with nothing else to do', () => {
  it('sit on the park bench they are chatting on', () => {
    const p = plan('a girl and her deaf friend chatting in sign language on a park bench')
    expect(p.people?.action).toBe('sit')
    expect(p.subjects[p.people?.object ?? -1]?.concept).toBe('bench')
  })
  it('still stand on a chair stood on', () => {
    expect(posed('a girl jumping on the sofa').action).not.toBe('sit')
  })
})

describe('an animal worked at knelt down', () => {
  it('kneels to tag a sea turtle, the turtle at the hands', () => {
    expect(posed('a marine biologist tagging a sea turtle on the beach at night')).toEqual({
      action: 'ground',
      object: 'turtle',
    })
  })
})

describe('singing', () => {
  it('sings with nothing held, into the microphone when one is named', () => {
    expect(posed('a girl singing on a stage').action).toBe('sing')
    expect(posed('a choir singing carols').action).toBe('sing')
    expect(posed('a man singing into a microphone').action).toBe('mouth')
  })
})
