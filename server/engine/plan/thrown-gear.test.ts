import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'

describe('the athletes’ throws are thrown', () => {
  it.each(['a man throwing the hammer at an athletics meeting', 'a girl throwing a discus'])(
    '%s: the throw, not standing beside the thing',
    (prompt) => {
      const p = makePlan({ prompt, complexity: 'easy', style: 'cartoon' })
      expect(p.people?.action).toBe('throw')
      expect(p.people?.object).not.toBeNull()
    },
  )
})
