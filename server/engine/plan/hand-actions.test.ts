// The hands with a tool at the thing they work (hand-actions.ts): the spoon in the pot, the knife in the cake,
// the jug over the glass, the brush on the fence; not the tool held with the thing standing idle beside.
import { describe, expect, it } from 'vitest'
import { handActionOf } from './hand-actions'
import { makePlan } from './make-plan'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon' })
const read = (prompt: string) => {
  const p = plan(prompt)
  const o = p.people?.object
  const thing = o !== null && o !== undefined ? p.subjects[o]?.concept : null
  const absorbed = (p.people?.absorbed ?? []).map((i) => p.subjects[i]?.concept)
  return { action: p.people?.action, thing, absorbed, leftOut: p.leftOut, setting: p.setting }
}

describe('a tool at the thing the verb works', () => {
  it.each([
    ['a mom stirring a pot', 'pot', 'spoon'],
    ['a girl stirring hot chocolate', 'hot-beverage', 'spoon'],
    ['a girl cutting a cake', 'birthday-cake', 'kitchen-knife'],
    ['a chef cutting a pizza', 'pizza', 'kitchen-knife'],
    ['a girl frosting cupcakes', 'cupcake', 'kitchen-knife'],
    ['a boy painting a fence', 'fence', 'paintbrush'],
    ['a girl sewing a dress', 'dress', 'sewing-needle'],
    ['a girl pouring milk', 'glass-of-milk', 'jug'],
    ['grandma pouring tea', 'hot-beverage', 'teapot'],
  ])('"%s": the %s worked with the %s in the hand', (prompt, thing, tool) => {
    const r = read(prompt)
    expect(r.action).toBe('tool-on')
    expect(r.thing).toBe(thing)
    expect(r.absorbed).toContain(tool)
    expect(r.leftOut).toEqual([])
  })

  it('draws the thing a verb works when the prompt names none', () => {
    expect(read('a mom mixing cookie dough')).toMatchObject({ action: 'tool-on', thing: 'mixing-bowl' })
    expect(read('a boy pouring water')).toMatchObject({ action: 'tool-on', thing: 'tumbler-glass' })
    expect(read('a girl typing on a computer')).toMatchObject({ action: 'tool-on', thing: 'laptop' })
  })

  it('rolls and kneads the dough it draws, never saying it left out', () => {
    for (const prompt of ['a girl rolling out dough', 'a boy kneading dough']) {
      const r = read(prompt)
      expect(r.action, prompt).toBe('tool-on')
      expect(r.leftOut, prompt).toEqual([])
    }
  })

  it('mixes the batter a cake is made of in the bowl, not a cake beside it', () => {
    const r = read('a girl mixing cake batter in a bowl')
    expect(r).toMatchObject({ action: 'tool-on', thing: 'bowl' })
    expect(r.absorbed).toContain('birthday-cake')
  })

  it('pours into a glass, not a pair of glasses', () => {
    const r = read('a boy pouring juice into a glass')
    expect(r.thing).toBe('tumbler-glass')
  })

  it('cooks at the counter in the kitchen', () => {
    expect(read('a mom stirring a pot').setting).toBe('kitchen')
  })

  it('is not read where the verb works something else, or another pose draws it', () => {
    // A lawn is not cut with a kitchen knife; a picture is painted at the easel; a ball is rolled, not dough.
    expect(read('a dad cutting the grass').action).not.toBe('tool-on')
    expect(read('a girl painting a picture').action).not.toBe('tool-on')
    expect(handActionOf('a boy rolling down a hill')).toBeNull()
    expect(read('a boy chopping vegetables').action).toBe('chop-food')
    expect(read('a boy washing dishes').action).toBe('sink')
  })
})
