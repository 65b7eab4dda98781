import { describe, expect, it } from 'vitest'
import { judge, parseExpectation } from '../dev/eval-labels'
import { makePlan } from './make-plan'
import { numberHolder } from './number-holder'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', suggest: false })

describe('a number page draws the one thing its things are in, on or follow', () => {
  it.each([
    ['number 4 with four fireflies in a jar', 'jar', 'in'],
    ['number 5 with five apples in a basket', 'basket', 'in'],
    ['number 9 with nine candles on a birthday cake', 'birthday-cake', 'on'],
    ['number 7 with seven snails on a garden wall', 'wall', 'on'],
    ['a big number 3 with three teddy bears having a picnic', 'blanket', 'on'],
  ])('%s: the %s drawn once, the things %s it, nothing said', (prompt, concept, how) => {
    const p = plan(prompt)
    expect(p.figure).toMatchObject({ kind: 'number', holder: { concept, how } })
    expect(p.leftOut).toEqual([])
  })

  it('reads a holder before a place, so "a birthday cake" is no party and "a garden wall" no garden', () => {
    expect(plan('number 9 with nine candles on a birthday cake').figure).not.toHaveProperty('setting')
    expect(plan('number 7 with seven snails on a garden wall').figure).not.toHaveProperty('setting')
    // A place alone is still the place's ground.
    expect(plan('number 7 with seven ducks on a pond').figure).toMatchObject({ setting: 'sea' })
  })

  it('leads the young with their mother, the counted drawing again', () => {
    const p = plan('number 6 with six ducklings following their mum')
    expect(p.figure).toMatchObject({
      kind: 'number',
      motif: 'duck',
      holder: { concept: 'duck', how: 'lead' },
    })
    expect(p.leftOut).toEqual([])
  })

  it('holds them only in a made thing or a food: an animal under them is said', () => {
    expect(numberHolder(['on', 'a', 'dog'], 'cat')).toBeNull()
    expect(plan('number 3 with three cats on a dog').leftOut).toEqual(['dog'])
  })

  it('counts the holder as drawn in the benchmark', () => {
    const p = plan('number 4 with four fireflies in a jar')
    expect(judge(p, parseExpectation('figure:number + fireflies/firefly + jar'))).toBe('right')
  })
})

describe('a number named after its things is a number page', () => {
  it.each([
    ['seven sandcastles round a big number 7', '7', 'sandcastle'],
    ['five stars around the number 5', '5', 'star'],
  ])('%s: number %s with its %s', (prompt, digits, motif) => {
    const p = plan(prompt)
    expect(p.figure).toMatchObject({ kind: 'number', digits, motif })
    expect(p.leftOut).toEqual([])
  })

  it('keeps things whose count is not the number for the subject reader', () => {
    expect(plan('three cats round a number 7').figure?.kind).not.toBe('number')
  })
})

describe('a young drawing that is its own kind is led by its parent', () => {
  it('draws a hen leading chicks, not a large chick', () => {
    const p = plan('number 5 with five chicks following their mother')
    expect(p.figure).toMatchObject({
      kind: 'number',
      motif: 'chick',
      holder: { concept: 'chicken', how: 'lead' },
    })
  })
})

describe('a place a setting draws is its ground, not a holder', () => {
  it('draws the farm as the farm setting, the cake as the cake', () => {
    expect(plan('number 5 with five cows on the farm').figure).toMatchObject({ setting: 'farm' })
    expect(plan('number 5 with five cows on the farm').figure).not.toHaveProperty('holder')
    expect(plan('number 9 with nine candles on a birthday cake').figure).toMatchObject({
      holder: { concept: 'birthday-cake' },
    })
  })
})
