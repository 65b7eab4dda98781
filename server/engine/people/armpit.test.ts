import { describe, expect, it } from 'vitest'
import { armpitFill, armpitFills } from './armpit'
import type { Pt } from './skeleton'

const ys = (d: string) => [...d.matchAll(/[ML](-?[\d.]+) (-?[\d.]+)/g)].map((m) => Number(m[2]))
// The torso's left side, straight down from the armpit at (0, 0) to the hem at (0, 100).
const side = (t: number): Pt => ({ x: 0, y: 100 * t })

describe('the gap between a long sleeve and the body', () => {
  it('is joined from the armpit down to where it opens wide enough to stay white', () => {
    // The sleeve leaves the shoulder and slowly opens away from the body: 10 wide, drifting 20 out by the hem.
    const sleeve = [
      { x: -5, y: 0 },
      { x: -25, y: 100 },
    ]
    const fill = armpitFill(side, sleeve, 10, 8)
    if (!fill || !('d' in fill)) throw new Error('no fill')
    const bottom = Math.max(...ys(fill.d))
    // The gap is 8 where the sleeve's middle is 13 from the side: about 40 down.
    expect(bottom).toBeGreaterThan(30)
    expect(bottom).toBeLessThan(50)
  })

  it('joins nothing to an arm held out from the body, nor to a short sleeve', () => {
    const raised = [
      { x: -40, y: 0 },
      { x: -90, y: -40 },
    ]
    expect(armpitFill(side, raised, 10, 8)).toBeNull()
    expect(armpitFills([{ d: 'M0 0L1 1Z' }], [side], 2)).toEqual([])
  })
})
