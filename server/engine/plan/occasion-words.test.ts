import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'
import { occasionWords } from './occasion-words'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', suggest: false })
const drawn = (prompt: string) => {
  const p = plan(prompt)
  return [...p.subjects.map((s) => s.concept), ...p.props.map((x) => x.concept)]
}

describe("an occasion's own words", () => {
  it('draws the family at a family cookout, with its barbecue', () => {
    expect(occasionWords('a family cookout in the park')).toBe('a family having a barbecue in the park')
    expect(drawn('a family cookout in the park')).toEqual(expect.arrayContaining(['grill']))
    expect(plan('a family cookout in the park').subjects.map((s) => s.label)).toContain('family')
  })

  it('draws a torch carried in a procession or by Vikings aflame, and a torch elsewhere as the flashlight', () => {
    expect(drawn('a Viking longship in the torch procession')).toEqual(
      expect.arrayContaining(['longship', 'flaming-torch']),
    )
    expect(plan('a Viking longship in the torch procession').relations).toEqual([])
    expect(drawn('a knight holding a torch in the castle')).toContain('flaming-torch')
    expect(drawn('a girl holding a torch in the dark')).not.toContain('flaming-torch')
    expect(occasionWords('an Olympic torch')).toBe('an Olympic torch')
  })

  it("puts an ogre's mask on its wearer's face", () => {
    expect(plan('a girl wearing an ogre mask').props).toContainEqual(
      expect.objectContaining({ concept: 'ogre-mask', place: 'eyes' }),
    )
  })
})
