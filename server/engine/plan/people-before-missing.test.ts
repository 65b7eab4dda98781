import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'

// People the people reading draws (a family, a crowd, a busker) named before a thing Colorly cannot draw are the
// page's subject: the thing is left out and said, never the page refused (make-plan.ts, with-people.ts).
const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', suggest: false })

describe('people named before a missing thing', () => {
  it.each([
    ['a family dancing round a pole', 'pole'],
    ['a Swedish family dancing round a midsummer pole hung with leaves and flowers', 'pole'],
  ])('"%s" draws the people and says "%s"', (prompt, word) => {
    const p = plan(prompt)
    expect(p.refusal).toBeNull()
    expect(p.people?.people.length).toBeGreaterThan(1)
    expect(p.leftOut.join(' ')).toContain(word)
  })

  it('a thing no one can draw, named first, still refuses the page', () => {
    expect(plan('Quetzalcoatl climbing into a rocket').refusal?.kind).toBe('unknown')
  })
})
