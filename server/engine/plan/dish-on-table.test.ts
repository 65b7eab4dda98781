import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 })
const onTable = (prompt: string) => {
  const p = plan(prompt)
  const table = p.subjects.findIndex((s) => s.concept === 'table')
  return (p.relations ?? []).some((r) => r.relation === 'on' && r.object === table && table >= 0)
}

describe('a dish with a table lies on it', () => {
  it('puts the roast on the table carving brings, with or without the carver', () => {
    expect(onTable('carving the turkey')).toBe(true)
    expect(onTable('grandpa carving the thanksgiving turkey')).toBe(true)
  })

  it('leaves a table with no dish, and a dish the prompt places elsewhere, as they were', () => {
    expect(onTable('a cat under a table')).toBe(false)
    expect(plan('a cake on a table').relations).toEqual([{ actor: 0, relation: 'on', object: 1 }])
  })
})
