// The prompts a refusal offers (suggest-drawable.ts): the word that could not be drawn replaced by a drawing of
// the same kind in a whole phrase, a place that could not be drawn left off, and only pages that draw the stand-in.
import { describe, expect, it } from 'vitest'
import { allDrawableConcepts } from '../vocabulary'
import { suggestDrawable } from './suggest-drawable'

// Every page draws everything: what is offered, before the planner checks it.
const everything = allDrawableConcepts().map((c) => c.id)
const offered = (typed: string, missing: string[]) => suggestDrawable(typed, missing, () => everything)

describe('suggestions a person would click', () => {
  it('two red-crowned cranes: two birds, counted and plural', () => {
    const out = offered('two red-crowned cranes dancing in the snow with their wings spread', ['cranes'])
    expect(out.length).toBeGreaterThan(2)
    for (const s of out) expect(s).toMatch(/^two [a-z]+s dancing in the snow with their wings spread$/)
    expect(out).toContain('two flamingos dancing in the snow with their wings spread')
  })

  it('an old steamer on a lake: an old ship', () => {
    const out = offered('an old steamer on Windermere with the fells of the Lake District behind', [
      'steamer',
    ])
    expect(out[0]).toBe('an old ship on Windermere with the fells of the Lake District behind')
  })

  it('a road worker with a line-marking machine: a worker, the machine left off', () => {
    const out = offered('a road worker painting arrows on the road with a line-marking machine', [
      'worker',
      'machine',
    ])
    expect(out).toContain('a construction worker painting arrows on the road')
    for (const s of out) expect(s).not.toMatch(/road \w+ worker|line-marking|machine/)
  })

  it('a veteran in the Memorial Day parade: a soldier, the parade as typed', () => {
    const out = offered('a veteran in his medals marching with a flag in the Memorial Day parade', [
      'veteran',
    ])
    expect(out[0]).toBe('a soldier in his medals marching with a flag in the Memorial Day parade')
  })

  it('a named place that could not be drawn is left off with its preposition', () => {
    const out = offered('the Supertrees at Gardens by the Bay in Singapore lit up at night', ['Gardens'])
    expect(out).toEqual(['the Supertrees in Singapore lit up at night'])
  })

  it('a name doing something: someone who can, never the thing it chases', () => {
    const out = offered('Hairy Maclary chasing a cat down the street', ['Maclary'])
    expect(out[0]).toBe('a girl chasing a cat down the street')
    expect(out).not.toContain('a cat chasing a cat down the street')
  })

  it('a drawing whose name ends in the word is a kind of it only when it is plain words (no "flag in hole")', () => {
    for (const s of offered('hobbit holes with round green doors', ['hobbit', 'holes']))
      expect(s).not.toMatch(/flag/)
  })

  it('a drawing named in the plural takes no article', () => {
    for (const s of offered('a kettledrum in the orchestra', ['kettledrum']))
      expect(s).not.toMatch(/^an? \w+s in/)
  })
})

describe('only pages the engine draws', () => {
  it('nothing when every page is refused', () => {
    expect(suggestDrawable('a galleon with her sails full', ['galleon'], () => null)).toEqual([])
  })

  it('nothing whose page does not draw the stand-in', () => {
    expect(suggestDrawable('a galleon with her sails full', ['galleon'], () => ['sailboat'])).toEqual([
      'a sailboat with her sails full',
    ])
  })
})
