import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { makePlan } from '../plan/make-plan'
import type { Plan } from '../plan/plan'
import { judge, parseExpectation, readLabelledPrompts, wordForms } from './eval-labels'

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
    expect(parseExpectation('figure:mandala')).toEqual({ kind: 'figure', figure: 'mandala', groups: [] })
    expect(parseExpectation('figure:mandala + butterfly')).toEqual({
      kind: 'figure',
      figure: 'mandala',
      groups: [['butterfly']],
    })
    expect(parseExpectation('text + apple')).toEqual({ kind: 'text', groups: [['apple']] })
    expect(parseExpectation('unknown axolotl')).toEqual({ kind: 'unknown', names: ['axolotl'] })
  })

  it("counts a number page's place as drawn when the page draws it", () => {
    const ducks = makePlan({
      prompt: 'number 7 with seven ducks on a pond',
      complexity: 'easy',
      style: 'cartoon',
    })
    expect(judge(ducks, parseExpectation('figure:number + duck + pond'))).toBe('right')
    // A carton has no drawing: said, never counted as drawn.
    const eggs = makePlan({
      prompt: 'number 12 with twelve eggs in a carton',
      complexity: 'easy',
      style: 'cartoon',
    })
    expect(judge(eggs, parseExpectation('figure:number + egg + carton'))).toBe('left-out')
    // A basket they are in is drawn with them.
    const apples = makePlan({
      prompt: 'number 4 with four apples in a basket',
      complexity: 'easy',
      style: 'cartoon',
    })
    expect(judge(apples, parseExpectation('figure:number + apple + basket'))).toBe('right')
  })

  it('calls an unrelated drawing wrong and the asked one right', () => {
    const cat = plan({ subjects: [{ concept: 'cat', label: 'cat' }] })
    expect(judge(cat, parseExpectation('cat'))).toBe('right')
    expect(judge(cat, parseExpectation('firefighter'))).toBe('wrong')
    expect(judge(cat, parseExpectation('cat + skateboard'))).toBe('wrong')
    expect(judge(cat, parseExpectation('refuse'))).toBe('wrong')
  })

  it("counts a drawn person's head, hair or arm as drawn, a thumb only when the plan's pose shows it", () => {
    const girl = makePlan({ prompt: 'a girl with a book', complexity: 'easy', style: 'cartoon' })
    expect(judge(girl, parseExpectation('girl + book + head'))).toBe('right')
    expect(judge(girl, parseExpectation('girl + hair'))).toBe('right')
    expect(judge(girl, parseExpectation('girl + thumb'))).toBe('wrong')
    expect(judge({ ...girl, parts: ['thumb'] }, parseExpectation('girl + thumb'))).toBe('right')
    // No person drawn, no finger: a ladybird alone is not on one.
    const ladybird = plan({ subjects: [{ concept: 'ladybug', label: 'ladybird' }] })
    expect(judge(ladybird, parseExpectation('ladybird + finger/hand'))).toBe('wrong')
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

  it('counts a page right only when every labelled thing is drawn, and one that says what it left out apart', () => {
    const panda = plan({ subjects: [{ concept: 'panda', label: 'panda' }] })
    expect(judge(panda, parseExpectation('panda + bamboo'))).toBe('wrong')
    expect(judge({ ...panda, leftOut: ['bamboo'] }, parseExpectation('panda + bamboo'))).toBe('left-out')
    expect(judge({ ...panda, leftOut: ['bamboo'] }, parseExpectation('panda'))).toBe('left-out')
    // Something else named as left out does not excuse a labelled thing missing in silence.
    expect(judge({ ...panda, leftOut: ['leaf'] }, parseExpectation('panda + bamboo'))).toBe('wrong')
    const wolf = plan({ subjects: [{ concept: 'wolf', label: 'wolf' }], namedSetting: 'moon' })
    expect(judge(wolf, parseExpectation('wolf + moon'))).toBe('right')
    const mandala = plan({ subjects: [], figure: { kind: 'mandala', motif: 'butterfly' } })
    expect(judge(mandala, parseExpectation('figure:mandala + butterfly'))).toBe('right')
    expect(
      judge({ ...mandala, figure: { kind: 'mandala' } }, parseExpectation('figure:mandala + butterfly')),
    ).toBe('wrong')
  })

  it('counts a refused character as right and any other refusal as an honest refusal', () => {
    const character = plan({ refusal: { kind: 'character', error: 'no', suggestions: [] } })
    const unknown = plan({ refusal: { kind: 'unknown', error: 'no', suggestions: [] } })
    expect(judge(character, parseExpectation('refuse'))).toBe('right')
    expect(judge(unknown, parseExpectation('unknown axolotl'))).toBe('refused')
    expect(judge(unknown, parseExpectation('cat'))).toBe('refused')
  })

  it('matches a label word in its plural forms, regular and irregular, both ways', () => {
    const named = (label: string, word: string) =>
      judge(plan({ subjects: [{ concept: label, label }] }), parseExpectation(word))
    expect(named('boxes', 'box')).toBe('right')
    expect(named('berries', 'berry')).toBe('right')
    expect(named('berry', 'berries')).toBe('right')
    expect(named('leaves', 'leaf')).toBe('right')
    expect(named('mice', 'mouse')).toBe('right')
    expect(named('geese', 'goose')).toBe('right')
    expect(named('children', 'child')).toBe('right')
    expect(named('people', 'person')).toBe('right')
    expect(named('person', 'people')).toBe('right')
    // A form is a whole word: "cattle" is no cat, "bugs" no "bu".
    expect(named('cattle', 'cat')).toBe('wrong')
    expect(wordForms('fairy')).toContain('fairies')
    expect(wordForms('fishing rod')).toContain('fishing rods')
  })
})
