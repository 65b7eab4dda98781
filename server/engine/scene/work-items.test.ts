// The hands at work on the page: a thing that fits in the hands before the chest with a hand on each side, one
// looked through at the eye, one too big to hold beside the worker with the hands on it.
import { describe, expect, it } from 'vitest'
import { laidOut, near, plan } from './pose-test-kit'

describe('the hands at work, on the page', () => {
  it('holds the thing worked before the chest, a hand on each side of it', () => {
    for (const prompt of [
      'a girl peeling an orange',
      'Grandma knitting a scarf',
      'a boy polishing his shoes',
    ]) {
      const { drawn } = laidOut(plan(prompt))
      const [worker] = drawn.figures
      const thing = drawn.art.worked
      expect(thing, prompt).toBeDefined()
      expect(near(worker.handL, thing, worker.headR * 0.4), prompt).toBe(true)
      expect(near(worker.handR, thing, worker.headR * 0.4), prompt).toBe(true)
      // Either side of it, and at the chest: below the chin, above the hips.
      expect(worker.handL.x, prompt).toBeLessThan(worker.handR.x)
      const mid = (thing.minY + thing.maxY) / 2
      expect(mid, prompt).toBeGreaterThan(worker.head.y + worker.headR * 1.5)
      expect(mid, prompt).toBeLessThan(worker.head.y + worker.headR * 7)
      // Hand-sized, not the size of the person.
      expect(thing.maxY - thing.minY, prompt).toBeLessThan(worker.headR * 4)
    }
  })

  it('holds a small thing at its size in the world: an orange smaller than a scarf', () => {
    const size = (prompt: string) => {
      const { drawn } = laidOut(plan(prompt))
      return (drawn.art.worked.maxY - drawn.art.worked.minY) / drawn.figures[0].headR
    }
    expect(size('a girl peeling an orange')).toBeLessThan(size('a girl knitting a scarf') * 0.85)
  })

  it('holds a thing looked through at the eye', () => {
    const { drawn } = laidOut(plan('a pirate looking through a spyglass'))
    const [pirate] = drawn.figures
    const glass = drawn.art.worked
    expect(near(pirate.head, glass, pirate.headR * 0.6)).toBe(true)
    expect(near(pirate.handR, glass, pirate.headR * 0.5)).toBe(true)
  })

  it('works a thing too big to hold at its side, the hand on it', () => {
    for (const prompt of ['a girl making her bed', 'kids decorating the Christmas tree']) {
      const { drawn } = laidOut(plan(prompt))
      const worker = drawn.figures.find((f) => near(f.handR, drawn.art.worked, f.headR * 0.5))
      expect(worker, prompt).toBeDefined()
      // Standing beside it, not in front of it.
      expect(worker?.head.x ?? 0, prompt).toBeLessThan(drawn.art.worked.minX)
    }
  })

  it('climbs a ladder off the ground, a hand on each rail above the head', () => {
    const { drawn, groundY } = laidOut(plan('draw a firefighter climbing a ladder'))
    const [climber] = drawn.figures
    const ladder = drawn.art.ladder
    expect(ladder).toBeDefined()
    expect(climber.box.maxY).toBeLessThan(groundY - climber.headR)
    for (const hand of [climber.handL, climber.handR]) {
      expect(near(hand, ladder, climber.headR * 0.3)).toBe(true)
      expect(hand.y).toBeLessThan(climber.head.y)
    }
  })

  it('throws with nothing drawn in place of the thing it does not draw', () => {
    // A javelin is drawn now (art/own-drawings/play-food-and-sky.ts): the gazebo stands for what is not.
    const { drawn } = laidOut(plan('a boy throwing a gazebo'))
    expect(Object.keys(drawn.art)).toEqual([])
    const [boy] = drawn.figures
    // The throwing arm out and up.
    expect(boy.handR.y).toBeLessThan(boy.head.y + boy.headR * 2)
  })
})
