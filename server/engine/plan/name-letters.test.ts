import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'
import { asTyped, foldLetters } from './name-letters'

// A name typed with letters beyond a to z is read whole and lettered as typed: an accent never cuts it in two.
const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', suggest: false })

describe('names with accents and letters beyond a to z', () => {
  it('folds every letter to a to z and gives the typed spelling back', () => {
    expect(foldLetters('Galápagos, Tromsø, Djenné, Æbeltoft')).toBe('Galapagos, Tromso, Djenne, Aebeltoft')
    const spelled = asTyped('giant tortoises on the Galápagos Islands')
    expect(spelled('Galapagos Islands')).toBe('Galápagos Islands')
    expect(spelled('the island')).toBe('the island')
  })

  it.each([
    ['giant tortoises on the Galápagos Islands', 'Galápagos Islands', 'tortoise'],
    ['a dog sledding team in Tromsø', 'Tromsø', 'dog'],
    ['the Great Mosque of Djenné built of mud', 'Great Mosque & Djenné', 'mosque'],
  ])('%s: lettered as typed (%s), nothing dropped', (prompt, caption, drawn) => {
    const p = plan(prompt)
    expect(p.caption).toBe(caption)
    expect(p.leftOut.join(' ')).not.toMatch(/city|Gal|Troms|Djenn/)
    expect(p.subjects.map((s) => s.label)).toContain(drawn)
  })

  it('keeps quoted lettering as typed, never read as a name', () => {
    expect(plan('a card saying "Joyeux Noël" with a robin').text).toEqual(['Joyeux Noël'])
    expect(plan('a sign saying "Café Ñandú"').text).toEqual(['Café Ñandú'])
  })
})
