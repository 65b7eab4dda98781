import { describe, expect, it } from 'vitest'
import { makePlan } from '../plan/make-plan'
import { animalFamilyDrawing, animalKinds } from './animal-families'
import { conceptForPhrase } from './concept-index'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 })

describe('an animal species is drawn as its family, labelled as asked (animal-families.ts)', () => {
  it.each([
    ['a snow leopard on the mountain', 'snow leopard', 'leopard'],
    ['a jaguar in the rainforest', 'jaguar', 'leopard'],
    ['a dormouse asleep in a nest', 'dormouse', 'mouse'],
    ['a gerbil in its cage', 'gerbil', 'mouse'],
    ['a vole in the grass', 'vole', 'mouse'],
    ['a stoat in the snow', 'stoat', 'ferret'],
    ['a pine marten in a tree', 'pine marten', 'ferret'],
    ['a baboon on a rock', 'baboon', 'monkey'],
    ['a bullfrog on a lily pad', 'bullfrog', 'frog'],
    ['a natterjack toad', 'natterjack', 'frog'],
    ['a komodo dragon on the beach', 'komodo dragon', 'lizard'],
    ['a python', 'python', 'snake'],
    ['a salmon leaping up the waterfall', 'salmon', 'fish'],
    ['a cod', 'cod', 'fish'],
    ['a whale shark in the ocean', 'whale shark', 'shark'],
    ['a tarantula on a leaf', 'tarantula', 'spider'],
    ['a golden retriever puppy', 'golden retriever', 'dog'],
    ['a labrador fetching a stick', 'labrador', 'dog'],
    ['a shetland pony', 'shetland pony', 'horse'],
    ['an emu in the outback', 'emu', 'ostrich'],
    ['a cassowary', 'cassowary', 'ostrich'],
    ['a koi carp in the pond', 'koi carp', 'fish'],
    // A mink is first its fur, then a mink coat, then the animal.
    ['a mink by the river', 'mink', 'ferret'],
  ])('"%s": the %s is the %s drawing, nothing said', (prompt, asked, drawn) => {
    const p = plan(prompt)
    expect(p.refusal, prompt).toBeNull()
    expect(p.subjects.map((s) => [s.concept, s.label])).toContainEqual([drawn, asked])
    expect(p.standIns, prompt).toEqual([])
  })

  it.each([
    // Near but not its shape: drawn and said (a shrew, a wildebeest, a puma and a lynx have drawings of their own).
    ['a lionfish', 'lionfish', 'fish'],
    ['a stonefish', 'stonefish', 'fish'],
  ])('"%s": drawn as the %s... said', (prompt, asked, drawn) => {
    const p = plan(prompt)
    expect(p.subjects.map((s) => s.concept)).toContain(drawn)
    expect(p.standIns).toEqual([{ asked, drawn: conceptForPhrase(drawn)?.label }])
  })

  it.each(['kestrel', 'crane', 'table', 'teacher'])('"%s" is no family of animal-families.ts', (word) => {
    expect(animalFamilyDrawing(word, (w) => conceptForPhrase(w))).toBeNull()
  })

  it('knows what an animal is a kind of over its animal senses (a peacock is a butterfly and a bird)', () => {
    expect(animalKinds('peacock').has('bird')).toBe(true)
    expect(animalKinds('cormorant').has('bird')).toBe(true)
    expect(animalKinds('table').size).toBe(0)
  })
})
