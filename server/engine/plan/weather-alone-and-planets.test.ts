import { describe, expect, it } from 'vitest'
import { drawn, plan } from './landmark-test-kit'
import { weatherAloneScene } from './weather-words'

// Weather named alone is a sky page (that weather over hills and trees), never refused; any planet named is a
// planet drawn, never dropped (docs/decisions/XXXX-planets-weather-alone-and-old-ships.md).
describe('weather named alone', () => {
  it.each([
    ['a windy day', '*wind'],
    ['a snowstorm', '*snowfall'],
    ['a thunderstorm', '*storm'],
    ['a foggy morning', '*fog'],
    ['a misty morning', '*fog'],
    ['a blizzard', '*snowfall'],
    ['a stormy night', '*storm'],
  ])('%s: drawn as its sky over a place', (prompt, sky) => {
    const p = plan(prompt)
    expect(p.refusal, prompt).toBeNull()
    expect(p.subjects.length, prompt).toBeGreaterThan(0)
    expect(p.props.map((x) => x.concept)).toContain(sky)
  })
  it('reads only weather with nothing else named as alone', () => {
    expect(weatherAloneScene('a snowstorm')).toBe('snowy hills')
    expect(weatherAloneScene('a windy day')).toBe('trees on a hill')
    expect(weatherAloneScene('a kite on a windy day')).toBeNull()
    expect(weatherAloneScene('a cold day')).toBeNull()
    expect(weatherAloneScene('a hailstorm')).toBeNull()
  })
})

describe('planets by name', () => {
  it.each([
    ['Venus shining next to a thin crescent moon', 'planet', 'venus'],
    ['Mercury close to the sun', 'planet', 'mercury'],
    ['a rocket flying past Uranus', 'planet', 'uranus'],
    ['the evening star over the hills', 'star', 'evening star'],
  ])('%s: drawn', (prompt, id, label) => {
    const p = plan(prompt)
    expect(p.refusal, prompt).toBeNull()
    expect(drawn(p), prompt).toContain(id)
    expect(p.subjects.map((s) => s.label)).toContain(label)
  })
  it('Pluto alone is the cartoon dog, not a planet', () => {
    expect(drawn(plan('Pluto the dog'))).not.toContain('planet')
  })
})
