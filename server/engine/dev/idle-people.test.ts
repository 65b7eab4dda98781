import { describe, expect, it } from 'vitest'
import type { Plan } from '../plan/plan'
import { doingWord, standsIdle } from './idle-people'

const planWith = (action: string, people = 1) =>
  ({
    refusal: null,
    people: { action, people: Array.from({ length: people }, () => ({})) },
  }) as unknown as Plan

describe('people standing idle', () => {
  it('finds the doing word, skipping -ing words that are things', () => {
    expect(doingWord('a girl peeling an orange')).toBe('peeling')
    expect(doingWord('a wedding cake on a swing')).toBeNull()
  })

  it('does not blame a person for what an animal or a plant does', () => {
    expect(doingWord('two guinea pigs tugging at the same bit of hay')).toBeNull()
    expect(doingWord('a horse chestnut tree dropping spiky conkers on a boy')).toBeNull()
    expect(doingWord('a puffin being chased by a gull for its fish')).toBeNull()
    expect(doingWord('the Strokkur geyser shooting up while a crowd watches')).toBeNull()
    // A creature WordNet does not know, drawn by the art.
    expect(doingWord("a quokka grinning beside a tourist's bicycle")).toBeNull()
    expect(doingWord('kids climbing on a bus')).toBe('climbing')
  })

  it('counts a person standing while the prompt has them doing something', () => {
    expect(standsIdle('a girl peeling an orange', planWith('stand'))).toBe('peeling')
    expect(standsIdle('a girl peeling an orange', planWith('chop-food'))).toBeNull()
  })

  it('does not count standing verbs, pages without people or prompts without a doing', () => {
    expect(standsIdle('a family waiting at the airport', planWith('stand'))).toBeNull()
    expect(standsIdle('a girl peeling an orange', planWith('stand', 0))).toBeNull()
    expect(standsIdle('a firefighter', planWith('stand'))).toBeNull()
  })
})
