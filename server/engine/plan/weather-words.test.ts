import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'
import { withoutWeatherWords } from './weather-words'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', suggest: false })
const sky = (prompt: string) => plan(prompt).props.map((p) => `${p.concept}:${p.label}`)
const subjects = (prompt: string) => plan(prompt).subjects.map((s) => s.concept)

describe('weather words are the sky drawn, named as the prompt has them', () => {
  it.each([
    ['a camel walking through a sandstorm', '*wind:sandstorm', 'camel'],
    ['a sandstorm blowing over the desert dunes', '*wind:sandstorm', 'sand-dune'],
    ['a monsoon downpour over the village', '*rain:rain', 'house'],
    ['a heatwave at the beach with an ice cream', 'sun:sun', 'ice-cream'],
    ['a tree bending in the gale', '*wind:wind', 'tree'],
    ['sleet falling on a bus stop', '*rain:sleet', 'bus-stop'],
    ['a child stamping in puddles in yellow wellies in April showers', '*rain:rain', 'puddle'],
  ])('%s', (prompt, drawnSky, subject) => {
    const p = plan(prompt)
    expect(p.refusal).toBeNull()
    expect(p.leftOut).toEqual([])
    expect(sky(prompt)).toContain(drawnSky)
    expect(subjects(prompt)).toContain(subject)
  })

  it('April showers are no bathroom shower; a girl in the shower is still in one', () => {
    expect(subjects('a duck in a spring shower')).not.toContain('shower')
    expect(subjects('a girl in the shower')).toContain('shower')
  })

  it('never draws a sandstorm as a feather duster, even named alone', () => {
    expect(subjects('a sandstorm')).not.toContain('feather-duster')
    expect(subjects('a sandstorm')).toContain('sand-dune')
    expect(sky('a sandstorm')).toContain('*wind:sandstorm')
  })

  it('takes the weather phrase out of the words the reading reads', () => {
    expect(withoutWeatherWords('a camel walking through a sandstorm')).toBe('a camel walking')
    expect(withoutWeatherWords('kids in the pouring rain')).toBe('kids')
    expect(withoutWeatherWords('a cat on a mat')).toBe('a cat on a mat')
  })
})
