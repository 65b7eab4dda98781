import { describe, expect, it } from 'vitest'
import { describeSubjects, makePlan } from '../plan/make-plan'
import type { Complexity, Plan } from '../plan/plan'
import { composeScene } from './compose-scene'
import { placesPrintWell } from './places-print-well'

const plan = (prompt: string, complexity: Complexity = 'easy', style: 'cartoon' | 'realistic' = 'cartoon') =>
  makePlan({ prompt, complexity, style, seed: 1 })
const concepts = (p: Plan) => p.props.map((x) => x.concept)

// Prompt, the scenery piece that draws the place, the name the page lists, the setting it stands in.
const PLACES: [string, string, string, string][] = [
  ['a wolf in a snowy forest', '*snowy-pines', 'forest', 'snow'],
  ['zebras drinking at the watering hole', '*pond', 'watering hole', 'savanna'],
  ['a lake with a dock and a rowboat', '*dock', 'dock', 'sea'],
  ['a police station with a police car', '*police-station', 'police station', 'city'],
  ['a crossing guard helping kids cross the street', '*crosswalk', 'crosswalk', 'city'],
  ['a deer drinking from a stream', '*stream', 'stream', 'meadow'],
  ['a pony in the stable', '*stable', 'stable', 'farm'],
  ['a bear in a cave', '*cave', 'cave', 'forest'],
  ['a dragon flying over a village', '*village', 'village', 'meadow'],
  ['a race car on the race track', '*race-track', 'race track', 'meadow'],
  ['Christmas stockings hanging on the fireplace', '*fireplace', 'fireplace', 'bedroom'],
  ['a ferris wheel at the fair', '*fair', 'fair', 'meadow'],
  ['a girl swimming in the swimming pool', '*pool', 'swimming pool', 'garden'],
  ['a cat on the porch', '*porch', 'porch', 'garden'],
  ['santa on the rooftop with a chimney', '*rooftop', 'rooftop', 'night'],
  ['a cat on the windowsill', '*windowsill', 'windowsill', 'bedroom'],
]
// Prompt, the sky piece, its name on the page.
const SKIES: [string, string, string][] = [
  ['a farm at sunrise', '*sunset', 'sunrise'],
  ['a storm with lightning over the sea', '*storm', 'storm'],
  ['lightning over the city', '*storm', 'lightning'],
  ['a castle under a full moon', 'moon', 'moon'],
  ['a snowman in the snowfall', '*snowfall', 'snowfall'],
]

describe('named places are read as the setting, never refused nor said left out', () => {
  it.each(PLACES)('"%s": %s, listed as the %s, in the %s', (prompt, piece, name, setting) => {
    for (const complexity of ['easy', 'intricate'] as const) {
      const p = plan(prompt, complexity)
      expect(p.refusal).toBeNull()
      expect(p.setting).toBe(setting)
      expect(concepts(p)).toContain(piece)
      expect(describeSubjects(p)).toContain(name)
      expect(p.leftOut.join(' ')).not.toContain(name.split(' ').pop())
    }
  })

  it('keeps the animal and the place the prompt names beside the piece', () => {
    expect(plan('zebras drinking at the watering hole').subjects.map((s) => s.concept)).toContain('zebra')
    expect(describeSubjects(plan('a wolf in a snowy forest'))).toEqual(
      expect.arrayContaining(['wolf', 'snow']),
    )
    expect(plan('a lake with a dock and a rowboat').namedSetting).toBe('lake')
    expect(plan('santa on the rooftop with a chimney').leftOut).toEqual([])
  })

  it.each([
    ['a spaceship landing on Mars', 'mars', 'mars'],
    ['a seahorse in the seaweed', 'ocean', 'seaweed'],
    ['a seashell on the sand', 'beach', 'sand'],
  ])('"%s" is in the %s, named %s', (prompt, setting, name) => {
    const p = plan(prompt)
    expect(p.setting).toBe(setting)
    expect(p.namedSetting).toBe(name)
  })

  it.each(SKIES)('"%s": the sky %s, named %s, where the sun gives way', (prompt, piece, name) => {
    const p = plan(prompt)
    expect(concepts(p)).toContain(piece)
    expect(concepts(p)).not.toContain('sun')
    expect(describeSubjects(p)).toContain(name)
  })

  it('combines a place with the sky the prompt names', () => {
    for (const [prompt, piece, sky] of [
      ['a bear in a cave at night', '*cave', 'moon'],
      ['a dock on the lake at sunset', '*dock', '*sunset'],
      ['a village in the rain', '*village', '*rain'],
      ['a ferris wheel at the fair at night', '*fair', 'moon'],
    ]) {
      expect(concepts(plan(prompt))).toEqual(expect.arrayContaining([piece, sky]))
      expect(concepts(plan(prompt, 'intricate'))).toEqual(expect.arrayContaining([piece, sky]))
    }
  })

  it('a backdrop place stands in for the setting’s own wall or skyline', () => {
    expect(concepts(plan('a police station with a police car'))).not.toContain('*skyline')
    expect(concepts(plan('a cat on the windowsill'))).not.toContain('*bedroom-wall')
  })
})

describe('named places and skies are drawn', () => {
  // The piece's own drawing on the page, which names it (scenery/decorations.ts).
  const drawn = (svg: string, piece: string) => {
    const at = svg.indexOf(`<g data-place="${piece.slice(1)}">`)
    return at < 0 ? '' : svg.slice(at, svg.indexOf('</g>', at))
  }

  it.each([
    ...PLACES.map(([prompt, piece]) => [prompt, piece]),
    ...SKIES.filter(([, p]) => p.startsWith('*') && p !== '*sunset'),
  ])('"%s": %s is on the easy page and on the intricate one, over its composed scene', (prompt, piece) => {
    for (const complexity of ['easy', 'intricate'] as const)
      for (const style of ['cartoon', 'realistic'] as const) {
        // The snowy winter's composed scene draws the snowy wood itself (its pines), not the piece over them.
        if (complexity === 'intricate' && piece === '*snowy-pines') continue
        const svg = drawn(composeScene(plan(prompt, complexity, style)).svg, piece)
        // Closed shapes to colour, not a stray line.
        expect(svg.match(/Z/g)?.length ?? 0).toBeGreaterThanOrEqual(2)
      }
  })

  it('draws the moon the prompt names over a composed scene (the city skyline, the castle)', () => {
    const without = (p: Plan) => ({ ...p, props: p.props.filter((x) => x.concept !== 'moon') })
    for (const prompt of ['a taxi in the city at night', 'a castle under a full moon']) {
      const p = plan(prompt, 'intricate')
      const moon = (q: Plan) => composeScene(q).credits.some((c) => c.drawing.includes('moon'))
      expect(moon(p)).toBe(true)
      expect(moon(without(p))).toBe(false)
    }
  })
})

describe('named places print well', () => {
  placesPrintWell(PLACES.map(([prompt]) => prompt))
})
