import { describe, expect, it } from 'vitest'
import { festivalFigures } from './festival-figures'
import { makePlan } from './make-plan'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', suggest: false })
const drawn = (prompt: string) => plan(prompt).subjects.map((s) => s.concept)

describe("a festival's figures drawn as who they are", () => {
  it('draws La Befana as an old woman on her broomstick, never refused', () => {
    const p = plan('La Befana flying on her broomstick with a sack of sweets')
    expect(p.refusal).toBeNull()
    expect(drawn('La Befana flying on her broomstick with a sack of sweets')).toEqual(
      expect.arrayContaining(['old-woman', 'broomstick']),
    )
  })

  it('keeps the festival named as when, and one figure when she is called a witch', () => {
    expect(festivalFigures('children leaving sweets out for La Befana')).toBe(
      'children leaving sweets out for La Befana',
    )
    expect(drawn('children leaving sweets out for La Befana')).not.toContain('old-woman')
    expect(drawn('the old witch La Befana with her broom')).not.toContain('old-woman')
  })

  it('draws Father Christmas and Père Noël as Santa, never a father', () => {
    expect(drawn('Father Christmas on his sleigh')).toEqual(expect.arrayContaining(['santa']))
    expect(drawn('Père Noël')).toContain('santa')
    expect(plan('a boy waiting for Father Christmas').text ?? []).toEqual([])
  })
})
