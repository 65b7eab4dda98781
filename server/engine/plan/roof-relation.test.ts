// A thing said to be on the roof goes on the building named with it, though the roof is read out as a place.
import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon' })
const concepts = (prompt: string) => plan(prompt).subjects.map((s) => s.concept)

describe('on the roof', () => {
  it('puts what is on the roof on the building', () => {
    const p = plan('a barn with a weather vane on the roof')
    const vane = concepts(p.prompt).indexOf('weather-vane')
    const barn = concepts(p.prompt).indexOf('barn')
    expect(p.relations).toContainEqual({ actor: vane, relation: 'on', object: barn })
  })

  it('keeps the relation the reading found, and adds none without a roof or a building', () => {
    const p = plan('a weather vane on the barn roof')
    expect(p.relations).toEqual([{ actor: 0, relation: 'on', object: 1 }])
    expect(plan('a barn with a weather vane').relations).toEqual([])
    expect(plan('a cat on the roof').relations).toEqual([])
  })
})
