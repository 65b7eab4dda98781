import { describe, expect, it } from 'vitest'
import { checkPrompt } from '../safety/check-prompt'
import { allSuggestions, suggestPrompt } from './suggest-prompt'

const inMonth = (month: number) => new Date(Date.UTC(2025, month, 15, 12))
const sample = (month: number, count = 400) =>
  Array.from({ length: count }, (_, seed) => suggestPrompt({ now: inMonth(month), seed }))
const share = (ideas: string[], pattern: RegExp) => ideas.filter((i) => pattern.test(i)).length / ideas.length

describe('suggestPrompt', () => {
  it('gives the same idea for the same seed and month, and different ideas for different seeds', () => {
    expect(suggestPrompt({ now: inMonth(4), seed: 7 })).toBe(suggestPrompt({ now: inMonth(4), seed: 7 }))
    expect(new Set(sample(4, 50)).size).toBeGreaterThan(35)
  })

  it.each([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])(
    'in month %i the grammar makes hundreds of ideas, and every one passes the safety check',
    (month) => {
      const ideas = allSuggestions(inMonth(month))
      expect(new Set(ideas).size).toBeGreaterThanOrEqual(500)
      expect(ideas.filter((idea) => !checkPrompt(idea).ok)).toEqual([])
    },
  )

  it('only suggests ideas the grammar can make, written as a sentence', () => {
    for (const month of [0, 3, 6, 9]) {
      const all = new Set(allSuggestions(inMonth(month)))
      for (const idea of sample(month, 200)) {
        expect(all.has(idea)).toBe(true)
        expect(idea).toMatch(/^[A-Z]/)
      }
    }
  })

  it('in January suggests snowy scenes, snowmen and penguins', () => {
    const ideas = sample(0)
    expect(share(ideas, /snow|frozen|icy|iceberg|winter|sled|skating|mittens|cocoa|cabin/i)).toBeGreaterThan(
      0.6,
    )
    expect(ideas.some((i) => /snowman/i.test(i))).toBe(true)
    expect(ideas.some((i) => /penguin/i.test(i))).toBe(true)
  })

  it('in December brings in the winter holidays', () => {
    expect(
      share(sample(11), /christmas|present|gift|ornament|gingerbread|santa|elf|twinkling/i),
    ).toBeGreaterThan(0.2)
  })

  it('in April suggests flowers, bunnies and butterflies', () => {
    const ideas = sample(3)
    expect(
      share(ideas, /flower|tulip|blossom|meadow|rainbow|bunny|butterfly|duckling|chick|easter/i),
    ).toBeGreaterThan(0.6)
    expect(ideas.some((i) => /bunny/i.test(i))).toBe(true)
    expect(ideas.some((i) => /butterfl/i.test(i))).toBe(true)
  })

  it('in July suggests the beach and ice cream, and no snow', () => {
    const ideas = sample(6)
    expect(ideas.some((i) => /beach/i.test(i))).toBe(true)
    expect(ideas.some((i) => /ice cream/i.test(i))).toBe(true)
    expect(ideas.filter((i) => /snow|christmas|pumpkin/i.test(i))).toEqual([])
  })

  it('in October suggests pumpkins, leaves and Halloween', () => {
    const ideas = sample(9)
    expect(ideas.some((i) => /pumpkin|jack-o'-lantern/i.test(i))).toBe(true)
    expect(ideas.some((i) => /leaves/i.test(i))).toBe(true)
    expect(share(ideas, /halloween|ghost|witch|bat|jack-o'-lantern|candy|full moon|spooky/i)).toBeGreaterThan(
      0.2,
    )
  })

  it('in November suggests the harvest', () => {
    expect(share(sample(10), /harvest|turkey|scarecrow|corn|vegetables|wagon of pumpkins/i)).toBeGreaterThan(
      0.15,
    )
  })

  it('never repeats the subject inside its own action or setting', () => {
    for (const idea of allSuggestions(inMonth(11))) {
      expect(idea).not.toMatch(/snowman .*snowman|rainbow .*rainbow|picnic .*picnic/i)
    }
  })
})
