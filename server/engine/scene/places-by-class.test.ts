import { describe, expect, it } from 'vitest'
import { describeSubjects, makePlan } from '../plan/make-plan'
import type { Complexity, Plan } from '../plan/plan'
import { composeScene } from './compose-scene'
import { placesPrintWell } from './places-print-well'

const plan = (prompt: string, complexity: Complexity = 'easy', style: 'cartoon' | 'realistic' = 'cartoon') =>
  makePlan({ prompt, complexity, style, seed: 1 })
const concepts = (p: Plan) => p.props.map((x) => x.concept)
const subjects = (p: Plan) => p.subjects.map((s) => s.concept)

// Prompt, the piece that draws the place, a name the page lists, the setting (plan/places-by-class.ts).
const PLACES: [string, string, string, string][] = [
  ['fishing boats and seagulls in the harbor', '*harbor', 'harbor', 'sea'],
  ['a cruise ship in the harbour', '*harbor', 'harbor', 'sea'],
  ['a gas station with a car at the pump', '*gas-station', 'gas station', 'city'],
  ['a boardwalk with a Ferris wheel by the beach', '*boardwalk', 'boardwalk', 'beach'],
  ['a man playing the saxophone on a street corner', '*sidewalk', 'street corner', 'city'],
  ['children playing hopscotch on the sidewalk', '*sidewalk', 'sidewalk', 'city'],
  ['a boy in a wheelchair racing around the track', '*running-track', 'running track', 'meadow'],
  ['a girl jumping hurdles at the track meet', '*running-track', 'hurdles', 'meadow'],
  ['a freight train going into a tunnel', '*tunnel', 'tunnel', 'meadow'],
  ['an apple orchard with a ladder against a tree', '*orchard', 'apple orchard', 'meadow'],
  ['a thunderstorm over a wheat field', '*wheat-field', 'wheat field', 'farm'],
  ['a scarecrow and crows in the cornfield', '*cornfield', 'cornfield', 'farm'],
  ['an alligator in the swamp', '*swamp', 'swamp', 'forest'],
  ['a desert oasis with palm trees and a camel', '*pond', 'oasis', 'desert'],
  ['a rope bridge over a jungle river', '*stream', 'river', 'forest'],
  ['a city park with a pond and a little bridge', '*pond', 'pond', 'park'],
  ['baby sea turtles crawling down the beach to the ocean', '*shore', 'ocean', 'beach'],
  // A winding road is a country road (plan/landscape-settings.ts): the hills behind it in the meadow.
  ['a little car driving down a winding road through the hills', '*hills', 'hills', 'meadow'],
  ['kids eating lunch in the school cafeteria', '*cafeteria', 'cafeteria', 'classroom'],
  ['a school hallway with lockers', '*hallway', 'lockers', 'classroom'],
  ['kids looking at a dinosaur skeleton at the museum', '*museum', 'museum', 'classroom'],
  ['a boy doing a somersault on the gym mat', '*gym', 'mat', 'classroom'],
  ['a candy store with big jars of candy', '*shop', 'candy store', 'city'],
  ['a pet shop with puppies in the window', '*shop', 'pet shop', 'city'],
  ['a cashier at the grocery store', '*shop', 'grocery store', 'city'],
  ['a space shuttle blasting off from the launch pad', '*launch-pad', 'launch pad', 'meadow'],
  ['a beaver building a dam in the river', '*dam', 'dam', 'sea'],
  ['a coral reef with a clownfish', '*reef', 'coral reef', 'ocean'],
  ['ants marching into their anthill', '*anthill', 'anthill', 'meadow'],
]

describe('places named by class become the setting, never refused nor said left out', () => {
  it.each(PLACES)('"%s": %s, listed as the %s, in the %s', (prompt, piece, name, setting) => {
    for (const complexity of ['easy', 'intricate'] as const) {
      const p = plan(prompt, complexity)
      expect(p.refusal).toBeNull()
      expect(p.setting).toBe(setting)
      expect(concepts(p)).toContain(piece)
      expect(describeSubjects(p)).toContain(name)
      expect(p.leftOut).toEqual([])
      expect(p.standIns).toEqual([])
    }
  })

  it('a shop is drawn round what it sells when the prompt names nothing else', () => {
    expect(subjects(plan('a candy store'))).toEqual(['candy'])
    expect(subjects(plan('a pet shop'))).toEqual(['dog'])
    expect(subjects(plan('a bakery'))).toEqual(['bread'])
    expect(subjects(plan('a museum'))).toEqual(['dinosaur'])
    expect(subjects(plan('a tunnel'))).toEqual(['train'])
  })

  it('a second setting is a piece only beside another: "a duck in a pond" stays on the water', () => {
    expect(plan('a duck in a pond').setting).toBe('sea')
    expect(concepts(plan('a duck in a pond'))).not.toContain('*pond')
    expect(concepts(plan('a whale in the ocean'))).not.toContain('*shore')
    expect(concepts(plan('a horse on the hills'))).not.toContain('*hills')
    // "sea turtles" keep their sea: only "the sea" or "ocean" beside a beach is the shore.
    expect(describeSubjects(plan('baby sea turtles crawling to the ocean on the beach')).join(' ')).toContain(
      'sea turtle',
    )
  })

  it('a coral reef keeps its coral for the reading, with the sea animals it holds', () => {
    const reef = plan('a coral reef with an eel and a pufferfish')
    expect(reef.refusal).toBeNull()
    expect(subjects(reef)[0]).toBe('coral')
    expect(reef.props.map((p) => p.concept)).toContain('eel')
    expect(reef.leftOut).toEqual([])
  })

  it('a jungle gym is the playground, not a gym; "against" reads as beside', () => {
    expect(concepts(plan('a kid on the jungle gym'))).not.toContain('*gym')
    const orchard = plan('an apple orchard with a ladder against a tree')
    expect(subjects(orchard)).toEqual(['ladder'])
    expect(describeSubjects(orchard).join(' ')).toContain('apple')
  })

  it('a thunderstorm is a place of its own: clouds and lightning over a house, drawn once', () => {
    const alone = plan('a thunderstorm')
    expect(alone.refusal).toBeNull()
    expect(subjects(alone)).toEqual(['house'])
    expect(concepts(alone).filter((c) => c === '*storm')).toHaveLength(1)
    expect(concepts(alone)).not.toContain('sun')
    expect(concepts(plan('a thunderstorm over a wheat field')).filter((c) => c === '*storm')).toHaveLength(1)
  })
})

describe('the places by class are drawn and print well', () => {
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

  it('the storm over a place keeps its lightning as closed bolts', () => {
    const svg = drawn(composeScene(plan('a thunderstorm over a wheat field')).svg, '*storm')
    expect(svg.match(/Z/g)?.length ?? 0).toBeGreaterThanOrEqual(4)
  })

  placesPrintWell([...PLACES.map(([prompt]) => prompt), 'a thunderstorm', 'a bakery', 'a gym', 'a swamp'])
})
