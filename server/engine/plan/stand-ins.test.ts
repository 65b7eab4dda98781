import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon' })
const drawn = (prompt: string) => plan(prompt).subjects.map((s) => s.concept)
const standIns = (prompt: string) => plan(prompt).standIns.map((s) => `${s.asked} -> ${s.drawn}`)

describe('a stand-in is the same kind of thing as what it stands for', () => {
  it.each([
    // A bird with no drawing of its own is drawn as the bird (a loon, once drawn as a loafer shoe, has its own).
    ['a canoe and a grebe on a misty lake', 'grebe -> bird'],
    // A plant is drawn as a plant, never as the cook's herb sprig or its fruit alone.
    ['a begonia in a clay pot on the windowsill', 'begonia -> flower'],
    ['a girl measuring her bean plant with a ruler', 'bean plant -> potted plant'],
    ['a pear tree in a pot on the balcony', 'pear tree -> tree'],
    // A compound is its head, never its first word's drawing.
    ['a fire lookout tower above the pine forest', 'fire lookout tower -> tower'],
  ])('%s', (prompt, pair) => expect(standIns(prompt)).toContain(pair))

  it('draws what has a drawing of its own now: a loon, a lemon tree, a skate park, icicles, a gnome', () => {
    expect(drawn('a canoe and a loon on a misty lake')).toContain('loon')
    expect(drawn('a lemon tree in a pot on the balcony')).toContain('lemon-tree')
    expect(drawn('a skate park with ramps and a skateboard')).toContain('skate-ramp')
    expect(drawn('icicles hanging from the roof of a cabin')).toContain('icicles')
    expect(drawn('a gnome next to a birdbath')).toContain('garden-gnome')
  })

  it('draws the fruit of a fruit tree beside the tree, and what is said of the tree is the tree', () => {
    const beside = (prompt: string) =>
      plan(prompt)
        .props.filter((p) => p.place === 'beside')
        .map((p) => [p.concept, p.subject])
    expect(drawn('a pear tree in a pot')).toEqual(['tree', 'pot'])
    expect(beside('a pear tree in a pot')).toEqual([['pear', 0]])
    // A picnic is its basket and its blanket (two-word-names.ts); the blanket is under the tree.
    const picnic = plan('a picnic under a blossoming cherry tree in spring')
    expect(picnic.relations).toEqual([{ actor: 1, relation: 'under', object: 2 }])
    expect(beside('a pear tree on a hill')).toEqual([['pear', 0]])
  })

  it.each([
    // The baby's bottle has a teat: a plain bottle is Colorly's own glass bottle, never it.
    ['a girl putting bottles in the recycling bin'],
    ['a message in a bottle washed up on the beach'],
  ])('%s: draws the plain bottle, not the feeding bottle', (prompt) => {
    const p = plan(prompt)
    expect(p.subjects.map((s) => s.concept)).toContain('bottle')
    expect(p.subjects.map((s) => s.concept)).not.toContain('feeding-bottle')
    expect(p.leftOut.join(' ')).not.toMatch(/bottle/)
  })

  it('says no action left out for its kin of another kind (dancing: the theatre masks)', () => {
    expect(plan('a dad dancing with his daughter standing on his feet').leftOut).toEqual([])
  })

  it('reads no first word of a compound as a drawing of its own', () => {
    expect(drawn('a skate park with ramps and a skateboard')).not.toContain('ice-skate')
    expect(drawn('a fire lookout tower above the pine forest')).not.toContain('fire')
    // A doing word after gear that is also a verb is what it does, not a place for doing it.
    expect(drawn('a plane flying over the city')).toContain('airplane')
  })

  it('reads a material before a thing as what the thing is made of', () => {
    // "glass" names the eyeglasses drawing; a glass jar is a jar.
    expect(drawn('an octopus hiding inside a glass jar')).toEqual(['octopus', 'jar'])
    // WordNet knows "wooden spoon" and "silver spoon" whole (a booby prize, wealth): both are spoons.
    expect(drawn('a wooden spoon')).toEqual(['spoon'])
    expect(drawn('a silver spoon')).toEqual(['spoon'])
    // A name with its own drawing is read whole.
    expect(drawn('a rubber duck')).toEqual(['rubber-duck'])
    expect(drawn('a glass of milk')).toEqual(['glass-of-milk'])
  })

  it('draws a feeding bottle for bottle feeding, not as a stand-in', () => {
    const p = plan('a girl bottle feeding a baby lamb')
    expect(p.subjects.map((s) => s.concept)).toContain('feeding-bottle')
    expect(p.standIns).toEqual([])
    expect(p.leftOut).toEqual([])
  })

  it('asks for no camera for a photo album', () => {
    expect(drawn('grandma showing her granddaughter an old photo album')).not.toContain('camera')
    expect(drawn('a girl taking a photo')).toContain('camera')
  })

  it.each(['a vintage clock', 'a vintage car', 'an antique clock'])(
    'draws %s whole, saying nothing',
    (prompt) => {
      const p = plan(prompt)
      expect(p.refusal).toBeNull()
      expect(p.leftOut).toEqual([])
    },
  )

  it('says home plate and a mud bath rather than drawing dishes or a bathtub; a boiled egg is the egg in its cup', () => {
    expect(drawn('the catcher crouching behind home plate')).not.toContain('dishes')
    expect(drawn('a boiled egg in an egg cup')).not.toContain('dishes')
    expect(drawn('a boiled egg in an egg cup')).toContain('egg-cup')
    expect(standIns('a boiled egg in an egg cup')).toEqual([])
    // Scrambled eggs are the fried egg drawn, said (docs/decisions/0158-foods-named.md).
    expect(drawn('scrambled eggs')).toContain('fried-egg')
    expect(plan('scrambled eggs').leftOut).toContain('scrambled eggs')
    expect(drawn('a rhino taking a mud bath')).not.toContain('bathtub')
  })
})
