import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 })

describe('what an animal does places it', () => {
  it.each([
    ['a horse rolling in the dust', 'horse', 'on-back'],
    ['a penguin diving into icy water', 'penguin', 'diving'],
    ['a bat hanging upside down in a cave', 'bat', 'upside-down'],
    ['a possum hangin upside down by its tail', 'possum', 'tail-up'],
  ])('"%s": the %s is posed %s', (prompt, concept, pose) => {
    const p = plan(prompt)
    expect(p.refusal).toBeNull()
    expect(p.subjects[0]).toMatchObject({ concept, pose })
  })

  it("a possum hangs by its tail from a tree, Colorly's own possum, nothing said", () => {
    const p = plan('a possum hangin upside down by its tail')
    expect(p.subjects.map((s) => s.concept)).toEqual(['possum', 'tree'])
    expect(p.relations).toEqual([{ actor: 0, relation: 'hanging', object: 1 }])
    expect(p.standIns).toEqual([])
    // The misspelt verb is the action, never a thing left out.
    expect(p.leftOut).toEqual([])
  })

  it('a fruit bat hanging by its feet hangs head down from a tree, the fig it eats no bar to that', () => {
    const p = plan('a fruit bat hanging by its feet eating a fig')
    expect(p.subjects.map((s) => s.concept)).toEqual(['bat', 'fig', 'tree'])
    expect(p.subjects[0].pose).toBe('upside-down')
    expect(p.relations).toContainEqual({ actor: 0, relation: 'hanging', object: 2 })
    // The feet it hangs by are the pose, neither drawn beside it nor said.
    expect(p.leftOut).toEqual([])
  })

  it("a baby otter clinging to its mum's back rides on it", () => {
    const p = plan("a baby otter clinging to its mum's back as she swims")
    expect(p.relations).toEqual([{ actor: 1, relation: 'riding', object: 0 }])
    // She swims: the water of the otter's ocean page is named, drawn.
    expect(p.namedSetting).toBe('water')
  })

  it('a bat hanging in a cave hangs in the cave: no branch is added', () => {
    expect(plan('a bat hanging upside down in a cave').subjects.map((s) => s.concept)).toEqual(['bat'])
  })

  it.each([
    ['a penguin diving into icy water', 'sea', 'water'],
    ['a duck in the water', 'sea', 'water'],
    ['a whale spraying water out of its blowhole', 'sea', 'water'],
    ['a robin pulling a worm out of the ground', 'garden', 'ground'],
    ['a horse rolling in the dust', 'farm', 'dust'],
  ])('"%s" is drawn in the %s, named %s', (prompt, setting, named) => {
    const p = plan(prompt)
    expect(p.setting).toBe(setting)
    expect(p.namedSetting).toBe(named)
    expect(p.leftOut).toEqual([])
  })

  it('a land animal in the water is not drawn standing on the waves: the water is said left out', () => {
    expect(plan('a dog jumping out of the water').leftOut).toContain('water')
  })

  it('an elephant spraying water stays on the savanna: only a whale spouts the sea', () => {
    const p = plan('an elephant spraying water')
    expect(p.setting).toBe('savanna')
    expect(p.namedSetting).toBeNull()
  })

  it('a young monkey rides on its mother back', () => {
    const p = plan("a baby monkey riding on its mother's back")
    expect(p.subjects.map((s) => s.label)).toEqual(['monkey', 'baby monkey'])
    expect(p.relations).toEqual([{ actor: 1, relation: 'riding', object: 0 }])
  })

  it('a robin pulling a worm has it at its beak, eating it', () => {
    expect(plan('a robin pulling a worm out of the ground').relations).toEqual([
      { actor: 0, relation: 'eating', object: 1 },
    ])
  })

  it('an animal sailing is on the water, named so', () => {
    const p = plan('a mouse sailing in a walnut shell')
    expect(p.setting).toBe('sea')
    expect(p.namedSetting).toBe('water')
  })

  it('an animal bending down to drink drinks: no drink is left out', () => {
    const p = plan('a giraffe bending down to drink at a waterhole')
    expect(p.leftOut).toEqual([])
    expect(p.props.some((prop) => prop.label === 'waterhole')).toBe(true)
  })

  it('a person diving is a figure, never an animal pose', () => {
    const p = plan('a swimmer diving into the pool')
    expect(p.subjects.every((s) => s.pose === undefined)).toBe(true)
  })

  it.each([
    ['a pterodactyl flying over a swamp', 'pterodactyl'],
    ['a pegasus flying over the clouds', 'pegasus'],
  ])('"%s" is drawn, not refused or drawn as another thing', (prompt, concept) => {
    const p = plan(prompt)
    expect(p.refusal).toBeNull()
    expect(p.subjects[0].concept).toBe(concept)
  })
})
