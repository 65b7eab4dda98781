// A singer with nothing held sings with the mouth open, a hand on the chest and the other out (row-and-seat-items.ts).
import { describe, expect, it } from 'vitest'
import { laidOut, plan } from './pose-test-kit'

const BAND = /<path d="M[\d.]+ [\d.]+h[\d.]+v[\d.]+h-[\d.]+Z" fill="#fff"\/>/

describe('a singer', () => {
  it('opens the mouth and holds one hand out at the shoulder, the other at the chest', () => {
    const { drawn, placed } = laidOut(plan('a girl singing on a stage'))
    const [f] = drawn.figures
    expect(f.handR.y).toBeLessThan(f.head.y + f.headR * 3)
    expect(f.handR.x).toBeGreaterThan(f.head.x + f.headR * 2)
    expect(Math.abs(f.handL.x - f.head.x)).toBeLessThan(f.headR * 1.5)
    expect(placed.map((p) => p.svg).join('')).toMatch(BAND)
    expect(
      laidOut(plan('a girl waving'))
        .placed.map((p) => p.svg)
        .join(''),
    ).not.toMatch(BAND)
  })
})
