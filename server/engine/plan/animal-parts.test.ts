import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', suggest: false })
const drawn = (prompt: string) => {
  const p = plan(prompt)
  return [...p.subjects.map((s) => s.concept), ...p.props.map((x) => x.concept)]
}

describe("an animal's own part named on it is drawn with it (animal-parts.ts)", () => {
  it.each([
    ['a cormorant drying its wings on a buoy', 'wings'],
    ['an eagle with its wings spread', 'wings spread'],
    ['a peacock with its tail spread', 'tail spread'],
    ['a goat with big horns', 'big horns'],
    ['a horse with a long mane', 'long mane'],
    ['a stag with big antlers', 'big antlers'],
    ['a dog wagging its tail', 'tail'],
    ['an elephant lifting its trunk', 'trunk'],
    ['a pelican with its pouch full of fish', 'pouch'],
    ['an echidna poking its long snout into the soil', 'long snout'],
    ['a gharial basking on a sandbank with its long thin snout', 'long thin snout'],
    ['a crab waving its claws', 'claws'],
  ])('"%s": the %s drawn with the animal, nothing said, no drawing of its own', (prompt, part) => {
    const p = plan(prompt)
    expect(p.parts, prompt).toContain(part)
    expect(p.leftOut, prompt).toEqual([])
    expect(drawn(prompt)).not.toContain('wing')
  })

  it('never draws horns as a sheep beside a goat, nor a loose wing on the buoy', () => {
    expect(drawn('a goat with big horns')).not.toContain('sheep')
    const p = plan('a cormorant drying its wings on a buoy')
    expect(p.subjects.map((s) => s.concept)).toEqual(['seagull', 'buoy'])
    expect(p.relations).toEqual([{ actor: 0, relation: 'on', object: 1 }])
  })

  it('takes no part an animal has not: a cat with wings, a frog with a tail', () => {
    expect(plan('a cat with wings').parts).not.toContain('wings')
    expect(plan('a frog with a tail').parts).not.toContain('tail')
  })

  it("draws a catfish's whiskers on the fish, never a bearded man, on the river bed under water", () => {
    const p = plan('a catfish with long whiskers resting on the river bed')
    expect(drawn('a catfish with long whiskers resting on the river bed')).not.toContain('person-beard')
    expect(p.setting).toBe('ocean')
    expect(p.subjects.map((s) => s.concept)).not.toContain('bed')
  })

  it('puts the bottom of a river under the water', () =>
    expect(plan('a trout at the bottom of the river').setting).toBe('ocean'))

  it('draws a quetzal named with its tail feathers as a bird, said, never a page of feathers alone', () => {
    const p = plan('a quetzal with long green tail feathers perched on a branch in the cloud forest')
    expect(p.subjects.map((s) => s.concept)).toContain('bird')
    expect(p.standIns.map((s) => s.asked)).toContain('quetzal')
  })

  it("draws a pony's fringe with its mane, never said", () =>
    expect(plan('a shetland pony with a long fringe eating out of a hay net').leftOut).not.toContain(
      'fringe',
    ))

  it('reads the post a dog carries as the letters, drawn as an envelope', () => {
    const p = plan('a labrador carrying the post in its mouth')
    expect(drawn('a labrador carrying the post in its mouth')).toContain('envelope')
    expect(p.leftOut).toEqual([])
    expect(drawn('a bird on a fence post')).not.toContain('envelope')
  })

  it('draws a bowl of cornflakes as the bowl of cereal', () => {
    const p = plan('a spider dangling on its thread over a bowl of cornflakes')
    expect(p.subjects.map((s) => s.concept)).toContain('bowl-with-spoon')
    expect(p.leftOut).toEqual([])
  })
})
