import { describe, expect, it } from 'vitest'
import { madeAnimalLabel } from './made-animals'
import { makePlan } from './make-plan'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon' })

describe('a puppet, a toy or a statue of an animal is the made thing, not the live animal', () => {
  it.each([
    ['a ventriloquist with a puppet owl on her knee', 'owl', 'puppet owl'],
    ['a puppeteer working a dog puppet on his hand', 'dog', 'dog puppet'],
    ['a stuffed lion on the bed', 'lion', 'stuffed lion'],
    ['a lion statue in the park', 'lion', 'lion statue'],
  ])('%s: the %s drawing, named %s, said as no stand-in', (prompt, concept, label) => {
    const p = plan(prompt)
    const made = p.subjects.find((s) => s.concept === concept)
    expect(made?.label).toBe(label)
    expect(p.leftOut).toEqual([])
    expect(p.standIns).toEqual([])
  })

  it('the made animal takes no wild home: no forest for a puppet owl, no savanna for a stuffed lion', () => {
    expect(plan('a ventriloquist with a puppet owl on her knee').setting).not.toBe('forest')
    expect(plan('a stuffed lion on the bed').setting).not.toBe('savanna')
  })

  it('a dog puppet is one thing: no second puppet beside the dog', () => {
    expect(plan('a puppeteer working a dog puppet on his hand').subjects.map((s) => s.concept)).not.toContain(
      'puppet',
    )
  })

  it('live animals stay live, and a stuffed turkey is the dinner', () => {
    expect(plan('an owl in the forest').setting).toBe('forest')
    expect(plan('a cuddly puppy').subjects[0].label).not.toMatch(/cuddly/)
    expect(plan('a stuffed turkey on the table').subjects[0].label).not.toMatch(/stuffed/)
  })

  it('knows a made label when the scene asks (held in the arms, never flown on a string)', () => {
    expect(madeAnimalLabel('puppet owl')).toBe(true)
    expect(madeAnimalLabel('owl puppet')).toBe(true)
    expect(madeAnimalLabel('owl')).toBe(false)
    expect(madeAnimalLabel('snowy owl')).toBe(false)
  })
})
