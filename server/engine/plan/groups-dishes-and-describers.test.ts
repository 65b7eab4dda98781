import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'

// Families and scouts are people; a parade named alone is its drum; a dish named by its two foods is served, not
// at sea; a describing word WordNet lacks ("crunchy") is never said left out.
const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', suggest: false })
const ages = (prompt: string) => plan(prompt).people?.people.map((p) => p.age) ?? []

describe('groups of people by their plural', () => {
  it('"Sikh families joining the procession with flags and drums" draws a family, nothing said', () => {
    const p = plan('Sikh families joining the Vaisakhi procession with flags and drums')
    expect(ages('Sikh families joining the Vaisakhi procession with flags and drums')).toEqual([
      'adult',
      'adult',
      'child',
      'child',
    ])
    expect(p.leftOut).toEqual([])
  })

  it.each(['cub scouts putting up a tent', 'scouts putting up a tent'])(
    '%s draws children, never refused',
    (prompt) => {
      const p = plan(prompt)
      expect(p.refusal).toBeNull()
      expect(new Set(ages(prompt))).toEqual(new Set(['child']))
    },
  )
})

describe('a parade named alone', () => {
  it.each(['a carnival parade', 'a Vaisakhi parade', 'a procession'])(
    '%s draws a drum, no office block',
    (prompt) => {
      const ids = plan(prompt).subjects.map((s) => s.concept)
      expect(ids).toContain('drum')
      expect(ids).not.toContain('office-building')
    },
  )
})

describe('a dish named by its foods', () => {
  it.each(['fish and chips', 'a plate of fish and chips'])('%s is served, not under the sea', (prompt) => {
    expect(plan(prompt).setting).not.toMatch(/^(ocean|sea)$/)
  })

  it('"a fish and a crab" still swim in the sea', () => {
    expect(plan('a fish and a crab').setting).toBe('ocean')
  })
})

describe('a describing word WordNet lacks', () => {
  it.each(['children stamping through crunchy leaves in the park', 'children stamping through crunchy snow'])(
    '%s says nothing left out',
    (prompt) => {
      expect(plan(prompt).leftOut).toEqual([])
    },
  )
})

describe('a lead named with a dog', () => {
  it.each(['a lead and a dog', 'a dog bowl, a lead and a ball'])('%s draws the leash', (prompt) => {
    const p = plan(prompt)
    expect(p.subjects.map((s) => s.concept)).toContain('leash')
    expect(p.leftOut).not.toContain('lead')
  })
})
