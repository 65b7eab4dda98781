// Worn things named after their wearer go on the wearer, so they take no room from a thing named after them
// (worn-at.ts `roomFor`): "children in checked shirts and straw hats dancing round a bonfire" keeps the bonfire.
import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', suggest: false })

describe('worn things take no room from what follows', () => {
  it.each([
    ['a boy in a shirt and a hat next to a bonfire', 'fire'],
    ['children in checked shirts and straw hats dancing round a bonfire', 'fire'],
    ['children in checked shirts and straw hats dancing round a bonfire at Festa Junina', 'fire'],
    ['a girl in a scarf and a hat building a snowman', 'snowman'],
  ])('"%s" draws the %s, the clothes worn', (prompt, id) => {
    const p = plan(prompt)
    expect(p.subjects.map((s) => s.concept)).toContain(id)
    const worn = p.props.filter((q) => q.subject === 0 && q.place !== 'beside').map((q) => q.concept)
    expect(worn.length).toBeGreaterThanOrEqual(2)
  })

  it('four things named apart make a page of four, a fifth is said', () => {
    expect(plan('a boy, a dog, a cat and a bonfire').subjects).toHaveLength(4)
    expect(plan('a boy, a dog, a cat, a horse and a bonfire').subjects).toHaveLength(4)
  })
})
