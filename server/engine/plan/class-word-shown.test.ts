import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'

describe('a class word shown by its member', () => {
  it('says no reptile when the snake held is one', () => {
    const p = makePlan({
      prompt: 'a girl holding a snake at a reptile party',
      complexity: 'easy',
      style: 'cartoon',
    })
    expect(p.leftOut).not.toContain('reptile')
  })
})

describe('a word drawn as a kin', () => {
  it('stays said though the kin is of its class (waders drawn as a heron, a wading bird)', () => {
    const p = makePlan({
      prompt: 'an old man in waders fishing in a stream',
      complexity: 'easy',
      style: 'cartoon',
    })
    expect(p.leftOut).toContain('waders')
  })
})
