import { describe, expect, it } from 'vitest'
import type { Box } from '../common/geometry'
import { makePlan } from '../plan/make-plan'
import { composeScene } from './compose-scene'

const h = (b: Box) => b.maxY - b.minY
const cx = (b: Box) => (b.minX + b.maxX) / 2

// "a dog in a car" once put the dog on the car's roof: the 'in' of a box or a basket (sunk into it from above,
// its front hiding the lower half) does not hold for a closed vehicle, whose roof is its top.
describe('an animal in a vehicle', () => {
  const page = (prompt: string, complexity: 'easy' | 'intricate', style: 'cartoon' | 'realistic') => {
    const plan = makePlan({ prompt, complexity, style, seed: 3 })
    const composed = composeScene(plan)
    return { plan, ...composed }
  }

  it.each([
    ['a dog in a car', 'dog', 'car'],
    ['a dog with its head out of the car window', 'dog', 'car'],
    ['a cat in a bus', 'cat', 'bus'],
    ['a cat in a police car', 'cat', 'police-car'],
    ['a dog in a truck', 'dog', 'truck'],
  ])('%s: sits inside, head below the roof, cut off at the door line', (prompt, animal, vehicle) => {
    for (const [complexity, style] of [
      ['easy', 'cartoon'],
      ['intricate', 'realistic'],
    ] as const) {
      const { plan, placed, svg } = page(prompt, complexity, style)
      expect(plan.subjects.map((s) => s.concept)).toEqual([animal, vehicle])
      expect(plan.leftOut).toEqual([])
      const [a, v] = [placed[0], placed[1]]
      // Inside the vehicle's outline, not standing on its roof: the top of its head well below the roof line.
      expect(a.minY, `${prompt} ${complexity}`).toBeGreaterThan(v.minY + h(v) * 0.05)
      expect(a.maxY).toBeLessThan(v.maxY)
      expect(cx(a)).toBeGreaterThan(v.minX)
      expect(cx(a)).toBeLessThan(v.maxX)
      // Seen from the waist up: the rest of it is cut away below the door line, which is on the vehicle's body.
      const cut = svg.match(
        /<clipPath id="[^"]*cut"><rect x="-10000" y="-10000" width="20000" height="([\d.]+)"/,
      )
      expect(cut).not.toBeNull()
      const line = Number(cut?.[1]) - 10000
      expect(line).toBeGreaterThan(a.minY + h(a) * 0.5)
      expect(line).toBeLessThan(a.maxY)
      expect(line).toBeGreaterThan(v.minY + h(v) * 0.3)
      expect(line).toBeLessThan(v.minY + h(v) * 0.7)
    }
  })

  it('leaves a cat in a box sunk into it, whole, with no cut', () => {
    const { placed, svg } = page('a cat in a box', 'easy', 'cartoon')
    expect(placed[0].minY).toBeLessThan(placed[1].minY)
    expect(svg).not.toMatch(/<clipPath id="[^"]*cut"/)
  })
})
