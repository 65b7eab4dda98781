import { describe, expect, it } from 'vitest'
import { makePlan } from '../plan/make-plan'
import type { Plan } from '../plan/plan'
import { conceptForPhrase } from './concept-index'

const plan = (prompt: string): Plan => makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 })
const drawn = (p: Plan) => [...p.subjects.map((s) => s.concept), ...p.props.map((x) => x.concept)]

describe('animals Colorly draws itself (docs/decisions/0107-own-animal-drawings.md)', () => {
  it.each([
    ['pelicans', 'pelican'],
    ['puffins', 'puffin'],
    ['redbird', 'cardinal'],
    ['woodpeckers', 'woodpecker'],
    ['narwhals', 'narwhal'],
    ['white whale', 'beluga'],
    ['dalmatians', 'dalmatian'],
    ['cheetahs', 'cheetah'],
    ['coyotes', 'coyote'],
    ['opossum', 'possum'],
    ['moles', 'mole'],
    ['duck-billed platypus', 'platypus'],
    ['pangolins', 'pangolin'],
    ['stegosaur', 'stegosaurus'],
    ['sea cow', 'manatee'],
    ['hyenas', 'hyena'],
    ['giant anteater', 'anteater'],
    ['antelope', 'gazelle'],
    ['road runner', 'roadrunner'],
    ['yaks', 'yak'],
    ['mules', 'donkey'],
    ['burros', 'donkey'],
  ])('"%s" reaches the %s', (phrase, id) => {
    expect(conceptForPhrase(phrase)?.id).toBe(id)
  })

  it.each([
    ['a pelican scooping up a fish', 'pelican'],
    ['a cheetah running across the savanna', 'cheetah'],
    ['a narwhal and a beluga under the arctic ice', 'narwhal'],
    ['a narwhal and a beluga under the arctic ice', 'beluga'],
    ['a Dalmatian puppy wearing a fire helmet', 'dalmatian'],
    ['a coyote howling next to a cactus under the moon', 'coyote'],
    ['a possum hangin upside down by its tail', 'possum'],
    ['a mole peeking out of a hole in the garden', 'mole'],
    ['a woodpecker pecking at a tree', 'woodpecker'],
    ['a cardinal on a snowy branch', 'cardinal'],
    ['a puffin with fish in its beak on a cliff', 'puffin'],
    ['a platypus', 'platypus'],
    ['a stegosaurus', 'stegosaurus'],
  ])('"%s" draws the %s itself, not a kin, and says nothing of it', (prompt, id) => {
    const p = plan(prompt)
    expect(p.refusal, prompt).toBeNull()
    expect(drawn(p), prompt).toContain(id)
    expect(p.standIns, prompt).toEqual([])
    expect(p.leftOut.join(' '), prompt).not.toContain(id)
  })

  it("the donkey is Colorly's standing one in every style, not the kicking emoji (one reads as a leaping horse)", () => {
    expect(conceptForPhrase('donkey')?.family).toBe('colorly')
  })

  it('a Dalmatian puppy is one spotted dog, not a Dalmatian and a puppy', () => {
    expect(plan('a Dalmatian puppy').subjects.map((s) => s.concept)).toEqual(['dalmatian'])
  })

  it('a kin is still said where no drawing of its own exists', () => {
    expect(plan('a lionfish').standIns).toEqual([{ asked: 'lionfish', drawn: 'fish' }])
    expect(plan('a cuckoo').standIns).toEqual([{ asked: 'cuckoo', drawn: 'bird' }])
  })

  it('a pelican catching a fish takes it at its beak: the drawing says where its mouth is', () => {
    const p = plan('a pelican catching a fish')
    expect(p.subjects.map((s) => s.concept)).toEqual(['pelican', 'fish'])
    expect(p.relations).toEqual([{ actor: 0, relation: 'eating', object: 1 }])
    expect(conceptForPhrase('pelican')?.mouth?.colorly?.facing).toBe('left')
  })
})

describe('animals children ask for, drawn by Colorly (docs/decisions/0123-animals-children-ask-for.md)', () => {
  it.each([
    ['capybara', 'capybara'],
    ['capybaras', 'capybara'],
    ['praying mantis', 'praying-mantis'],
    ['mantises', 'praying-mantis'],
    ['wombats', 'wombat'],
    ['echidnas', 'echidna'],
    ['spiny anteater', 'echidna'],
    ['tapirs', 'tapir'],
    ['chinchillas', 'chinchilla'],
    ['ferrets', 'ferret'],
    ['newts', 'newt'],
    ['salamander', 'newt'],
    ['pheasants', 'pheasant'],
    ['dung beetles', 'dung-beetle'],
    ['millipedes', 'millipede'],
    ['aardvarks', 'aardvark'],
    ['centipedes', 'centipede'],
  ])('"%s" reaches the %s', (phrase, id) => {
    expect(conceptForPhrase(phrase)?.id).toBe(id)
  })

  it.each([
    ['a capybara with an orange on its head', 'capybara'],
    ['three capybaras in a hot spring', 'capybara'],
    ['a praying mantis on a leaf', 'praying-mantis'],
    ['a wombat digging a burrow', 'wombat'],
    ['an echidna rolled into a spiky ball', 'echidna'],
    ['a baby tapir with stripes following its mom', 'tapir'],
    ['a chinchilla taking a dust bath', 'chinchilla'],
    ['a ferret running off with a sock', 'ferret'],
    ['a newt climbing out of the pond', 'newt'],
    ['a pheasant walking through a stubble field', 'pheasant'],
    ['a dung beetle rolling its ball', 'dung-beetle'],
    ['a millipede curling up on a log', 'millipede'],
    ['two chinchillas', 'chinchilla'],
    ['an aardvark sniffing for ants', 'aardvark'],
    ['a centipede under a rock', 'centipede'],
  ])('"%s" draws the %s itself, standing in for nothing', (prompt, id) => {
    const p = plan(prompt)
    expect(p.refusal, prompt).toBeNull()
    expect(drawn(p), prompt).toContain(id)
    expect(
      p.standIns.map((s) => s.drawn),
      prompt,
    ).not.toContain(conceptForPhrase(id.replace(/-/g, ' '))?.label)
  })

  it.each([
    // Rolled into a ball, an animal is curled up: no ball beside it.
    ['an echidna rolled into a spiky ball', 'ball'],
    ['a hedgehog curled up into a ball', 'ball'],
    // Its ball is part of the drawing.
    ['a dung beetle rolling its ball', 'ball'],
  ])('"%s" draws no %s', (prompt, thing) => {
    expect(drawn(plan(prompt)).join(' '), prompt).not.toMatch(new RegExp(thing))
  })
})
