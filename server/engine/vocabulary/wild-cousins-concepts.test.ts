import { describe, expect, it } from 'vitest'
import { OWN_DRAWINGS } from '../art/own-drawings'
import { makePlan } from '../plan/make-plan'
import { WILD_COUSINS_CONCEPTS } from './wild-cousins-concepts'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', suggest: false })

describe('wild animals drawn as themselves, not as a cousin said (wild-cousins-concepts.ts)', () => {
  it('has a drawing for every concept', () => {
    for (const concept of WILD_COUSINS_CONCEPTS) expect(OWN_DRAWINGS[concept.id], concept.id).toBeDefined()
  })

  it.each([
    ['an okapi in the rainforest', 'okapi', 'okapi'],
    ['a warthog at the waterhole', 'warthog', 'warthog'],
    ['a lynx in the snowy forest', 'lynx', 'lynx'],
    ['a bobcat on a rock', 'lynx', 'bobcat'],
    ['a puma on a mountain ledge', 'puma', 'puma'],
    ['a cougar resting in a tree', 'puma', 'cougar'],
    ['a mountain lion', 'puma', 'mountain lion'],
    ['a musk ox in the snow', 'musk-ox', 'musk ox'],
    // "oxen" reads as "ox" (lemmatize.ts): labelled in the singular, as the reeds are a reed.
    ['a herd of musk oxen on the tundra', 'musk-ox', 'musk ox'],
    ['a mongoose fighting a snake', 'mongoose', 'mongoose'],
    ['a tasmanian devil on a log', 'tasmanian-devil', 'tasmanian devil'],
    ['a shrew in the leaves', 'shrew', 'shrew'],
    ['a wildebeest on the savanna', 'wildebeest', 'wildebeest'],
    ['a gnu', 'wildebeest', 'gnu'],
    ['a hornbill on a branch', 'hornbill', 'hornbill'],
    ['a roseate spoonbill', 'spoonbill', 'roseate spoonbill'],
    ['a water vole eating a reed', 'reed', 'reed'],
    ['a frog sitting among the reeds', 'reed', 'reed'],
    ['a trout jumping for a mayfly', 'mayfly', 'mayfly'],
  ])('"%s" draws the %s labelled %s, nothing said', (prompt, id, label) => {
    const p = plan(prompt)
    expect(p.refusal, prompt).toBeNull()
    expect(p.subjects.map((s) => [s.concept, s.label])).toContainEqual([id, label])
    expect(p.standIns, prompt).toEqual([])
    expect(p.leftOut, prompt).toEqual([])
  })

  it('keeps a panther the leopard and a rush of wind no reed', () => {
    expect(plan('a black panther').subjects.map((s) => s.concept)).toContain('leopard')
    expect(plan('a boy in a rush to school').subjects.map((s) => s.concept)).not.toContain('reed')
  })
})
