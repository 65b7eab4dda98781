import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon' })

describe('every named thing is drawn or said left out', () => {
  it.each([
    ['a dog jumping out of the water', 'water'],
    ['a plate of strawberries', 'plate'],
    ['a kid painting a picture', 'picture'],
  ])('%s says it is drawn without %s', (prompt, word) => {
    const p = plan(prompt)
    expect(p.refusal).toBeNull()
    expect(p.leftOut).toContain(word)
  })

  it.each([
    'a bowl of spaghetti',
    'a cup of hot chocolate',
    'a bunny with a basket of eggs',
    'a slice of pizza',
  ])('says nothing of a dish its food is drawn in, or of a container drawn: %s', (prompt) =>
    expect(plan(prompt).leftOut).toEqual([]),
  )

  it('counts the sea a whale is drawn in as the water it names', () => {
    const p = plan('a whale jumping out of the water')
    expect(p.setting).toBe('ocean')
    expect(p.leftOut).toEqual([])
    expect(p.namedSetting).toBe('water')
  })

  it('reads a particle after a verb as no drawing ("sledding down a hill" has no feather)', () => {
    const p = plan('a kid sledding down a hill')
    expect(p.subjects.map((s) => s.concept)).not.toContain('feather')
    expect(p.leftOut).not.toContain('down')
  })
})
