import { describe, expect, it } from 'vitest'
import { OWN_DRAWINGS } from '../art/own-drawings'
import { makePlan } from '../plan/make-plan'
import { THINGS_SAID_CONCEPTS } from './things-said-concepts'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', suggest: false })
const drawn = (prompt: string) => {
  const p = plan(prompt)
  return [...p.subjects.map((s) => s.concept), ...p.props.map((x) => x.concept)]
}

describe('everyday things the pages said left out, drawn', () => {
  it('has a drawing for every concept', () => {
    for (const concept of THINGS_SAID_CONCEPTS) expect(OWN_DRAWINGS[concept.id], concept.id).toBeDefined()
  })

  it.each([
    ['a piece of garden twine', 'yarn'],
    ['a stack of planks', 'planks'],
    ['a grandad making a bird table out of old planks', 'planks'],
    ['a wooden cross on a hill', 'cross'],
    ['a vintage car, a picnic hamper and a big sunhat', 'hamper'],
    ['a mum and daughter planting herbs in a window box', 'window-box'],
    ['a woman pressing tiny tiles into a mosaic of a fish', 'mosaic'],
    ['the letter Q with a patchwork quilt', 'patchwork-quilt'],
    ['a hedge maze', 'maze'],
    ['a labyrinth', 'maze'],
    ['a skittle', 'bowling-pin'],
    ['a sieve', 'sieve'],
    ['a flour sifter', 'sieve'],
    ['a girl doing cross stitch on a wooden hoop', 'embroidery-hoop'],
    ['a pair of rollerblades', 'inline-skate'],
    ['inline skates', 'inline-skate'],
    ['a folder', 'folder'],
    ['a document folder', 'folder'],
    ['a kick pad', 'kick-pad'],
    ['a straw mat', 'mat'],
    ['a star lantern', 'star-lantern'],
    ['a parol', 'star-lantern'],
    ["a Brigid's cross", 'brigid-cross'],
    ['a drying rack', 'clothes-horse'],
    ['a square of origami paper', 'sheet-of-paper'],
    ['a florist wrapping a bunch of sunflowers in brown paper', 'sheet-of-paper'],
  ])('%s draws the %s, with nothing said left out', (prompt, id) => {
    const p = plan(prompt)
    expect(p.refusal).toBeNull()
    expect(drawn(prompt)).toContain(id)
    expect(p.leftOut).toEqual([])
  })

  // Each longer name keeps its own drawing.
  it.each([
    ['a doormat', 'doormat'],
    ['a yoga mat', 'yoga-mat'],
    ['hot cross buns', 'hot-cross-bun'],
    ['a quilt', 'blanket'],
    ['roller skates', 'roller-skate'],
  ])('%s still draws the %s', (prompt, id) => {
    expect(drawn(prompt)).toContain(id)
    expect(drawn(prompt)).not.toContain('mat')
    expect(drawn(prompt)).not.toContain('cross')
  })
})

describe('a string that is part of what it is named with', () => {
  it.each([
    'a kite on a string',
    'a balloon on a string',
    'a puppet on strings',
    'a harpist plucking the strings of a tall golden harp',
  ])('%s draws no ball of string', (prompt) => {
    expect(drawn(prompt)).not.toContain('yarn')
    expect(plan(prompt).leftOut).toEqual([])
  })

  it("a string named alone is drawn as a ball of it, and a kitten's ball of yarn stays", () => {
    expect(drawn('a kite and a kitten with a ball of yarn')).toContain('yarn')
    expect(drawn("a dad pulling his son's wobbly tooth out with a string tied to a door")).toContain('yarn')
  })
})

describe('"cross" before someone describes them', () => {
  it.each(['a cross teacher', 'a cross old man'])('%s draws no cross and says nothing left out', (prompt) => {
    expect(drawn(prompt)).not.toContain('cross')
    expect(plan(prompt).leftOut).toEqual([])
  })

  it('a girl holding a cross draws the cross', () => {
    expect(drawn('a girl holding a cross')).toContain('cross')
  })
})
