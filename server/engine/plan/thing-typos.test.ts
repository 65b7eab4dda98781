import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'
import { mendThingTypos, thingMeant } from './thing-typos'

// A thing's name typed a letter off is read as the drawing meant (thing-typos.ts).
const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 })

describe("a thing's name typed a letter off", () => {
  it('"a unicyle" is the unicycle, ridden, not a thing left out', () => {
    const p = plan('boy riding a unicyle along the promenade')
    expect(p.subjects.map((s) => s.concept)).toContain('unicycle')
    expect(p.leftOut).not.toContain('unicyle')
  })

  it('never mends a word of a name drawn whole', () => {
    expect(mendThingTypos('a chichen itza')).toBe('a chichen itza')
    expect(mendThingTypos('a unicyle, a kite')).toBe('a unicycle, a kite')
  })

  it('mends only unknown words one edit from one drawing', () => {
    expect(thingMeant('unicyle')).toBe('unicycle')
    expect(thingMeant('unicyles')).toBe('unicycles')
    // Known words, short words and names stay as typed.
    expect(thingMeant('unicycle')).toBeNull()
    expect(thingMeant('cart')).toBeNull()
    expect(thingMeant('ribbon')).toBeNull()
  })
})
