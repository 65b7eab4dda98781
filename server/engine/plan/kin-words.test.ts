import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'
import { personWho } from './person-words'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 })
const ages = (prompt: string) => plan(prompt).people?.people.map((p) => p.age) ?? []

describe('every kin word is someone drawn, of the age the word says', () => {
  it('draws a person named as the owner of a thing', () => {
    const bike = plan("a grandad pumping up the tyres on his grandson's bike")
    expect(bike.leftOut).toEqual([])
    expect(ages("a grandad pumping up the tyres on his grandson's bike")).toEqual(['elder', 'child'])
    expect(plan("a man fixing his nephew's bike").leftOut).toEqual([])
  })

  it('draws no one whose photo is named: the photo shows them', () => {
    const photo = plan("a girl putting her grandad's photo on the ofrenda")
    expect(photo.people?.people.map((p) => p.age)).toEqual(['child'])
  })

  it('reads grandchildren and grandkids as children', () => {
    const story = plan('a grandma reading a bedtime story to three grandchildren squashed in one bed')
    expect(story.leftOut).toEqual([])
    expect(ages('a grandma reading a bedtime story to three grandchildren squashed in one bed')).toEqual([
      'elder',
      'child',
      'child',
      'child',
    ])
    expect(plan('a nana making dumplings with her grandkids').leftOut).toEqual([])
    expect(personWho('grandkids')).toMatchObject({ age: 'child', count: 2 })
  })

  it('draws a nephew, a niece and cousins as children: the gloss says they are someone’s child', () => {
    expect(personWho('nephew')).toMatchObject({ age: 'child', look: 'man' })
    expect(personWho('niece')).toMatchObject({ age: 'child', look: 'woman' })
    expect(personWho('cousins')).toMatchObject({ age: 'child', count: 2 })
    // An uncle is no one's child in his gloss: still a grown-up.
    expect(personWho('uncle')?.age).toBeUndefined()
  })
})

describe('male and female describe the person or group after them', () => {
  it('draws a male voice choir as men, "male" never said', () => {
    const choir = plan('a Welsh male voice choir singing on a stage')
    expect(choir.leftOut).not.toContain('male')
    expect(choir.people?.people.every((p) => p.look === 'man')).toBe(true)
  })

  it('draws a male nurse as a man and a female pilot as a woman', () => {
    expect(plan('a male nurse').people?.people.map((p) => p.look)).toEqual(['man'])
    expect(plan('a female pilot').people?.people.map((p) => p.look)).toEqual(['woman'])
  })
})
