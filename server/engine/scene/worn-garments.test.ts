import { describe, expect, it } from 'vitest'
import { makePlan } from '../plan/make-plan'
import type { Plan } from '../plan/plan'
import { composeScene } from './compose-scene'
import { dressedLook } from './worn-on-figure'

// Clothes a prompt names (plan/worn-things.ts, docs/decisions/0130-worn-garments.md): worn by a person, the
// figure's own regions change; alone, the garment is the page; on an animal, a jumper or coat hangs from its
// neck over its chest, and what no animal's art can wear is said.
const plan = (prompt: string): Plan => makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 })
const outfit = (prompt: string) => {
  const p = plan(prompt)
  const person = p.people?.people[0]
  if (!person) throw new Error(`no person in "${prompt}"`)
  return dressedLook(person, 0, p.props).look.outfit
}

describe('a garment a person wears is drawn on their figure', () => {
  it.each([
    ['a girl in a skirt', { bottom: 'skirt' }],
    ['a boy in pajamas', { bottom: 'trousers', sleeves: 'long', shoes: 'bare' }],
    ['a boy wearing a sweater', { sleeves: 'long' }],
    ['a girl in a jumper', { sleeves: 'long' }],
    ['a grandma in a cardigan', { sleeves: 'long' }],
    ['a man in a bathrobe', { top: 'coat', shoes: 'bare' }],
    ['a woman in her dressing gown', { top: 'coat', shoes: 'bare' }],
    ['a girl in a nightgown', { bottom: 'gown', shoes: 'bare' }],
  ])('%s', (prompt, look) => {
    const p = plan(prompt)
    expect(p.subjects).toHaveLength(1)
    expect(p.leftOut).toEqual([])
    expect(outfit(prompt)).toMatchObject(look)
  })

  it('its details are the garment: ribbing, an open front, a wrap and belt, a collar', () => {
    expect(outfit('a boy wearing a sweater').extras).toEqual(expect.arrayContaining(['ribbing', 'knit-band']))
    expect(outfit('a grandma in a cardigan').extras).toEqual(expect.arrayContaining(['ribbing', 'cardigan']))
    expect(outfit('a man in a bathrobe').extras).toEqual(expect.arrayContaining(['wrap', 'belt']))
    expect(outfit('a boy in pajamas').extras).toEqual(expect.arrayContaining(['stripes', 'collar']))
  })

  it("dad's shirt and tie are his: one figure, the tie on it", () => {
    const p = plan("dad's shirt and tie")
    expect(p.subjects.map((s) => s.concept)).toEqual(['man'])
    expect(outfit("dad's shirt and tie").extras).toContain('tie')
  })

  it("a girl dressing up in her dad's shirt and tie wears both (her dad, named, drawn beside her)", () => {
    const p = plan("a girl dressing up in her dad's shirt and tie")
    expect(p.props.filter((x) => x.subject === 0).map((x) => x.concept)).toEqual(['t-shirt', 'necktie'])
    expect(p.leftOut).toEqual([])
  })

  it('a mom and dad in pajamas both wear them; a boy and a cat in a hat: the cat', () => {
    const pj = plan('a mom and dad in pajamas').props.filter((x) => x.concept === 'pajamas')
    expect(pj.map((x) => x.subject)).toEqual([0, 1])
    expect(
      plan('a boy and a cat in a hat')
        .props.filter((x) => x.concept === 'top-hat')
        .map((x) => x.subject),
    ).toEqual([1])
  })

  it("a jumper worn is no second person (WordNet's one who jumps)", () => {
    const p = plan('a girl in a jumper reading a book')
    expect(p.people?.people).toHaveLength(1)
    expect(p.props.map((x) => `${x.concept}@${x.subject}`)).toContain('sweater@0')
  })

  it('a nightgown and curlers named together are both worn', () => {
    expect(plan('grandma in her nightgown with curlers in her hair').leftOut).toEqual([])
    expect(outfit('grandma in her nightgown with curlers in her hair').extras).toContain('curlers')
  })

  it('curlers in her hair and a poppy on his coat are worn, not dropped or set beside', () => {
    const curlers = plan('a woman with curlers in her hair')
    expect(curlers.leftOut).toEqual([])
    expect(outfit('a woman with curlers in her hair').extras).toContain('curlers')
    const poppy = plan('a man with a poppy on his coat')
    expect(poppy.subjects.map((s) => s.concept)).toEqual(['man'])
    expect(poppy.leftOut).toEqual([])
    expect(poppy.props.filter((x) => x.concept === 'flower' && x.subject === 0)).toEqual([])
    expect(outfit('a man with a poppy on his coat')).toMatchObject({ top: 'coat' })
    expect(outfit('a man with a poppy on his coat').extras).toContain('poppy')
  })

  it('the figure draws the worn garment: no drawing of it is placed on the page', () => {
    const scene = composeScene(plan('a girl in a skirt'))
    expect(scene.credits.map((c) => c.drawing)).not.toContain('skirt')
  })
})

describe('a garment alone is drawn as itself', () => {
  it.each([
    ['a skirt', 'skirt'],
    ['skirts', 'skirt'],
    ['pajamas', 'pajamas'],
    ['pyjamas', 'pajamas'],
    ['a sweater', 'sweater'],
    ['a woolly jumper', 'sweater'],
    ['a cardigan', 'cardigan'],
    ['a dressing gown', 'bathrobe'],
    ['a bathrobe', 'bathrobe'],
  ])('%s', (prompt, drawing) => {
    const p = plan(prompt)
    expect(p.subjects.map((s) => s.concept)).toEqual([drawing])
    expect(p.leftOut).toEqual([])
    expect(composeScene(p).credits.map((c) => c.drawing)).toContain(drawing)
  })

  it('a sweater is no longer drawn as a hoodie', () => {
    expect(plan('a sweater').subjects.map((s) => s.concept)).not.toContain('hoodie')
  })
})

describe('an animal wears what its art can, and the rest is said', () => {
  it.each([
    ['a cat wearing a sweater', 'sweater@neck:0'],
    ['a dog in a raincoat', 'raincoat@neck:0'],
    ['a rabbit in a cardigan', 'cardigan@neck:0'],
    ['a dog wearing a scarf', 'scarf@neck:0'],
  ])('%s', (prompt, prop) => {
    const p = plan(prompt)
    expect(p.props.map((x) => `${x.concept}@${x.place}:${x.subject}`)).toContain(prop)
    expect(p.leftOut).toEqual([])
    expect(composeScene(p).credits.length).toBeGreaterThan(1)
  })

  it('a skirt, pyjamas or a dressing gown have no place on an animal drawing: said, not hung under its chin', () => {
    for (const [prompt, said] of [
      ['a pig in a skirt', 'skirt'],
      ['a cat in pajamas', 'pajamas'],
      ['a dog in a bathrobe', 'bathrobe'],
    ]) {
      const p = plan(prompt)
      expect(p.props.map((x) => x.concept)).not.toContain(said)
      expect(p.leftOut).toEqual([said])
    }
  })

  it('a ferret running off with a sock carries it: no socks on its feet', () => {
    const p = plan('a ferret running off with a sock')
    expect(p.props.filter((x) => x.concept === 'socks').map((x) => x.place)).toEqual(['beside'])
    expect(plan('a duck wearing socks').props.filter((x) => x.concept === 'socks')[0]?.place).toBe('feet')
  })
})

describe("festival clothes are worn in the figure's own lines", () => {
  it.each([
    ['a boy in a kilt', { bottom: 'skirt' }, 'kilt'],
    ['a man in lederhosen', { bottom: 'shorts' }, 'bib'],
    ['a girl in a dirndl', { bottom: 'dress' }, 'apron'],
    ['a girl in a hanbok', { bottom: 'gown', sleeves: 'long' }, 'wrap'],
  ])('%s', (prompt, look, extra) => {
    const p = plan(prompt)
    expect(p.subjects).toHaveLength(1)
    expect(p.leftOut).toEqual([])
    expect(outfit(prompt)).toMatchObject(look)
    expect(outfit(prompt).extras).toContain(extra)
  })

  it('draws a kilt with its tartan and sporran, never a plain skirt', () => {
    const svg = composeScene(plan('a boy in a kilt')).svg
    const skirt = composeScene(plan('a boy in a skirt')).svg
    expect(svg.length).toBeGreaterThan(skirt.length)
  })
})
