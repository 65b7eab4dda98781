import { describe, expect, it } from 'vitest'
import { makePlan } from '../plan/make-plan'
import { svgToBitmap } from '../render/svg-to-png'
import { countWhiteRegions } from '../render/white-regions'
import { composeScene } from '../scene/compose-scene'
import { OUTLINE_ICON_CONCEPTS } from '../vocabulary/outline-icon-concepts'
import { lineStyle } from './line-style'

// The same rules as the emoji art (docs/decisions/0002-engine-printability-thresholds.md), counted at 150 dpi: an Easy
// page stays under 200 regions, none smaller than the speck limit (70 pt² = 304 px), and the Intricate page of
// the same subject has more to colour.
describe('outline icon pages are printable coloring pages', () => {
  it.each(
    // Each drawing's style is its own (by its name), so adding or removing a drawing tries no other in a new style.
    OUTLINE_ICON_CONCEPTS.map((c) => ({
      id: c.id,
      label: c.label,
      style: [...c.id].reduce((sum, ch) => sum + ch.charCodeAt(0), 0) % 2 ? 'realistic' : 'cartoon',
    })),
  )(
    'an Easy $label page ($style)',
    async ({ id, label, style }) => {
      const regions = async (complexity: 'easy' | 'intricate') => {
        const plan = makePlan({ prompt: `a ${label}`, complexity, style: style as 'cartoon', seed: 5 })
        expect(plan.subjects[0].concept).toBe(id)
        const speck = lineStyle(complexity, plan.style).speckArea
        return countWhiteRegions(await svgToBitmap(composeScene(plan).svg, 1275, speck))
      }
      const easy = await regions('easy')
      expect(easy.count).toBeLessThan(200)
      expect(Math.min(...easy.sizes)).toBeGreaterThanOrEqual(300)
      expect((await regions('intricate')).count).toBeGreaterThan(easy.count)
    },
    60_000,
  )
})
