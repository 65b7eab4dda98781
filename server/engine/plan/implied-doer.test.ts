import { describe, expect, it } from 'vitest'
import { opensWithActivity, opensWithDoing } from './implied-doer'
import { makePlan } from './make-plan'

const words = (prompt: string) => prompt.toLowerCase().split(/\s+/)

describe('a doing with no one named', () => {
  it.each([
    'picking apples from a ladder in autumn',
    'building a snowman in the garden',
    'carving a pumpkin',
    'painting a fence',
  ])('"%s" is someone doing it', (prompt) => {
    expect(opensWithDoing(words(prompt))).toBe(true)
  })

  it.each([
    'falling leaves in autumn',
    'shooting stars over a sleeping town',
    'fishing boats and seagulls in the harbor',
    'bunting and a cake at the street party',
    'knitting needles and yarn',
    'hanging baskets of flowers',
    'sleeping kittens',
    'running water',
  ])('"%s" describes a thing', (prompt) => {
    expect(opensWithDoing(words(prompt))).toBe(false)
  })

  it('picks the apples standing on the ladder named', () => {
    const p = makePlan({
      prompt: 'picking apples from a ladder in autumn',
      complexity: 'easy',
      style: 'cartoon',
    })
    expect(p.people?.people).toHaveLength(1)
    expect(p.people?.action).toBe('pick')
    expect(p.subjects.map((s) => s.concept)).toContain('ladder')
  })
})

// A teacher's pastimes with no one named: each draws a child doing it, not the place or the gear alone.
describe('a pastime or sport with no one named', () => {
  const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon' })
  it.each([
    ['skiing in the mountains', 'ski', 'snow'],
    ['camping by the lake', null, null],
    ['ice skating at the rink', 'skate', 'snow'],
    ['surfing at the beach', 'skate', 'beach'],
    ['trick or treating on halloween', 'hold', 'night'],
    ['fishing at the pond', 'fish', null],
    ['sledding down a hill', 'sled', null],
    ['swimming in the pool', 'swim', null],
    ['hiking in the woods', 'walk', 'forest'],
    ['playing soccer in the park', 'soccer', 'park'],
    ['roller skating', 'skate', null],
    ['horseback riding on the beach', 'ride', 'beach'],
    ['flying a kite', 'kite', null],
    ['riding a bike', 'ride', null],
    ['blowing bubbles', 'blow', null],
    ['reading a book', 'read', null],
    ['going fishing', 'fish', null],
    ['kayaking on the river', 'boat', null],
    ['scuba diving', 'swim', null],
  ])('"%s" draws a child doing it', (prompt, action, setting) => {
    const p = plan(prompt)
    expect(p.refusal).toBeNull()
    expect(p.people?.people.map((x) => x.age)).toEqual(['child'])
    if (action) expect(p.people?.action).toBe(action)
    if (setting) expect(p.setting).toBe(setting)
  })

  it('dresses the trick-or-treater in a costume, never said missing', () => {
    const p = plan('trick or treating')
    expect(p.people?.people[0].role).toBe('pirate')
    expect(p.leftOut).not.toContain('costume')
  })

  it('reads a trick-or-treater as a child in costume at night, doing what the prompt says', () => {
    const p = plan('a trick or treater knocking on a door with a pumpkin on the step')
    expect(p.people?.people.map((x) => [x.role, x.age])).toEqual([['pirate', 'child']])
    expect(p.setting).toBe('night')
  })

  it.each([
    'falling leaves in autumn',
    'rolling hills',
    'flying birds',
    'playing cards',
    'smiling sun',
    'shooting stars over a sleeping town',
  ])('"%s" stays a thing, no one added', (prompt) => {
    expect(opensWithActivity(words(prompt))).toBe(false)
    expect(plan(prompt).people).toBeUndefined()
  })
})
