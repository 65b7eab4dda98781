import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'

// Named land and water drawn as their kind, landmarks by what they are, and the place a doing implies
// (unknown-names.ts, landmark-kinds.ts, landmarks.ts, animal-actions.ts, implied-world.ts).
const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 })
const concepts = (prompt: string) => [
  ...plan(prompt).subjects.map((s) => s.concept),
  ...plan(prompt).props.map((p) => p.concept),
]

describe('a name of land or water keeps its kind', () => {
  it("Fingal's Cave is the cave at the sea a boat comes to, lettered", () => {
    const p = plan("a tour boat at the mouth of Fingal's Cave with its tall stone columns")
    expect(p.props.find((x) => x.concept === '*cave')?.label).toBe('sea cave')
    expect(p.setting).toBe('sea')
    expect(p.caption).toContain("Fingal's Cave")
  })

  it('the Chocolate Hills are hills, not a can of food, lettered', () => {
    const p = plan('the Chocolate Hills in the Philippines, round and bumpy as far as you can see')
    expect(p.subjects.map((s) => s.label)).toContain('hill')
    expect(p.caption).toContain('Chocolate Hills')
  })

  it('a bear in a cave is still in the wood', () => {
    expect(plan('a bear in a cave').setting).toBe('forest')
  })
})

describe('landmarks by what they are', () => {
  it("the Tiger's Nest is a temple on the cliff, no tiger", () => {
    const c = concepts("the Tiger's Nest monastery clinging to a cliff in Bhutan")
    expect(c).not.toContain('tiger')
    expect(c).toContain('hindu-temple')
    expect(c).toContain('*cliff')
  })

  it('the Roman Baths are no bathtubs', () => {
    const c = concepts('the green pool of the Roman Baths with steam rising and statues along the edge')
    expect(c).not.toContain('bathtub')
    expect(c).toContain('*pool')
  })

  it('the water the Merlion spouts is its own part, not said', () => {
    const p = plan('the Merlion spouting water in front of the Singapore skyline')
    expect(p.leftOut).not.toContain('water')
    expect(p.parts).toContain('water')
    expect(p.props.find((x) => x.concept === '*skyline')?.label).toBe('singapore skyline')
  })
})

describe('the place a doing implies', () => {
  it.each(['sheep grazing', 'a cow grazing by the fence'])('%s: on the grass, named', (prompt) => {
    expect(plan(prompt).namedSetting).toBe('grass')
  })

  it.each(['a girl flying a kite', 'a boy flying a homemade hexagon kite on Good Friday in Bermuda'])(
    '%s: the sky named',
    (prompt) => {
      expect(plan(prompt).namedSetting).toBe('sky')
    },
  )
})

describe('a region named before a place', () => {
  it.each([
    ['a brass band leading the Whit Walk through a Lancashire town', 'Lancashire'],
    ['a brass band in a Yorkshire village', 'Yorkshire'],
    ['a Texas farm', 'Texas'],
    ['a gaucho on horseback crossing Patagonia with snowy mountains behind', 'Patagonia'],
  ])('%s: lettered, never a drawing named after it nor said', (prompt, region) => {
    const p = plan(prompt)
    expect(p.caption).toContain(region)
    expect(p.leftOut).not.toContain(region)
    expect(p.refusal).toBeNull()
    expect(p.subjects.map((s) => s.concept)).not.toContain('yorkshire-pudding')
  })
})

describe('a happening of nature named first', () => {
  it('an avalanche is the snow page, said, never dropped', () => {
    const p = plan('an avalanche crashing down the mountain towards a little ski hut')
    expect(p.setting).toBe('snow')
    expect(p.standIns).toContainEqual({ asked: 'avalanche', drawn: 'snowy mountain' })
    expect(p.leftOut).toContain('avalanche')
  })
})
