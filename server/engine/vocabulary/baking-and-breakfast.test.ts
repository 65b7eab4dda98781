import { describe, expect, it } from 'vitest'
import { makePlan } from '../plan/make-plan'
import type { Plan } from '../plan/plan'
import { composeScene } from '../scene/compose-scene'
import { conceptForPhrase } from './concept-index'

// Dishes, bakes and kitchen things parents and teachers name (baking-and-breakfast-concepts.ts): reached by
// their names, plurals and synonyms, drawn in the prompts they come in, and no longer another sense of the word.
const plan = (prompt: string): Plan => makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 })
const drawn = (p: Plan) => [...p.subjects.map((s) => s.concept), ...p.props.map((x) => x.concept)]

const REACHED: [string, string][] = [
  ['full english breakfast', 'full-breakfast'],
  ['fry up', 'full-breakfast'],
  ['mac and cheese', 'mac-and-cheese'],
  ['macaroni cheese', 'mac-and-cheese'],
  ['quiche', 'quiche'],
  ['cornish pasties', 'pasty'],
  ['empanada', 'pasty'],
  ['crêpes', 'crepe'],
  ['macaroons', 'macaron'],
  ['chocolate eclairs', 'eclair'],
  ['meringues', 'pavlova'],
  ['trifle', 'trifle'],
  ['victoria sponge', 'layer-cake'],
  ['cake stand', 'layer-cake'],
  ['fruitcake', 'fruit-cake'],
  ['simnel cake', 'simnel-cake'],
  ['mussels', 'mussel'],
  ['kimchi', 'kimchi'],
  ['bowl of fruit', 'fruit-bowl'],
  ['wire rack', 'cooling-rack'],
  ['icing bag', 'piping-bag'],
  ['pizza peel', 'bakers-peel'],
  ['toilet roll tube', 'cardboard-tube'],
  ['anzac biscuits', 'cookie'],
  // The British name of a cupcake is the cupcake, drawn and not said.
  ['fairy cakes', 'cupcake'],
  ['fish tank net', 'bug-net'],
]

describe('dishes, bakes and kitchen things', () => {
  it('reaches each by its names, plurals and synonyms', () => {
    for (const [name, id] of REACHED) expect(conceptForPhrase(name)?.id, name).toBe(id)
  })

  it('draws them in the prompts that name them, with nothing said left out', () => {
    for (const [prompt, ids] of [
      ['a pan of paella with prawns and mussels', ['shallow-pan-of-food', 'mussel']],
      ['a cat curled up in the fruit bowl among the apples', ['cat', 'fruit-bowl']],
      ['Anzac biscuits cooling on a wire rack', ['cookie', 'cooling-rack']],
      ['a family making kimchi together', ['kimchi']],
      ['flipping crêpes in the frying pan', ['crepe']],
      ['a girl giving her hamster a toilet roll tube', ['cardboard-tube']],
      ['a kettle, a teapot and two mugs on a tray', ['kettle', 'teapot', 'hot-beverage', 'tray']],
      ['a doughnut with sprinkles', ['donut']],
      ['a Simnel cake with eleven marzipan balls on top', ['simnel-cake']],
      ['a full English breakfast with eggs, bacon and beans', ['full-breakfast']],
    ] as const) {
      const p = plan(prompt)
      for (const id of ids) expect(drawn(p), prompt).toContain(id)
      expect(p.leftOut, prompt).toEqual([])
    }
  })

  it('draws what a dish shows with it, never again beside it: no football for a Simnel cake’s marzipan balls', () => {
    expect(drawn(plan('a Simnel cake with eleven marzipan balls on top'))).not.toContain('soccer-ball')
    expect(
      plan('a full English breakfast with eggs, bacon and beans').subjects.map((s) => s.concept),
    ).toEqual(['full-breakfast'])
    // A topping goes with the dish named last: the puppy's ball and the girl's candle are drawn.
    expect(drawn(plan('a Simnel cake and a puppy with a ball'))).toEqual(
      expect.arrayContaining(['simnel-cake', 'dog', 'soccer-ball']),
    )
    expect(plan('a birthday cake and a girl holding a candle').props.map((x) => x.concept)).toContain(
      'candle',
    )
    // Without the dish the same words are drawn themselves.
    expect(drawn(plan('bacon and eggs'))).toEqual(expect.arrayContaining(['bacon', 'egg']))
  })

  it('reads a quiche, a fruit cake and mac and cheese as food, never a person or a raincoat', () => {
    expect(drawn(plan('a quiche'))).toEqual(expect.arrayContaining(['quiche']))
    expect(drawn(plan('a quiche'))).not.toContain('person')
    expect(drawn(plan('a fruit cake'))).not.toContain('person')
    expect(drawn(plan('a bowl of mac and cheese'))).not.toContain('raincoat')
  })

  it('draws a baker’s paddle or peel at the oven, and leaves a canoe’s paddle and an orange’s peel unread', () => {
    expect(drawn(plan('a baker sliding loaves out of the oven with a long wooden paddle'))).toContain(
      'bakers-peel',
    )
    expect(drawn(plan('a baker taking bread out of the oven with a peel'))).toContain('bakers-peel')
    const kayak = plan('a girl in a kayak with a paddle')
    expect(drawn(kayak)).not.toContain('bakers-peel')
  })

  it('draws a hand net where one is dipped, never for a goal, a court or a trawler', () => {
    expect(drawn(plan('a dad cleaning out the fish tank with a little net'))).toContain('bug-net')
    for (const prompt of ['a ball in the back of the net', 'a tennis net', 'a fisherman mending his nets'])
      expect(drawn(plan(prompt)), prompt).not.toContain('bug-net')
  })

  it('says nothing of the toppings a mandala’s food shows', () => {
    const p = plan('a mandala made of doughnuts and sprinkles')
    expect(p.figure?.kind).toBe('mandala')
    expect(p.leftOut).toEqual([])
  })

  it('puts each drawing on the page', () => {
    for (const [prompt, id] of [
      ['a full English breakfast', 'full-breakfast'],
      ['a fruit bowl', 'fruit-bowl'],
      ['a Simnel cake', 'simnel-cake'],
      ['macarons', 'macaron'],
    ]) {
      const scene = composeScene(plan(prompt))
      expect(
        scene.credits.map((c) => c.drawing),
        prompt,
      ).toContain(id)
    }
  })
})
