import { describe, expect, it } from 'vitest'
import { makePlan } from '../plan/make-plan'
import type { Plan } from '../plan/plan'
import { dressedLook } from './worn-on-figure'

// A suit, a tracksuit, a bride's veil, a tutu and a beret a person wears are drawn on their figure, never as a
// drawing beside them or on their head (docs/decisions/0177-made-things-by-kind.md).
const plan = (prompt: string): Plan => makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 })

describe('suits, tracksuits, veils, tutus and berets are worn on the figure', () => {
  it.each([
    ['a man wearing a suit', { sleeves: 'long', bottom: 'trousers' }, ['open-coat', 'tie']],
    ['a groom in a tuxedo', { sleeves: 'long', bottom: 'trousers' }, ['open-coat', 'tie']],
    ['a boy in a tracksuit', { sleeves: 'long', bottom: 'trousers' }, ['zip', 'side-stripes']],
    ['a girl in a wetsuit', { sleeves: 'long', bottom: 'trousers' }, ['zip']],
    ['a bride wearing a veil', { bottom: 'gown' }, ['veil']],
    ['a girl in a tutu', { bottom: 'tutu' }, []],
    ['a man wearing a beret', { hat: 'beret' }, []],
    ['a woman in a hijab', { hat: 'headscarf' }, []],
    ['a girl wearing a headscarf', { hat: 'headscarf' }, []],
  ])('%s', (prompt, look, extras) => {
    const p = plan(prompt)
    const person = p.people?.people[0]
    if (!person) throw new Error(`no person in "${prompt}"`)
    // A bride carries her bouquet, the thing that says who she is (docs/decisions/0200-people-named-by-their-doing.md).
    expect(
      p.subjects.filter((s) => s.concept !== 'bouquet'),
      prompt,
    ).toHaveLength(1)
    expect(p.leftOut, prompt).toEqual([])
    const { look: dressed, worn } = dressedLook(person, 0, p.props)
    expect(dressed.outfit).toMatchObject(look)
    expect(dressed.outfit.extras).toEqual(expect.arrayContaining(extras))
    expect(worn.map((x) => x.concept).length, prompt).toBe(
      p.props.filter((x) => x.subject === person.subject && !x.concept.startsWith('*')).length,
    )
  })

  it('a hijab is worn by the person who wears it, never drawn as a second woman', () => {
    const p = plan('a girl in a hijab helping her grandma')
    expect(p.subjects.map((s) => s.label)).toEqual(['girl', 'grandma'])
    expect(p.people?.people).toHaveLength(2)
    const girl = p.people?.people[0]
    if (!girl) throw new Error('no girl')
    expect(dressedLook(girl, 0, p.props).look.outfit.hat).toBe('headscarf')
  })

  it('on an animal, the suit and the tutu are said left out, not hung from its neck', () => {
    for (const prompt of ['a hippo in a tutu', 'a dog wearing a suit']) {
      const p = plan(prompt)
      expect(
        p.props.map((x) => x.concept),
        prompt,
      ).not.toContain('tutu')
      expect(
        p.props.map((x) => x.concept),
        prompt,
      ).not.toContain('suit')
      expect(p.leftOut.length, prompt).toBeGreaterThan(0)
    }
  })
})
