import { describe, expect, it } from 'vitest'
import { improvePrompt } from '../../prompts/improve-prompt'
import { FIGURE_PROMPTS } from '../figures/figure-prompts'
import { describeSubjects, makePlan } from './make-plan'
import { readFigure } from './read-figure'

describe('readFigure', () => {
  it.each([
    ['a mandala', { kind: 'mandala' }],
    ['flower mandala', { kind: 'mandala' }],
    ['an animal mandala', { kind: 'mandala' }],
    // A drawing named with the mandala is what its rings are built from.
    ['a star mandala', { kind: 'mandala', motif: 'star' }],
    ['a butterfly mandala', { kind: 'mandala', motif: 'butterfly' }],
    ['a mandala with hearts', { kind: 'mandala', motif: 'heart' }],
    ['a mandala of owls', { kind: 'mandala', motif: 'owl' }],
    // The time a page is for is no part of its figure.
    ['a snowflake mandala for winter', { kind: 'mandala', motif: 'snowflake' }],
    ['a pumpkin mandala in the fall', { kind: 'mandala', motif: 'pumpkin' }],
    // Patterns and borders built from any drawing, one or two taken in turn.
    [
      'a pattern of hearts and stars',
      { kind: 'pattern', pattern: 'motifs', motif: 'heart', alternate: 'star' },
    ],
    ['a cat pattern', { kind: 'pattern', pattern: 'motifs', motif: 'cat' }],
    ['a repeating pattern of owls', { kind: 'pattern', pattern: 'motifs', motif: 'owl' }],
    ['a border of flowers', { kind: 'pattern', pattern: 'border', motif: 'flower' }],
    [
      'a pumpkin and leaf border',
      { kind: 'pattern', pattern: 'border', motif: 'pumpkin', alternate: 'fallen-leaf' },
    ],
    ['the number 3 with three ducks', { kind: 'number', digits: '3', motif: 'duck' }],
    ['number 5 with cats', { kind: 'number', digits: '5', motif: 'cat' }],
    ['geometric pattern', { kind: 'pattern', pattern: 'geometric' }],
    ['zentangle pattern', { kind: 'pattern', pattern: 'zentangle' }],
    ['a fish scale pattern', { kind: 'pattern', pattern: 'scales' }],
    ['the number 5', { kind: 'number', digits: '5' }],
    ['number 12', { kind: 'number', digits: '12' }],
    ['5', { kind: 'number', digits: '5' }],
    ['the number five', { kind: 'number', digits: '5' }],
    ['numbers 1 to 10', { kind: 'number', digits: '1-10' }],
    ['1-10', { kind: 'number', digits: '1-10' }],
    ['circle, square and triangle', { kind: 'shapes', shapes: ['circle', 'square', 'triangle'] }],
    ['shapes', { kind: 'shapes', shapes: ['circle', 'square', 'triangle', 'star', 'heart', 'diamond'] }],
    ['a star shape', { kind: 'shapes', shapes: ['star'] }],
    ['the solar system', { kind: 'scene', scene: 'solar-system' }],
    ['planets', { kind: 'scene', scene: 'solar-system' }],
    ['butterfly life cycle', { kind: 'scene', scene: 'butterfly-life-cycle' }],
    ['the life cycle of a butterfly', { kind: 'scene', scene: 'butterfly-life-cycle' }],
    ['a basket of fruit', { kind: 'scene', scene: 'fruit-basket' }],
    ['fruit basket', { kind: 'scene', scene: 'fruit-basket' }],
    ['a family', { kind: 'scene', scene: 'family' }],
    ['my family', { kind: 'scene', scene: 'family' }],
  ])('reads "%s" as a figure', (prompt, figure) => {
    expect(readFigure(prompt)).toEqual(figure)
  })

  it.each([
    'a star',
    'a heart',
    'stars',
    'five cats',
    '5 cats',
    'a number 5 bus',
    'a cat in a circle',
    'numbers 1 to 100',
    'the number 1000',
    'a family of ducks',
    'a lion',
    'the number 3 with five ducks',
    'numbers 1 to 10 with ducks',
    // A thing no drawing shows makes no pattern; a scene named with a time stays a scene of subjects.
    'a pattern of glorps',
    'a family picnic',
    'a cat in the fall',
  ])('leaves "%s" to the subject reader', (prompt) => {
    expect(readFigure(prompt)).toBeNull()
  })
})

describe('figure pages with Magic Prompt', () => {
  it.each(FIGURE_PROMPTS)('"$prompt" draws the same figure with its prompt improved', ({ prompt }) => {
    for (const complexity of ['easy', 'intricate'] as const)
      for (const style of ['cartoon', 'realistic'] as const) {
        const improved = improvePrompt(prompt, { complexity, style, seed: 3 })
        expect(improved.startsWith(`${prompt}, `)).toBe(true)
        expect(readFigure(improved)).toEqual(readFigure(prompt))
      }
  })

  it('still reads a subject after a comma as a subject', () => {
    expect(readFigure('a cat, cute cartoon style, large simple shapes that are easy to color')).toBeNull()
  })
})

describe('figure plans', () => {
  const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon' })

  it('draws a figure with certainty, no refusal and no random subject', () => {
    const p = plan('a mandala')
    expect(p.figure).toEqual({ kind: 'mandala' })
    expect(p.subjects).toEqual([])
    expect(p.props).toEqual([])
    expect(p.confidence).toBe(1)
    expect(p.refusal).toBeNull()
    expect(describeSubjects(p)).toEqual(['mandala'])
    expect(describeSubjects(plan('the number 5'))).toEqual(['number 5'])
  })

  it('keeps a birthday page a birthday page', () => {
    const p = plan('happy 5th birthday')
    expect(p.figure).toBeNull()
    expect(p.text).toEqual(['Happy 5th Birthday'])
    expect(p.subjects.map((s) => s.concept)).toEqual(['birthday-cake'])
    expect(plan('a star').figure).toBeNull()
    expect(plan('five cats').figure).toBeNull()
  })
})
