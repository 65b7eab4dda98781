import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'

// A place WordNet knows in two words is read whole, never by its last word (compound-places.ts): a car park is no
// park with trees, a hospital ward no person, a safety cage no bird cage.
const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 })
const labels = (prompt: string) => plan(prompt).subjects.map((s) => s.label)

describe('places named in two words', () => {
  it.each([
    ['a dog in a car park', 'car park'],
    ['a pied wagtail chasing flies across a car park', 'car park'],
    ['a dog in a parking lot', 'parking lot'],
  ])('%s: the town street, said as drawn for the place', (prompt, asked) => {
    const p = plan(prompt)
    expect(p.setting).toBe('city')
    expect(p.standIns).toContainEqual({ asked, drawn: 'street' })
    expect(p.leftOut).toContain(asked)
  })

  it('a village green is the park, named as typed; no village with a house', () => {
    const p = plan('a cricket match on the village green')
    expect(p.setting).toBe('park')
    expect(p.namedSetting).toBe('village green')
    expect(p.props.map((x) => x.concept)).not.toContain('*village')
    expect(labels('a cricket match on the village green')).not.toContain('house')
  })

  it('a hospital ward is said whole, no person called a ward', () => {
    const p = plan('a nurse in a hospital ward')
    expect(p.leftOut).toContain('hospital ward')
    expect(p.subjects.map((s) => s.label)).toEqual(['nurse'])
  })

  it('a kind of the setting its last word names still reads as that setting', () => {
    expect(plan('a girl in the city park').setting).toBe('park')
  })

  it('the school hall is the school room, not the hallway of lockers', () => {
    const p = plan('a caretaker mopping the school hall after lunch')
    expect(p.setting).toBe('classroom')
    expect(p.namedSetting).toBe('school hall')
    expect(p.props.map((x) => x.concept)).not.toContain('*hallway')
  })
})

describe('another kind of a thing drawn for an animal', () => {
  it.each([
    'a discus thrower spinning round inside the safety cage',
    'a lion in a safety cage',
    'a boy in a batting cage',
  ])('%s: no bird cage, the cage said', (prompt) => {
    const p = plan(prompt)
    expect(p.subjects.map((s) => s.concept)).not.toContain('bird-cage')
    expect(p.leftOut.some((w) => /cage/.test(w))).toBe(true)
  })

  it.each(['a parrot in a cage', 'a hamster in a hamster cage', 'a bear in a steel cage'])(
    '%s: the cage drawn',
    (prompt) => {
      expect(plan(prompt).subjects.map((s) => s.concept)).toContain('bird-cage')
    },
  )
})
