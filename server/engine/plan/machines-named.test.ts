import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'

// Working vehicles children name, each drawn as itself (art/own-drawings/vehicles.ts): never refused, never a
// plain truck in silence, never an ogre for "monster".
describe('working vehicles drawn as themselves', () => {
  it.each([
    ['a combine harvester in a wheat field', 'combine-harvester'],
    ['a garbage truck', 'garbage-truck'],
    ['a bin lorry', 'garbage-truck'],
    ['a monster truck', 'monster-truck'],
    ['a steamroller', 'road-roller'],
    ['a road roller', 'road-roller'],
    ['a tanker truck', 'tanker-truck'],
  ])('"%s" is the %s', (prompt, concept) => {
    const p = makePlan({ prompt, complexity: 'easy', style: 'cartoon' })
    expect(p.refusal).toBeNull()
    expect(p.subjects.map((s) => s.concept)).toEqual([concept])
    expect(p.leftOut).toEqual([])
  })
})
