import { afterAll, describe, expect, it } from 'vitest'
import { composeScene } from './compose-scene'
import { lineStyle } from './line-style'
import { makePlan } from './make-plan'
import { pageRegions } from './page-regions'
import { shutdownRenderPool } from './render-pool'

afterAll(shutdownRenderPool)

describe('page regions: inside the drawings against the background', () => {
  it('an easy page has most of its regions inside the drawing, none under 2 mm across, lines about 4 pt', async () => {
    const scene = composeScene(
      makePlan({ prompt: 'a sea turtle', complexity: 'easy', style: 'cartoon', seed: 1 }),
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
