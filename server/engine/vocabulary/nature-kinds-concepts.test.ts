import { describe, expect, it } from 'vitest'
import { OWN_DRAWINGS } from '../art/own-drawings'
import { makePlan } from '../plan/make-plan'
import { NATURE_KINDS_CONCEPTS } from './nature-kinds-concepts'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', suggest: false })
const drawn = (prompt: string) => {
  const p = plan(prompt)
  return [...p.subjects.map((s) => s.concept), ...p.props.map((x) => x.concept)]
}

describe('animals, their homes and gear, and plants no other art draws', () => {
  it('has a drawing for every concept', () => {
    for (const concept of NATURE_KINDS_CONCEPTS) expect(OWN_DRAWINGS[concept.id], concept.id).toBeDefined()
  })

  it.each([
    ['a red panda climbing a tree', 'red-panda'],
    ['a kingfisher', 'kingfisher'],
    ['two prairie dogs', 'prairie-dog'],
    ['a flying squirrel gliding', 'flying-squirrel'],
    ['a hamster running in a hamster wheel', 'hamster-wheel'],
    ['a cat next to its litter tray', 'litter-box'],
    ['a wasps nest', 'wasp-nest'],
    ['a cat coming through the cat flap', 'cat-flap'],
    ['a termite mound on the savanna', 'termite-mound'],
    ['a bunch of lavender', 'lavender'],
    ['an aloe vera plant', 'succulent'],
    ['bluebells in the woods', 'bluebell'],
    ['ivy growing up a wall', 'ivy'],
    ['a weeping willow by a river', 'weeping-willow'],
    ['a thistle', 'thistle'],
    ['a bonsai tree', 'bonsai'],
    ['a saddle', 'saddle'],
  ])('%s draws the %s, with nothing said left out', (prompt, id) => {
    const p = plan(prompt)
    expect(drawn(prompt)).toContain(id)
    expect(p.leftOut).toEqual([])
  })

  it("puts a collar round a pet's neck and a dog on a lead on its leash", () => {
    expect(plan('a dog wearing a collar').props).toContainEqual(
      expect.objectContaining({ concept: 'collar', place: 'neck' }),
    )
    expect(drawn('a dog on a lead')).toContain('leash')
    // Leading is no lead.
    expect(drawn('a duck leading her ducklings')).not.toContain('leash')
  })

  it('draws a queen bee as the bee it is, never a queen', () => {
    expect(drawn('a queen bee')).toEqual(expect.arrayContaining(['bee']))
    expect(plan('a queen bee').people).toBeFalsy()
  })
})
