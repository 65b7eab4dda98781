// The hands on a thing, read by the verb's class (touches.ts): a verb never listed finds its class through the
// verbs WordNet puts over it.
import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon' })
const concept = (p: ReturnType<typeof plan>, i: number | null | undefined) =>
  i === null || i === undefined ? null : p.subjects[i].concept

describe('touching verbs', () => {
  it.each([
    // Put in, on or into: the thing moved in the hand, where it goes drawn by the layout.
    ['a boy dropping coins into his piggy bank', 'put', 'gold', 'piggy-bank'],
    ['a cook sliding a pizza out of a brick oven', 'put', 'pizza', 'stove'],
    ['a baker taking bread out of the oven', 'put', 'bread', 'stove'],
    ['the pizza delivery guy ringing the doorbell', 'put', 'pizza', 'doorbell'],
    // With one thing, the hands go to it: filled, emptied into, lit, rung.
    ["a girl filling the dog's water bowl", 'put', 'bowl', null],
    ['a girl emptying peelings into the compost bin', 'put', 'wheelie-bin', null],
    ['a family lighting the menorah', 'put', 'menorah', null],
    // An unlisted verb under "put" (stuffing: cram, put): the same class.
    ['a girl stuffing socks into a drawer', 'put', undefined, undefined],
    // Weighed on the scales: what is weighed in the hand, over the scales.
    ['a shopkeeper weighing apples on the scales', 'put', 'apple', 'balance-scale'],
  ])('"%s" is %s', (prompt, action, held, target) => {
    const p = plan(prompt)
    expect(p.people?.action).toBe(action)
    if (held !== undefined) expect(concept(p, p.people?.object)).toBe(held)
    if (target) expect(p.people?.absorbed.map((i) => p.subjects[i].concept)).toContain(target)
  })

  it('holds hands side by side, and trades hand to hand', () => {
    expect(plan('kids holding hands in a circle').people?.action).toBe('hand-in-hand')
    expect(plan('a boy holding his hands up').people?.action).not.toBe('hand-in-hand')
    expect(plan('a boy and a girl trading valentines at school').people?.action).toBe('give')
    // Swapping: WordNet puts it with trade.
    expect(plan('two girls swapping stickers').people?.action).toBe('give')
    expect(plan('a boy pulling a cracker with his grandma').people?.action).toBe('give')
    // Two pulling a small thing between them need no "with"; a sled is pulled along, not between them.
    expect(plan('kids in paper hats pulling a Christmas cracker').people?.action).toBe('give')
    expect(plan('two kids pulling a sled').people?.action).not.toBe('give')
  })

  it('tips a bucket over someone as a thing held out to them, and wheels the bin out by its handle', () => {
    const tipped = plan('a girl tipping a bucket of water over her brother')
    expect(tipped.people?.action).toBe('give')
    expect(concept(tipped, tipped.people?.object)).toBe('bucket')
    const wheeled = plan('a boy wheeling the bin out to the curb')
    expect(wheeled.people?.action).toBe('push')
    expect(concept(wheeled, wheeled.people?.object)).toBe('wheelie-bin')
  })

  it('carries the thing in the hand, not the home it is carried to', () => {
    const p = plan('a boy carrying a fishbowl home from the pet shop')
    expect(p.people?.action).toBe('hold')
    expect(p.people?.object).toBeNull()
    expect(plan('dad carrying the Christmas tree home through the snow').people?.action).toBe('hold')
  })

  it('mends and changes a thing with the hands at work, rescues a kitten in the arms', () => {
    expect(plan('a mechanic changing a tire').people?.action).toBe('work')
    expect(plan('a firefighter rescuing a kitten from a tree').people?.action).toBe('hold')
    expect(plan('a man selling balloons at the fair').people?.action).toBe('hold')
    expect(plan('a boy pulling carrots out of the vegetable garden').people?.action).toBe('pick')
  })

  it('reads what is taught as the doing', () => {
    expect(plan('dad teaching his son to tie his shoes').people?.action).toBe('ground')
  })

  it('leaves the golf stroke, dressing and a show alone', () => {
    expect(plan('a girl putting a golf ball into the hole').people?.action).not.toBe('put')
    expect(plan('a boy putting on his coat').people?.action).not.toBe('put')
    expect(plan('a girl holding a kitten').people?.action).toBe('hold')
  })
})
