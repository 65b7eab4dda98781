import { describe, expect, it } from 'vitest'
import { makePlan } from '../plan/make-plan'
import type { Plan } from '../plan/plan'
import { dressedLook } from './worn-on-figure'

// The everyday clothes a person is said to wear show on their figure, never as a second drawing beside them
// or a small one on their head (docs/decisions/0160-household-things-and-worn-clothes.md).
const plan = (prompt: string): Plan => makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 })
const outfit = (prompt: string) => {
  const p = plan(prompt)
  const person = p.people?.people[0]
  if (!person) throw new Error(`no person in "${prompt}"`)
  return dressedLook(person, 0, p.props)
}

describe('everyday clothes a person wears are drawn on their figure', () => {
  it.each([
    ['a boy wearing a dress', { bottom: 'dress' }, []],
    ['a boy wearing jeans', { bottom: 'trousers' }, []],
    ['a girl in leggings', { bottom: 'trousers' }, []],
    ['a man wearing shorts', { bottom: 'shorts' }, []],
    ['a girl wearing a hoodie', { sleeves: 'long' }, ['hoodie', 'ribbing']],
    ['a girl in dungarees', { bottom: 'trousers' }, ['bib']],
    ['a man in a waistcoat', {}, ['vest']],
    ['a boy wearing a belt', {}, ['belt']],
    ['a girl wearing a necklace', {}, ['necklace']],
    ['a woman wearing earrings', {}, ['earrings']],
    ['a grandpa wearing a watch', {}, ['watch']],
  ])('%s', (prompt, look, extras) => {
    const p = plan(prompt)
    expect(p.subjects, prompt).toHaveLength(1)
    expect(p.leftOut, prompt).toEqual([])
    const { look: dressed, worn } = outfit(prompt)
    expect(dressed.outfit).toMatchObject(look)
    expect(dressed.outfit.extras).toEqual(expect.arrayContaining(extras))
    // The figure draws it: no drawing of it is left to put on the head or beside the person.
    expect(worn.length, prompt).toBe(
      p.props.filter((x) => x.subject === 0 && !x.concept.startsWith('*')).length,
    )
  })

  it('the second and third things worn go on the wearer too, however their plural is spelled', () => {
    for (const prompt of [
      'a man wearing a tie and glasses',
      'a boy wearing a hat and glasses',
      'a boy wearing a scarf, gloves and a woolly hat',
      'a girl wearing a hoodie and jeans',
      'a girl wearing a dress and a sun hat',
    ]) {
      const p = plan(prompt)
      expect(
        p.subjects.map((s) => s.concept),
        prompt,
      ).toHaveLength(1)
      expect(p.leftOut, prompt).toEqual([])
    }
    expect(outfit('a boy wearing a scarf, gloves and a woolly hat').look.outfit.gloves).toBe(true)
    expect(outfit('a man wearing a tie and glasses').look.outfit.extras).toEqual(
      expect.arrayContaining(['tie', 'glasses']),
    )
  })

  it('a worn thing named after the seat its wearer is on is worn, not set beside the seat', () => {
    const bib = plan('a baby in a high chair with a bib')
    expect(bib.props.find((x) => x.concept === 'bib')).toMatchObject({ place: 'neck', subject: 0 })
    const tie = plan('a dog on a sofa with a bow tie')
    expect(tie.props.find((x) => x.concept === 'bow-tie')).toMatchObject({ place: 'neck', subject: 0 })
    // A thing not worn stays beside.
    expect(plan('a girl on a bench with a book').props.find((x) => x.concept === 'book')?.place).toBe(
      'beside',
    )
  })

  it('on an animal, what only a figure can wear is said, not hung under its chin', () => {
    for (const [prompt, word] of [
      ['a pig wearing jeans', 'jeans'],
      ['a cat wearing a dress', 'dress'],
      ['a dog wearing a watch', 'watch'],
    ]) {
      const p = plan(prompt)
      expect(
        p.props.map((x) => x.concept),
        prompt,
      ).not.toContain(word)
      expect(p.leftOut.join(' '), prompt).toMatch(word)
    }
  })
})
