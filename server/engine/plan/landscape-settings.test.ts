import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'

// Landscape features named as where things happen (plan/landscape-settings.ts, vocabulary/landscape-words.ts):
// drawn as the setting or a piece of it and listed under the prompt's own word, or drawn as their nearest
// scenery and said; never dropped, never a thing of another kind.
const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 })
const names = (prompt: string) => {
  const p = plan(prompt)
  return [p.namedSetting, ...p.props.filter((x) => x.named).map((x) => x.label)].map((n) => n?.toLowerCase())
}

// Prompt, the landscape word the page lists as drawn, the setting.
const DRAWN: [prompt: string, listed: string, setting: string][] = [
  ['a cat by the roadside', 'roadside', 'meadow'],
  ['kids at the crossroads', 'crossroads', 'meadow'],
  ['ducks on the riverbank', 'riverbank', 'meadow'],
  // A grassy bank is a slope, never the bank building.
  ['a girl rolling sideways down a steep grassy bank', 'bank', 'meadow'],
  ['a horse in the paddock', 'paddock', 'farm'],
  ['ducks by the lakeside', 'lakeside', 'meadow'],
  ['sheep on the moor', 'moor', 'meadow'],
  ['a deer in the glade', 'glade', 'forest'],
  ['a cow in the pasture', 'pasture', 'farm'],
  ['an eagle on the mountain peak', 'mountain peak', 'meadow'],
  ['a girl walking along the country lane', 'country lane', 'meadow'],
  ['a turtle on the sandbank', 'sandbank', 'beach'],
  ['a wolf howling on the ridge', 'ridge', 'meadow'],
  ['a seal on the rocky coast', 'rocky coast', 'beach'],
  ['a boy on the hilltop with a kite', 'hilltop', 'meadow'],
  ['a goat on the mountainside', 'mountainside', 'meadow'],
  ['a tractor on the country road', 'country road', 'meadow'],
  ['a fox in the dell', 'dell', 'meadow'],
  ['horses grazing on the plain', 'plain', 'meadow'],
  ['a log cabin on the mountainside', 'mountainside', 'meadow'],
  ['a goat on the cliff edge', 'cliff edge', 'meadow'],
  ['a bear at the cave mouth', 'cave mouth', 'forest'],
  ['fishing boats by the quay', 'quay', 'sea'],
  ['a polar bear on the tundra', 'tundra', 'snow'],
]

describe('landscape features are drawn as the setting and listed under the prompt’s word', () => {
  it.each(DRAWN)('"%s": %s, in the %s', (prompt, listed, setting) => {
    const p = plan(prompt)
    expect(p.refusal).toBeNull()
    expect(p.setting).toBe(setting)
    expect(names(prompt)).toContain(listed)
    expect(p.leftOut).toEqual([])
  })

  it('draws no landscape word as a person: a moor, the country', () => {
    for (const prompt of ['sheep on the moor', 'a bike on the country road'])
      expect(plan(prompt).subjects.map((s) => s.concept)).not.toContain('person')
  })

  it('keeps a road in town the street, and a window ledge no cliff', () => {
    expect(plan('a cat by the roadside in the city').setting).toBe('city')
    expect(plan('kids at the crossroads in town').props.map((x) => x.concept)).toContain('*crosswalk')
    expect(plan('a cat on the window ledge').props.map((x) => x.concept)).not.toContain('*cliff')
  })

  it('keeps what was already drawn: a mountain alone, a river, a valley', () => {
    expect(plan('a goat on the mountain').subjects.map((s) => s.concept)).toContain('mountain')
    expect(plan('a canoe on the river').setting).toBe('sea')
    expect(plan('a fox in the valley').namedSetting).toBe('valley')
  })
})

// The rest of the class by its WordNet class: drawn as the nearest scenery, and the page says so.
const SAID: [prompt: string, asked: string, drawn: string][] = [
  ['a heron in the estuary', 'estuary', 'sea'],
  ['a cabin by the fjord', 'fjord', 'sea'],
  ['a lighthouse on the headland', 'headland', 'hills'],
]

describe('other landscape features are drawn as their nearest scenery, said', () => {
  it.each(SAID)('"%s": drawn as the %s', (prompt, asked, drawn) => {
    const p = plan(prompt)
    expect(p.refusal).toBeNull()
    expect(p.standIns).toContainEqual({ asked, drawn })
  })

  it('a bank with money is no river bank', () => {
    expect(plan('a man at the bank').standIns.map((s) => s.drawn)).not.toContain('river')
  })
})

describe('a bank of land', () => {
  it('is drawn as the hills, never the bank building; a bank named alone is the building', () => {
    expect(plan('kids rolling down a grassy bank').subjects.map((s) => s.concept)).not.toContain('bank')
    expect(plan('a robber outside the bank').subjects.map((s) => s.concept)).toContain('bank')
  })
})
