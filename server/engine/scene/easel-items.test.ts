// Painting a picture: the brush raised to the canvas of the easel the verb implies (easel-items.ts).
import { describe, expect, it } from 'vitest'
import { laidOut, near, plan } from './pose-test-kit'

describe('a painter paints at the easel', () => {
  it.each(['a girl painting', 'a man painting a sunset'])(
    '%s: the brush in the raised hand, on the canvas',
    (prompt) => {
      const { figures, art } = laidOut(plan(prompt)).drawn
      const [painter] = figures
      const { easel, held } = art
      expect(easel, prompt).toBeDefined()
      expect(held, prompt).toBeDefined()
      // The hand at the brush, the brush reaching the easel, the hand up by the head.
      expect(near(painter.handL, held, painter.headR * 0.5), prompt).toBe(true)
      expect(held.minX, prompt).toBeLessThan(easel.maxX)
      expect(held.maxY, prompt).toBeGreaterThan(easel.minY)
      expect(painter.handL.y, prompt).toBeLessThan(painter.head.y + painter.headR * 2)
      // Standing on the ground, no taller than the painter by much.
      expect(Math.abs(easel.maxY - painter.box.maxY), prompt).toBeLessThan(painter.headR)
      expect(easel.maxY - easel.minY, prompt).toBeLessThan((painter.box.maxY - painter.box.minY) * 1.3)
    },
  )

  it('draws the easel once', () => {
    const drawn = laidOut(plan('a girl painting')).drawn
    expect(Object.keys(drawn.art).filter((k) => /easel|extra/.test(k))).toEqual(['easel'])
  })
})
