// Asleep or lying down: the figure flat, on top of the bed, couch or crib named, else on the ground.
import { describe, expect, it } from 'vitest'
import { laidOut, plan, pocketsOf } from './pose-test-kit'

describe('reading people asleep or lying down', () => {
  it.each([
    ['a boy sleeping in his bed', 'bed'],
    ['a baby sleeping in a crib', 'cradle'],
    ['dad napping on the couch', 'sofa'],
    ['a girl lying on the grass', null],
    ['a girl sleeping', null],
    ['a baby asleep', null],
    ['grandpa dozing in his bed', 'bed'],
    ['a boy resting on the grass', null],
  ])('"%s" lies down', (prompt, thing) => {
    const p = plan(prompt)
    expect(p.refusal).toBeNull()
    expect(p.people?.action).toBe('lie')
    if (thing) expect(p.subjects.map((s) => s.concept)).toContain(thing)
  })

  it('does not read a sleeping bag or "the rest of" as lying down', () => {
    expect(plan('a boy with a sleeping bag').people?.action).not.toBe('lie')
    // A nap in an armchair is taken sitting in it.
    expect(plan('grandpa taking a nap in his armchair').people?.action).toBe('sit')
  })
})

describe('people lying down, on the page', () => {
  it('lays the sleeper flat on top of the bed, couch or crib, inside its ends', () => {
    for (const prompt of [
      'a boy sleeping in his bed',
      'a baby sleeping in a crib',
      'dad napping on the couch',
    ]) {
      const { drawn } = laidOut(plan(prompt))
      const [sleeper] = drawn.figures
      const { bed } = drawn.art
      expect(bed, prompt).toBeDefined()
      // Flat: wider than tall, the head level with the body.
      const w = sleeper.box.maxX - sleeper.box.minX
      const h = sleeper.box.maxY - sleeper.box.minY
      expect(w, prompt).toBeGreaterThan(h * 1.8)
      // On top of it: the body's lowest line inside the bed's height, the head within its ends.
      expect(sleeper.box.maxY, prompt).toBeGreaterThan(bed.minY)
      expect(sleeper.box.maxY, prompt).toBeLessThan(bed.maxY)
      expect(sleeper.head.x, prompt).toBeGreaterThan(bed.minX)
      expect(sleeper.head.x, prompt).toBeLessThan(bed.maxX)
    }
  })

  it('lays the sleeper flat on the ground when nothing is named to lie on', () => {
    const { drawn, groundY } = laidOut(plan('a girl lying on the grass'))
    const [girl] = drawn.figures
    expect(girl.box.maxX - girl.box.minX).toBeGreaterThan((girl.box.maxY - girl.box.minY) * 1.8)
    expect(Math.abs(girl.box.maxY - groundY)).toBeLessThan(girl.headR)
  })

  it('lays a sleeper at home on the bed the bedroom implies, a baby in a cradle', () => {
    for (const [prompt, bedId] of [
      ['a boy sleeping', 'bed'],
      ['a baby taking a nap', 'cradle'],
    ]) {
      const p = plan(prompt)
      expect(p.setting, prompt).toBe('bedroom')
      // The bed is the room's, not a thing the prompt named.
      expect(
        p.subjects.map((s) => s.concept),
        prompt,
      ).not.toContain(bedId)
      const { drawn } = laidOut(p)
      const [sleeper] = drawn.figures
      const { bed } = drawn.art
      expect(bed, prompt).toBeDefined()
      expect(sleeper.box.maxY, prompt).toBeLessThan(bed.maxY)
      expect(sleeper.head.x, prompt).toBeGreaterThan(bed.minX)
      expect(sleeper.head.x, prompt).toBeLessThan(bed.maxX)
    }
  })

  it("turns the bed so its headboard is behind the sleeper's head", () => {
    const { placed } = laidOut(plan('a boy sleeping in his bed'))
    expect(placed.map((p) => p.svg).join('')).toContain('scale(-1 1)')
  })

  it('spreads a blanket named under the sleeper, showing below the body', () => {
    const { drawn } = laidOut(plan('a man lying on a blanket at the beach'))
    const [man] = drawn.figures
    const { blanket } = drawn.art
    expect(blanket).toBeDefined()
    expect(blanket.maxY).toBeGreaterThan(man.box.maxY)
    expect(blanket.minX).toBeLessThan(man.head.x)
    expect(blanket.maxX).toBeGreaterThan(man.box.minX)
  })

  it('keeps the page closed regions, with few pockets', async () => {
    for (const prompt of [
      'a boy sleeping in his bed',
      'a girl lying on the grass',
      'dad napping on the couch',
    ]) {
      const { pockets, figures } = await pocketsOf(prompt)
      expect(pockets, prompt).toBeLessThanOrEqual(4 * figures + 2)
    }
  }, 90_000)
})
