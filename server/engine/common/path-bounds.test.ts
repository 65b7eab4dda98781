import { describe, expect, it } from 'vitest'
import { pathBounds } from './path-bounds'

describe('pathBounds', () => {
  it('measures absolute and relative lines', () => {
    expect(pathBounds('M10 20L30 40h5v-50z')).toEqual({ minX: 10, minY: -10, maxX: 35, maxY: 40 })
  })

  it('reads arc flags packed without separators', () => {
    // "0010 0": large-arc 0, sweep 0, then the end point (10, 0) relative.
    const b = pathBounds('M0 10a5 5 0 0010 0')
    expect(b).toEqual({ minX: 0, minY: 5, maxX: 10, maxY: 15 })
  })

  it('keeps curves inside their control points', () => {
    const b = pathBounds('M0 0C0 10 10 10 10 0')
    expect(b).toEqual({ minX: 0, minY: 0, maxX: 10, maxY: 10 })
  })
})
