import { describe, expect, it } from 'vitest'
import { dressedLook } from '../scene/worn-on-figure'
import { makePlan } from './make-plan'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 })

describe('a garment named for a group dresses every member', () => {
  it('puts the pajamas on the whole family, none left beside them', () => {
    const p = plan('a family in pajamas')
    expect(p.subjects.map((s) => s.concept)).not.toContain('pajamas')
    const people = p.people?.people ?? []
    expect(people.length).toBeGreaterThan(2)
    for (const [i, person] of people.entries()) {
      expect(p.props.some((q) => q.concept === 'pajamas' && q.subject === person.subject)).toBe(true)
      // Each figure is drawn in them, not the first alone.
      expect(dressedLook(person, i, p.props).worn.map((w) => w.concept)).toContain('pajamas')
    }
  })

  it('leaves a group doing something with a garment, and a garment beside no group, as they were', () => {
    expect(plan('pajamas').subjects.map((s) => s.concept)).toEqual(['pajamas'])
    const both = plan('a mom and dad in pajamas')
    expect(both.props.filter((q) => q.concept === 'pajamas').map((q) => q.subject)).toEqual([0, 1])
  })

  it('puts a hat on a person of two words the people reader adds, who still holds what he rings', () => {
    for (const prompt of [
      'a town crier in a tricorn hat',
      'a town crier in a tricorn hat ringing his handbell',
    ]) {
      const p = plan(prompt)
      const crier = p.subjects.findIndex((s) => s.label === 'town crier')
      expect(
        p.subjects.map((s) => s.concept),
        prompt,
      ).not.toContain('pirate-hat')
      expect(
        p.props.find((q) => q.concept === 'pirate-hat'),
        prompt,
      ).toMatchObject({ place: 'head', subject: crier })
      // Not holding the hat: the bell is what is in the hands.
      expect(p.subjects[p.people?.object ?? -1]?.concept, prompt).toBe('handbell')
    }
  })
})
