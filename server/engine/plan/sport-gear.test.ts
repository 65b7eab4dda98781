import { describe, expect, it } from 'vitest'
import { conceptForPhrase } from '../vocabulary'
import { GEAR_DRAWINGS } from './activity-gear'
import { makePlan } from './make-plan'
import { SPORTS } from './sport-gear'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon' })
const concepts = (prompt: string) => plan(prompt).subjects.map((s) => s.concept)

describe('a sport is drawn in its pose with its gear, named or not', () => {
  // As a teacher types them: the game, the doing, the player; none names the gear.
  it.each([
    ['a boy playing baseball', 'strike', 'baseball-bat'],
    ['a girl playing softball', 'strike', 'baseball-bat'],
    ['a boy playing cricket', 'strike', 'cricket-game'],
    ['a cricketer', 'strike', 'cricket-game'],
    ['a golfer', 'strike', 'golf-club'],
    ['a boy swinging a baseball bat', 'strike', 'baseball-bat'],
    ['a boy playing basketball', 'ball-up', 'basketball-hoop'],
    ['a boy shooting hoops', 'ball-up', 'basketball'],
    ['a girl playing netball', 'ball-up', 'volleyball'],
    ['kids playing rugby', 'hold', 'rugby-football'],
    ['a boy boxing', 'hold', 'boxing-glove'],
    ['a girl fencing', 'hold', 'sword'],
    ['a girl doing gymnastics', 'cartwheel', null],
    ['a gymnast', 'cartwheel', null],
    ['a boy snowboarding', 'skate', 'snowboard'],
    ['a surfer', 'skate', 'surfboard'],
    ['a man surfing', 'skate', 'surfboard'],
    ['a girl paddle boarding', 'skate', 'paddleboard'],
    ['a girl kayaking', 'boat', 'canoe'],
    ['a girl sailing', 'boat', 'sailboat'],
    ['a boy cycling', 'ride', 'bicycle'],
    ['a boy on a bmx', 'ride', 'bicycle'],
    ['a girl horse riding', 'ride', 'horse'],
    ['kids running a relay race', 'run', 'relay-baton'],
    ['a man playing darts', 'throw', 'dart'],
    ['a girl doing the backstroke', 'swim', null],
    ['a boy playing water polo', 'swim', null],
    ['a girl trampolining', 'trampoline', 'trampoline'],
    ['kids playing catch', 'throw', 'soccer-ball'],
  ])('%s: %s, with %s', (prompt, action, gear) => {
    const p = plan(prompt)
    expect(p.refusal).toBeNull()
    expect(p.people?.action).toBe(action)
    if (gear) expect(p.subjects.map((s) => s.concept)).toContain(gear)
    // The gear is an extra, and the sport's words are no things: nothing said left out.
    expect(p.leftOut).toEqual([])
  })

  it('plays where the sport is played: snowboarding on the snow, surfing and kayaking on the sea', () => {
    expect(plan('a boy snowboarding').setting).toBe('snow')
    expect(plan('a man surfing').setting).toBe('sea')
    expect(plan('a girl kayaking').setting).toBe('sea')
  })

  it('hula hooping puts the hoop round the waist, not in the hands', () => {
    const p = plan('a girl hula hooping')
    expect(concepts('a girl hula hooping')).toContain('hula-hoop')
    expect(p.people?.object).toBeNull()
  })

  it('keeps the things the words mean otherwise: a fence, rows, a bike named, a boat named', () => {
    expect(concepts('a fence around the garden')).toEqual(['fence'])
    expect(concepts('a girl painting the fencing')).not.toContain('sword')
    expect(concepts('a boy riding a bike')).not.toContain('horse')
    expect(plan('a man rowing a boat').subjects.filter((s) => /boat/.test(s.concept))).toHaveLength(1)
    expect(concepts('rows of flowers')).not.toContain('rowboat')
    expect(concepts('a woman flipping pancakes')).not.toContain('person-cartwheeling')
  })

  it('finds a drawing for every piece of gear the table implies', () => {
    for (const sport of SPORTS)
      for (const gear of sport.gear)
        expect(conceptForPhrase(GEAR_DRAWINGS[gear] ?? gear), gear).not.toBeNull()
  })
})
