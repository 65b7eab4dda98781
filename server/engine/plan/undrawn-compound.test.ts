import { describe, expect, it } from 'vitest'
import { undrawnCompound } from './leftover-words'
import { makePlan } from './make-plan'

// Two nouns with no drawing name one thing, said, never passed over in silence (leftover-words.ts).
const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', suggest: false })

describe('a thing named by two nouns with no drawing', () => {
  it.each(['a girl running her dog round the agility course', 'a dog on an agility course'])(
    '%s says the course it is drawn without',
    (prompt) => {
      expect(plan(prompt).leftOut.join(' ')).toContain('course')
    },
  )

  it('reads only two undrawn nouns after a small word, the last a thing', () => {
    const words = 'a dog on an agility course'.split(' ')
    expect(undrawnCompound(words, 4)).toBe(true)
    expect(undrawnCompound('a boy at the cake stall'.split(' '), 4)).toBe(false)
    expect(undrawnCompound('a boy in running shoes'.split(' '), 3)).toBe(false)
    // A person and the way they go: no "postman down" said.
    expect(undrawnCompound('a goose chasing the postman down a farm lane'.split(' '), 4)).toBe(false)
    expect(plan('a greylag goose chasing the postman down a farm lane').leftOut).toEqual([])
  })
})
