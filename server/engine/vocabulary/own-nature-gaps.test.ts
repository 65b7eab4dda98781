import { describe, expect, it } from 'vitest'
import { OWN_DRAWINGS } from '../art/own-drawings'
import { makePlan } from '../plan/make-plan'
import type { Plan } from '../plan/plan'
import { conceptForPhrase } from './concept-index'

const plan = (prompt: string): Plan => makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 })
const drawn = (p: Plan) => [...p.subjects.map((s) => s.concept), ...p.props.map((x) => x.concept)]

describe('animals, plants and nature things children name (docs/decisions/0133-nature-children-name.md)', () => {
  it.each([
    ['wasp', 'wasp'],
    ['hornets', 'wasp'],
    ['yellow jacket', 'wasp'],
    ['moths', 'moth'],
    ['stick insect', 'stick-insect'],
    ['roly poly', 'woodlouse'],
    ['pill bugs', 'woodlouse'],
    ['woodlice', 'woodlouse'],
    ['ankylosaurus', 'ankylosaurus'],
    ['spinosaurus', 'spinosaurus'],
    ['swordfish', 'swordfish'],
    ['sea urchins', 'sea-urchin'],
    ['dandelion clock', 'dandelion'],
    ['poppies', 'poppy'],
    ['holly', 'holly'],
    ['mistletoe', 'mistletoe'],
    ['ferns', 'fern'],
    ['venus fly trap', 'venus-flytrap'],
    ['bulrushes', 'cattail'],
    ['geyser', 'geyser'],
    ['fleas', 'flea'],
    ['easter lily', 'lily'],
    ['pebble', 'pebbles'],
    ['mud', 'mud'],
    ['fly agaric', 'mushroom'],
    ['wildflowers', 'flower'],
    ['dewdrop', 'droplet'],
    ['meteor', 'shooting-star'],
  ])('"%s" reaches the %s', (phrase, id) => {
    expect(conceptForPhrase(phrase)?.id).toBe(id)
  })

  it('each new drawing is one of Colorly own drawings', () => {
    for (const id of [
      'wasp',
      'moth',
      'stick-insect',
      'woodlouse',
      'ankylosaurus',
      'spinosaurus',
      'swordfish',
    ])
      expect(OWN_DRAWINGS[id], id).toBeDefined()
    for (const id of [
      'sea-urchin',
      'dandelion',
      'poppy',
      'holly',
      'mistletoe',
      'fern',
      'venus-flytrap',
      'cattail',
    ])
      expect(OWN_DRAWINGS[id], id).toBeDefined()
    for (const id of ['geyser', 'mud', 'lily', 'pebbles', 'flea']) expect(OWN_DRAWINGS[id], id).toBeDefined()
  })

  it.each([
    ['a bat eating a moth', 'moth'],
    ['a bee on a dandelion', 'dandelion'],
    ['red poppies for Remembrance Day', 'poppy'],
    ['a pig rolling in the mud', 'mud'],
    ['a rhino taking a mud bath', 'mud'],
    ['a robin on a holly branch', 'holly'],
    ['a frog sitting among the bulrushes', 'cattail'],
    ['Old Faithful geyser shooting up into the sky', 'geyser'],
    ['an Easter lily in a pot', 'lily'],
    ['an otter juggling a pebble', 'pebbles'],
    ['a monkey picking fleas off another monkey', 'flea'],
  ])('"%s" draws the %s itself and says nothing of it', (prompt, id) => {
    const p = plan(prompt)
    expect(p.refusal, prompt).toBeNull()
    expect(drawn(p), prompt).toContain(id)
    expect(p.standIns, prompt).toEqual([])
    expect(p.leftOut, prompt).toEqual([])
  })

  it('fish kinds are drawn as the fish, labelled as asked; a catfish, whiskered, is said', () => {
    for (const [prompt, asked] of [
      ['a trout', 'trout'],
      ['a koi', 'koi'],
      ['a sardine', 'sardine'],
    ]) {
      const p = plan(prompt)
      expect(p.standIns, prompt).toEqual([])
      expect(
        p.subjects.map((s) => [s.concept, s.label]),
        prompt,
      ).toEqual([['fish', asked]])
    }
    expect(plan('a catfish').standIns).toEqual([{ asked: 'catfish', drawn: 'fish' }])
    expect(plan('a grebe').standIns).toEqual([{ asked: 'grebe', drawn: 'bird' }])
    // "canary yellow" is a colour and "swallowing" a verb: no bird.
    expect(drawn(plan('a girl in a canary yellow dress'))).not.toContain('bird')
    expect(drawn(plan('a snake swallowing an egg'))).not.toContain('bird')
  })

  it('a marlin is drawn as the swordfish, and said', () => {
    expect(plan('a marlin').standIns).toEqual([{ asked: 'marlin', drawn: 'swordfish' }])
  })

  it('a meteor shower is shooting stars over a night sky, not a shower in a bathroom', () => {
    for (const prompt of [
      'a meteor shower',
      'a meteor shower over the hills',
      'a family watching a meteor shower',
    ]) {
      const p = plan(prompt)
      expect(p.refusal, prompt).toBeNull()
      expect(drawn(p), prompt).toContain('*meteors')
      expect(drawn(p), prompt).not.toContain('bathtub')
      expect(drawn(p), prompt).not.toContain('sun')
      expect(p.leftOut, prompt).toEqual([])
    }
    // Over a place, the page is the night sky round the moon, never the place's flower as the subject.
    expect(plan('a meteor shower over the hills').subjects.map((s) => s.concept)).toEqual(['moon'])
  })

  it('the wind blowing is streams across the sky, named; "wind" as a verb or a windmill is not', () => {
    for (const prompt of [
      'a kite flying in the wind',
      'a scarecrow on a windy day',
      'leaves blowing in the wind',
    ]) {
      const p = plan(prompt)
      expect(drawn(p), prompt).toContain('*wind')
      expect(p.leftOut, prompt).toEqual([])
    }
    for (const prompt of ['a girl winding the clock', 'a windmill on a hill', 'a wind turbine'])
      expect(drawn(plan(prompt)), prompt).not.toContain('*wind')
  })

  it('fog lies in banks behind what stands in it, not a cloud said in its place', () => {
    for (const prompt of [
      'a lighthouse in the fog',
      'a castle in the mist',
      'a foggy morning in the forest',
    ]) {
      const p = plan(prompt)
      expect(drawn(p), prompt).toContain('*fog')
      expect(p.standIns, prompt).toEqual([])
      expect(p.leftOut, prompt).toEqual([])
    }
    // Fog alone still needs a thing to stand in it: the cloud, said.
    expect(plan('fog').standIns).toEqual([{ asked: 'fog', drawn: 'cloud' }])
    expect(drawn(plan('a mistletoe'))).not.toContain('*fog')
    expect(drawn(plan('a girl drawing a smiley face on a foggy window'))).not.toContain('*fog')
  })
})
