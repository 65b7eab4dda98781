import { describe, expect, it } from 'vitest'
import { makePlan } from '../plan/make-plan'
import type { Plan } from '../plan/plan'
import { composeScene } from '../scene/compose-scene'
import { ART_SETS } from './art-credits'
import { conceptForPhrase } from './concept-index'

// Everyday things children name that "a X" alone refused until Colorly drew them (art/own-drawings/
// everyday-gaps.ts): each reached by its names and plurals, drawn in the prompts a child or teacher types.
const plan = (prompt: string): Plan => makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 })
const drawn = (p: Plan) => [...p.subjects.map((s) => s.concept), ...p.props.map((x) => x.concept)]

const REACHED: [string, string][] = [
  ['marker', 'marker'],
  ['markers', 'marker'],
  ['felt tip pens', 'marker'],
  ['chalk', 'chalk'],
  ['sidewalk chalk', 'chalk'],
  ['sticks of chalk', 'chalk'],
  ['puppet', 'puppet'],
  ['hand puppets', 'puppet'],
  ['finger puppet', 'puppet'],
  ['toilet', 'toilet'],
  ['toilets', 'toilet'],
  ['yogurt', 'yogurt'],
  ['yoghurt', 'yogurt'],
  ['yogurt pots', 'yogurt'],
  ['chicken nuggets', 'chicken-nuggets'],
  ['chicken nugget', 'chicken-nuggets'],
  ['spatula', 'spatula'],
  ['spatulas', 'spatula'],
  ['pencil sharpener', 'pencil-sharpener'],
  ['sharpeners', 'pencil-sharpener'],
  ['play dough', 'play-dough'],
  ['playdough', 'play-dough'],
  ['play-doh', 'play-dough'],
  ['plasticine', 'play-dough'],
  ["rubik's cube", 'rubiks-cube'],
  ['rubiks cubes', 'rubiks-cube'],
  ['calendar', 'calendar'],
  ['wall calendars', 'calendar'],
  ['sticker', 'sticker'],
  ['stickers', 'sticker'],
  ['sticker chart', 'sticker'],
]

describe("Colorly's own drawings of everyday things children name", () => {
  it.each(REACHED)('"%s" reaches the %s', (phrase, id) => {
    expect(conceptForPhrase(phrase)?.id).toBe(id)
  })

  it.each([
    ['a marker', 'marker'],
    ['a girl coloring with markers', 'marker'],
    ['a girl drawing with sidewalk chalk', 'chalk'],
    ['a girl holding a puppet', 'puppet'],
    ['a bathroom with a toilet and a sink', 'toilet'],
    ['yoghurt with berries', 'yogurt'],
    ['chicken nuggets', 'chicken-nuggets'],
    ['a boy flipping pancakes with a spatula', 'spatula'],
    ['a boy sharpening his pencil with a sharpener', 'pencil-sharpener'],
    ['a girl making animals out of play dough', 'play-dough'],
    ['a boy playing with a rubik’s cube', 'rubiks-cube'],
    ['a teacher pointing at the calendar', 'calendar'],
    ['a girl putting stickers in her book', 'sticker'],
  ])('"%s" draws the %s', (prompt, id) => {
    const p = plan(prompt)
    expect(p.refusal, prompt).toBeNull()
    expect(drawn(p), prompt).toContain(id)
  })

  it('draws each alone, whole and credited to Colorly', () => {
    for (const thing of [
      'a marker',
      'chalk',
      'a puppet',
      'a toilet',
      'a yogurt',
      'a spatula',
      'play dough',
    ]) {
      const p = plan(thing)
      expect(p.refusal, thing).toBeNull()
      expect(p.leftOut, thing).toEqual([])
      expect(
        composeScene(p).credits.map((c) => c.set),
        thing,
      ).toContain(ART_SETS.colorly.name)
    }
  })

  // (A marionette has its own drawing now: things-said-more-concepts.ts.)
  it('a kin drawn in its place is said: a puppet show, an advent calendar', () => {
    for (const [prompt, id, said] of [
      ['kids watching a puppet show', 'puppet', 'puppet show'],
      ['a girl opening her advent calendar', 'calendar', 'advent calendar'],
    ]) {
      const p = plan(prompt)
      expect(drawn(p), prompt).toContain(id)
      expect(p.leftOut, prompt).toContain(said)
    }
  })

  it('no gold nugget is chicken, and the teacher’s chalk is the one the chalkboard pose draws', () => {
    expect(drawn(plan('a gold nugget'))).not.toContain('chicken-nuggets')
    const p = plan('a teacher writing on the chalkboard with chalk')
    expect(p.people?.action).toBe('chalkboard')
    const at = p.subjects.findIndex((s) => s.concept === 'chalk')
    if (at >= 0) expect(p.people?.absorbed).toContain(at)
    expect(composeScene(p).credits.map((c) => c.drawing)).not.toContain('chalk')
  })
})
