import { describe, expect, it } from 'vitest'
import { makePlan } from '../plan/make-plan'
import { composeScene } from './compose-scene'
import { onTheWorktop } from './on-the-worktop'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', suggest: false })
const bottoms = (prompt: string) => {
  const p = plan(prompt)
  return composeScene(p)
    .placed.slice(0, p.subjects.length)
    .map((b) => b.maxY)
}

describe('things on a kitchen worktop stand on it', () => {
  it('"a kettle, a toaster and a loaf of bread on the worktop": on the counter, higher than on the floor', () => {
    const worktop = bottoms('a kettle, a toaster and a loaf of bread on the worktop')
    const floor = bottoms('a kettle, a toaster and a loaf of bread in the kitchen')
    expect(worktop).toHaveLength(3)
    for (const [i, y] of worktop.entries()) expect(y).toBeLessThan(floor[i] - 100)
  })

  it('is read from "on the worktop / countertop / kitchen counter" in a kitchen, never for people', () => {
    expect(onTheWorktop(plan('a teapot on the kitchen counter'))).toBe(true)
    expect(onTheWorktop(plan('a mixer and a jug on the countertop'))).toBe(true)
    expect(onTheWorktop(plan('a toaster in the kitchen'))).toBe(false)
    expect(onTheWorktop(plan('a chef cooking in the kitchen'))).toBe(false)
  })
})
