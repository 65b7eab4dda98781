import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'

// A word WordNet names as a group of one thing is a few of that thing (group-words.ts, read-counts.ts).
const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', suggest: false })

describe("a group named as one thing's", () => {
  it('"a mountain range" is three mountains, named as the range, never refused', () => {
    const p = plan('a mountain range')
    expect(p.refusal).toBeNull()
    expect(p.subjects.map((s) => s.concept)).toEqual(['mountain', 'mountain', 'mountain'])
    expect(p.subjects[0].label).toBe('mountain range')
    expect(p.leftOut).toEqual([])
  })
})
