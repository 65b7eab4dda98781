// A sash a person wears is drawn by their figure, a band across the chest (worn-things.ts `FIGURE_GARMENTS`,
// scene/worn-on-figure.ts, people/garment-details.ts), never "Drawn without: sash".
import { describe, expect, it } from 'vitest'
import { dressedLook } from '../scene/worn-on-figure'
import { makePlan } from './make-plan'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', suggest: false })

describe('a sash worn', () => {
  it('a beauty queen wearing a sash wears it across her chest', () => {
    const p = plan('a beauty queen wearing a sash waving')
    expect(p.leftOut).not.toContain('sash')
    const person = p.people?.people[0]
    expect(person).toBeDefined()
    if (!person) return
    expect(dressedLook(person, 0, p.props).look.outfit.extras).toContain('sash')
  })

  it('a sash window is no sash worn', () => {
    const p = plan('a girl opening a sash window')
    const person = p.people?.people[0]
    if (!person) return
    expect(dressedLook(person, 0, p.props).look.outfit.extras).not.toContain('sash')
  })
})
