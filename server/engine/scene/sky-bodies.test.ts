import { describe, expect, it } from 'vitest'
import type { Box } from '../common/geometry'
import { composedScene } from '../scenery/setting-scenes'
import { conceptById } from '../vocabulary/concept-index'
import { SETTINGS } from '../vocabulary/settings'
import { frameScene, subjectBoxes } from './scene-layout'

const area: Box = { minX: 40, minY: 40, maxX: 570, maxY: 750 }

describe('the sun and the moon on the page', () => {
  it('hangs the moon high in the sky, clear of the hills, alone or beside a wolf', () => {
    for (const setting of [SETTINGS.garden, SETTINGS.night]) {
      const frame = frameScene(area, setting, null, true)
      const clearance = (frame.scene.maxY - frame.scene.minY) * 0.1
      for (const ids of [['moon'], ['wolf', 'moon'], ['sun']]) {
        const boxes = subjectBoxes(
          ids.map(conceptById),
          frame,
          ids.map(() => false),
        )
        const sky = boxes[ids.length - 1].box
        expect(sky.maxY).toBeLessThan(frame.horizon - clearance)
        expect(sky.maxY - sky.minY).toBeGreaterThan((frame.scene.maxY - frame.scene.minY) * 0.25)
      }
    }
  })

  it('leaves other things of the sky their full height: a butterfly is not shrunk to clear the hills', () => {
    const frame = frameScene(area, SETTINGS.garden, null, true)
    const [butterfly] = subjectBoxes([conceptById('butterfly')], frame, [false])
    expect(butterfly.box.maxY).toBeGreaterThan(frame.horizon)
  })

  it('draws no second moon or sun in the scene when a subject is one', () => {
    const ctx = {
      area,
      horizon: 480,
      groundY: 600,
      avoid: [{ minX: 300, minY: 100, maxX: 500, maxY: 300 }],
      line: 2,
      random: () => 0.5,
    }
    const crescent = /A38 38 0 1 0 /
    expect(composedScene('night', ctx)?.sky).toMatch(crescent)
    expect(composedScene('night', { ...ctx, ownLight: true })?.sky).not.toMatch(crescent)
    const sunRing = (scene: { sky: string; ground: string } | null) =>
      ((scene?.sky ?? '') + (scene?.ground ?? '')).match(/a48.0 48.0 0 1 0/g)?.length ?? 0
    expect(sunRing(composedScene('meadow', ctx))).toBeGreaterThan(0)
    expect(sunRing(composedScene('meadow', { ...ctx, ownLight: true }))).toBe(0)
  })
})
