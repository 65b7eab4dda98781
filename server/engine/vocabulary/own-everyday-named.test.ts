import { describe, expect, it } from 'vitest'
import { makePlan } from '../plan/make-plan'
import type { Plan } from '../plan/plan'
import { composeScene } from '../scene/compose-scene'
import { ART_SETS } from './art-credits'
import { conceptForPhrase } from './concept-index'

// Everyday things a child or a teacher names that "a X" alone refused or drew as a kin until Colorly drew them
// (art/own-drawings/everyday-named.ts) or gave an icon their name (everyday-outline-concepts.ts).
const plan = (prompt: string): Plan => makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 })
const drawn = (p: Plan) => [...p.subjects.map((s) => s.concept), ...p.props.map((x) => x.concept)]

const REACHED: [string, string][] = [
  ['whiteboard', 'whiteboard'],
  ['dry erase board', 'whiteboard'],
  ['potty', 'potty'],
  ['syrup', 'syrup'],
  ['maple syrup', 'syrup'],
  ['chopping board', 'cutting-board'],
  ['cutting boards', 'cutting-board'],
  ['sheet of paper', 'sheet-of-paper'],
  ['worksheet', 'sheet-of-paper'],
  ['sticky tape', 'sticky-tape'],
  ['sellotape', 'sticky-tape'],
  ['bins', 'wheelie-bin'],
  ['post box', 'postbox'],
  ['napkins', 'napkin'],
  ['serviette', 'napkin'],
  ['wrapping paper', 'wrapping-paper'],
  ['garden hose', 'hose'],
  ['hosepipe', 'hose'],
  ['wheelie bin', 'wheelie-bin'],
  ['wheely bin', 'wheelie-bin'],
  ['shed', 'shed'],
  ['garden shed', 'shed'],
  ['cookie cutters', 'cookie-cutter'],
  ['raisins', 'raisins'],
  ['peanut butter', 'peanut-butter'],
  ['music box', 'music-box'],
  ['jack in the box', 'jack-in-the-box'],
  ['colander', 'colander'],
  ['measuring cup', 'measuring-jug'],
  ['house of cards', 'house-of-cards'],
  ['bunting', 'bunting'],
  ['money', 'money'],
  ['cash', 'money'],
  ['car wheel', 'car-wheel'],
  ['steering wheel', 'steering-wheel'],
  ['button', 'button'],
  ['passport', 'passport'],
  ['wok', 'wok'],
  ['sign', 'sign'],
  ['signpost', 'signpost'],
  ['pot of paint', 'paint-tin'],
  ['delivery van', 'delivery-van'],
  ['jello', 'jello'],
  ['cot', 'cradle'],
  ['medicine', 'medicine'],
  ['cough syrup', 'medicine'],
  ['bubble wrap', 'bubble-wrap'],
  ['crisps', 'crisps'],
  ['packet of crisps', 'crisps'],
  ['potato chips', 'crisps'],
  ['bin bag', 'bin-bag'],
  ['trash bags', 'bin-bag'],
  ['salt shaker', 'salt'],
]

describe('everyday things a child names, drawn by Colorly or reached by name', () => {
  it.each(REACHED)('"%s" reaches the %s', (phrase, id) => {
    expect(conceptForPhrase(phrase)?.id).toBe(id)
  })

  it.each([
    ['a toddler sitting on a potty', 'potty'],
    // The pancakes' drawing pours the syrup on them (food-toppings.ts).
    ['pancakes with syrup', 'pancakes'],
    ['a chef chopping carrots on a cutting board', 'cutting-board'],
    ['a girl drawing on a sheet of paper', 'sheet-of-paper'],
    ['a boy wrapping presents with wrapping paper', 'wrapping-paper'],
    ['a wheelie bin outside a house', 'wheelie-bin'],
    ['a garden shed', 'shed'],
    ['a girl cutting cookies with a cookie cutter', 'cookie-cutter'],
    ['a box of raisins', 'raisins'],
    ['a jar of peanut butter', 'peanut-butter'],
    ['a jack in the box', 'jack-in-the-box'],
    ['a house of cards', 'house-of-cards'],
    ['a party with bunting', 'bunting'],
    ['a boy counting his money', 'money'],
    ['a man driving a delivery van', 'delivery-van'],
    ['a girl painting a fence with a pot of paint', 'paint-tin'],
    ['a baby sleeping in a cot', 'cradle'],
    ['a boy taking his medicine', 'medicine'],
    ['Mia popping bubble wrap', 'bubble-wrap'],
    ['a boy eating a bag of crisps', 'crisps'],
    ['a dad putting the bins out at night', 'wheelie-bin'],
    ['a dog sitting at the dinner table with a napkin', 'napkin'],
    ['a stack of waffles with syrup', 'syrup'],
    ['a chef cooking in a wok', 'wok'],
    ['a bus stop with a bench and a sign', 'sign'],
  ])('"%s" draws the %s, nothing said left out', (prompt, id) => {
    const p = plan(prompt)
    expect(p.refusal, prompt).toBeNull()
    expect(drawn(p), prompt).toContain(id)
    expect(p.leftOut, prompt).toEqual([])
  })

  it('draws each alone, whole and credited to Colorly', () => {
    for (const thing of [
      'a whiteboard',
      'a potty',
      'a bottle of syrup',
      'a napkin',
      'a roll of sticky tape',
      'a garden hose',
      'a colander',
      'a measuring cup',
      'a music box',
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

  it('a whiteboard written on is the board the chalkboard pose draws, not a second board beside it', () => {
    const p = plan('a teacher writing on the whiteboard')
    expect(p.people?.action).toBe('chalkboard')
    const at = p.subjects.findIndex((s) => s.concept === 'whiteboard')
    expect(p.people?.absorbed).toContain(at)
    expect(p.leftOut).toEqual([])
  })

  it('a potty is no toilet now, and still stands in the bathroom', () => {
    const p = plan('a potty')
    expect(drawn(p)).toContain('potty')
    expect(drawn(p)).not.toContain('toilet')
    expect(p.leftOut).toEqual([])
    expect(drawn(p)).toContain('*bathroom')
  })

  it('a kin drawn in its place is said: confetti as the party popper, a pepper shaker as the salt', () => {
    for (const [prompt, id, said] of [
      ['kids throwing confetti', 'party-popper', 'confetti'],
      ['salt and pepper shakers', 'salt', 'pepper shakers'],
    ]) {
      const p = plan(prompt)
      expect(drawn(p), prompt).toContain(id)
      expect(p.leftOut, prompt).toContain(said)
    }
  })

  it('keeps the things these words name in other senses', () => {
    expect(drawn(plan('a tape measure'))).toContain('tape-measure')
    expect(drawn(plan('a runner breaking the tape at the finish line'))).not.toContain('sticky-tape')
    expect(drawn(plan('a paper bag'))).toContain('paper-bag')
    expect(drawn(plan('Grandpa reading the paper'))).not.toContain('sheet-of-paper')
    expect(drawn(plan('toilet paper'))).toContain('roll-of-paper')
    expect(drawn(plan('a ferris wheel'))).toContain('ferris-wheel')
    expect(drawn(plan('a tiny house on wheels'))).not.toContain('car-wheel')
    expect(drawn(plan('a stop sign'))).toContain('stop-sign')
    expect(drawn(plan('a snake shedding its skin'))).not.toContain('shed')
    expect(drawn(plan('a boy watering the garden with a hose'))).not.toContain('hose')
    expect(drawn(plan('cough syrup'))).not.toContain('syrup')
    expect(drawn(plan('chips'))).not.toContain('crisps')
    expect(drawn(plan('a salt shaker'))).not.toContain('person')
  })
})
