import { describe, expect, it } from 'vitest'
import { OWN_DRAWINGS } from '../art/own-drawings'
import { makePlan } from '../plan/make-plan'
import { ANIMAL_SIGNS_CONCEPTS } from './animal-signs-concepts'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', suggest: false })
const drawn = (prompt: string) => {
  const p = plan(prompt)
  return [...p.subjects.map((s) => s.concept), ...p.props.map((x) => x.concept)]
}

describe('what animals leave and make, drawn (animal-signs-concepts.ts)', () => {
  it('has a drawing for every concept', () => {
    for (const concept of ANIMAL_SIGNS_CONCEPTS) expect(OWN_DRAWINGS[concept.id], concept.id).toBeDefined()
  })

  it.each([
    ['a snake shedding its skin', ['snake', 'snake-skin']],
    ['a lizard shedding its skin', ['lizard', 'snake-skin']],
    ['a mole popping out of a molehill', ['mole', 'molehill']],
    ['molehills on the lawn', ['molehill']],
    ['frogspawn in the garden pond', ['frogspawn']],
    ['a cat chasing a laser dot', ['cat', 'laser-dot']],
    ['a kitten chasing a laser pointer', ['laser-dot']],
    ['a beaver building its lodge', ['beaver', 'beaver-lodge']],
    ['a hamster running on its wheel', ['hamster', 'hamster-wheel']],
  ])('%s draws the %s, nothing said left out', (prompt, ids) => {
    const p = plan(prompt)
    expect(p.refusal, prompt).toBeNull()
    expect(drawn(prompt)).toEqual(expect.arrayContaining(ids))
    expect(p.leftOut, prompt).toEqual([])
    expect(p.standIns, prompt).toEqual([])
  })

  it('never draws a molehill as a mountain, nor a laser dot as a saucer', () => {
    expect(drawn('a mole popping out of a molehill')).not.toContain('mountain')
    expect(drawn('a cat chasing a laser dot')).not.toContain('saucer')
  })
})
