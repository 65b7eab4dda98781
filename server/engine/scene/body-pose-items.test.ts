// The doings of the body laid out: each figure in the pose a child reads as the words.
import { describe, expect, it } from 'vitest'
import { laidOut, plan } from './pose-test-kit'

const figuresOf = (prompt: string) => {
  const { drawn } = laidOut(plan(prompt))
  return { drawn, f: drawn.figures[0] }
}

describe('doings of the body laid out', () => {
  it('stretches with both hands up over the head', () => {
    const { f } = figuresOf('a girl stretching before a race')
    for (const hand of [f.handL, f.handR]) expect(hand.y).toBeLessThan(f.head.y - f.headR * 0.5)
  })

  it('sits the book on top of the head, the arms out to the sides', () => {
    const { f, drawn } = figuresOf('a girl balancing a book on her head')
    const book = drawn.art['on-head']
    expect(book.maxY).toBeLessThan(f.head.y)
    expect(book.maxY).toBeGreaterThan(f.head.y - f.headR * 1.5)
    expect(Math.abs((book.minX + book.maxX) / 2 - f.head.x)).toBeLessThan(f.headR * 0.5)
    expect(f.handR.x - f.handL.x).toBeGreaterThan(f.headR * 6)
  })

  it('dives head first: the hands below the feet, ahead of them', () => {
    const { f } = figuresOf('a boy diving off the side of the pool')
    expect(f.handR.y).toBeGreaterThan(f.box.minY + (f.box.maxY - f.box.minY) * 0.7)
    expect(f.head.y).toBeGreaterThan(f.box.minY + (f.box.maxY - f.box.minY) * 0.4)
  })

  it('rides on the back of the one on all fours, above their body', () => {
    const { drawn } = figuresOf('a dad giving his daughter a horsey ride on his back')
    const [carrier, rider] = drawn.figures
    expect(carrier.box.maxX - carrier.box.minX).toBeGreaterThan(carrier.box.maxY - carrier.box.minY)
    expect(rider.head.y).toBeLessThan(carrier.head.y)
    expect(rider.box.maxY).toBeLessThan(carrier.box.maxY)
  })

  it('draws the sling over a forearm bent across the chest', () => {
    const { f } = figuresOf('a boy with his arm in a sling')
    expect(f.handR.y).toBeLessThan(f.head.y + f.headR * 5)
    expect(Math.abs(f.handR.x - f.head.x)).toBeLessThan(f.headR * 1.5)
    expect(f.svg).toBeDefined()
  })

  it('puts the hairbrush at the top of the head it brushes', () => {
    const { drawn } = figuresOf("mum brushing her daughter's hair")
    const girl = drawn.figures[1]
    const brush = drawn.art.held
    expect(brush.maxY).toBeLessThan(girl.head.y)
    expect(brush.maxX).toBeGreaterThan(girl.head.x - girl.headR)
  })
})
