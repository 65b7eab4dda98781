import { describe, expect, it } from 'vitest'
import { describeSubjects, makePlan } from '../plan/make-plan'
import type { Complexity, Plan } from '../plan/plan'
import { composeScene } from './compose-scene'
import { placesPrintWell } from './places-print-well'

const plan = (prompt: string, complexity: Complexity = 'easy', style: 'cartoon' | 'realistic' = 'cartoon') =>
  makePlan({ prompt, complexity, style, seed: 1 })
const concepts = (p: Plan) => p.props.map((x) => x.concept)

// Prompt, the piece that draws the place, a name the page lists, the setting it stands in (plan/more-places.ts).
const PLACES: [string, string, string, string][] = [
  ['a ghost in a graveyard', '*graveyard', 'graveyard', 'night'],
  ['a witch in the cemetery', '*graveyard', 'graveyard', 'night'],
  ['airplanes at the airport', '*airport', 'airport', 'meadow'],
  ['a lamp on the nightstand', '*nightstand', 'nightstand', 'bedroom'],
  ['a teddy bear on the bedside table', '*nightstand', 'nightstand', 'bedroom'],
  ["an elf making toys in Santa's workshop", '*workshop', 'workshop', 'bedroom'],
  ['a scientist mixing potions in the lab', '*lab', 'lab', 'classroom'],
  ['a robot in the laboratory', '*lab', 'lab', 'classroom'],
  ['a crane at the construction site', '*construction-site', 'crane', 'city'],
  ['a rabbit peeking out of its burrow', '*burrow', 'burrow', 'meadow'],
  ['a llama on a mountain trail', '*mountain-trail', 'mountain trail', 'meadow'],
  ['a fox on the path', '*trail', 'path', 'meadow'],
  ['a monkey hanging from a vine in the jungle', '*vines', 'vine', 'forest'],
  ['a duck in the bathroom', '*bathroom', 'bathroom', 'bedroom'],
  ['a bird splashing in a birdbath', '*birdbath', 'bird bath', 'garden'],
  ['pine trees under the northern lights', '*aurora', 'northern lights', 'snow'],
  ['a boy shoveling snow', '*snow-heap', 'snow', 'snow'],
  ['a sandbox with a bucket and a shovel', '*sandbox', 'sandbox', 'playground'],
  ['a vegetable garden with a scarecrow', '*vegetable-garden', 'vegetable garden', 'garden'],
  ['a bird eating from a bird feeder', '*bird-feeder', 'bird feeder', 'garden'],
  ['a rock climber climbing a cliff', '*cliff', 'cliff', 'meadow'],
]

describe('the places teachers name are read as scenery, never refused nor said left out', () => {
  it.each(PLACES)('"%s": %s, listed as the %s, in the %s', (prompt, piece, name, setting) => {
    for (const complexity of ['easy', 'intricate'] as const) {
      const p = plan(prompt, complexity)
      expect(p.refusal).toBeNull()
      expect(p.setting).toBe(setting)
      expect(concepts(p)).toContain(piece)
      expect(describeSubjects(p)).toContain(name)
      expect(p.leftOut).toEqual([])
    }
  })

  it('names what the place draws as part of it, and draws a page of the place alone round its subject', () => {
    expect(describeSubjects(plan('a crane at the construction site'))).toContain('construction site')
    expect(describeSubjects(plan('a ghost in a graveyard with tombstones'))).toContain('tombstone')
    expect(plan('a graveyard').subjects.map((s) => s.concept)).toEqual(['ghost'])
    expect(plan('an airport').subjects.map((s) => s.concept)).toEqual(['airplane'])
  })

  it('a bath is in a bathroom unless the prompt names a place; a bird bath stays in the garden', () => {
    for (const prompt of [
      'a girl taking a bubble bath',
      'an elephant taking a bath',
      'a boy giving his dog a bath',
    ])
      expect(concepts(plan(prompt)), prompt).toContain('*bathroom')
    expect(concepts(plan('an elephant taking a bath in the river'))).not.toContain('*bathroom')
    expect(concepts(plan('a garden with a bench and a bird bath'))).not.toContain('*bathroom')
    // A bare room keeps none of the bedroom's furniture.
    expect(concepts(plan('a girl taking a bubble bath'))).not.toContain('teddy-bear')
  })

  it('a pool in summer is in the garden round a beach ball, not on the beach', () => {
    const p = plan('a summer day at the swimming pool')
    expect(p.setting).toBe('garden')
    expect(concepts(p)).not.toContain('palm-tree')
    expect(plan('a swimming pool').subjects.map((s) => s.concept)).toEqual(['beach-ball'])
  })

  it('a black lab is no laboratory; the northern lights are a night sky without the sun', () => {
    expect(concepts(plan('a black lab'))).not.toContain('*lab')
    const aurora = concepts(plan('pine trees under the northern lights'))
    expect(aurora).toContain('*stars')
    expect(aurora).not.toContain('sun')
  })

  it('reads "in front of" as beside, not a thing called "front"', () => {
    for (const prompt of ['a mailbox in front of a house', 'a dog in front of a doghouse']) {
      const p = plan(prompt)
      expect(p.leftOut, prompt).toEqual([])
      expect(p.subjects.length, prompt).toBe(2)
      expect(
        p.relations.map((r) => r.relation),
        prompt,
      ).toEqual(['next-to'])
    }
  })

  it('draws the things these places hold: a flag, a potion, a gravestone', () => {
    expect(describeSubjects(plan('an astronaut planting a flag on Mars'))).toContain('flag')
    expect(describeSubjects(plan('a scientist mixing potions in the lab'))).toContain('potion')
    expect(plan('a ghost and a tombstone').subjects.map((s) => s.concept)).toContain('headstone')
  })
})

describe('the new places are drawn and print well', () => {
  const drawn = (svg: string, piece: string) => {
    const at = svg.indexOf(`<g data-place="${piece.slice(1)}">`)
    return at < 0 ? '' : svg.slice(at, svg.indexOf('</g>', at))
  }

  it.each(PLACES.map(([prompt, piece]) => [prompt, piece]))(
    '"%s": %s is on the easy page and the intricate one, in both styles',
    (prompt, piece) => {
      for (const complexity of ['easy', 'intricate'] as const)
        for (const style of ['cartoon', 'realistic'] as const) {
          const svg = drawn(composeScene(plan(prompt, complexity, style)).svg, piece)
          expect(svg.match(/Z/g)?.length ?? 0, `${complexity} ${style}`).toBeGreaterThanOrEqual(2)
        }
    },
  )

  placesPrintWell(PLACES.map(([prompt]) => prompt))
})
