import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'

// The page is refused only when its main subject cannot be drawn; what else it names is drawn or said.
const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 })
const concepts = (prompt: string) => plan(prompt).subjects.map((s) => s.concept)

describe('a person named by what they go after or by a number prefix is drawn', () => {
  it('"a storm chaser" is the chaser: never refused for the storm', () => {
    const p = plan('a storm chaser filming a twister from the roof of his truck')
    expect(p.refusal).toBeFalsy()
    expect(p.people?.people.length).toBeGreaterThan(0)
  })

  it('"a biathlete" is an athlete; the rifle she aims is said, never the page refused', () => {
    const p = plan('a biathlete lying in the snow aiming her rifle at the targets')
    expect(p.refusal).toBeFalsy()
    expect(p.people?.people.length).toBeGreaterThan(0)
    expect(p.leftOut).toContain('rifle')
  })
})

describe('a holder WordNet files as a container is a thing of its own', () => {
  it('"a basin of tomatoes": the basin is said, never passed over as a measure', () => {
    expect(plan('a woman in Ghana carrying a basin of tomatoes on her head at the market').leftOut).toContain(
      'basin',
    )
    // A measure of a drawn thing is still shown with it.
    expect(concepts('a bucket of sand')).toContain('bucket')
  })
})

describe('a made thing before a group of people is a thing of its own', () => {
  it('"a bobsleigh team": the team drawn, the bobsleigh said, never passed over', () => {
    const p = plan('a bobsleigh team pushing off at the top of the run')
    expect(p.refusal).toBeFalsy()
    expect(p.people?.people.length).toBeGreaterThan(0)
    expect(p.leftOut).toContain('bobsleigh')
    // A game only says what kind of team.
    expect(plan('a soccer team holding up a trophy').leftOut).not.toContain('soccer')
  })
})

describe('a game no dictionary knows is said', () => {
  it('"a kabaddi player": the player drawn, kabaddi said, never passed over', () => {
    expect(plan('a kabaddi player').leftOut).toContain('kabaddi')
    expect(plan('a kabaddi player').people?.people.length).toBe(1)
  })
})

describe('a thing missing that describes the noun after it is no main subject', () => {
  it('"harvest festival tins and apples": the apples and the table drawn, the festival and the tins said', () => {
    const p = plan('harvest festival tins and apples on the table at church')
    expect(p.refusal).toBeFalsy()
    expect(p.subjects.map((s) => s.concept)).toContain('apple')
    expect(p.leftOut).toEqual(expect.arrayContaining(['harvest festival', 'tins']))
  })

  it('"a Mardi Gras float with a giant jester head": the float drawn, the jester said', () => {
    const p = plan('a Mardi Gras float with a giant jester head and strings of beads')
    expect(p.refusal).toBeFalsy()
    expect(p.subjects.map((s) => s.concept)).toContain('carnival-float')
    expect(p.leftOut).toContain('jester')
  })

  it('a thing missing that does something is still the page', () => {
    expect(plan('a glorpdragon eating apples').refusal).toBeTruthy()
  })
})

describe('a word someone holds is a thing, though WordNet knows it only as a doing', () => {
  it('"catching the sliotar on his hurl": the hurl said, never dropped in silence', () => {
    expect(plan('a hurling player catching the sliotar on his hurl').leftOut).toContain('hurl')
    // A doing after a possessive and no preposition stays a doing.
    expect(plan('a boy crying after his fall').leftOut).not.toContain('fall')
  })
})

describe("a capitalised word before a capitalised drawing is the thing's name", () => {
  it('"the Star Ferry" is the ferry, no star', () => {
    const ids = concepts("the Star Ferry crossing Victoria Harbour with Hong Kong's skyscrapers behind")
    expect(ids).toContain('ferry')
    expect(ids).not.toContain('star')
    // A drawing named by both words stays that drawing.
    expect(concepts('a Christmas Tree with presents')).toContain('christmas-tree')
  })
})
