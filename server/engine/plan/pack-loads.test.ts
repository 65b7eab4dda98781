import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', suggest: false })

describe("a pack animal's load is carried on its back (pack-loads.ts)", () => {
  it.each([
    ['a yak carrying bags up a mountain path', 'bags'],
    ['a camel carrying bags across the desert', 'bags'],
    ['a donkey laden with packs', 'packs'],
    ['a horse carrying a bag', 'bag'],
  ])('"%s": the %s drawn as the sack on the animal', (prompt, label) => {
    const p = plan(prompt)
    expect(p.props).toContainEqual(
      expect.objectContaining({ concept: 'sack', label, place: 'hand', subject: 0 }),
    )
    expect(p.leftOut, prompt).toEqual([])
  })

  it("leaves a person's bags as they were: said, no sack", () => {
    const p = plan('a man carrying bags')
    expect(p.props.map((x) => x.concept)).not.toContain('sack')
    expect(p.leftOut).toContain('bags')
  })

  it('loads only the animal named right before the carrying', () => {
    const p = plan('a girl carrying a bag walking her dog')
    expect(p.props.map((x) => x.concept)).not.toContain('sack')
  })
})
