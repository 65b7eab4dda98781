import { describe, expect, it } from 'vitest'
import { plan } from './landmark-test-kit'
import { weatherAloneScene } from './weather-words'

// Weather named alone is a sky page (that weather over hills and trees), never refused
// (docs/decisions/0208-weather-alone.md).
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
