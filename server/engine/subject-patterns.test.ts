import { describe, expect, it } from 'vitest'
import { PATTERN_KINDS, subjectPattern } from './subject-patterns'

// A 100 x 60 rectangle with a 20 x 20 hole (even-odd), in the shape's own units.
const outer = [0, 0, 100, 0, 100, 60, 0, 60]
const hole = [40, 20, 60, 20, 60, 40, 40, 40]
const points = (d: string) =>
  [...d.matchAll(/[ML](-?[\d.]+) (-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])])

describe('zentangle patterns clipped to a shape as plain lines', () => {
  it.each(PATTERN_KINDS)('%s stays inside the shape and out of its hole', (kind) => {
    const d = subjectPattern([outer, hole], kind, 8, true, 1, 20)
    expect(d.length).toBeGreaterThan(0)
    for (const [x, y] of points(d)) {
      expect(x).toBeGreaterThanOrEqual(-0.05)
      expect(x).toBeLessThanOrEqual(100.05)
      expect(y).toBeGreaterThanOrEqual(-0.05)
      expect(y).toBeLessThanOrEqual(60.05)
      expect(x > 40.05 && x < 59.95 && y > 20.05 && y < 39.95).toBe(false)
    }
  })

  it('ends stripes on the outline, so each band is a closed region', () => {
    const d = subjectPattern([outer], 'stripes', 8, false, 1, 20)
    // Stripes run across the longer side: vertical lines from the top edge to the bottom edge.
    const ends = points(d).filter(([, y]) => Math.abs(y) < 0.05 || Math.abs(y - 60) < 0.05)
    expect(ends.length).toBeGreaterThanOrEqual(2 * 11)
  })

  it('leaves a shape smaller than the minimum plain', () => {
    expect(subjectPattern([[0, 0, 15, 0, 15, 15, 0, 15]], 'checks', 8, false, 1, 20)).toBe('')
  })
})
