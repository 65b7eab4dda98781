import { describe, expect, it } from 'vitest'
import { OWN_DRAWINGS } from '../art/own-drawings'
import { makePlan } from '../plan/make-plan'
import type { Plan } from '../plan/plan'
import { conceptForPhrase } from './concept-index'

const plan = (prompt: string): Plan => makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 })
const drawn = (p: Plan) => p.subjects.map((s) => s.concept)

describe('street and park things (docs/decisions/0165-street-and-park-drawings.md)', () => {
  it.each([
    ['market stalls', 'market-stall'],
    ['bird feeder', 'bird-table'],
    ['birdbath', 'bird-bath'],
    ['sandbox', 'sandpit'],
    ['kiddie pool', 'paddling-pool'],
    ['crosswalk', 'zebra-crossing'],
    ['pier', 'jetty'],
    ['car park barrier', 'boom-barrier'],
    ['footbridge', 'bridge'],
    ['litter bin', 'trash-can'],
  ])('"%s" reaches the %s, a drawing that exists', (phrase, id) => {
    expect(conceptForPhrase(phrase)?.id).toBe(id)
    if (conceptForPhrase(phrase)?.family === 'colorly') expect(OWN_DRAWINGS[id]).toBeDefined()
  })

  it.each([
    ['a market stall', 'market-stall'],
    ['a fruit stall', 'market-stall'],
    ['a bird table', 'bird-table'],
    ['a bird bath', 'bird-bath'],
    ['a sandpit', 'sandpit'],
    ['a paddling pool', 'paddling-pool'],
    ['a zebra crossing', 'zebra-crossing'],
    ['a jetty', 'jetty'],
    ['a car park barrier', 'boom-barrier'],
    ['a stone bridge', 'bridge'],
  ])('"%s" named alone draws the %s itself, not a bird, a bucket or an apple', (prompt, id) => {
    const p = plan(prompt)
    expect(drawn(p)).toContain(id)
    expect(p.leftOut).toEqual([])
  })

  // A railing, a fence or a wall is a barrier in WordNet: none is the lift barrier's arm.
  it('a railing is never drawn as the lift barrier', () => {
    expect(drawn(plan('a pier with fishing rods leaning on the railing'))).not.toContain('boom-barrier')
  })

  it('a boy crossing the road is no zebra crossing', () => {
    expect(drawn(plan('a boy crossing the road'))).not.toContain('zebra-crossing')
  })
})
