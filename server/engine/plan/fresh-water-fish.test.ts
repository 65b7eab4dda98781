import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'

const setting = (prompt: string) =>
  makePlan({ prompt, complexity: 'easy', style: 'cartoon', suggest: false }).setting

describe('a fresh-water fish leaps from the river, not the sea floor (fresh-water-fish.ts)', () => {
  it.each([
    ['a trout jumping for a mayfly', 'sea'],
    ['a salmon leaping up a waterfall', 'sea'],
    ['a salmon swimming under the water', 'ocean'],
    ['a knight with a pike', 'castle'],
  ])('"%s" is set in the %s', (prompt, where) => {
    expect(setting(prompt)).toBe(where)
  })

  it('keeps a salmon eaten off the water', () => {
    expect(setting('a girl eating salmon')).not.toBe('sea')
  })
})
