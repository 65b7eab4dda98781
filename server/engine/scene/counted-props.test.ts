import { describe, expect, it } from 'vitest'
import { makePlan } from '../plan/make-plan'
import type { Complexity, Style } from '../plan/plan'
import { composeScene } from './compose-scene'

/** The most copies of one drawing at one size on the page: placements that differ only in where they stand. */
function mostCopies(prompt: string, complexity: Complexity, style: Style): number {
  const svg = composeScene(makePlan({ prompt, complexity, style, seed: 1 })).svg
  const sizes = [
    ...svg.matchAll(/<g transform="translate\([^)]*\) (scale\([^)]*\) translate\([^)]*\))"/g),
  ].map((m) => m[1])
  const counts = new Map<string, number>()
  for (const s of sizes) counts.set(s, (counts.get(s) ?? 0) + 1)
  return Math.max(0, ...counts.values())
}

describe('a counted thing held or had is drawn that many times', () => {
  it('plans the count on the prop, and none for one or for a pair drawn as one', () => {
    const props = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon' }).props
    expect(props('a girl with two paintbrushes')[0]).toMatchObject({ concept: 'paintbrush', count: 2 })
    expect(props('a boy holding three balloons')[0]).toMatchObject({ concept: 'balloon', count: 3 })
    expect(props('a girl with a paintbrush')[0].count).toBeUndefined()
    expect(props('a boy wearing a pair of gloves')[0].count).toBeUndefined()
  })

  it.each([
    ['easy', 'cartoon'],
    ['intricate', 'realistic'],
  ] as [Complexity, Style][])('draws them all on a %s %s page', (complexity, style) => {
    expect(mostCopies('a girl with three pencils', complexity, style)).toBeGreaterThanOrEqual(3)
    expect(mostCopies('a girl with two paintbrushes', complexity, style)).toBeGreaterThanOrEqual(2)
    expect(mostCopies('a boy holding three balloons', complexity, style)).toBeGreaterThanOrEqual(3)
    expect(mostCopies('a girl holding three pencils', complexity, style)).toBeGreaterThanOrEqual(3)
    expect(mostCopies('a boy holding a balloon', complexity, style)).toBe(1)
  })
})

describe('a counted thing beside a thing that is no person is drawn that many times', () => {
  it.each([
    ['easy', 'cartoon'],
    ['intricate', 'realistic'],
  ] as [Complexity, Style][])('on a %s %s page', (complexity, style) => {
    expect(mostCopies('a tree with three birds', complexity, style)).toBeGreaterThanOrEqual(3)
    expect(mostCopies('a table with four chairs', complexity, style)).toBeGreaterThanOrEqual(4)
    expect(mostCopies('a vase with three flowers', complexity, style)).toBeGreaterThanOrEqual(3)
  })
})
