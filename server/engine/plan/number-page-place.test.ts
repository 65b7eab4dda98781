import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'
import { numberPagePlace } from './number-page-place'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', suggest: false })

describe("a number page's things keep their place", () => {
  it.each([
    ['number 7 with seven ducks on a pond', 'duck', 'sea'],
    ['number 9 with nine paper boats on a pond', 'paper-boat', 'sea'],
    ['number 8 with eight crabs on the sand', 'crab', 'beach'],
    ['the number 10 with ten stars in the night sky', 'star', 'night'],
    ['number 3 with three cats in the garden', 'cat', 'garden'],
  ])('%s: the %s counted, in its %s, nothing said', (prompt, motif, setting) => {
    const p = plan(prompt)
    expect(p.figure).toMatchObject({ kind: 'number', motif, setting })
    expect(p.leftOut).toEqual([])
  })

  it('draws the place even when what it counts has no drawing, which is said', () => {
    const p = plan('number 5 with five gazebos in the garden')
    expect(p.figure).toMatchObject({ kind: 'number', uncounted: true, setting: 'garden' })
    expect(p.leftOut).toEqual(['gazebos'])
  })

  it('leaves a thing they are on or in to the reading of things, never a setting', () => {
    expect(numberPagePlace(['in', 'a', 'basket'])).toBeNull()
    expect(numberPagePlace(['swimming', 'in', 'the', 'pond'])).toMatchObject({
      setting: 'sea',
      words: ['pond'],
      rest: ['swimming'],
    })
    // The basket is the one thing they are in, drawn with them (number-holder.ts).
    const basket = plan('number 4 with four apples in a basket')
    expect(basket.figure).toMatchObject({ holder: { concept: 'basket', how: 'in' } })
    expect(basket.figure).not.toHaveProperty('setting')
    expect(basket.leftOut).toEqual([])
  })
})
