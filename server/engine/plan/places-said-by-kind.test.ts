import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'
import { oneEditApart, settingMeant } from './setting-typos'

// Places no drawing names, reached by what WordNet says they are (undrawn-places.ts, docs/decisions/0227-places-by-their-kind.md).
const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 })

describe('a building no drawing names', () => {
  it.each([
    ['a thatched pub with a red post box outside and a bench', 'pub'],
    ['a horse tied up outside a tavern', 'tavern'],
  ])('%s: drawn as a house, said, never refused', (prompt, asked) => {
    const p = plan(prompt)
    expect(p.refusal).toBeFalsy()
    expect(p.standIns).toContainEqual({ asked, drawn: 'house' })
    expect(p.props.map((x) => x.concept)).toContain('house')
  })
})

describe('a setting word typed a letter off', () => {
  it('"the kichen" is the kitchen, not a thing left out', () => {
    const p = plan('grandma and grandpa waltzing round the kichen to the radio')
    expect(p.setting).toBe('kitchen')
    expect(p.leftOut).not.toContain('kichen')
  })

  it.each([
    ['a cat in the gardn', 'garden'],
    ['a girl in the clasroom', 'classroom'],
  ])('%s: %s', (prompt, setting) => {
    expect(plan(prompt).setting).toBe(setting)
  })

  it.each([
    // Words a dictionary knows stay what they are: a beech is a tree, not the beach.
    'beech',
    'beaches',
    // A name stays a name.
    'forrest',
    // Too short to tell a slip from another word.
    'barm',
  ])('%s is not read as a setting word', (word) => {
    expect(settingMeant(word)).toBeNull()
  })

  it('one edit: a letter added, dropped, changed, or two swapped', () => {
    expect(oneEditApart('kichen', 'kitchen')).toBe(true)
    expect(oneEditApart('kitchne', 'kitchen')).toBe(true)
    expect(oneEditApart('kitcheen', 'kitchen')).toBe(true)
    expect(oneEditApart('kotchen', 'kitchen')).toBe(true)
    expect(oneEditApart('kichne', 'kitchen')).toBe(false)
  })
})

describe('a room or a yard no setting names', () => {
  it.each([
    ['a cat asleep in the attic', 'attic'],
    ['a boy hiding in the cellar', 'cellar'],
    ['a girl in the waiting room with a teddy', 'waiting room'],
  ])('%s: a room indoors, said', (prompt, asked) => {
    const p = plan(prompt)
    expect(p.setting).toBe('bedroom')
    expect(p.standIns).toContainEqual({ asked, drawn: 'room' })
  })

  it('a place missing after a thing missing is still where the page is', () => {
    const p = plan('a grandad and a boy running a model railway in the loft')
    expect(p.setting).toBe('bedroom')
    expect(p.standIns).toContainEqual({ asked: 'loft', drawn: 'room' })
  })

  it('a courtyard is the garden, said', () => {
    const p = plan('a Spanish guitarist strumming in a white courtyard with an orange tree')
    expect(p.setting).toBe('garden')
    expect(p.standIns).toContainEqual({ asked: 'courtyard', drawn: 'garden' })
  })
})

describe('"outside" gives way to a place out of doors named after it', () => {
  it('a camel outside the Treasury at Petra is in the desert, nothing said', () => {
    const p = plan('a camel resting outside the Treasury at Petra')
    expect(p.setting).toBe('desert')
    expect(p.leftOut).not.toContain('desert')
  })

  it('outside the school is not in the classroom', () => {
    expect(plan('a boy outside the school').setting).toBe('meadow')
  })
})

describe('a bridge named with a boat stands over the water', () => {
  it('Tower Bridge letting a tall ship through is on the river', () => {
    const p = plan('Tower Bridge opening to let a tall ship through')
    expect(p.setting).toBe('sea')
    expect(p.subjects.map((s) => s.label)).toEqual(['tower bridge', 'ship'])
  })

  it('a bus crossing Tower Bridge stays on the street', () => {
    expect(plan('a bus crossing Tower Bridge').setting).toBe('city')
  })
})

describe('the water named as a place', () => {
  it.each([
    'a seagull on the ferry railing with the Blue Mosque across the water',
    'a heron standing by the water',
  ])('%s: on the water, named "water"', (prompt) => {
    const p = plan(prompt)
    expect(p.setting).toBe('sea')
    expect(p.namedSetting).toBe('water')
  })
})

describe('a home or shelter the people are at', () => {
  it('a tent named after three things is drawn, and the page is out of doors at it', () => {
    const p = plan('a Bedouin man pouring coffee from a tall pot in his tent')
    expect(p.subjects.map((s) => s.concept)).toContain('tent')
    expect(p.leftOut).not.toContain('tent')
    expect(p.setting).not.toBe('kitchen')
  })

  it('a yurt named after three things is drawn', () => {
    const p = plan('a Kazakh grandmother putting the felt walls round a yurt')
    expect(p.subjects.map((s) => s.concept)).toContain('yurt')
    expect(p.leftOut).not.toContain('yurt')
  })

  it('pouring coffee with no home named is still in the kitchen', () => {
    expect(plan('a man pouring coffee').setting).toBe('kitchen')
  })
})

describe('a lane', () => {
  it('a flooded lane is the country road, said', () => {
    const p = plan('a tractor driving through a flooded lane')
    expect(p.standIns).toContainEqual({ asked: 'lane', drawn: 'road' })
  })

  it('swimming down her lane stays in the water', () => {
    expect(plan('a girl in goggles swimming butterfly stroke down her lane').setting).toBe('sea')
  })
})

describe('a named path', () => {
  it('the Inca Trail is the trail drawn, its name lettered, nothing said', () => {
    const p = plan('hikers with walking poles on the Inca Trail with snowy peaks behind')
    expect(p.props.map((x) => x.concept)).toContain('*trail')
    expect(p.caption).toBe('Inca Trail')
    expect(p.leftOut).not.toContain('Inca Trail')
  })
})

describe('a country show', () => {
  it.each([
    'an alpaca in a woolly hat at the county show',
    'a pig winning a rosette at the agricultural show',
  ])('%s: the fair drawn, nothing said', (prompt) => {
    const p = plan(prompt)
    expect(p.props.map((x) => x.concept)).toContain('*fair')
    expect(p.leftOut.join()).not.toMatch(/show/)
  })
})

describe('a desert road', () => {
  it('is the road drawn over the desert, nothing said', () => {
    const p = plan('a petrol station on a desert road with a cactus and a vulture')
    expect(p.setting).toBe('desert')
    expect(p.props.map((x) => x.concept)).toContain('*country-road')
    expect(p.leftOut).toEqual([])
  })
})

describe('a word as often another thing is no room', () => {
  it('the pole vault bar is not a room', () => {
    expect(plan('a pole vaulter bending her pole as she flies up over the bar').setting).not.toBe('bedroom')
  })
})

describe('a place known whole is read by its own senses', () => {
  it.each([
    'a mum and daughter planting herbs in a window box',
    'a physiotherapist helping a man walk between two bars',
  ])('%s: no room', (prompt) => {
    expect(plan(prompt).standIns.map((s) => s.drawn)).not.toContain('room')
  })
})

describe('a describing word before the place drawn', () => {
  it.each([
    ['a boat on the turquoise sea', 'turquoise sea'],
    ['a cow on the round hill', 'round hill'],
  ])('%s: the place described, nothing stands in', (prompt, asked) => {
    const p = plan(prompt)
    expect(p.standIns.map((s) => s.asked)).not.toContain(asked)
    expect(p.leftOut).not.toContain(asked)
  })

  it('a place known whole still stands in (a car park is no park)', () => {
    expect(plan('a dog in a car park').standIns).toContainEqual({ asked: 'car park', drawn: 'street' })
  })
})
