import { describe, expect, it } from 'vitest'
import { OWN_DRAWINGS } from '../art/own-drawings'
import { makePlan } from '../plan/make-plan'
import { FESTIVAL_THINGS_CONCEPTS } from './festival-things-concepts'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', suggest: false })
const drawn = (prompt: string) => {
  const p = plan(prompt)
  return [...p.subjects.map((s) => s.concept), ...p.props.map((x) => x.concept)]
}

describe('festival things and dishes no other art draws', () => {
  it('has a drawing for every concept', () => {
    for (const concept of FESTIVAL_THINGS_CONCEPTS) expect(OWN_DRAWINGS[concept.id], concept.id).toBeDefined()
  })

  it.each([
    ['a giant papier-mâché figure', 'papier-mache-figure'],
    ['paddlers in a long waka canoe', 'waka'],
    ['a boy with a huge cone of sweets', 'school-cone'],
    ['a girl holding a school cone', 'school-cone'],
    ['a yurt on the steppe', 'yurt'],
    ['a kilt', 'kilt'],
    ['a hanbok', 'hanbok'],
    ['a man in lederhosen', 'lederhosen'],
    ['a girl in a dirndl', 'dirndl'],
    ['a paper boat', 'paper-boat'],
    ['a Sunday roast with Yorkshire puddings and gravy', 'yorkshire-pudding'],
    ['a Sunday roast with Yorkshire puddings and gravy', 'gravy-boat'],
  ])('%s draws the %s, with nothing said left out', (prompt, id) => {
    const p = plan(prompt)
    expect(p.refusal).toBeNull()
    expect(drawn(prompt)).toContain(id)
    expect(p.leftOut.filter((w) => !/steppe/.test(w))).toEqual([])
  })
})
