// A word whose drawing is an animal but which names a person first: "a trumpeter" plays the trumpet, never the
// trumpeter bird drawn as its WordNet kin, a heron (other-sense-here.ts `personSenseHere`, person-words.ts).
import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 })

describe('a trumpeter is the player', () => {
  it.each(['a trumpeter playing a fanfare', 'a trumpeter', 'trumpeters in a marching band'])(
    '%s: a person with a trumpet, no bird',
    (prompt) => {
      const p = plan(prompt)
      const concepts = p.subjects.map((s) => s.concept)
      expect(concepts).toContain('trumpet')
      expect(concepts).not.toContain('heron')
      expect(p.people?.people.length).toBeGreaterThan(0)
      expect(p.leftOut ?? []).toEqual([])
    },
  )

  it('is the swan by a lake', () => {
    const p = plan('a trumpeter swan on the lake')
    expect(p.subjects.map((s) => s.concept)).toContain('swan')
    expect(p.people).toBeFalsy()
  })
})

describe('a boxer doing something is the sportsman, a boxer with a dog’s words the dog', () => {
  it.each(['a boxer punching a heavy bag', 'a boxer skipping in the gym'])(
    '%s: a person in boxing gloves, no dog',
    (prompt) => {
      const p = plan(prompt)
      const concepts = p.subjects.map((s) => s.concept)
      expect(concepts).toContain('boxing-glove')
      expect(concepts).not.toContain('dog')
      expect(p.people?.people.length).toBeGreaterThan(0)
    },
  )

  it('draws the Thai boxer and his trainer holding up the kick pad, no dog and no glove lying by', () => {
    const p = plan('a Thai boxer kicking a pad held up by his trainer')
    const concepts = p.subjects.map((s) => s.concept)
    expect(concepts).toContain('kick-pad')
    expect(concepts).not.toContain('dog')
    expect(concepts).not.toContain('boxing-glove')
    expect(p.leftOut).toEqual([])
  })

  // "a boxer with its lead" is the sportsman since a word a person in its first two senses takes no animal
  // family's drawing (record 0242, the diver): only the dog named ("boxer dog", "boxer puppy") is the dog.
  it.each(['a boxer dog chewing a bone', 'a boxer puppy asleep in a basket'])(
    '%s: the dog, no gloves',
    (prompt) => {
      const p = plan(prompt)
      expect(p.subjects.map((s) => s.concept)).toContain('dog')
      expect(p.subjects.map((s) => s.concept)).not.toContain('boxing-glove')
      expect(p.people).toBeFalsy()
    },
  )

  it('keeps a cardinal on a branch the bird', () => {
    const p = plan('a cardinal pecking at seeds')
    expect(p.subjects.map((s) => s.concept)).toContain('cardinal')
    expect(p.people).toBeFalsy()
  })
})

describe('his trainer is the coach; trainers worn or in pairs the shoes', () => {
  it('draws the trainer holding the pad as a person, no running shoe', () => {
    const p = plan('a Thai boxer kicking a pad held up by his trainer')
    expect(p.subjects.map((s) => s.concept)).not.toContain('running-shoe')
    expect(p.people?.people.length).toBe(2)
  })

  it('keeps a pair of trainers the shoes', () =>
    expect(plan('a pair of trainers with the laces undone').subjects.map((s) => s.concept)).toContain(
      'running-shoe',
    ))
})

describe('a steeplechaser is the runner of the footrace, unless horses are named', () => {
  it('draws an athlete jumping, no horse', () => {
    const p = plan('a steeplechaser splashing down into the water jump')
    expect(p.subjects.map((s) => s.concept)).not.toContain('horse')
    expect(p.people?.people[0]?.role).toBe('soccer')
  })

  it('is the horse a jockey rides', () =>
    expect(plan('a jockey riding a steeplechaser over a fence').subjects.map((s) => s.concept)).toContain(
      'horse',
    ))
})

describe('a doing after "to" is no person', () => {
  it('draws no show-off beside the booby lifting one foot to show off', () => {
    const p = plan('a blue-footed booby lifting one foot to show off on a rock')
    expect(p.people).toBeFalsy()
    expect(p.subjects.map((s) => s.label)).not.toContain('show off')
  })
})
