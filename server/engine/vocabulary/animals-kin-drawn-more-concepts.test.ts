import { describe, expect, it } from 'vitest'
import { OWN_DRAWINGS } from '../art/own-drawings'
import { makePlan } from '../plan/make-plan'
import { ANIMALS_KIN_DRAWN_MORE_CONCEPTS } from './animals-kin-drawn-more-concepts'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', suggest: false })
const ids = (prompt: string) => plan(prompt).subjects.map((s) => s.concept)

describe('more animals once drawn as a kin or refused, drawn as themselves (animals-kin-drawn-more-concepts.ts)', () => {
  it('has a drawing for every concept', () => {
    for (const concept of ANIMALS_KIN_DRAWN_MORE_CONCEPTS)
      expect(OWN_DRAWINGS[concept.id], concept.id).toBeDefined()
  })

  it.each([
    ['a pike lurking in the weeds at the bottom of a pond', 'pike'],
    ['a sunbird sipping nectar from a flower', 'sunbird'],
    ['a hoopoe on a wall', 'hoopoe'],
    ['an oystercatcher on the beach', 'oystercatcher'],
    ['two lapwings in a field', 'lapwing'],
    ['a curlew', 'curlew'],
    ['guinea fowl in the farmyard', 'guinea-fowl'],
    ['a wolverine in the snow', 'wolverine'],
    ['a chamois on a mountain', 'chamois'],
    ['a bush baby in a tree', 'bush-baby'],
  ])('%s draws the %s, no stand-in said', (prompt, id) => {
    expect(ids(prompt)).toContain(id)
    expect(plan(prompt).standIns).toEqual([])
    expect(plan(prompt).refusal).toBeNull()
  })

  it('a pike a knight carries is the weapon, said, never the fish', () => {
    const p = plan('a knight with a pike')
    expect(ids('a knight with a pike')).not.toContain('pike')
    expect(p.props.map((x) => x.concept)).not.toContain('pike')
    expect(p.leftOut).toContain('pike')
  })
  it('a chamois a car is washed with is the cloth, said, never the animal nor a goat', () => {
    const p = plan('a man washing his car with a chamois')
    expect(ids('a man washing his car with a chamois')).not.toContain('chamois')
    expect(p.standIns).toEqual([])
    expect(p.leftOut).toContain('chamois')
  })
})
