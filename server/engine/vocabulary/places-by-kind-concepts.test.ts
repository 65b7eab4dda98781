import { describe, expect, it } from 'vitest'
import { OWN_DRAWINGS } from '../art/own-drawings'
import { makePlan } from '../plan/make-plan'
import { PLACES_BY_KIND_CONCEPTS } from './places-by-kind-concepts'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', suggest: false })
const drawn = (prompt: string) => {
  const p = plan(prompt)
  return [...p.subjects.map((s) => s.concept), ...p.props.map((x) => x.concept)]
}

describe('the kinds a landmark, a tree or a waterside is drawn as', () => {
  it('has a drawing for every concept', () => {
    for (const concept of PLACES_BY_KIND_CONCEPTS) expect(OWN_DRAWINGS[concept.id], concept.id).toBeDefined()
  })

  it.each([
    ['the old cathedral in the middle of the town', 'cathedral'],
    ['a ruined abbey on the hill', 'cathedral'],
    ['a guard standing outside the royal palace', 'palace'],
    ['the parliament building beside the river', 'palace'],
    ['astronauts floating outside the space station', 'space-station'],
    ['the International Space Station passing over the Earth', 'space-station'],
    ['a full moon rising behind a church steeple', 'steeple'],
    ['lions resting under an acacia tree', 'acacia-tree'],
    ['elephants under the baobab trees', 'baobab'],
    ['a car driving through the trunk of a giant redwood', 'redwood'],
    ['a maple tree with red leaves in autumn', 'maple-tree'],
    ['a lifeboat crashing down the slipway into big waves', 'slipway'],
  ])('%s draws the %s, with nothing said left out', (prompt, id) => {
    const p = plan(prompt)
    expect(drawn(prompt)).toContain(id)
    expect(p.leftOut).toEqual([])
    // Never the cousin it was drawn as before: a village church, a castle, a satellite, a round tree.
    expect(drawn(prompt)).not.toContain({ cathedral: 'church', palace: 'castle' }[id] ?? 'satellite')
  })

  it('keeps a maple leaf a leaf, and a red maple the tree', () => {
    expect(drawn('a girl holding up a giant red maple leaf')).toContain('maple-leaf')
    expect(drawn('a girl holding up a giant red maple leaf')).not.toContain('maple-tree')
    expect(plan('a red maple tree').subjects.map((s) => s.concept)).toEqual(['maple-tree'])
  })

  it('draws a loch and canals as the water they are, never said as a sea', () => {
    for (const prompt of ['an otter swimming in the loch', 'a swan on the canals']) {
      const p = plan(prompt)
      expect(p.setting, prompt).toBe('sea')
      expect(p.leftOut, prompt).toEqual([])
    }
  })

  it('adds no boat the prompt did not name to a page of water', () => {
    for (const prompt of ['a lagoon', 'the Blue Lagoon in Iceland with steam rising off the water']) {
      expect(drawn(prompt), prompt).not.toContain('sailboat')
      expect(
        plan(prompt).subjects.map((s) => s.concept),
        prompt,
      ).toEqual(['water-wave'])
    }
    expect(plan('the Blue Lagoon in Iceland').caption).toBe('Blue Lagoon & Iceland')
    // Steam rising off the water is the mist drawn over it; a kettle's steam is no weather.
    expect(drawn('the Blue Lagoon in Iceland with steam rising off the water')).toContain('*fog')
    expect(drawn('a kettle with steam')).not.toContain('*fog')
  })
})
