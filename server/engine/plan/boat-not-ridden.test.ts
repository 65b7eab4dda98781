import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'

const action = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon' }).people?.action

describe('a boat the person does something to is not one they are in', () => {
  it.each([
    ['a harbour master waving a fishing boat in', 'wave'],
    ['a girl waving at a boat', 'wave'],
  ])('%s: %s', (prompt, pose) => expect(action(prompt)).toBe(pose))

  it('"fishing" naming a thing is no one fishing', () => {
    expect(action('a man fixing a fishing net')).not.toBe('fish')
  })

  it('in a boat, rowing it or fishing from it, the person is still in the boat', () => {
    expect(action('a man in a boat waving')).toBe('boat')
    expect(action('a girl rowing a boat')).toBe('boat')
    expect(action('a boy fishing from a boat')).toBe('fish')
  })
})
