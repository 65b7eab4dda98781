import { describe, expect, it } from 'vitest'
import { improvePrompt } from '../../prompts/improve-prompt'
import { FIGURE_PROMPTS } from '../figures/figure-prompts'
import { describeSubjects, makePlan } from './make-plan'
import { readFigure, readFigurePage } from './read-figure'

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
    // Numerals to twenty, in digits or words, count up to twenty of the thing named in up to three words.
    ['number 11 with eleven socks', { kind: 'number', digits: '11', motif: 'socks' }],
    ['the number 15 with fifteen stars', { kind: 'number', digits: '15', motif: 'star' }],
    ['number twenty with 20 apples', { kind: 'number', digits: '20', motif: 'apple' }],
    ['number eleven', { kind: 'number', digits: '11' }],
    ['the number 3 with three little pigs', { kind: 'number', digits: '3', motif: 'pig' }],
    ['number 4 with four hot air balloons', { kind: 'number', digits: '4', motif: 'hot-air-balloon' }],
    ['counting to 10', { kind: 'number', digits: '1-10' }],
    ['count to 5', { kind: 'number', digits: '1-5' }],
    // Up to twenty numbers: a grid of numerals (more than ten rows of stars would be too small to count).
    ['numbers 1 to 20', { kind: 'number', digits: '1-20' }],
    ['counting to 20', { kind: 'number', digits: '1-20' }],
    // A chart to five counts in the drawing named, each still about 27 mm across.
    ['counting to 5 with apples', { kind: 'number', digits: '1-5', motif: 'apple' }],
    // Mandalas of things named in several words, plural, before or after, one or two in turn.
    ['a mandala with hot air balloons', { kind: 'mandala', motif: 'hot-air-balloon' }],
    ['hot air balloon mandala', { kind: 'mandala', motif: 'hot-air-balloon' }],
    ['a mandala of polar bears', { kind: 'mandala', motif: 'polar-bear' }],
    ['a sun and moon mandala', { kind: 'mandala', motif: 'sun', alternate: 'moon' }],
    ['a mandala made of seashells', { kind: 'mandala', motif: 'shell' }],
    ['a mandala with thick lines', { kind: 'mandala' }],
    ['an alphabet page', { kind: 'alphabet' }],
    ['the ABCs', { kind: 'alphabet' }],
    ['letters of the alphabet', { kind: 'alphabet' }],
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
    // A thing no drawing shows makes no pattern; a scene named with a time stays a scene of subjects.
    'a pattern of glorps',
    'a family picnic',
    'a cat in the fall',
    // A mandala someone colours is a thing in a scene, not the page.
    'a girl coloring a mandala',
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

describe('figure pages with things they cannot draw', () => {
  it.each([
    ['a mandala with gazebos', { kind: 'mandala' }, ['gazebos']],
    ['the number 5 with five gazebos', { kind: 'number', digits: '5', uncounted: true }, ['gazebos']],
    // Too many to count out: the numeral, and what it would count said.
    ['the number 50 with fifty stars', { kind: 'number', digits: '50', uncounted: true }, ['stars']],
    // A ring alternates two drawings: a third is said.
    ['a mandala with suns, moons and stars', { kind: 'mandala', motif: 'sun', alternate: 'moon' }, ['stars']],
    // What the numeral's things are in or beside has no room on a number page.
    [
      'the number 12 with twelve eggs in a carton',
      { kind: 'number', digits: '12', motif: 'egg' },
      ['carton'],
    ],
    ['the number 3 with three ducks and a pond', { kind: 'number', digits: '3', motif: 'duck' }, ['pond']],
    // A stuff they are on is a thing said, though a verb is spelt so too (to sand).
    // The sand they are on is the page's beach, drawn under them (number-page-place.ts).
    [
      'number 8 with eight crabs on the sand',
      { kind: 'number', digits: '8', motif: 'crab', setting: 'beach', placeNames: ['sand'] },
      [],
    ],
    // The counting chart counts in stars: fifty-five ducks at its size would be blobs.
    ['numbers 1 to 10 with ducks', { kind: 'number', digits: '1-10' }, ['ducks']],
    // A name no dictionary has is a thing said; how the things are is no thing.
    [
      'the number 3 with three bears and goldilocks',
      { kind: 'number', digits: '3', motif: 'bear' },
      ['goldilocks'],
    ],
    ['the number 7 with seven kites flying high', { kind: 'number', digits: '7', motif: 'kite' }, []],
    ['the number 5 with five cats playing together', { kind: 'number', digits: '5', motif: 'cat' }, []],
    // Spots are counted as round dots: on the ladybird they are its spots, on anything else the thing is said.
    [
      'number 20 with twenty dots on a ladybird',
      { kind: 'number', digits: '20', spots: true, motif: 'ladybug', motifNames: ['dots', 'ladybird'] },
      [],
    ],
    [
      "the number 10 with ten spots on a ladybug's back",
      { kind: 'number', digits: '10', spots: true, motif: 'ladybug', motifNames: ['spots'] },
      [],
    ],
    ['number 6 with six spots', { kind: 'number', digits: '6', spots: true, motifNames: ['spots'] }, []],
    [
      'number 6 with six spots on a gazebo',
      { kind: 'number', digits: '6', spots: true, motifNames: ['spots'] },
      ['gazebo'],
    ],
    // A wheel no drawing shows is a spoked wheel drawn by geometry; a car wheel keeps its own drawing.
    ['a mandala of bicycle wheels', { kind: 'mandala', wheel: true, motifNames: ['bicycle wheels'] }, []],
    ['a wheel mandala', { kind: 'mandala', wheel: true, motifNames: ['wheel'] }, []],
    [
      'a mandala with wagon wheels and stars',
      { kind: 'mandala', motif: 'wagon-wheel', alternate: 'star' },
      [],
    ],
    ['a mandala of car wheels', { kind: 'mandala', motif: 'car-wheel' }, []],
  ])('reads "%s" as the figure, saying what it leaves out', (prompt, figure, leftOut) => {
    expect(readFigurePage(prompt)).toEqual({ figure, leftOut })
  })

  const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon' })

  it('draws the figure and says the thing left out on the page', () => {
    const balloons = plan('a mandala with hot air balloons')
    expect(balloons.figure).toEqual({ kind: 'mandala', motif: 'hot-air-balloon' })
    expect(balloons.leftOut).toEqual([])
    expect(describeSubjects(balloons)).toEqual(['mandala', 'hot air balloon'])
    const socks = plan('number 11 with eleven socks')
    expect(describeSubjects(socks)).toEqual(['number 11', 'socks'])
    expect(socks.leftOut).toEqual([])
    const gazebos = plan('the number 5 with five gazebos')
    expect(gazebos.refusal).toBeNull()
    expect(gazebos.leftOut).toEqual(['gazebos'])
    expect(plan('the number 12 with twelve eggs in a carton').leftOut).toEqual(['carton'])
    expect(plan('a mandala with gazebos').leftOut).toEqual(['gazebos'])
    // "six spots" is also a domino in WordNet: counted as dots, nothing is said.
    expect(plan('number 6 with six spots').leftOut).toEqual([])
    expect(plan('a mandala of bicycle wheels').leftOut).toEqual([])
    expect(plan('number 20 with twenty dots on a ladybird').leftOut).toEqual([]) // "twenty one" is one count, 21: the numeral drawn, more than a page counts out said (not twenty drawn).
    const cherries = plan('number 21 with twenty one cherries')
    expect(readFigure('number 21 with twenty one cherries')).toMatchObject({ kind: 'number', digits: '21' })
    expect(cherries.leftOut).toEqual(['cherries'])
    expect(readFigure('the number 24 with twenty five cherries')).toBeNull()
  })
})

describe('a figure built from a drawing that goes by another name', () => {
  it('names what it counts or is built from as the prompt did', () => {
    expect(readFigure('number 17 with seventeen raindrops')).toEqual({
      kind: 'number',
      digits: '17',
      motif: 'droplet',
      motifNames: ['raindrops'],
    })
    expect(readFigure('a mandala with frogs and lily pads')).toEqual({
      kind: 'mandala',
      motif: 'frog',
      alternate: 'lotus',
      motifNames: ['lily pads'],
    })
    // A drawing named by its own name needs no other.
    expect(readFigure('the number 3 with three ducks')).toEqual({
      kind: 'number',
      digits: '3',
      motif: 'duck',
    })
    expect(
      describeSubjects(
        makePlan({ prompt: 'number 17 with seventeen raindrops', complexity: 'easy', style: 'cartoon' }),
      ),
    ).toContain('raindrops')
  })
})
