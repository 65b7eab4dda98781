import { describe, expect, it } from 'vitest'
import { kitAndDishWords } from './kit-and-dish-words'
import { makePlan } from './make-plan'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', suggest: false })

describe("a dish's British words and a school kit's rubber", () => {
  it('reads a rubber among school things as an eraser, drawn', () => {
    const p = plan('a pencil case with a ruler, a rubber and a glue stick')
    expect(p.subjects.map((s) => s.concept)).toContain('eraser')
    expect(p.leftOut).toEqual([])
  })

  it('leaves a rubber duck and a rubber band beside a pencil as they are', () => {
    expect(plan('a rubber duck and a pencil').subjects.map((s) => s.concept)).not.toContain('eraser')
    expect(plan('a boy with a rubber band and a pen').props.map((s) => s.concept)).not.toContain('eraser')
  })

  it('reads mushy peas as the peas they are', () => {
    expect(kitAndDishWords('fish and chips with mushy peas')).toBe('fish and chips with peas')
  })
})
