import { describe, expect, it } from 'vitest'
import { OWN_DRAWINGS } from '../art/own-drawings'
import { makePlan } from '../plan/make-plan'
import { ANIMALS_ASKED_MORE_CONCEPTS } from './animals-asked-more-concepts'
import { conceptById } from './concept-index'
import { DRAWN_ALIKE } from './drawn-alike'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', suggest: false })

describe('animals children ask for drawn as themselves (animals-asked-more-concepts.ts, drawn-alike.ts)', () => {
  it('has a drawing for every concept and every drawn-alike name', () => {
    for (const concept of ANIMALS_ASKED_MORE_CONCEPTS)
      expect(OWN_DRAWINGS[concept.id], concept.id).toBeDefined()
    for (const id of Object.values(DRAWN_ALIKE)) expect(() => conceptById(id), id).not.toThrow()
  })

  it.each([
    ['a partridge in a pear tree', 'partridge', 'partridge'],
    ['a quail in the long grass', 'partridge', 'quail'],
    ['a grouse on the moor', 'partridge', 'grouse'],
    ['a bearded dragon on a rock', 'bearded-dragon', 'bearded dragon'],
    ['a honey badger raiding a beehive', 'honey-badger', 'honey badger'],
    ['a zebu pulling a cart', 'zebu', 'zebu'],
    ['an earwig on a flower', 'earwig', 'earwig'],
    ['a jerboa hopping across the desert', 'jerboa', 'jerboa'],
    ['a sea anemone in a rock pool', 'sea-anemone', 'sea anemone'],
    ['a water boatman on the pond', 'water-boatman', 'water boatman'],
    ['a numbat on a log', 'numbat', 'numbat'],
    ['a hammerhead shark swimming over the sandy seabed', 'hammerhead-shark', 'hammerhead shark'],
    ['a nuthatch climbing down a tree trunk', 'tree', 'tree trunk'],
    ['an impala leaping over a thorn bush', 'bush', 'thorn bush'],
    ['a grasshopper on a leaf', 'cricket', 'grasshopper'],
    ['a guanaco in the mountains', 'llama', 'guanaco'],
    ['a dugong eating seagrass', 'manatee', 'dugong'],
    ['an albatross over the stormy sea', 'seagull', 'albatross'],
    ['an adder in the heather', 'snake', 'adder'],
    ['a jackal at night', 'coyote', 'jackal'],
    ['a joey', 'kangaroo', 'joey'],
    ['a mountain goat on a cliff', 'goat', 'mountain goat'],
    ['a blue tang on the reef', 'fish', 'blue tang'],
    ['a megalodon', 'shark', 'megalodon'],
  ])('"%s" draws the %s labelled %s, nothing said', (prompt, id, label) => {
    const p = plan(prompt)
    expect(p.refusal, prompt).toBeNull()
    expect(p.subjects.map((s) => [s.concept, s.label])).toContainEqual([id, label])
    expect(
      p.standIns.map((s) => s.asked),
      prompt,
    ).not.toContain(label)
    expect(
      p.subjects.some((s) => s.concept === 'person'),
      prompt,
    ).toBe(false)
  })

  it.each([
    ['a pond skater on the water', 'mosquito'],
    ['a daddy long legs on the wall', 'mosquito'],
    ['a leafy sea dragon', 'seahorse'],
    ['a gnat on the window', 'mosquito'],
    ['a termite', 'ant'],
    ['a thylacine in the forest', 'tasmanian-devil'],
  ])('"%s" is drawn as the %s and said, no person and no dragon drawn', (prompt, id) => {
    const p = plan(prompt)
    expect(p.subjects.map((s) => s.concept)).toContain(id)
    expect(p.standIns.map((s) => s.drawn)).toContain(conceptById(id).label)
    expect(p.subjects.map((s) => s.concept)).not.toContain('dragon')
    expect(p.people ?? [], prompt).toEqual([])
  })

  it('keeps a boy adding numbers a boy, and a baby in a bush a baby', () => {
    expect(plan('a boy adding numbers').subjects.map((s) => s.concept)).not.toContain('snake')
    expect(plan('a baby in a bush').subjects.map((s) => s.concept)).toContain('baby')
  })

  it.each([
    ['a jerboa in the sand dunes at night', 'desert'],
    ['a camel crossing the sand dunes', 'desert'],
    ['a girl playing in the sand', 'beach'],
    ['a hammerhead shark swimming over the sandy seabed', 'ocean'],
    ['a crab on the seabed', 'ocean'],
  ])('"%s" is set in the %s, nothing left out', (prompt, setting) => {
    const p = plan(prompt)
    expect(p.setting).toBe(setting)
    expect(p.leftOut).toEqual([])
  })
})
