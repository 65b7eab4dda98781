import { describe, expect, it } from 'vitest'
import { conceptForPhrase } from '../vocabulary'
import { makePlan } from './make-plan'
import { TRADE_TOOL_ROWS } from './trade-tools'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon' })
const drawn = (prompt: string) => plan(prompt).subjects.map((s) => s.concept)
const heldThing = (prompt: string) => {
  const p = plan(prompt)
  const at = p.people?.object
  return at === null || at === undefined ? null : p.subjects[at].concept
}

describe('a trade is drawn with the thing it works with', () => {
  it('has a table of the trades a child knows, each thing drawn by the art', () => {
    expect(TRADE_TOOL_ROWS.length).toBeGreaterThanOrEqual(60)
    for (const row of TRADE_TOOL_ROWS) {
      const concept = conceptForPhrase(row.thing)
      expect(concept, row.thing).not.toBeNull()
      // The held drawing is the thing's own drawing.
      if (row.held) expect(concept?.id, row.job).toBe(row.held)
    }
  })

  it.each([
    ['a town crier shouting the news', 'handbell'],
    ['a thatcher mending a cottage roof', 'straw-bundle'],
    ['a welder at work in the workshop', 'welding-torch'],
    ['a candlemaker at work in the shop', 'candle'],
    ['a ventriloquist on stage', 'puppet'],
  ])('%s: the %s in the hands, never said left out', (prompt, thing) => {
    const p = plan(prompt)
    expect(p.refusal).toBeNull()
    expect(heldThing(prompt)).toBe(thing)
    expect(p.leftOut).toEqual([])
  })

  it.each([
    ['a violinist playing in the orchestra', 'violin'],
    ['a shepherd watching his sheep', 'crook'],
    ['a magician doing a trick on stage', 'magic-wand'],
    ['a scientist doing an experiment', 'test-tube'],
  ])('%s: the %s is drawn with the worker', (prompt, thing) => {
    expect(drawn(prompt)).toContain(thing)
  })

  it.each([
    ['a surveyor measuring the road', 'tripod'],
    ['a beekeeper at work', 'beehive'],
    ['a weaver working at her loom', 'loom'],
    ['a cheesemaker turning big round cheeses', 'cheese-rack'],
    ['a flight attendant on the plane', 'drinks-trolley'],
  ])('%s: the %s stands beside the worker', (prompt, thing) => {
    expect(drawn(prompt)).toContain(thing)
    expect(plan(prompt).leftOut).toEqual([])
  })

  it('a cellist plays the cello the pose draws', () => {
    const p = plan('a cellist in a long dress playing on the concert stage')
    expect(p.people?.action).toBe('cello')
    expect(p.props.map((q) => q.concept)).toContain('*cello')
  })

  it('a thing named is drawn as named, once, and the hands keep what the prompt gives them', () => {
    expect(drawn('a thatcher carrying bundles of straw up a ladder')).toContain('straw-bundle')
    expect(drawn('a tiler pressing tiles onto the kitchen wall')).toContain('tiles')
    expect(drawn('a flight attendant pushing the drinks trolley down the plane')).toContain('drinks-trolley')
    expect(plan('a flight attendant pushing the drinks trolley').people?.action).toBe('push')
    expect(drawn('a town crier ringing his handbell').filter((c) => c === 'handbell')).toHaveLength(1)
    // "with a puppet owl": the owl puppet, no second puppet.
    expect(drawn('a ventriloquist with a puppet owl on her knee')).not.toContain('puppet')
  })

  it('an umpire is given no whistle; a referee still is', () => {
    expect(drawn('an umpire raising his finger at the batsman')).not.toContain('whistle')
    expect(drawn('a referee watching the match')).toContain('whistle')
  })

  it('sparks flying off the work are no flight and no sky', () => {
    const p = plan('a welder in a mask with sparks flying off a metal gate')
    expect(p.people?.action).not.toBe('fly')
    expect(p.setting).not.toBe('sky')
    expect(p.props.map((q) => q.concept)).toContain('sparks')
  })

  it('a maker of a thing is a person drawn whole, not a refusal', () => {
    const p = plan('a cheesemaker turning big round cheeses on the wooden shelves')
    expect(p.refusal).toBeNull()
    expect(p.people?.people).toHaveLength(1)
  })
})
