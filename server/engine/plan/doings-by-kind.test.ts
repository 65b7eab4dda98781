// Doings too wide for a verb class get a pose by their kind (doings-by-kind.ts): helping and teaching hand in hand,
// showing and getting a thing between two people, finding a thing held up, bowing on the knees, floating a
// thing knelt at; someone's grandad named with a child is with her, hand in hand.
import { describe, expect, it } from 'vitest'
import { laidOut, plan } from '../scene/pose-test-kit'
import { doingKind } from './doings-by-kind'

const action = (prompt: string) => plan(prompt).people?.action

describe('doings by kind', () => {
  it.each([
    ['helping', 'with'],
    ['tutoring', 'with'],
    ['teaching', 'with'],
    ['showing', 'show'],
    ['receiving', 'get'],
    ['discovering', 'find'],
    ['curtsying', 'bow'],
    ['launching', 'float'],
    ['twisting', 'shape'],
    ['running', null],
  ])('"%s" is of the kind %s', (word, kind) => {
    expect(doingKind(word)).toBe(kind)
  })

  it.each([
    ['a teaching assistant helping a boy with his sums', 'hand-in-hand'],
    ['a girl helping her grandma plant bulbs', 'ground'],
    ['a girl getting a present from her aunt', 'give'],
    ['a boy finding a shell on the beach', 'hold'],
    ['kids bowing to their grandparents', 'bow'],
    ['a boy bowing to his teacher', 'bow'],
    ['a family floating paper boats on the pond', 'ground'],
    ['a girl with her grandad', 'hand-in-hand'],
    ['a boy and his nan at the park', 'hand-in-hand'],
    // One person has no one to be with: no hand held.
    ['a girl with her kite', 'stand'],
  ])('"%s" is drawn %s', (prompt, pose) => {
    expect(action(prompt)).toBe(pose)
  })

  it('kneels the ones bowing and stands the ones bowed to', () => {
    const p = plan('kids bowing to their grandparents')
    const { drawn } = laidOut(p)
    const ages = p.people?.people.map((f) => f.age) ?? []
    const kneeling = drawn.figures.filter((_, i) => ages[i] === 'child')
    const standing = drawn.figures.filter((_, i) => ages[i] === 'elder')
    expect(kneeling).toHaveLength(2)
    expect(standing).toHaveLength(2)
    // Knelt, the children's heads are far below the standing grandparents'.
    const top = (fs: typeof kneeling) => Math.min(...fs.map((f) => f.head.y))
    expect(top(kneeling) - top(standing)).toBeGreaterThan(standing[0].headR * 3)
  })
})

describe('a thing tried on is worn', () => {
  it.each(['a boy trying on a cowboy hat', 'a boy putting on a cowboy hat'])(
    '"%s" wears the hat',
    (prompt) => {
      const p = plan(prompt)
      expect(p.subjects.map((s) => s.concept)).not.toContain('cowboy-hat')
      expect(p.people?.action).not.toBe('strike')
    },
  )
})

describe('a baby dummy', () => {
  it('is the pacifier at the mouth, never a person', () => {
    const p = plan('a baby sucking a dummy')
    expect(p.people?.people).toHaveLength(1)
    expect(p.people?.action).toBe('mouth')
    expect(p.subjects.map((s) => s.concept)).toContain('pacifier')
  })
})
