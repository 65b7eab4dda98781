// A job named in two words is one person drawn whole ("a bin man", "a harbour master", "a hedge layer"), and a
// worker WordNet files first as a person is drawn, not refused ("a road worker", "a nanny", "a cleaner mopping")
// (person-compounds.ts `jobByShapeAt`, person-words.ts `workerFirst`, `workerAtWork`, `CLIPPED`).
import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'
import { personWho } from './person-words'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', suggest: false })

const figuresOf = (prompt: string, label: string) => {
  const p = plan(prompt)
  const at = p.subjects.findIndex((s) => s.label === label)
  return { p, at, figures: p.people?.people.filter((q) => q.subject === at) ?? [] }
}

describe('a job named by its ending or its doer', () => {
  it.each([
    ['a bin man emptying a wheelie bin', 'bin man'],
    ['a harbour master in a peaked cap waving a fishing boat in to the quay', 'harbour master'],
    ['a hedge layer bending over thin trunks to weave a new hedge', 'hedge layer'],
  ])('"%s" draws the %s as one whole person', (prompt, label) => {
    const { p, at, figures } = figuresOf(prompt, label)
    expect(p.refusal).toBeNull()
    expect(at).toBeGreaterThanOrEqual(0)
    expect(figures).toHaveLength(1)
    expect(p.subjects.map((s) => s.label)).not.toContain('man')
    expect(p.subjects.map((s) => s.label)).not.toContain('layer')
    expect(p.subjects.map((s) => s.label)).not.toContain('master')
  })

  it('a food sold is drawn in the seller\'s hands: "an ice cream man handing a cone" holds the ice cream out', () => {
    const p = plan('an ice cream man handing a cone to a girl')
    expect(p.people?.action).toBe('give')
    expect(p.subjects.map((s) => s.concept)).toContain('ice-cream')
    expect(p.leftOut).toEqual([])
  })

  it('the harbour master wears his peaked cap, found after the person read late', () => {
    const p = plan('a harbour master in a peaked cap waving a fishing boat in to the quay')
    const at = p.subjects.findIndex((s) => s.label === 'harbour master')
    expect(p.props.some((q) => q.concept === 'cap' && q.place === 'head' && q.subject === at)).toBe(true)
    expect(p.subjects.map((s) => s.concept)).not.toContain('cap')
  })

  it('two bin men are two figures, the bin drawn as the bin they lift', () => {
    const { figures, p } = figuresOf('two bin men lifting a bin into a lorry', 'bin men')
    expect(figures).toHaveLength(2)
    expect(p.subjects.filter((s) => s.concept === 'wheelie bin').length).toBeLessThanOrEqual(1)
  })

  it('a thing named before a person ending is no one when WordNet knows the whole as a thing', () => {
    const p = plan('a snow man in a garden')
    expect(p.people?.people ?? []).toHaveLength(0)
  })

  it('a garment after an article is no doer: "a girl in a jumper reading a book" is one girl', () => {
    expect(plan('a girl in a jumper reading a book').people?.people).toHaveLength(1)
    expect(plan('a girl in a sweater reading a book').people?.people).toHaveLength(1)
  })

  it('a layer of snow with no doing is a layer, never a person', () => {
    const p = plan('a snow layer on the roof of a cottage')
    expect(p.people?.people ?? []).toHaveLength(0)
  })
})

describe('a worker WordNet files first as a person', () => {
  it.each([
    ['a road worker digging a hole', 'road worker'],
    ['a nanny pushing a pram', 'nanny'],
    ['a cleaner mopping the floor', 'cleaner'],
    ['a physio helping a man walk', 'physio'],
  ])('"%s" draws the %s, never refused', (prompt, label) => {
    const p = plan(prompt)
    expect(p.refusal).toBeNull()
    const at = p.subjects.findIndex((s) => s.label.endsWith(label))
    expect(at).toBeGreaterThanOrEqual(0)
    expect(p.people?.people.some((q) => q.subject === at)).toBe(true)
  })

  it('a nanny is a woman; a cardinal, drawn as the bird, stays no one', () => {
    expect(personWho('nanny')?.look).toBe('woman')
    expect(personWho('nanny')?.role).toBe('casual')
    expect(personWho('nurse')?.role).toBe('nurse')
    expect(personWho('plumber')?.role).toBe('builder')
    expect(personWho('physician')?.role).toBe('doctor')
    expect(personWho('worker')).not.toBeNull()
    expect(personWho('cardinal')).toBeNull()
  })

  it('cleaner shrimp and a glass cleaner are no cleaner at work', () => {
    const p = plan('a cleaner shrimp picking bits out of a big fish mouth')
    expect(p.people?.people ?? []).toHaveLength(0)
  })
})
