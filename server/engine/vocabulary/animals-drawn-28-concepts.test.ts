import { describe, expect, it } from 'vitest'
import { OWN_DRAWINGS } from '../art/own-drawings'
import { makePlan } from '../plan/make-plan'
import { ANIMALS_DRAWN_28_CONCEPTS } from './animals-drawn-28-concepts'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', suggest: false })
const ids = (prompt: string) => plan(prompt).subjects.map((s) => s.concept)

describe('animals once drawn as another animal, drawn as themselves (animals-drawn-28-concepts.ts)', () => {
  it('has a drawing for every concept', () => {
    for (const concept of ANIMALS_DRAWN_28_CONCEPTS)
      expect(OWN_DRAWINGS[concept.id], concept.id).toBeDefined()
  })

  it('a peahen is the peahen beside the peacock, never a chicken said as a stand-in', () => {
    const p = plan('a peacock showing off its tail to a peahen')
    expect(ids('a peacock showing off its tail to a peahen')).toEqual(
      expect.arrayContaining(['peacock', 'peahen']),
    )
    expect(ids('a peacock showing off its tail to a peahen')).not.toContain('chicken')
    expect(p.standIns).toEqual([])
    expect(ids('two peahens in the garden')).toContain('peahen')
  })
})
