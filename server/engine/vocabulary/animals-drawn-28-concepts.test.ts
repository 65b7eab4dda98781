import { describe, expect, it } from 'vitest'
import { OWN_DRAWINGS } from '../art/own-drawings'
import { makePlan } from '../plan/make-plan'
import { ANIMALS_DRAWN_28_CONCEPTS } from './animals-drawn-28-concepts'
import { lemmatize } from './lemmatize'

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

  it('a walrus is drawn whole, lying down, a herd of them too; "walruses" is the walrus, never dropped', () => {
    expect(ids('a walrus')).toEqual(['walrus'])
    const p = plan('dozens of walruses piled up on a stony beach')
    expect(ids('dozens of walruses piled up on a stony beach')).toContain('walrus')
    expect(p.subjects.find((s) => s.concept === 'walrus')?.label).toBe('walrus')
    expect(p.leftOut).toEqual([])
    // Colorly's own whole walrus, no longer the head alone.
    expect(OWN_DRAWINGS.walrus).toBeDefined()
  })

  it('a plural in -uses of a noun in -us is that noun; a house stays a house', () => {
    expect(lemmatize('walruses')).toBe('walrus')
    expect(lemmatize('octopuses')).toBe('octopus')
    expect(lemmatize('buses')).toBe('bus')
    expect(lemmatize('houses')).toBe('house')
  })

  it('a frilled lizard is drawn with its frill spread, the frill its own, never said', () => {
    const p = plan('a frilled lizard running on its back legs with its frill open')
    expect(ids('a frilled lizard running on its back legs with its frill open')).toContain('frilled-lizard')
    expect(p.leftOut).toEqual([])
    expect(ids('a frill-necked lizard')).toContain('frilled-lizard')
    // A plain lizard shows no frill: said.
    expect(plan('a lizard with its frill open').leftOut.join(' ')).toContain('frill')
  })
})
