import { describe, expect, it } from 'vitest'
import { composeScene } from '../scene/compose-scene'
import { makePlan } from './make-plan'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 })
/** Every concept the page draws: its subjects and the props held, worn or standing beside them. */
const drawn = (prompt: string) => {
  const p = plan(prompt)
  return [...p.subjects.map((s) => s.concept), ...p.props.map((s) => s.concept)]
}

// Everyday things pages used to say they left out, or drew as another thing ("Drawn as a ring: no tire").
describe('things the pages said they left out, now drawn', () => {
  it.each([
    ['a mechanic changing a tire', 'tire'],
    ['a kettle on the stove', 'kettle'],
    ['an astronaut holding a flag', 'triangular-flag'],
    ['a beach umbrella and a sandcastle in summer', 'sandcastle'],
    ['a cowboy swinging a lasso', 'lasso'],
    ['a box of popcorn and a popsicle', 'popsicle'],
    ['a scientist mixing potions', 'alembic'],
    ['a ghost in a graveyard', '*graveyard'],
    ['a camper van parked under the stars', 'camper-van'],
    ['a kid washing his hands at the sink', '*sink'],
    ['a violin and sheet music', 'musical-score'],
    ['a crown and a jewel', 'gem-stone'],
  ])('%s draws the %s and says nothing is left out', (prompt, concept) => {
    expect(drawn(prompt)).toContain(concept)
    const p = plan(prompt)
    expect(p.leftOut, prompt).toEqual([])
    expect(p.standIns, prompt).toEqual([])
  })

  it('reads "a pile of leaves" as the leaves, not a pile left out', () => {
    const p = plan('a girl jumping into a pile of leaves')
    expect(drawn('a girl jumping into a pile of leaves')).toContain('leaf-pile')
    expect(p.leftOut).toEqual([])
  })
})

describe('reading bugs met on the way', () => {
  it('reads fall as the season or the leaves, never a waterfall', () => {
    expect(drawn('fall leaves')).toEqual(expect.arrayContaining(['fallen-leaf']))
    for (const prompt of ['fall leaves', 'a tree in the fall', 'a squirrel with fall leaves'])
      expect(drawn(prompt), prompt).not.toContain('waterfall')
    expect(drawn('a waterfall')).toContain('waterfall')
  })

  it('reads "wrapping" as what elves do to presents, not a wrap to eat', () => {
    expect(drawn('elves wrapping presents')).not.toContain('burrito')
    expect(drawn('elves wrapping presents')).toContain('gift')
    expect(drawn('a chicken wrap')).toContain('burrito')
  })

  it('draws what a person blows (bubbles) once, from the wand, never dropped in silence', () => {
    const p = plan('a girl blowing bubbles')
    expect(p.people?.action).toBe('blow')
    expect(p.props.map((q) => [q.concept, q.place])).toContainEqual(['bubbles', 'breath'])
    expect(p.leftOut).toEqual([])
    // The bubbles float from the wand (scene/blow-items.ts), not the emoji's bubbles again beside the girl.
    expect(composeScene(p).credits.map((c) => c.drawing)).not.toContain('bubbles')
  })
})

describe('a close drawing stands in, and the page says so; a drawing of the thing needs none', () => {
  it('draws an American flag as itself (one of our own drawings), no stand-in', () => {
    const p = plan('an American flag and fireworks')
    expect(drawn('an American flag and fireworks')).toContain('american-flag')
    expect(p.standIns).toEqual([])
  })

  it('draws a lone tombstone as the gravestone it is', () => {
    const p = plan('a tombstone on Halloween')
    expect(drawn('a tombstone on Halloween')).toContain('headstone')
    expect(p.standIns).toEqual([])
    expect(p.leftOut).toEqual([])
  })
})
