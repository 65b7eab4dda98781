import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon' })
const ids = (prompt: string) => plan(prompt).subjects.map((s) => s.concept)

describe('a doing WordNet knows whole is read whole', () => {
  it("draws no cradle for the game of cat's cradle, and says the game", () => {
    expect(ids("two girls playing cat's cradle")).not.toContain('cradle')
    expect(plan("two girls playing cat's cradle").leftOut).toContain("cat's cradle")
  })

  it('says a game with nothing of it drawn, and not one its things or the figure show', () => {
    expect(plan('kids playing musical chairs').leftOut).toContain('musical chairs')
    expect(plan('kids playing hide and seek').leftOut).toEqual([])
    expect(plan('two boys playing table tennis').leftOut).toEqual([])
    // The figure jumps: the long jump is its pose, landing in the sand pit.
    expect(plan('a girl doing the long jump into the sand pit').leftOut).toEqual([])
  })

  it('refuses an event that is the page itself rather than draw a flower in its place', () => {
    const eclipse = plan('a solar eclipse over the hills')
    expect(eclipse.refusal?.error).toContain('solar eclipse')
  })
})

describe('a made thing named by what it is for is no drawing of its first word', () => {
  it.each([
    ['Mia popping bubble wrap', 'bubble wrap', 'bubbles'],
    ['a lobsterman pulling a lobster trap onto his boat', 'lobster trap', 'lobster'],
    ['a car going through the car wash', 'car wash', null],
  ])('%s: says %s whole', (prompt, said, notDrawn) => {
    expect(plan(prompt).leftOut).toContain(said)
    if (notDrawn) expect(ids(prompt)).not.toContain(notDrawn)
  })

  it('keeps a person before a verb the doer ("his dad wash the car")', () =>
    expect(plan('a boy helping his dad wash the car').leftOut).toEqual([]))

  it('says a light something hangs from or flies around', () =>
    expect(plan('a spider hanging from the porch light on Halloween').leftOut).toContain('light'))
})
