import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 })

// A part of a thing the page draws is that thing's: never said as a thing of its own.
describe('a part of a drawn thing is read as that thing', () => {
  it('reads an opening in a thing as the thing: a crack in the ice, a hole in a tree', () => {
    expect(plan('a narwhal poking its tusk up through a crack in the ice').leftOut).toEqual([])
    const toucan = plan('a toucan peering out of a hole in a tree')
    expect(toucan.leftOut).toEqual([])
    expect(toucan.subjects.map((s) => s.concept)).toContain('tree')
    // A hole dug is the hole itself, still said.
    expect(plan('a dog digging a hole').leftOut).toContain('hole')
  })

  it('reads a strand or a stalk of a thing as a piece of it', () => {
    expect(plan('a seahorse curling its tail round a strand of seagrass').leftOut).toEqual([])
    expect(plan('a snail climbing up a tall stalk of rhubarb').leftOut).not.toContain('stalk')
  })

  it('reads the tip as where on a thing, like its top or edge', () => {
    expect(
      plan('the Trolltunga rock sticking out over a lake with a girl standing on the tip').leftOut,
    ).not.toContain('tip')
  })

  it('draws an animal’s legs with it: "on long legs", "on one leg"', () => {
    expect(plan('a maned wolf trotting through tall grass on long legs').leftOut).toEqual([])
    expect(plan('a flamingo standing on one leg').leftOut).toEqual([])
  })
})
