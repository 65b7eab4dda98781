// The printing tests every list of named places shares (scene/named-places.test.ts, scene/more-places.test.ts):
// an easy page under 200 regions with none smaller than the speck limit, and an intricate page whose scenery
// adds few specks to the background. Called inside a test file's describe.

import { expect, it } from 'vitest'
import { lineStyle } from '../art'
import { type Complexity, makePlan } from '../plan'
import { countWhiteRegions, pageRegions, svgToBitmap } from '../render'
import { composeScene } from './compose-scene'

const plan = (prompt: string, complexity: Complexity) =>
  makePlan({ prompt, complexity, style: 'cartoon', seed: 1 })

export function placesPrintWell(prompts: string[]): void {
  it.each(prompts)(
    '"%s": an easy page under 200 regions, none smaller than the speck limit',
    async (prompt) => {
      const regions = countWhiteRegions(
        await svgToBitmap(
          composeScene(plan(prompt, 'easy')).svg,
          1275,
          lineStyle('easy', 'cartoon').speckArea,
        ),
      )
      expect(regions.count).toBeLessThan(200)
      expect(Math.min(...regions.sizes)).toBeGreaterThanOrEqual(300)
    },
    30_000,
  )

  it.each(prompts)(
    '"%s": the intricate page adds few specks to the background',
    async (prompt) => {
      const scene = composeScene(plan(prompt, 'intricate'))
      const regions = await pageRegions(scene, lineStyle('intricate', 'cartoon').speckArea)
      expect(regions.backgroundSpecks).toBeLessThanOrEqual(12)
    },
    30_000,
  )
}
