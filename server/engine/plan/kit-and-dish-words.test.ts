import { describe, expect, it } from 'vitest'
import { kitAndDishWords } from './kit-and-dish-words'
import { makePlan } from './make-plan'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', suggest: false })

describe("a school kit's and a dish's British words", () => {
  it('reads a rubber among school things as an eraser, drawn', () => {
    const p = plan('a pencil case with a ruler, a rubber and a glue stick')
    expect(p.subjects.map((s) => s.concept)).toContain('eraser')
    expect(p.leftOut).toEqual([])
  })

  it('leaves a rubber duck, a rubber band and a rubber with no school thing as they are', () => {
    expect(kitAndDishWords('a rubber duck and a pencil')).toBe('a rubber duck and a pencil')
    expect(kitAndDishWords('a boy with a rubber band and a pen')).toBe('a boy with a rubber band and a pen')
    expect(kitAndDishWords('a rubber tree')).toBe('a rubber tree')
  })

  it('reads mushy peas as the peas they are', () => {
    expect(kitAndDishWords('fish and chips with mushy peas')).toBe('fish and chips with peas')
  })
})
