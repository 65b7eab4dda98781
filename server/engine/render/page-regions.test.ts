import { describe, expect, it } from 'vitest'
import { lineStyle } from '../art/line-style'
import { makePlan } from '../plan/make-plan'
import { composeScene } from '../scene/compose-scene'
import { pageRegions } from './page-regions'

describe('page regions: inside the drawings against the background', () => {
  it('an easy page has most of its regions inside the drawing, none under 2 mm across, lines about 4 pt', async () => {
    // A lion on the savanna: the sea turtle's underwater page has more pieces of sea than of turtle.
    const scene = composeScene(
      makePlan({ prompt: 'a lion wearing a crown', complexity: 'easy', style: 'cartoon', seed: 1 }),
    )
    const r = await pageRegions(scene, lineStyle('easy', 'cartoon').speckArea)
    expect(r.inside).toBeGreaterThan(5)
    expect(r.insideShare).toBeGreaterThan(0.7)
    expect(r.specks).toBe(0)
    expect(r.smallestMm).toBeGreaterThan(2)
    expect(r.lineWidthPt).toBeGreaterThan(3.5)
    expect(r.lineWidthPt).toBeLessThan(5)
  }, 60_000)

  it('a page with nothing drawn counts every region as background', async () => {
    const scene = composeScene(
      makePlan({ prompt: 'a sea turtle', complexity: 'easy', style: 'cartoon', seed: 1 }),
    )
    const r = await pageRegions({ svg: scene.svg, drawings: '' }, 0)
    expect(r.inside).toBe(0)
    expect(r.background).toBeGreaterThan(5)
  }, 60_000)
})

describe('intricate cartoon pages: pattern inside the subject', () => {
  it.each(['a sea turtle', 'an owl in the forest', 'a lion wearing a crown', 'giraffe eating leaves'])(
    '"%s": most regions inside the drawing, none under 2 mm across, fine lines, many times the easy page',
    async (prompt) => {
      const measure = async (complexity: 'easy' | 'intricate') =>
        pageRegions(
          composeScene(makePlan({ prompt, complexity, style: 'cartoon', seed: 1 })),
          lineStyle(complexity, 'cartoon').speckArea,
        )
      const easy = await measure('easy')
      const intricate = await measure('intricate')
      expect(intricate.insideShare).toBeGreaterThanOrEqual(0.7)
      expect(intricate.specks).toBe(0)
      expect(intricate.lineWidthPt).toBeLessThanOrEqual(1.6)
      expect(intricate.inside + intricate.background).toBeGreaterThanOrEqual(
        5 * (easy.inside + easy.background),
      )
    },
    60_000,
  )
})
