// The whole-body doings moves.ts reads by the verb's lemma and what WordNet puts it under, then by what follows it.
import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'
import { acrobatic, gameMove, moveAction, moveDraws } from './moves'

const action = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon' }).people?.action
const ws = (s: string) => s.split(' ')

describe('moves by the verb, or one WordNet puts under it', () => {
  it.each([
    ['a baby crawling', 'crawl'],
    ['a baby creeping', 'crawl'],
    ['a boy sliding down the banister', 'slide-down'],
    ['a boy slipping on the ice', 'slide-down'],
    ['a girl twirling', 'spin'],
    ['a girl whirling around', 'spin'],
    ['a boy balancing on a log', 'balance-on'],
    ['a boy pointing at a plane', 'point'],
    ['a girl choosing a pumpkin', 'point'],
    ['a girl selecting a pumpkin', 'point'],
    ['kids doing the limbo', 'limbo'],
    ['a boy splashing in puddles', 'splash'],
  ])('"%s" is %s', (prompt, move) => {
    const words = ws(prompt)
    const i = words.findIndex((w) => /ing$/.test(w))
    expect(moveAction(words, i, [{ s: { id: 'thing' } as never }])).toBe(move)
  })

  it('leaves a thing slid, spun or balanced in the hands to the hands at work', () => {
    expect(moveAction(ws('a cook sliding a pizza out'), 2, [])).toBeNull()
    expect(moveAction(ws('a girl spinning a wooden top'), 2, [])).toBeNull()
    expect(moveAction(ws('a girl balancing an egg on a spoon'), 2, [])).toBeNull()
    // Picking up is lifting, and windsurfing is ridden on a board (WordNet files it under glide, not slide).
    expect(moveAction(ws('a girl picking up trash'), 2, [{ s: { id: 'trash' } as never }])).toBeNull()
    expect(moveAction(ws('a man windsurfing on the ocean'), 2, [])).toBeNull()
    // Choosing with nothing named to choose is no pointing.
    expect(moveAction(ws('a boy choosing'), 2, [])).toBeNull()
    // Slipping on boots or into pajamas is getting dressed.
    expect(moveAction(ws('a girl slipping on her rain boots'), 2, [])).toBeNull()
    expect(moveAction(ws('a boy slipping into his pajamas'), 2, [])).toBeNull()
  })

  it('a pole or rail not slid on is not the slide', () => {
    const drawn = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon' }).people
    expect(moveDraws('slide-down', ws('kids sliding on the ice at the north pole'))).not.toContain('pole')
    expect(moveDraws('slide-down', ws('a firefighter sliding down the fire pole'))).toContain('pole')
    expect(drawn('a firefighter sliding down the fire pole')?.action).toBe('slide-down')
  })

  it('reads a game by what its gloss says the players do; a game played seated is not one on the move', () => {
    expect(gameMove(ws('playing tag'), 0)).toBe('run')
    expect(gameMove(ws('playing hopscotch'), 0)).toBe('hop')
    expect(gameMove(ws('playing hide and seek'), 0)).toBe('seek')
    expect(gameMove(ws('playing chess'), 0)).toBeNull()
  })

  it('reads a stunt done by what WordNet files it under', () => {
    expect(acrobatic('somersault')).toBe(true)
    expect(acrobatic('handspring')).toBe(true)
    expect(acrobatic('pizza')).toBe(false)
  })
})

describe('the plan draws the move, not a person standing', () => {
  it.each([
    ['a baby crawling', 'crawl'],
    ['a baby crawling after a ball', 'crawl'],
    ['a firefighter sliding down the fire pole', 'slide-down'],
    ['a boy sliding into second base', 'slide-down'],
    ['a girl spinning a hula hoop', 'spin'],
    ['a gymnast swinging on the uneven bars', 'hang'],
    ['a boy balancing on a log in the woods', 'balance-on'],
    ['a boy pointing at a plane in the sky', 'point'],
    ['a boy choosing a pumpkin at the market', 'point'],
    ['kids doing the limbo at a party', 'limbo'],
    ['a boy doing a somersault on the gym mat', 'cartwheel'],
    ['a boy splashing in puddles in his rain boots', 'splash'],
    ['kids playing tag in the park', 'run'],
    ['Children playing hopscotch on the sidewalk', 'hop'],
    ['two kids playing hide and seek', 'seek'],
  ])('"%s": %s', (prompt, move) => expect(action(prompt)).toBe(move))

  it('says the pole, the banister and the base drawn, not left out', () => {
    for (const prompt of [
      'a firefighter sliding down the fire pole',
      'a boy sliding down the banister',
      'a boy sliding into second base',
    ]) {
      const p = makePlan({ prompt, complexity: 'easy', style: 'cartoon' })
      expect(p.leftOut ?? []).toEqual([])
    }
  })
})
