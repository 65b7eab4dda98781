import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'

// Places added to plan/places-by-class.ts: each named place is a piece of the page, listed with what it draws,
// never said left out; its setting and (alone) its subject.
const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 })

const PLACES: [prompt: string, piece: string, label: string, setting: string][] = [
  ['a bakery and a flower shop side by side on main street', '*sidewalk', 'main street', 'city'],
  ['Big Ben and a red bus in London', '*skyline', 'london', 'city'],
  ['a telescope on a hill under the milky way', '*stars', 'milky way', 'meadow'],
  ['a polar bear cub sliding down a snowbank', '*snow-heap', 'snowbank', 'snow'],
  ['a girl drinking cocoa at the coffee shop', '*shop', 'coffee shop', 'city'],
  ['a tide pool with starfish', '*pond', 'tide pool', 'beach'],
  ['a dad teaching his daughter to swim', '*pool', 'pool', 'garden'],
  ['kids hitting a piñata at a birthday party', '*bunting', 'birthday party', 'party'],
]

describe('more named places', () => {
  it.each(PLACES)('%s: the %s piece, listed as %s, in the %s', (prompt, piece, label, setting) => {
    const p = plan(prompt)
    expect(p.refusal ?? null).toBeNull()
    const prop = p.props.find((x) => x.concept === piece && x.named)
    expect(prop?.label.toLowerCase()).toBe(label)
    expect(p.setting).toBe(setting)
    expect(p.leftOut.map((w) => w.toLowerCase())).not.toContain(label)
  })

  it("lists a birthday party's balloons as drawn, the setting's own not drawn twice", () => {
    const props = plan('kids hitting a piñata at a birthday party').props
    expect(props.filter((x) => x.concept === 'balloon' && x.named)).toHaveLength(2)
    expect(props.filter((x) => x.concept === 'balloon')).toHaveLength(2)
    expect(props.filter((x) => x.concept === '*bunting')).toHaveLength(1)
  })

  it('draws a city named round its landmark when the prompt names none', () => {
    expect(plan('a picture of Paris').subjects.map((s) => s.concept)).toContain('eiffel-tower')
  })

  it('draws the milky way as the one field of stars', () => {
    expect(plan('a fox under the milky way').props.filter((x) => x.concept === '*stars')).toHaveLength(1)
  })

  it('reads a barnyard as the farm, and a rock pool is not a swimming pool', () => {
    expect(plan('a barnyard with a horse, a goat and a duck').setting).toBe('farm')
    expect(plan('a crab in a rock pool').props.map((x) => x.concept)).not.toContain('*pool')
  })

  it('keeps other water named after "to swim"', () => {
    expect(plan('a dog learning to swim in the lake').props.map((x) => x.concept)).not.toContain('*pool')
  })
})

describe('in the sun, the sun shines in the sky', () => {
  it.each([
    'a dog sleeping in the sun',
    'a snowman melting in the spring sunshine',
    'a flower in the sunlight',
    'a lizard basking in the warm sun on a rock',
  ])('%s: the sun is the sky, not a second subject', (prompt) => {
    const p = plan(prompt)
    expect(p.subjects.map((s) => s.concept)).not.toContain('sun')
    expect(p.props).toContainEqual(expect.objectContaining({ concept: 'sun', place: 'sky', named: true }))
    expect(p.leftOut).toEqual([])
  })

  it('keeps the sun the subject when it is what the page is of', () => {
    expect(plan('the sun').subjects.map((s) => s.concept)).toEqual(['sun'])
    expect(plan('a sun and a cloud').subjects.map((s) => s.concept)).toContain('sun')
  })
})
