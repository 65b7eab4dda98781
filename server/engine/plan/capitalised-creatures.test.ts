import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', suggest: false })

describe('a creature typed with capitals', () => {
  it('is the creature, never a name said and the page refused', () => {
    const p = plan('a Snow Leopard curled up on a rock')
    expect(p.refusal).toBeNull()
    expect(p.subjects.map((s) => s.label)).toContain('snow leopard')
    expect(p.leftOut).toEqual([])
  })

  it('keeps a name of a made thing said whole', () => {
    expect(plan('the Falkirk Wheel').refusal).not.toBeNull()
  })
})
