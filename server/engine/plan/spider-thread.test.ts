import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 })
const ids = (prompt: string) => plan(prompt).subjects.map((s) => s.concept)

describe('a spider on its thread is the dangling spider, its thread drawn above it', () => {
  it.each([
    ['a tabby cat batting at a dangling spider'],
    ['a spider dangling on its thread over a bowl of cornflakes'],
    ['a spider hanging from a long silk thread'],
  ])('%s', (prompt) => {
    expect(ids(prompt)).toContain('dangling-spider')
    // Never a spool of thread beside a spider on the ground.
    expect(ids(prompt)).not.toContain('thread')
    expect(ids(prompt)).not.toContain('spider')
    expect(plan(prompt).parts).toContain('thread')
    expect(plan(prompt).leftOut).not.toContain('thread')
  })

  it('a spider on its web or alone stays the spider', () => {
    expect(ids('a spider on a web')).toContain('spider')
    expect(ids('a spider')).toEqual(['spider'])
  })
})
