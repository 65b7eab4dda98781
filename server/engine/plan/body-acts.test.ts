// The kinds of doing body-acts.ts places by WordNet, not by a list of prompts.
import { describe, expect, it } from 'vitest'
import { downLow, faceAct, isBlow, isCooking, playedSeated, worksOnSomeone } from './body-acts'

describe('blows, by the verb or one WordNet puts over it', () => {
  it.each(['hitting', 'banging', 'striking', 'knocking', 'swatting', 'punching', 'whacking'])(
    '%s is a blow',
    (w) => expect(isBlow(w)).toBe(true),
  )
  it.each(['peeling', 'crashing', 'popping', 'blocking', 'running', 'holding'])('%s is not', (w) =>
    expect(isBlow(w)).toBe(false),
  )
})

describe('games played seated, by what WordNet files them under', () => {
  it.each(['chess', 'checkers', 'cards', 'dominoes', 'jacks', 'marbles', 'lego', 'doll'])(
    '%s is played seated',
    (w) => expect(playedSeated(w)).toBe(true),
  )
  it.each(['tennis', 'golf', 'hopscotch', 'soccer', 'basketball', 'tag'])('%s is not', (w) =>
    expect(playedSeated(w)).toBe(false),
  )
})

describe('someone worked on', () => {
  const ws = (s: string) => s.split(' ')
  it('is the second person right after a verb of the body’s kinds', () => {
    expect(worksOnSomeone(ws('an optician testing a boy eyes'), [{ at: 1 }, { at: 4 }])).toBe(true)
    expect(worksOnSomeone(ws('mom putting sunscreen on her son'), [{ at: 0 }, { at: 5 }])).toBe(true)
  })
  it('not someone told, given to, or only beside', () => {
    expect(worksOnSomeone(ws('a girl whispering a secret to her friend'), [{ at: 1 }, { at: 7 }])).toBe(false)
    expect(worksOnSomeone(ws('dad teaching his son to swim'), [{ at: 0 }, { at: 3 }])).toBe(false)
    expect(worksOnSomeone(ws('a boy playing chess with his grandpa'), [{ at: 1 }, { at: 6 }])).toBe(false)
  })
})

describe('doings of the face, by the verb or one WordNet puts over it', () => {
  it.each(['crying', 'weeping', 'sobbing'])('%s is at the eyes', (w) => expect(faceAct(w)).toBe('eyes'))
  it.each(['yawning', 'sneezing', 'coughing', 'hiccuping', 'whispering'])('%s is at the mouth', (w) =>
    expect(faceAct(w)).toBe('mouth'),
  )
  it.each(['talking', 'running', 'laughing', 'singing', 'holding'])('%s is not', (w) =>
    expect(faceAct(w)).toBeNull(),
  )
})

describe('cooking, by the verb or one WordNet puts over it', () => {
  it.each(['cooking', 'baking', 'grilling', 'roasting', 'frying', 'boiling'])('%s is cooking', (w) =>
    expect(isCooking(w)).toBe(true),
  )
  it.each(['looking', 'booking', 'eating', 'cook'])('%s is not', (w) => expect(isCooking(w)).toBe(false))
})

describe('down low, by the verb or one WordNet puts over it', () => {
  it.each(['kneeling', 'crouching', 'squatting', 'stooping'])('%s is down low', (w) =>
    expect(downLow(w)).toBe(true),
  )
  it.each(['standing', 'sitting', 'bending', 'lying'])('%s is not', (w) => expect(downLow(w)).toBe(false))
})
