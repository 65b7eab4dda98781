import { describe, expect, it } from 'vitest'
import { makePlan } from '../plan/make-plan'
import type { Plan } from '../plan/plan'
import { conceptForPhrase } from './concept-index'
import { HOUSEHOLD_CONCEPTS } from './household-concepts'

const plan = (prompt: string): Plan => makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 })
const drawn = (p: Plan) => [...p.subjects.map((s) => s.concept), ...p.props.map((x) => x.concept)]

// Household things and clothes children and parents name (docs/decisions/0160-household-things-and-worn-clothes.md):
// each reaches its drawing by its everyday names, and is not said left out.
describe('household things and clothes reach their drawings', () => {
  it.each([
    ['an oven mitt', 'oven-mitt'],
    ['a pot holder', 'oven-mitt'],
    ['a thermos', 'thermos'],
    ['a cheese grater', 'grater'],
    ['a kitchen cupboard', 'cupboard'],
    ['a cabinet', 'cupboard'],
    ['a pacifier', 'pacifier'],
    ['a baby bib', 'bib'],
    ['an electric fan', 'electric-fan'],
    ['a ceiling fan', 'ceiling-fan'],
    ['a mattress', 'mattress'],
    ['a candlestick', 'candlestick'],
    ['a radiator', 'radiator'],
    ['a light switch', 'light-switch'],
    ['a plunger', 'plunger'],
    ['a pair of pliers', 'pliers'],
    ['a power drill', 'drill'],
    ['a nail', 'nail'],
    ['a screw', 'screw'],
    ['a waistcoat', 'vest'],
    ['a vest', 'vest'],
    ['dungarees', 'overalls'],
    ['a pair of leggings', 'leggings'],
    ['a headband', 'headband'],
    ['kitchen tongs', 'tongs'],
    ['a hand mixer', 'hand-mixer'],
    ['a beanbag', 'beanbag'],
    ['a sticky note', 'sticky-note'],
    ['a hair clip', 'hair-clip'],
    // Names that reach drawings already there
    ['spectacles', 'glasses'],
    ['a schoolbag', 'backpack'],
    ['swim trunks', 'shorts'],
    ['a hand saw', 'carpentry-saw'],
    ['wellington boots', 'rain-boot'],
    ['a washcloth', 'towel'],
    ['a kitchen tap', 'faucet'],
    ['a teaspoon', 'spoon'],
    ['an egg timer', 'hourglass-done'],
    ['a soap dispenser', 'lotion-bottle'],
  ])('"%s" draws %s', (prompt, id) => {
    const p = plan(prompt)
    expect(p.refusal, prompt).toBeNull()
    expect(drawn(p), prompt).toContain(id)
    expect(p.leftOut, prompt).toEqual([])
  })

  it('no longer draws a person for a dummy, a screw or a plunger, nor the oven for an oven glove', () => {
    for (const prompt of ['a pacifier', 'a screw', 'a plunger', 'a baby with a pacifier'])
      expect(
        plan(prompt).subjects.filter((s) => s.concept === 'person'),
        prompt,
      ).toEqual([])
    expect(drawn(plan('an oven mitt'))).not.toContain('stove')
  })

  it('words of other senses keep them: a football fan, a dummy, a Nintendo Switch, tap shoes, a DJ mixer', () => {
    expect(drawn(plan('a football fan cheering'))).not.toContain('electric-fan')
    expect(drawn(plan('a ventriloquist with his dummy'))).not.toContain('pacifier')
    expect(drawn(plan('a boy playing nintendo switch'))).not.toContain('light-switch')
    expect(drawn(plan('tap shoes'))).not.toContain('faucet')
    expect(drawn(plan('a dj at his mixer'))).not.toContain('hand-mixer')
  })

  it('every name is its own: no other drawing holds it first', () => {
    for (const c of HOUSEHOLD_CONCEPTS)
      for (const name of [c.label, ...(c.aliases ?? [])]) expect(conceptForPhrase(name)?.id, name).toBe(c.id)
  })
})
