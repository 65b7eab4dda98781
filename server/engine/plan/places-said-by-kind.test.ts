import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'

// Places no drawing names, reached by what WordNet says they are (undrawn-places.ts, docs/decisions/XXXX).
const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 })

describe('a building no drawing names', () => {
  it.each([
    ['a thatched pub with a red post box outside and a bench', 'pub'],
    ['a horse tied up outside a tavern', 'tavern'],
  ])('%s: drawn as a house, said, never refused', (prompt, asked) => {
    const p = plan(prompt)
    expect(p.refusal).toBeFalsy()
    expect(p.standIns).toContainEqual({ asked, drawn: 'house' })
    expect(p.props.map((x) => x.concept)).toContain('house')
  })
})
