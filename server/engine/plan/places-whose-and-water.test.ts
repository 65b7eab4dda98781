import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'

// A building before the place it has, the water's own scenery named, a town on its water
// (docs/decisions/0241-places-whose-and-on-the-water.md).
const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 })
const named = (prompt: string) =>
  plan(prompt)
    .props.filter((p) => p.named)
    .map((p) => p.label)

describe('a building named before the place it has', () => {
  it.each([
    ['a peacock walking across a palace lawn with its tail dragging', 'palace', 'garden'],
    ['a cat on a school lawn', 'school', 'garden'],
    ['a boy in the school playground', 'school', 'playground'],
    ['a girl in the church garden', 'church', 'garden'],
    ['a cat on a castle lawn', 'castle', 'garden'],
  ])('%s: the %s drawn, the page the %s', (prompt, building, setting) => {
    const p = plan(prompt)
    expect(p.setting).toBe(setting)
    expect(p.subjects.map((s) => s.concept)).toContain(building)
  })

  it('a school garden is the garden, never a farm stand-in', () => {
    const p = plan('a teacher letting butterflies out of a net cage in the school garden')
    expect(p.setting).toBe('garden')
    expect(p.standIns).toEqual([])
  })

  it('a building alone after a preposition is still the place: "a peacock in the palace"', () => {
    expect(plan('a peacock in the palace').setting).toBe('castle')
  })
})

describe('a piece the setting draws of its own, named by the prompt, is named on the page', () => {
  it.each([['a Scottish loch with a castle ruin on a little island'], ['a boat on the lake near an island']])(
    '%s: the island',
    (prompt) => {
      expect(named(prompt)).toContain('island')
    },
  )

  it('not named when the prompt does not say it', () => {
    expect(named('a boat on the lake')).not.toContain('island')
  })
})

describe('a town on its water', () => {
  it.each([['the canals of Amsterdam with bikes parked on a bridge'], ['a boat on the river in Amsterdam']])(
    '%s: its buildings along the water, lettered',
    (prompt) => {
      const p = plan(prompt)
      expect(p.setting).toBe('sea')
      expect(p.caption).toBe('Amsterdam')
      expect(named(prompt)).toContain('buildings')
    },
  )

  it('a town on land is its streets, no water: "a cat in Amsterdam"', () => {
    expect(named('a cat in Amsterdam')).not.toContain('buildings')
  })
})

describe('a place said by what covers it or what it is for', () => {
  it.each([
    ['a falconer swinging a lure on a rope for a hawk over a stubble field', 'meadow', 'stubble field'],
    ['a boy on a croquet lawn', 'garden', 'croquet lawn'],
    ['a mole poking its head out of a molehill on a bowling green', 'meadow', 'bowling green'],
  ])('%s: the %s, named "%s", no stand-in', (prompt, setting, name) => {
    const p = plan(prompt)
    expect(p.setting).toBe(setting)
    expect(p.namedSetting).toBe(name)
    expect(p.standIns).toEqual([])
    expect(p.leftOut).toEqual([])
  })

  it('a drawing before the place is still drawn: "a horse in a poppy field"', () => {
    expect(plan('a horse in a poppy field').subjects.map((s) => s.concept)).toContain('poppy')
  })
})

describe('the water a page draws is never said as lacking', () => {
  it.each([
    ['a boat in the water', 'water'],
    ["Loch Ness with a little boat and a monster's hump in the water", 'lake'],
  ])('%s: named %s, nothing said', (prompt, name) => {
    const p = plan(prompt)
    expect(p.setting).toBe('sea')
    expect(p.namedSetting).toBe(name)
    expect(p.leftOut).not.toContain('water')
  })
})

describe('water below the hills is their lake', () => {
  it('a stag on a hillside above a loch: the hills, the loch drawn in them', () => {
    const p = plan('a stag on a hillside in the Scottish Highlands above a loch')
    expect(p.setting).toBe('meadow')
    expect(named('a stag on a hillside in the Scottish Highlands above a loch')).toContain('loch')
    expect(p.leftOut).toEqual([])
  })

  it('a boat on the loch keeps the water: "a boat on the loch below the hills"', () => {
    expect(plan('a boat on the loch below the hills').setting).toBe('sea')
  })
})

describe("the kitchen's worktop", () => {
  it.each([
    ['a kettle, a toaster and a loaf of bread on the worktop', 'worktop'],
    ['a cat on the kitchen counter', 'kitchen counter'],
  ])('%s: the kitchen, named %s', (prompt, name) => {
    const p = plan(prompt)
    expect(p.setting).toBe('kitchen')
    expect(p.namedSetting).toBe(name)
    expect(p.leftOut).toEqual([])
  })
})

describe("a town's square", () => {
  it.each([
    ['cheese porters carrying big yellow cheeses on a wooden barrow in a Dutch square', 'dutch square'],
    ['a girl sitting in the square with a balloon', 'square'],
  ])('%s: the village square, named', (prompt, name) => {
    expect(named(prompt)).toContain(name)
  })

  it('"a circle in a square" is no town square', () => {
    expect(named('a circle in a square')).not.toContain('square')
  })
})

describe('the sky over the land named under it', () => {
  it('a sky full of hot air balloons over a valley: the valley, the sky named over it', () => {
    const p = plan('a sky full of hot air balloons over a valley at a festival')
    expect(p.setting).toBe('meadow')
    expect(p.namedSetting).toBe('valley')
    expect(named('a sky full of hot air balloons over a valley at a festival')).toContain('sky')
    expect(p.leftOut).not.toContain('valley')
  })

  it('the sky alone is still the sky: "a plane flying in the sky"', () => {
    expect(plan('a plane flying in the sky').setting).toBe('sky')
  })
})

describe('places a setting draws, named as typed, and a racing track by its kind', () => {
  it('at the zoo fence: the zoo, its fence drawn, nothing said', () => {
    const p = plan("a giraffe bending down to lick a boy's ice cream at the zoo fence")
    expect(p.setting).toBe('zoo')
    expect(p.leftOut).toEqual([])
  })

  it('through the streets: the city street, named', () => {
    const p = plan('people pulling a big cart through the streets')
    expect(p.setting).toBe('city')
    expect(p.namedSetting).toBe('streets')
  })

  it('a velodrome is a race track (WordNet: a racetrack), said', () => {
    const p = plan('a track cyclist racing round the steep banking of the velodrome')
    expect(p.standIns).toContainEqual({ asked: 'velodrome', drawn: 'race track' })
    expect(p.props.map((x) => x.concept)).toContain('*race-track')
  })
})

describe('a slope skied or sledged is the snow', () => {
  it.each([
    ['a boy skiing down the slope', 'slope'],
    ['a ski instructor leading a line of little children down the nursery slope', 'nursery slope'],
    ['kids sledging down a hill', 'hill'],
  ])('%s: the snow, the %s named', (prompt, name) => {
    const p = plan(prompt)
    expect(p.setting).toBe('snow')
    expect(named(prompt)).toContain(name)
    expect(p.leftOut).toEqual([])
  })

  it('an ice track is the snow, named: "a bobsleigh team hurtling down the ice track"', () => {
    const p = plan('a bobsleigh team hurtling down the ice track')
    expect(p.setting).toBe('snow')
    expect(p.namedSetting).toBe('ice track')
  })

  it('a slope walked is still the hills: "a goat on a rocky slope"', () => {
    expect(plan('a goat on a rocky slope').setting).toBe('meadow')
  })
})

describe('a hole in the ground is no valley', () => {
  it('a pothole in the road is said as itself, never "drawn as a valley"', () => {
    const p = plan('a workman filling a pothole in the road with hot tarmac and a shovel')
    expect(p.leftOut).toContain('pothole')
    expect(p.standIns.map((s) => s.asked)).not.toContain('pothole')
  })
})
