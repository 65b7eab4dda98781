import { describe, expect, it } from 'vitest'
import { OWN_DRAWINGS } from '../art/own-drawings'
import { makePlan } from '../plan/make-plan'
import { HOUSEHOLD_TOOLS_CONCEPTS } from './household-tools-concepts'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', suggest: false })
const drawn = (prompt: string) => {
  const p = plan(prompt)
  return [...p.subjects.map((s) => s.concept), ...p.props.map((x) => x.concept)]
}

describe('household things and hand tools no other art draws', () => {
  it('has a drawing for every concept', () => {
    for (const concept of HOUSEHOLD_TOOLS_CONCEPTS) expect(OWN_DRAWINGS[concept.id], concept.id).toBeDefined()
  })

  it.each([
    ['a vice on a workbench', 'vice'],
    ['a bench vise', 'vice'],
    ['a boy holding a chain', 'chain'],
    ['heavy iron chains', 'chain'],
    ['an old photograph', 'photo'],
    ['a polaroid', 'photo'],
    ['a desk fan', 'electric-fan'],
    ['an electric fan on the table', 'electric-fan'],
    ['a shoe brush and a tin of polish', 'shoe-brush'],
    ['a shoe brush and a tin of polish', 'shoe-polish'],
    ['a corkscrew', 'corkscrew'],
    ['a bottle opener', 'corkscrew'],
    ['hair clippers', 'clippers'],
    ['a signalman pulling the big levers', 'lever'],
    ['an old mangle in the yard', 'mangle'],
  ])('%s draws the %s, with nothing said left out', (prompt, id) => {
    const p = plan(prompt)
    expect(p.refusal).toBeNull()
    expect(drawn(prompt)).toContain(id)
    expect(p.leftOut).toEqual([])
  })

  // "Polish" is also the language, "fan" a supporter: neither alone names these drawings.
  it.each(['a Polish flag', 'a football fan'])('%s draws no shoe polish or electric fan', (prompt) => {
    expect(drawn(prompt)).not.toContain('shoe-polish')
    expect(drawn(prompt)).not.toContain('electric-fan')
  })
})
