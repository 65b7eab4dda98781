import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 })
const drawn = (prompt: string) => {
  const p = plan(prompt)
  return [...p.subjects.map((s) => s.concept), ...p.props.map((x) => x.concept)]
}

describe("a body part of someone drawn is their figure's, not a drawing beside them", () => {
  it('draws no nose, ear or foot apart from the person whose it is', () => {
    expect(drawn('a boy blowing his nose into a tissue')).not.toContain('nose')
    expect(drawn('a girl touching her nose')).not.toContain('nose')
    expect(drawn('a girl balancing on one foot')).not.toContain('foot')
  })

  it('names the part among the things drawn, and says nothing of it', () => {
    const p = plan('a boy blowing his nose into a tissue')
    expect(p.parts).toContain('nose')
    expect(p.leftOut).toEqual([])
  })

  it('keeps a tooth shown, and a nose that is no one’s own', () => {
    expect(drawn('Sam showing his wobbly tooth')).toContain('tooth')
    expect(drawn('a clown with a red nose')).toContain('nose')
  })

  it("draws a pocket or a sleeve of someone's clothes on their figure, never said apart", () => {
    const parrot = plan("a parrot pulling a mobile phone out of a tourist's pocket")
    expect(parrot.leftOut).toEqual([])
    expect(parrot.parts).toContain('pocket')
    expect(plan('a boy with his hands in his pockets').leftOut).toEqual([])
    expect(plan("a girl tugging at her mum's sleeve").leftOut).toEqual([])
  })

  it("keeps an animal's pocket said: the kangaroo's is its pouch", () =>
    expect(plan('a kangaroo with a joey in her pocket').leftOut).toContain('pocket'))
})
