// A tool at the thing it works, on the page: the thing on the counter within the hands' reach and the right hand
// over it with the tool, not the worker idle beside it; the brush's hand at the fence.
import { describe, expect, it } from 'vitest'
import { laidOut, near, plan } from './pose-test-kit'

describe('a tool at the thing it works, on the page', () => {
  it.each([
    'a mom stirring a pot',
    'a girl cutting a cake',
    'a girl frosting cupcakes',
    'a girl mixing cake batter in a bowl',
    'a girl typing on a computer',
  ])('"%s": the thing before the worker, both hands at it', (prompt) => {
    const { drawn } = laidOut(plan(prompt))
    const [worker] = drawn.figures
    const thing = drawn.art.worked
    expect(thing, prompt).toBeDefined()
    // Before the body, under the head, not standing beside the worker.
    expect(thing.minX, prompt).toBeLessThan(worker.head.x + worker.headR)
    expect(thing.maxY, prompt).toBeGreaterThan(worker.head.y + worker.headR)
    // The right hand over it (with the tool), the left on it.
    expect(near(worker.handR, thing, worker.headR * 2.2), prompt).toBe(true)
    expect(near(worker.handL, thing, worker.headR * 0.6), prompt).toBe(true)
  })

  it('pours from the jug in the right hand over the glass, clear of the face', () => {
    const { drawn } = laidOut(plan('a girl pouring milk'))
    const [girl] = drawn.figures
    const glass = drawn.art.worked
    expect(glass).toBeDefined()
    // The hand on the jug's handle above the glass and to its right, not over the head.
    expect(girl.handR.y).toBeLessThan(glass.minY)
    expect(girl.handR.x).toBeGreaterThan(glass.maxX)
    expect(girl.handR.x).toBeGreaterThan(girl.head.x + girl.headR)
  })

  it('rolls the dough on the counter with both hands on the pin', () => {
    const { drawn } = laidOut(plan('a girl rolling out dough'))
    const [girl] = drawn.figures
    const dough = drawn.art.dough
    expect(dough).toBeDefined()
    expect(near(girl.handL, dough, girl.headR * 0.5)).toBe(true)
    expect(near(girl.handR, dough, girl.headR * 0.5)).toBe(true)
  })

  it('paints the fence at its side, the hand at its near edge', () => {
    const { drawn } = laidOut(plan('a boy painting a fence'))
    const [boy] = drawn.figures
    const fence = drawn.art.worked
    expect(fence).toBeDefined()
    expect(boy.head.x).toBeLessThan(fence.minX)
    expect(near(boy.handR, fence, boy.headR * 1.2)).toBe(true)
  })
})
