// People the prompt has doing something are drawn doing it: poses read from the shape of the phrase.
import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'

const action = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon' }).people?.action

describe('doing, not standing idle', () => {
  it('works a thing with a verb and its particle WordNet knows as one verb', () => {
    expect(action('a woman rolling out chapatis on a round board')).toBe('work')
    expect(action('a clown squeezing out of a tiny car')).not.toBe('work')
  })

  it('kneels to draw in chalk where no board is said, and writes at the board where one is', () => {
    expect(action("children drawing round each other's shadows with chalk in the playground")).toBe('ground')
    expect(action('a teacher writing with chalk on the blackboard')).not.toBe('ground')
  })

  it('balances along a thing too narrow to walk, and walks along the beach', () => {
    expect(action('a boy wobbling along a slackline strung between two trees')).toBe('balance-on')
    expect(action('a boy walking on the beach')).toBe('walk')
  })

  it('walks going to a place, not going to sleep', () => {
    expect(action('a family in new clothes going to the mosque on Eid morning')).toBe('walk')
    expect(action('a boy going to sleep')).not.toBe('walk')
  })

  it('stands in water bathing in a river', () => {
    expect(action('pilgrims bathing in the river with tents along the bank')).toBe('wade')
  })
})
