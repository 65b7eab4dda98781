import { describe, expect, it } from 'vitest'
import { lineStyle } from '../art/line-style'
import { makePlan } from '../plan/make-plan'
import { lakeGround } from '../scenery/lake-scene'
import { composeScene, stillWater } from './compose-scene'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 })
const ys = (d: string) => [...d.matchAll(/[ML](-?[\d.]+) (-?[\d.]+)/g)].map((m) => Number(m[2]))

describe('a lake is still water with a shore, not the sea', () => {
  it('reads a lake or a pond the prompt names as still water, the sea as waves', () => {
    expect(stillWater(plan('Lake Louise'))).toBe('lake')
    expect(stillWater(plan('a boat on a lake'))).toBe('lake')
    expect(stillWater(plan('ducks on a pond'))).toBe('pond')
    expect(stillWater(plan('a boat on the sea'))).toBeNull()
    expect(stillWater(plan('ducks on the river'))).toBe('river')
    expect(stillWater(plan('a boy fishing in the river'))).toBe('river')
  })

  it('raises mountains from the far shore of a lake and low hills from that of a pond, the bank below the water', () => {
    const scene = { minX: 40, minY: 40, maxX: 570, maxY: 750 }
    const horizon = 430
    const lines = lineStyle('easy', 'cartoon')
    const peaks = (mountains: boolean) => {
      const { svg, clip } = lakeGround(scene, horizon, lines, () => 0.5, mountains ? 'lake' : 'pond')
      const far = svg.match(/d="([^"]+)"/)?.[1] ?? ''
      return { top: Math.min(...ys(far)), bank: Math.min(...ys(clip)) }
    }
    const sky = horizon - scene.minY
    expect(peaks(true).top).toBeLessThan(horizon - sky * 0.5)
    expect(peaks(false).top).toBeGreaterThan(horizon - sky * 0.25)
    expect(peaks(true).bank).toBeGreaterThan(horizon + (scene.maxY - horizon) * 0.6)
  })

  it('draws the lake page without the rows of waves of the sea', () => {
    const lake = composeScene(plan('a boat on a lake')).svg
    const sea = composeScene(plan('a boat on the sea')).svg
    const waveRows = (svg: string) => (svg.match(/Q[\d.]+ [\d.]+ [\d.]+ [\d.]+Q/g) ?? []).length
    expect(waveRows(lake)).toBeLessThan(waveRows(sea))
    for (const prompt of ['ducks on the river', 'a boy fishing in the river'])
      expect(waveRows(composeScene(plan(prompt)).svg), prompt).toBeLessThan(waveRows(sea))
  })
})
