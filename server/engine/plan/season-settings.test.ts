import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'
import { seasonsNamed } from './season-settings'

// A season a prompt names is drawn over the place (falling leaves, falling snow, spring flowers, the summer sun)
// or said left out where it cannot be (a room, under the sea); never passed over as a time with nothing to show.
const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', suggest: false })
const drawn = (prompt: string) => {
  const p = plan(prompt)
  return [...p.subjects.map((s) => s.concept), ...p.props.map((x) => x.concept)]
}

describe('seasons named in a prompt', () => {
  it.each([
    ['a fox in autumn', '*falling-leaves'],
    ['a squirrel collecting acorns in fall', '*falling-leaves'],
    ['a mother and daughter walking in the park in autumn', '*falling-leaves'],
    ['a bear catching fish in the river in autumn', '*falling-leaves'],
    ['a deer in the forest in winter', '*snowfall'],
    ['a farm in spring', 'sunflower'],
    ["a bird's nest in springtime", 'tulip'],
    ['a boy and his dog at the park in summer', 'sun'],
  ])('draws the season of "%s" (%s) and says nothing is left out', (prompt, sign) => {
    const p = plan(prompt)
    expect(p.refusal).toBeNull()
    expect(drawn(prompt)).toContain(sign)
    expect(p.leftOut).toEqual([])
  })

  it('names the season drawing on intricate pages too, whose composed scene draws only what is named', () => {
    for (const [prompt, sign] of [
      ["a bird's nest in springtime", 'tulip'],
      ['a boy and his dog at the park in summer', 'sun'],
      ['a fox in autumn', '*falling-leaves'],
    ]) {
      const p = makePlan({ prompt, complexity: 'intricate', style: 'realistic', suggest: false })
      expect(p.props.filter((x) => x.named).map((x) => x.concept)).toContain(sign)
    }
  })

  it('puts away the summer sun and flowers for falling snow', () => {
    const props = plan('a deer in the forest in winter').props.map((p) => p.concept)
    expect(props).not.toContain('sun')
    expect(props).not.toContain('flower')
  })

  it('labels the drawing with the season as typed, so the page lists it', () => {
    expect(plan('a fox in autumn').props.find((p) => p.concept === '*falling-leaves')?.label).toBe('autumn')
    expect(
      plan('a pumpkin patch in the fall').props.find((p) => p.concept === '*falling-leaves')?.label,
    ).toBe('fall')
  })

  it('says a season left out where the page has no sky to show it on', () => {
    expect(plan('a girl baking cookies in the kitchen in winter').leftOut).toContain('winter')
    expect(plan('an apple pie cooling on the windowsill in the fall').leftOut).toContain('fall')
  })

  it('keeps the settings that are the season already', () => {
    expect(plan('a cozy cabin in winter').setting).toBe('snow')
    expect(drawn('a cozy cabin in winter')).not.toContain('*snowfall')
    expect(plan('a bunny in spring').leftOut).toEqual([])
  })

  it('reads spring and fall as seasons only where they stand as one', () => {
    expect(seasonsNamed('a pumpkin patch in the fall').map((s) => s.season)).toEqual(['autumn'])
    expect(seasonsNamed('a spring day with baby chicks').map((s) => s.season)).toEqual(['spring'])
    expect(seasonsNamed('a boy falls off a swing')).toEqual([])
    expect(seasonsNamed('we all fall down')).toEqual([])
    expect(seasonsNamed('snow monkeys sitting in a hot spring')).toEqual([])
    expect(seasonsNamed('a kid jumping on a spring')).toEqual([])
    expect(seasonsNamed('a rabbit lantern at the Mid-Autumn Festival')).toEqual([])
  })
})

describe('groups of animals named by their group word', () => {
  it.each([
    ['a pod of dolphins', 'dolphin'],
    ['a school of fish', 'fish'],
    ['a gaggle of geese', 'goose'],
    ['a pride of lions', 'lion'],
    ['a troop of monkeys', 'monkey'],
    ['a colony of penguins', 'penguin'],
  ])('draws "%s" as a few of the animals, not the group word as a thing', (prompt, animal) => {
    const p = plan(prompt)
    expect(p.refusal).toBeNull()
    expect(p.subjects.map((s) => s.concept)).toEqual([animal, animal, animal])
    expect(p.leftOut).toEqual([])
  })

  it('keeps a container of animals as the container with them', () => {
    expect(plan('a basket of kittens').subjects.map((s) => s.concept)).toEqual(['cat', 'basket'])
  })
})
