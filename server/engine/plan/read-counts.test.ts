import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'

const drawn = (prompt: string) =>
  makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 }).subjects.map((s) => s.concept)

describe('how many of a thing a prompt draws', () => {
  it('draws the number said', () => {
    expect(drawn('three cats').filter((id) => id === 'cat')).toHaveLength(3)
  })

  it('draws one thing a number names rather than counts', () => {
    expect(drawn('a number 5 bus').filter((id) => id === 'bus')).toHaveLength(1)
    expect(drawn('a race car with the number 3').filter((id) => id === 'race-car')).toHaveLength(1)
  })

  it('draws one of what holds a plural', () => {
    expect(drawn('a box of tissues')).toHaveLength(1)
  })

  it('draws two of a thing named in the plural', () => {
    expect(drawn('ducks in a pond').filter((id) => id === 'duck')).toHaveLength(2)
    expect(drawn('kittens playing with yarn').filter((id) => id === 'cat')).toHaveLength(2)
  })

  it('keeps one drawing that is a pair or set, one thing placed in or on another, and what the first one uses', () => {
    expect(drawn('socks')).toEqual(['socks'])
    expect(drawn('ice skates')).toEqual(['ice-skate'])
    expect(drawn('a giraffe eating leaves').filter((id) => id === 'giraffe')).toHaveLength(1)
    expect(drawn('a giraffe eating leaves')).toHaveLength(2)
    expect(drawn('fireworks over the city').filter((id) => id === 'fireworks')).toHaveLength(1)
    expect(drawn('apples in a basket').filter((id) => id === 'apple')).toHaveLength(1)
  })
})

describe('a number named in the plural before "of" counts many', () => {
  const counted = (prompt: string) =>
    makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 }).subjects.map((s) => s.concept)

  it('draws more than one for "dozens of walruses", one box for "a box of tissues"', () => {
    expect(counted('dozens of walruses piled up on a stony beach').filter((c) => c === 'walrus').length).toBe(
      2,
    )
    expect(counted('lots of kites in the sky').filter((c) => c === 'kite').length).toBe(2)
    expect(counted('a box of tissues')).toEqual(['tissue-box'])
  })
})
