import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'

// Words that say how or where things stand are read past: never said left out, never drawn as another thing.
// What they stand beside is still drawn, and a thing the page lacks is still said.
const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', suggest: false })
const said = (prompt: string) => [...plan(prompt).leftOut, ...plan(prompt).standIns.map((s) => s.asked)]
const drawn = (prompt: string) => plan(prompt).subjects.map((s) => s.concept)

describe('how and where things stand is no thing left out', () => {
  it.each([
    ['kids sharing an umbrella on the way to school', 'way'],
    ['kids putting on their coats for recess', 'recess'],
    ['sunflowers taller than a little girl', 'taller'],
    ['sunflowers taller than a little girl', 'than'],
    ['ducks walking in a row', 'row'],
    ['a cow lying in the shade of a tree', 'shade'],
    ['a woodpecker feeding its chicks in a tree hole', 'hole'],
    ['a baby tapir with stripes following its mom', 'stripes'],
  ])('%s (no "%s")', (prompt, word) => {
    expect(said(prompt)).not.toContain(word)
  })

  it('what they stand beside is drawn', () => {
    expect(drawn('kids sharing an umbrella on the way to school')).toContain('school')
    expect(drawn('sunflowers taller than a little girl')).toEqual(
      expect.arrayContaining(['sunflower', 'girl']),
    )
    expect(drawn('a woodpecker feeding its chicks in a tree hole')).toContain('tree')
  })

  it('lying in the shade of a tree is lying under it', () => {
    const p = plan('a cow lying in the shade of a tree')
    expect(p.relations).toEqual([{ actor: 0, relation: 'under', object: 1 }])
  })

  it('markings are never an ornament drawn beside the animal', () => {
    const p = plan('a baby tapir with stripes following its mom')
    expect(p.props.map((x) => x.concept)).not.toContain('ornament')
    expect(p.standIns).toEqual([])
  })

  it('a circle the page does not draw is still said, and a thing in a cast keeps its cast', () => {
    expect(said('kids holding hands in a circle')).toContain('circle')
    expect(said('my son with his arm in a cast')).toContain('cast')
  })
})

describe('a measure before "of" is no thing; what it measures is', () => {
  it("an animal's hole is a thing of its own, said when not drawn", () => {
    expect(said('a cat waiting by the mouse hole')).toContain('hole')
  })

  it('a pile of dirt the page lacks is said as its dirt, never its pile', () => {
    expect(said('a bulldozer pushing a pile of dirt')).toEqual(['dirt'])
  })

  it('a pair of scissors is one pair of scissors, and no "pair" is said', () => {
    const p = plan('a pair of scissors and a gazebo')
    expect(p.subjects.map((s) => s.concept)).toEqual(['scissors'])
    expect(p.leftOut).toEqual(['gazebo'])
  })

  it('a pair of things that come one at a time is two', () => {
    expect(drawn('a pair of rabbits')).toEqual(['rabbit', 'rabbit'])
  })
})
