import { describe, expect, it } from 'vitest'
import { laidOut, near, plan } from './pose-test-kit'

describe('hang gliding', () => {
  it('the pilot hangs by both hands from the glider’s bar, high off the ground', () => {
    const p = plan('a man hang gliding off a grassy hill')
    expect(p.people?.action).toBe('hang')
    const { drawn, groundY } = laidOut(p)
    const [pilot] = drawn.figures
    const glider = drawn.art.glider
    expect(glider).toBeDefined()
    // Both hands at the bottom of the wing's frame, the wing above the head.
    expect(near(pilot.handL, glider, pilot.headR * 0.5)).toBe(true)
    expect(near(pilot.handR, glider, pilot.headR * 0.5)).toBe(true)
    expect(glider.minY).toBeLessThan(pilot.head.y)
    // The feet far above the ground: more than a grown-up's height off it.
    expect(groundY - pilot.box.maxY).toBeGreaterThan(pilot.headR * 8)
  })
})
