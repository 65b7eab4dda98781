import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'

// A pet brushed is groomed with a brush the art has no drawing of: said, never dropped (activity-gear.ts).
const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', suggest: false })

describe('brushing a pet', () => {
  it.each([
    'a girl brushing her guinea pig on her lap',
    'a boy brushing his hamster',
    'a farmer brushing a cow',
  ])('%s says the brush', (prompt) => {
    expect(plan(prompt).leftOut).toContain('brush')
  })
})
