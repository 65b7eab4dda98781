import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { makePlan } from '../plan/make-plan'
import type { Plan } from '../plan/plan'
import { judge, parseExpectation, readLabelledPrompts } from './eval-labels'

const plan = (over: Partial<Plan>): Plan => ({
  ...makePlan({ prompt: 'a cat', complexity: 'easy', style: 'cartoon' }),
  ...over,
})

describe('engine evaluation labels', () => {
  it('holds at least 300 everyday prompts, each with an expectation', () => {
    const labelled = readLabelledPrompts(join(import.meta.dirname, 'everyday-prompts.txt'))
    expect(labelled.length).toBeGreaterThanOrEqual(300)
    expect(new Set(labelled.map((l) => l.prompt.toLowerCase())).size).toBe(labelled.length)
  })

  it('parses subjects, alternatives, relations, figures and refusals', () => {
    expect(parseExpectation('cat + skateboard @riding')).toEqual({
      kind: 'subjects',
      groups: [['cat'], ['skateboard']],
      relation: 'riding',
    })
    expect(parseExpectation('cook/chef + pizza')).toMatchObject({ groups: [['cook', 'chef'], ['pizza']] })
    expect(parseExpectation('figure:mandala')).toEqual({ kind: 'figure', figure: 'mandala' })
    expect(parseExpectation('unknown axolotl')).toEqual({ kind: 'unknown', names: ['axolotl'] })
  })

  it('calls an unrelated drawing wrong and the asked one right', () => {
    const cat = plan({ subjects: [{ concept: 'cat', label: 'cat' }] })
    expect(judge(cat, parseExpectation('cat'))).toBe('right')
    expect(judge(cat, parseExpectation('firefighter'))).toBe('wrong')
    expect(judge(cat, parseExpectation('cat + skateboard'))).toBe('wrong')
    expect(judge(cat, parseExpectation('refuse'))).toBe('wrong')
  })

  it('needs the relation when the label names one', () => {
    const two = plan({
      subjects: [
        { concept: 'cat', label: 'cat' },
        { concept: 'skateboard', label: 'skateboard' },
      ],
    })
    expect(judge(two, parseExpectation('cat + skateboard @riding'))).toBe('wrong')
    const riding = { ...two, relations: [{ actor: 0, relation: 'riding' as const, object: 1 }] }
    expect(judge(riding, parseExpectation('cat + skateboard @riding'))).toBe('right')
  })

  it('counts a refused character as right and any other refusal as an honest refusal', () => {
    const character = plan({ refusal: { kind: 'character', error: 'no', suggestions: [] } })
    const unknown = plan({ refusal: { kind: 'unknown', error: 'no', suggestions: [] } })
    expect(judge(character, parseExpectation('refuse'))).toBe('right')
    expect(judge(unknown, parseExpectation('unknown axolotl'))).toBe('refused')
    expect(judge(unknown, parseExpectation('cat'))).toBe('refused')
  })
})
