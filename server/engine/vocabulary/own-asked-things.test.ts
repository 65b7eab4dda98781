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
  'balcony',
  'doorstep',
  'parking-meter',
  'hose-reel',
  'helter-skelter',
  'height-chart',
  'double-bass',
  'kickboard',
  'javelin',
  'metal-detector',
  'chainsaw',
  'knitting-needles',
  'meatballs',
  'whipped-cream',
  'haggis',
  'solar-eclipse',
]

describe('things prompts name that were said left out or refused (docs/decisions/0147-asked-everyday-drawings.md)', () => {
  it('each is one of Colorly own drawings, with a size a page can set it beside a child at', () => {
    for (const id of NEW) {
      expect(OWN_DRAWINGS[id], id).toBeDefined()
      expect(realHeight(conceptById(id)) ?? 1, id).toBeGreaterThan(0)
    }
    // A helter skelter towers over a child; a double bass stands taller than one.
    expect(realHeight(conceptById('helter-skelter'))).toBeGreaterThan(5)
    expect(realHeight(conceptById('double-bass'))).toBeGreaterThan(1.5)
  })

  it.each([
    ['balconies', 'balcony'],
    ['front step', 'doorstep'],
    ['parking meters', 'parking-meter'],
    ['hose reel', 'hose-reel'],
    ['helter skelter', 'helter-skelter'],
    ['growth chart', 'height-chart'],
    ['upright bass', 'double-bass'],
    ['kick board', 'kickboard'],
    ['javelins', 'javelin'],
    ['metal detectors', 'metal-detector'],
    ['chain saw', 'chainsaw'],
    ['knitting needle', 'knitting-needles'],
    ['meatball', 'meatballs'],
    ['squirty cream', 'whipped-cream'],
    ['haggis', 'haggis'],
    ['eclipse', 'solar-eclipse'],
  ])('"%s" reaches the %s', (phrase, id) => {
    expect(conceptForPhrase(phrase)?.id).toBe(id)
  })

  it.each([
    ['lanterns on the balcony for Ramadan', 'balcony'],
    ['a doorstep with a pot of flowers', 'doorstep'],
    ['a girl feeding the parking meter for her mum', 'parking-meter'],
    ['a garden shed with a hose reel', 'hose-reel'],
    ['a pier with a helter skelter', 'helter-skelter'],
    ['a boy being measured on the height chart', 'height-chart'],
    ['a swimming teacher holding a kickboard for a little boy', 'kickboard'],
    ['a boy throwing a javelin', 'javelin'],
    ['a boy searching the beach with a metal detector', 'metal-detector'],
    ['a tree surgeon in a tree with a chainsaw', 'chainsaw'],
    ['a grandma with her knitting needles', 'knitting-needles'],
    ['a plate of spaghetti and meatballs', 'meatballs'],
    ['a waffle with strawberries and whipped cream', 'whipped-cream'],
    ['a haggis on a plate for Burns Night', 'haggis'],
    ['a solar eclipse over the hills', 'solar-eclipse'],
  ])('"%s" draws the %s itself and says nothing of it', (prompt, id) => {
    const p = plan(prompt)
    expect(p.refusal, prompt).toBeNull()
    expect(drawn(p), prompt).toContain(id)
    expect(p.standIns, prompt).toEqual([])
    expect(p.leftOut, prompt).toEqual([])
  })

  it('something on the doorstep stands at the porch step, named doorstep (0150)', () => {
    const p = plan('a milkman leaving bottles of milk on the doorstep')
    expect(p.props.find((x) => x.concept === '*porch')?.label).toBe('doorstep')
    expect(p.leftOut).toEqual([])
  })

  it('a man playing the double bass is the player with it, not said left out', () => {
    const p = plan('a man playing the double bass')
    expect(p.leftOut).toEqual([])
    expect(drawn(p)).toContain('double-bass')
  })

  it('needles someone knits with are the knitting needles, a tailor’s needle the sewing needle', () => {
    expect(drawn(plan('a girl knitting her first row with big needles'))).toContain('knitting-needles')
    expect(drawn(plan('a girl knitting her first row with big needles'))).not.toContain('sewing-needle')
    expect(drawn(plan('a tailor with a needle and thread'))).toContain('sewing-needle')
  })

  it('a lunar eclipse is drawn as the eclipse and said', () => {
    const p = plan('a lunar eclipse')
    expect(drawn(p)).toContain('solar-eclipse')
    expect(p.leftOut).toContain('lunar eclipse')
  })

  it('a rangoli on the doorstep is drawn (decision 0182), never refused for the step it is on', () => {
    const p = plan('a rangoli pattern on the doorstep for Diwali')
    expect(p.refusal).toBeNull()
    expect(p.subjects.map((s) => s.concept)).toContain('rangoli')
  })
})
