import { describe, expect, it } from 'vitest'
import { flattenPath, insideRings } from '../../common/flatten-path'
import { hatchPath } from './hatching'

const segments = (d: string) =>
  [...d.matchAll(/M([-\d.]+) ([-\d.]+)L([-\d.]+) ([-\d.]+)/g)].map((m) => m.slice(1).map(Number))

describe('hatch lines clipped to a shape', () => {
  it('keeps every hatch line of a square inside the square, ending on its edges', () => {
    const rings = flattenPath('M0 0H100V100H0Z', 5)
    const lines = segments(hatchPath(rings, 10, 'hatch'))
    expect(lines.length).toBeGreaterThan(15)
    for (const [x0, y0, x1, y1] of lines) {
      for (const v of [x0, y0, x1, y1]) expect(v).toBeGreaterThanOrEqual(-0.01)
      for (const v of [x0, y0, x1, y1]) expect(v).toBeLessThanOrEqual(100.01)
      expect(Math.abs(x0 + y0 - (x1 + y1))).toBeLessThan(0.02)
    }
  })

  it('cross-hatches in both diagonal directions', () => {
    const lines = segments(hatchPath(flattenPath('M0 0H100V100H0Z', 5), 10, 'cross'))
    expect(lines.some(([x0, y0, x1, y1]) => Math.sign(x1 - x0) === Math.sign(y1 - y0))).toBe(true)
    expect(lines.some(([x0, y0, x1, y1]) => Math.sign(x1 - x0) === -Math.sign(y1 - y0))).toBe(true)
  })

  it('leaves the hole of an even-odd ring shape unhatched', () => {
    const rings = flattenPath('M0 0H100V100H0ZM30 30H70V70H30Z', 5)
    for (const [x0, y0, x1, y1] of segments(hatchPath(rings, 7, 'hatch', true))) {
      const mx = (x0 + x1) / 2
      const my = (y0 + y1) / 2
      expect(mx > 30.5 && mx < 69.5 && my > 30.5 && my < 69.5).toBe(false)
    }
  })

  it('flattens arcs and curves into rings that contain their centre', () => {
    const circle = flattenPath('M10 50a40 40 0 1 0 80 0a40 40 0 1 0 -80 0Z', 2)
    expect(insideRings(circle, 50, 50)).toBe(true)
    expect(insideRings(circle, 50, 5)).toBe(false)
    const blob = flattenPath('M0 0C50 -20 100 20 100 50S50 120 0 100Q-20 50 0 0Z', 2)
    expect(insideRings(blob, 50, 50)).toBe(true)
    expect(insideRings(blob, 150, 50)).toBe(false)
  })
})
