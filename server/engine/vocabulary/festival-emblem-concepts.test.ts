import { describe, expect, it } from 'vitest'
import { OWN_DRAWINGS } from '../art/own-drawings'
import { makePlan } from '../plan/make-plan'
import { FESTIVAL_EMBLEM_CONCEPTS } from './festival-emblem-concepts'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', suggest: false })
const drawn = (prompt: string) => {
  const p = plan(prompt)
  return [...p.subjects.map((s) => s.concept), ...p.props.map((x) => x.concept)]
}

describe("festivals' emblems that no other art draws", () => {
  it('has a drawing for every concept', () => {
    for (const concept of FESTIVAL_EMBLEM_CONCEPTS) expect(OWN_DRAWINGS[concept.id], concept.id).toBeDefined()
  })

  it.each([
    ['a bundle of sugar cane', 'sugar-cane'],
    ['a plate of rice cakes', 'rice-cake'],
    ['mochi', 'rice-cake'],
    ['a lump of coal', 'coal'],
    ['a girl holding a palm cross', 'palm-cross'],
    ['a Viking longship', 'longship'],
    ['a shoebox', 'shoebox'],
    ['an ogre mask', 'ogre-mask'],
    ['a dragon boat on the river', 'dragon-boat'],
    ['a boy blowing the shofar', 'shofar'],
    ['a rangoli on the doorstep', 'rangoli'],
    ['a flaming torch', 'flaming-torch'],
  ])('%s draws the %s, with nothing said left out', (prompt, id) => {
    const p = plan(prompt)
    expect(p.refusal).toBeNull()
    expect(drawn(prompt)).toContain(id)
    expect(p.leftOut).toEqual([])
  })

  it('draws rice cakes as rice cakes, never a birthday cake said in their place', () => {
    expect(drawn('a family eating rice cakes under the full moon')).not.toContain('birthday-cake')
    expect(drawn('Chuseok')).toContain('rice-cake')
  })

  it('names a rakhi as the bracelet it is and a cookout as a barbecue', () => {
    expect(drawn("a girl tying a rakhi on her brother's wrist")).toContain('bracelet')
    expect(drawn('a cookout in the park')).toContain('grill')
  })
})
