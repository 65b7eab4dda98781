import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'

// A page of a sky or of the northern lights draws what belongs under it, never a drawing the prompt does not
// name in its place (a sailboat, a snowman, a rainbow under a sunset): make-plan.ts, more-places.ts.
const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', suggest: false })
const subjects = (prompt: string) => plan(prompt).subjects.map((s) => s.concept)

describe('a sky page', () => {
  it.each(['the northern lights', 'the northern lights over a lake'])('%s hangs over mountains', (prompt) => {
    expect(subjects(prompt)).toEqual(['mountain'])
    expect(plan(prompt).props.map((p) => p.concept)).toContain('*aurora')
  })

  it.each(['a sunset sky', 'a stormy sky', 'the sky'])('%s is clouds, no rainbow', (prompt) => {
    expect(subjects(prompt)).toEqual(['cloud'])
    expect(plan(prompt).refusal).toBeNull()
  })
})
