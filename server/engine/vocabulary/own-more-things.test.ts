import { describe, expect, it } from 'vitest'
import { OWN_DRAWINGS } from '../art/own-drawings'
import { makePlan } from '../plan/make-plan'
import type { Plan } from '../plan/plan'
import { conceptById } from '.'
import { conceptForPhrase } from './concept-index'
import { realHeight } from './real-size'

const plan = (prompt: string): Plan => makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 })
const drawn = (p: Plan) => [...p.subjects.map((s) => s.concept), ...p.props.map((x) => x.concept)]

const NEW = [
  'climbing-frame',
  'starting-blocks',
  'night-light',
  'drawer',
  'tablecloth',
  'googly-eyes',
  'glitter',
  'action-figure',
  'fish-fingers',
  'dishwasher',
  'cymbals',
  'frost',
  'hail',
  'tick',
  'cicada',
  'quokka',
  'dingo',
  'mandrill',
  'gibbon',
]

describe('more things, animals and weather children name (docs/decisions/0138-more-things-drawn.md)', () => {
  it('each is one of Colorly own drawings, with a size a page can set it beside a child at', () => {
    for (const id of NEW) {
      expect(OWN_DRAWINGS[id], id).toBeDefined()
      expect(realHeight(conceptById(id)) ?? 1, id).toBeGreaterThan(0)
    }
    // WordNet's climbing frame is a small "framework"; the drawn one stands over a child.
    expect(realHeight(conceptById('climbing-frame'))).toBeGreaterThan(2)
  })

  it.each([
    ['jungle gym', 'climbing-frame'],
    ['climbing frames', 'climbing-frame'],
    ['starting blocks', 'starting-blocks'],
    ['nightlight', 'night-light'],
    ['drawers', 'drawer'],
    ['table cloth', 'tablecloth'],
    ['googly eye', 'googly-eyes'],
    ['glitter', 'glitter'],
    ['action figures', 'action-figure'],
    ['fish sticks', 'fish-fingers'],
    ['dishwashers', 'dishwasher'],
    ['cymbal', 'cymbals'],
    ['frost patterns', 'frost'],
    ['hailstones', 'hail'],
    ['hailstorm', 'hail'],
    ['ticks', 'tick'],
    ['cicadas', 'cicada'],
    ['quokkas', 'quokka'],
    ['dingoes', 'dingo'],
    ['mandrills', 'mandrill'],
    ['gibbons', 'gibbon'],
  ])('"%s" reaches the %s', (phrase, id) => {
    expect(conceptForPhrase(phrase)?.id).toBe(id)
  })

  it.each([
    ['a kid on the jungle gym', 'climbing-frame'],
    ['a sprinter crouching at the starting blocks', 'starting-blocks'],
    ['a girl asleep with her night light on', 'night-light'],
    ['a boy looking for socks in his drawer', 'drawer'],
    ['a table with a tablecloth', 'tablecloth'],
    ['a girl gluing googly eyes on a paper plate', 'googly-eyes'],
    ['a girl sprinkling glitter on wet glue', 'glitter'],
    ['a boy playing with his action figures', 'action-figure'],
    ['fish fingers and peas for tea', 'fish-fingers'],
    ['a boy emptying the dishwasher', 'dishwasher'],
    ['a girl crashing the cymbals in music class', 'cymbals'],
    ['frost patterns on a window in winter', 'frost'],
    ['hail', 'hail'],
    ['a dog with a tick', 'tick'],
    ['a cicada on a tree', 'cicada'],
    ['a quokka', 'quokka'],
    ['a dingo howling in the outback', 'dingo'],
    ['a mandrill at the zoo', 'mandrill'],
    ['a gibbon swinging through the trees', 'gibbon'],
  ])('"%s" draws the %s itself and says nothing of it', (prompt, id) => {
    const p = plan(prompt)
    expect(p.refusal, prompt).toBeNull()
    expect(drawn(p), prompt).toContain(id)
    expect(p.standIns, prompt).toEqual([])
    expect(p.leftOut, prompt).not.toContain(id.replace('-', ' '))
  })

  it('hail with something in it falls over the page as rain does; hailing a taxi is no weather', () => {
    for (const prompt of ['a car in the hail', 'kids running inside from the hailstorm']) {
      const p = plan(prompt)
      expect(drawn(p), prompt).toContain('*hail')
      expect(drawn(p), prompt).not.toContain('hail')
      expect(p.leftOut, prompt).toEqual([])
    }
    expect(drawn(plan('a man hailing a taxi'))).not.toContain('*hail')
  })

  it('fish fingers are no longer the chicken nuggets said in their place', () => {
    const p = plan('fish fingers')
    expect(drawn(p)).toContain('fish-fingers')
    expect(drawn(p)).not.toContain('chicken-nuggets')
    expect(p.leftOut).toEqual([])
  })

  it('a tick marked on paper is the check mark, said; a swimmer’s starting block is the pool’s, said', () => {
    for (const [prompt, said] of [
      ['a teacher putting a tick on the worksheet', 'tick'],
      ['a swimmer diving off the starting block', 'starting block'],
    ]) {
      const p = plan(prompt)
      expect(drawn(p), prompt).not.toContain('tick')
      expect(drawn(p), prompt).not.toContain('starting-blocks')
      expect(drawn(p), prompt).not.toContain('toy-blocks')
      expect(p.leftOut, prompt).toContain(said)
    }
  })
})
