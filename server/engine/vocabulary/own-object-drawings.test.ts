import { describe, expect, it } from 'vitest'
import { makePlan } from '../plan/make-plan'
import type { Plan } from '../plan/plan'
import { composeScene } from '../scene/compose-scene'
import { ART_SETS } from './art-credits'
import { conceptForPhrase } from './concept-index'

// Things of the home, the classroom and the table Colorly draws itself (art/own-drawings/home-and-classroom.ts,
// kitchen-table.ts), each reached by its names and plurals and drawn on the pages that refused it or said it
// left out.
const plan = (prompt: string): Plan => makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 })
const drawn = (p: Plan) => [...p.subjects.map((s) => s.concept), ...p.props.map((x) => x.concept)]

// Each drawing by its names and plurals, and the icon families' drawings reached at last.
const REACHED: [string, string][] = [
  ['bottle', 'bottle'],
  ['glass bottles', 'bottle'],
  ['water bottle', 'water-bottle'],
  ['bottle of water', 'water-bottle'],
  ['tissue', 'tissue-box'],
  ['tissues', 'tissue-box'],
  ['kleenex', 'tissue-box'],
  ['electric fan', 'electric-fan'],
  ['desk fans', 'electric-fan'],
  ['apron', 'apron'],
  ['aprons', 'apron'],
  ['pencil case', 'pencil-case'],
  ['pencil cases', 'pencil-case'],
  ['coat rack', 'coat-rack'],
  ['hat stand', 'coat-rack'],
  ['pincushion', 'pincushion'],
  ['pin cushions', 'pincushion'],
  ['hot water bottle', 'hot-water-bottle'],
  ['hot water bottles', 'hot-water-bottle'],
  ['pump', 'bike-pump'],
  ['bicycle pumps', 'bike-pump'],
  ['dominoes', 'dominoes'],
  ['domino', 'dominoes'],
  ['gumball machine', 'gumball-machine'],
  ['gumball machines', 'gumball-machine'],
  ['paddleboard', 'paddleboard'],
  ['paddle boards', 'paddleboard'],
  ['fried egg', 'fried-egg'],
  ['fried eggs', 'fried-egg'],
  ['jam', 'jam'],
  ['jam jars', 'jam'],
  ['marmalade', 'jam'],
  ['hot cross buns', 'hot-cross-bun'],
  ['hot cross bun', 'hot-cross-bun'],
  ['doorbell', 'doorbell'],
  ['door bells', 'doorbell'],
  ['sewing kit', 'sewing-kit'],
  ['sewing basket', 'sewing-kit'],
  ['kaleidoscope', 'kaleidoscope'],
  ['welcome mat', 'doormat'],
  ['staplers', 'stapler'],
  ['door mats', 'doormat'],
  ['party poppers', 'party-popper'],
  ['kaleidoscopes', 'kaleidoscope'],
  ['checkers', 'checkers'],
  ['draughts', 'checkers'],
  ['trampoline', 'trampoline'],
  ['trampolines', 'trampoline'],
  // Drawn by the icon families, reached at last
  ['funnels', 'funnel'],
  ['ketchup bottle', 'ketchup'],
  ['metronome', 'metronome'],
  ['wooden crates', 'crate'],
  ['box of matches', 'matchbox'],
  ['paint roller', 'paint-roller'],
  ['card trick', 'playing-card'],
  ['card games', 'playing-card'],
  ['peanut butter sandwich', 'sandwich'],
]

describe("Colorly's own drawings of everyday objects and foods", () => {
  it.each(REACHED)('"%s" reaches the %s', (phrase, id) => {
    expect(conceptForPhrase(phrase)?.id).toBe(id)
  })

  it.each([
    ['a pencil case with crayons, an eraser and a ruler', 'pencil-case'],
    ['a coat rack with hats and scarves', 'coat-rack'],
    ['hot cross buns on a plate for Easter', 'hot-cross-bun'],
    ['a hot water bottle in a knitted cover', 'hot-water-bottle'],
    ['a girl sneezing into a tissue', 'tissue-box'],
    ['a boy sitting in front of an electric fan', 'electric-fan'],
    ['a boy using a pump to blow up his football', 'bike-pump'],
    ['a bicycle with a flat tire and a pump', 'bike-pump'],
    ['a girl setting up a long line of dominoes', 'dominoes'],
    ['a boy putting a coin in the gumball machine', 'gumball-machine'],
    ['a girl standing on a paddleboard', 'paddleboard'],
    ['a backpack, a lunchbox and a water bottle', 'water-bottle'],
    ['a man building a ship in a bottle', 'bottle'],
    ['a fried egg and bacon', 'fried-egg'],
    ['toast with jam', 'jam'],
    ['the pizza delivery guy ringing the doorbell', 'doorbell'],
    ['a stapler and a pile of paperclips', 'stapler'],
    ['a sewing kit with pins, a pincushion and a spool of thread', 'sewing-kit'],
    ['a girl looking through a kaleidoscope', 'kaleidoscope'],
    ['two old men playing checkers on a bench', 'checkers'],
    ['a baby goat bouncing on a trampoline', 'trampoline'],
    ['a girl paddleboarding on a lake', 'paddleboard'],
    ['a little boy playing the triangle', 'triangle-instrument'],
    ['a kid pouring sand through a funnel', 'funnel'],
    ['a piano with sheet music and a metronome', 'metronome'],
    ['a boy showing grandma a card trick', 'playing-card'],
  ])('"%s" draws the %s', (prompt, id) => {
    const p = plan(prompt)
    expect(drawn(p), prompt).toContain(id)
  })

  it('draws them whole, credited to Colorly, on pages that no longer refuse', () => {
    for (const prompt of [
      'a pencil case with crayons, an eraser and a ruler',
      'a coat rack with hats and scarves',
      'hot cross buns on a plate for Easter',
    ]) {
      const p = plan(prompt)
      expect(p.refusal, prompt).toBeNull()
      expect(p.leftOut, prompt).toEqual([])
    }
    expect(composeScene(plan('a bottle')).credits.map((c) => c.set)).toContain(ART_SETS.colorly.name)
  })

  it('a jar of jam and a box of tissues are the jar and the box the drawing shows, nothing said left out', () => {
    expect(plan('a jar of jam').leftOut).toEqual([])
    expect(drawn(plan('a jar of jam'))).not.toContain('jar')
    expect(plan('a box of tissues').leftOut).toEqual([])
  })

  it('an apron is worn: a person wears it in their figure, never stands inside it', () => {
    const p = plan('a girl in an apron baking cookies')
    expect(p.relations).toEqual([])
    expect(p.props).toContainEqual(expect.objectContaining({ concept: 'apron', subject: 0 }))
  })

  it('no fan of a team is an electric fan, nor a jam of traffic a jar', () => {
    expect(drawn(plan('fans cheering at a baseball game'))).not.toContain('electric-fan')
    expect(drawn(plan('a football fan'))).not.toContain('electric-fan')
    expect(drawn(plan('a traffic jam in the city'))).not.toContain('jam')
  })

  it('a doormat is the mat, never a person; noisemakers are said as the party popper drawn', () => {
    expect(drawn(plan('a doormat'))).toEqual(expect.arrayContaining(['doormat']))
    expect(drawn(plan('a doormat'))).not.toContain('person')
    const party = plan("a family blowing noisemakers at the New Year's party")
    expect(party.refusal).toBeNull()
    expect(drawn(party)).toContain('party-popper')
    expect(party.leftOut).toContain('noisemakers')
  })

  it('a person on a trampoline jumps over the one the pose draws, no second trampoline beside it', () => {
    const p = plan('a girl jumping on a trampoline')
    expect(p.people?.action).toBe('trampoline')
    const at = p.subjects.findIndex((s) => s.concept === 'trampoline')
    expect(p.people?.absorbed).toContain(at)
    expect(composeScene(p).credits.map((c) => c.drawing)).not.toContain('trampoline')
    expect(
      composeScene(plan('a baby goat bouncing on a trampoline')).credits.map((c) => c.drawing),
    ).toContain('trampoline')
  })

  it('a triangle alone is still the shape, and a zookeeper bottle feeding is a person feeding', () => {
    expect(drawn(plan('circle, square and triangle'))).not.toContain('triangle-instrument')
    const feeding = plan('a zookeeper bottle feeding a baby rhino')
    expect(feeding.subjects.map((s) => s.label)).toContain('zookeeper')
    expect(drawn(feeding)).toContain('feeding-bottle')
  })
})
