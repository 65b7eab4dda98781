import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 })

describe('a word read in its animal sense where its drawing is a made thing (drawing-named-at.ts)', () => {
  it.each([
    'two red-crowned cranes dancing in the snow with their wings spread',
    'a crane standing in a marsh with its long beak',
  ])('"%s": the crane is the bird, said, never the machine nor refused', (prompt) => {
    const p = plan(prompt)
    expect(p.refusal, prompt).toBeNull()
    expect(p.subjects.map((s) => s.concept)).not.toContain('crane')
    expect(p.standIns.map((s) => s.asked)).toContain('crane')
  })

  it('the machine stays the machine where nothing says bird', () => {
    expect(plan('a crane at the construction site').standIns).toEqual([])
  })

  it('a drawing of an animal read as another thing stays unread: a tick on homework is no spider', () => {
    expect(plan('a tick on my homework').subjects.map((s) => s.concept)).not.toContain('spider')
  })
})
