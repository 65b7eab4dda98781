// A thing a person has, drawn at its size in the world against the holder (held-size.ts): small in the hand,
// medium carried in the arms, large standing on the ground beside, pushed when it rolls on a handle; at the
// mouth only what is small; a thing pointed at hung beside; a second player drawn once, as a figure.
import { describe, expect, it } from 'vitest'
import { VERB_TOOLS } from '../plan/verb-tools'
import { conceptById } from '../vocabulary'
import { heldClass } from './held-size'
import { laidOut, near, plan } from './pose-test-kit'

const drawnOf = (prompt: string) => laidOut(plan(prompt)).drawn
const height = (b: { minY: number; maxY: number }) => b.maxY - b.minY

describe('a held thing’s size comes from its size in the world', () => {
  it('classes things by their height against the holder’s', () => {
    const of = (id: string, age: 'adult' | 'child' = 'adult') => heldClass(conceptById(id), age)
    for (const id of ['whistle', 'mobile-phone', 'bowl', 'rubiks-cube']) expect(of(id), id).toBe('hand')
    for (const id of ['box', 'fishbowl', 'guitar']) expect(of(id, 'child'), id).toBe('arms')
    // A bed is low but long: furniture is never lifted, and neither is what rolls on a handle.
    for (const id of [
      'bed',
      'chair',
      'vacuum-cleaner',
      'shopping-cart',
      'stroller',
      'wheelbarrow',
      'lawn-mower',
    ])
      expect(of(id), id).toBe('beside')
    // A shovel is pushed in the snow but held as a hand tool, not stood beside.
    expect(of('shovel')).not.toBe('beside')
  })

  it('holds every tool a verb implies in the hand, a child’s too (plan/verb-tools.ts)', () => {
    // A bike pump stands on the floor, a hand on its handle; juggling balls fly above the hands (the juggling pose).
    for (const { held } of VERB_TOOLS)
      if (held && held !== 'bike-pump' && held !== 'juggling-balls')
        for (const age of ['adult', 'child'] as const)
          expect(heldClass(conceptById(held), age), held).toBe('hand')
  })

  it('pushes a big thing had "with" along the ground beside the person, at its size', () => {
    for (const prompt of ['a boy with a vacuum cleaner', 'a girl with a shopping cart']) {
      const { figures, art } = drawnOf(prompt)
      const [holder] = figures
      expect(art.held, prompt).toBeUndefined()
      const { pushed } = art
      expect(pushed, prompt).toBeDefined()
      // On the ground where the feet are, beside the body, taller than the head.
      expect(Math.abs(pushed.maxY - holder.box.maxY), prompt).toBeLessThan(holder.headR * 1.2)
      expect((pushed.minX + pushed.maxX) / 2, prompt).toBeGreaterThan(holder.head.x + holder.headR)
      expect(height(pushed), prompt).toBeGreaterThan(holder.headR * 3.5)
    }
  })

  it('carries a box or a fishbowl in both arms before the body at its size, bigger than a thing in the hand', () => {
    for (const prompt of ['a girl carrying a box', 'a boy carrying a fishbowl']) {
      const { figures, art } = drawnOf(prompt)
      const [holder] = figures
      const { held } = art
      expect(held, prompt).toBeDefined()
      expect(
        near(holder.handL, held, holder.headR * 0.3) && near(holder.handR, held, holder.headR * 0.3),
        prompt,
      ).toBe(true)
      // Before the body, off the ground, below the face.
      expect(held.minY, prompt).toBeGreaterThan(holder.head.y)
      expect(held.maxY, prompt).toBeLessThan(holder.box.maxY - holder.headR)
      expect(height(held), prompt).toBeGreaterThan(holder.headR * 2.4)
    }
    // A box (0.4 m) in a child's arms is a third of her height, not the 2.3 head radii of a thing in the hand.
    const { figures, art } = drawnOf('a girl carrying a box')
    expect(height(art.held)).toBeGreaterThan(figures[0].headR * 3.2)
    const letter = drawnOf('a mail carrier with a letter')
    expect(height(letter.art.held)).toBeLessThan(letter.figures[0].headR * 2)
  })

  it('stands a thing too big to lift on the ground beside the person, not shrunk into the hands', () => {
    for (const prompt of ['a girl carrying a chair across the classroom', 'a farmer with a tractor']) {
      const { figures, art } = drawnOf(prompt)
      const [holder] = figures
      expect(art.held, prompt).toBeDefined()
      expect(Math.abs(art.held.maxY - holder.box.maxY), prompt).toBeLessThan(holder.headR * 1.2)
      expect(height(art.held), prompt).toBeGreaterThan(holder.headR * 4)
    }
  })

  it('draws a small thing in the hand by its longest side: a bowl no wider than the chest', () => {
    for (const prompt of ['a boy holding a bowl', 'grandpa eating a bowl of soup']) {
      const { figures, art } = drawnOf(prompt)
      const [holder] = figures
      expect(art.held.maxX - art.held.minX, prompt).toBeLessThan(holder.headR * 2.6)
      expect(art.held.maxX - art.held.minX, prompt).toBeGreaterThan(holder.headR * 1.6)
    }
  })

  it('puts only a small thing at the mouth: a whistle, not a bed', () => {
    const whistle = drawnOf('a referee blowing a whistle')
    expect(height(whistle.art.held)).toBeLessThan(whistle.figures[0].headR * 2.5)
    const bed = drawnOf('a boy yawning next to his bed')
    expect(bed.art.held).toBeUndefined()
    const [boy] = bed.figures
    // The bed on the ground beside him at its size, the hand at the mouth.
    expect(Math.abs(bed.art.beside.maxY - boy.box.maxY)).toBeLessThan(boy.headR * 1.2)
    expect(bed.art.beside.minX).toBeGreaterThan(boy.head.x)
    expect(Math.hypot(boy.handR.x - boy.head.x, boy.handR.y - boy.head.y)).toBeLessThan(boy.headR * 1.3)
  })

  it('holds what is not food in the hands, not at the mouth: solving a Rubik’s cube', () => {
    const { figures, art } = drawnOf("a boy solving a Rubik's cube")
    const [boy] = figures
    expect(art.held.minY).toBeGreaterThan(boy.head.y + boy.headR)
    expect(near(boy.handL, art.held, boy.headR * 0.3) && near(boy.handR, art.held, boy.headR * 0.3)).toBe(
      true,
    )
  })

  it('hangs a thing pointed at beside the person, not handed over', () => {
    const { figures, art } = drawnOf('a teacher pointing at the calendar')
    const [teacher] = figures
    expect(art.given).toBeUndefined()
    const pointed = art['pointed-at']
    // Beside the hand, at the height of the head, the hand short of it.
    expect(pointed.minX).toBeGreaterThan(teacher.handR.x)
    expect(pointed.minY).toBeLessThan(teacher.head.y)
    expect(pointed.maxY).toBeGreaterThan(teacher.head.y)
    expect(teacher.handR.y).toBeLessThan(teacher.head.y + teacher.headR * 3)
  })

  it('draws the second player once, as a figure, not also as an emoji head beside the game', () => {
    const p = plan('a boy playing chess with his grandpa')
    const { drawn, consumed } = laidOut(p)
    expect(drawn.figures).toHaveLength(2)
    expect(consumed.map((c) => c.concept)).toContain('old-man')
  })
})
