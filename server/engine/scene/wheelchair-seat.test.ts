// A wheelchair sat in and pushed (people-actions.ts pushItems, seatItems): the rider's hips on its seat, the
// pusher's hand at its handles, its wheel drawn over the sitter's legs.
import { describe, expect, it } from 'vitest'
import { laidOut, near, plan } from './pose-test-kit'

describe('a wheelchair on the page', () => {
  it('seats the one pushed in it and puts the pusher behind, at the handles', () => {
    const { drawn } = laidOut(plan('a nurse pushing an old man in a wheelchair'))
    const chair = drawn.art.pushed
    expect(chair).toBeDefined()
    const [nurse, man] = [...drawn.figures].sort((a, b) => a.head.x - b.head.x)
    // The man sits within the chair's width, his head above its seat.
    expect(man.head.x).toBeGreaterThan(chair.minX)
    expect(man.head.x).toBeLessThan(chair.maxX)
    expect(man.head.y).toBeLessThan(chair.minY + (chair.maxY - chair.minY) * 0.52)
    // The nurse stands behind it, a hand at its top left, where the handles are.
    expect(nurse.head.x).toBeLessThan(chair.minX)
    const hand = nurse.handR.x > nurse.handL.x ? nurse.handR : nurse.handL
    expect(near(hand, { ...chair, maxX: chair.minX + (chair.maxX - chair.minX) * 0.3 }, nurse.headR)).toBe(
      true,
    )
    // Sized to a grown-up sitter: about as tall as the nurse to her waist and more.
    expect(chair.maxY - chair.minY).toBeGreaterThan(nurse.headR * 6)
  })

  it('seats someone in a wheelchair on its seat, not standing beside it', () => {
    const { drawn } = laidOut(plan('a girl in a wheelchair'))
    const chair = drawn.art.seat
    expect(chair).toBeDefined()
    const [girl] = drawn.figures
    expect(girl.head.x).toBeGreaterThan(chair.minX)
    expect(girl.head.x).toBeLessThan(chair.maxX)
    // Off her feet: her lowest point no lower than the chair's bottom, her head well below a standing child's.
    expect(girl.box.maxY).toBeLessThanOrEqual(chair.maxY + girl.headR)
  })
})
