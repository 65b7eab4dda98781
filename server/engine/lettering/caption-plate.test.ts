import { describe, expect, it } from 'vitest'
import { makePlan } from '../plan/make-plan'
import { composeScene } from '../scene/compose-scene'
import { frameScene } from '../scene/scene-layout'
import { SETTINGS } from '../vocabulary'
import { captionPlate } from './caption-plate'

const band = { minX: 36, minY: 700, maxX: 576, maxY: 756 }
const options = { outline: 4, swell: 0.005, innerLine: 0 }

describe('captionPlate', () => {
  it('letters the name on a white plate inside the band', () => {
    const plate = captionPlate('River Thames', band, options)
    expect(plate.svg).toContain('<rect')
    expect(plate.svg).toContain('fill="#fff"')
    expect(plate.box.minX).toBeGreaterThanOrEqual(band.minX)
    expect(plate.box.maxX).toBeLessThanOrEqual(band.maxX)
    expect(plate.box.minY).toBe(band.minY)
    expect(plate.box.maxY).toBe(band.maxY)
  })

  it('is a small sign for a short name', () => {
    const short = captionPlate('Skye', band, options)
    expect(short.box.maxX - short.box.minX).toBeLessThan((band.maxX - band.minX) * 0.6)
  })
})

describe('the caption band', () => {
  it('ends the scene above the band', () => {
    const printable = { minX: 36, minY: 36, maxX: 576, maxY: 756 }
    const frame = frameScene(printable, SETTINGS.sea, null, true, 'River Thames')
    expect(frame.captionBox?.maxY).toBe(printable.maxY)
    expect(frame.scene.maxY).toBeLessThan(frame.captionBox?.minY ?? 0)
    expect(frameScene(printable, SETTINGS.sea, null, true).captionBox).toBeUndefined()
  })

  it.each([
    ['easy', 'cartoon'],
    ['intricate', 'realistic'],
  ] as const)('keeps every subject clear of the plate (%s, %s)', (complexity, style) => {
    const p = makePlan({ prompt: 'a red bus on Oxford Street', complexity, style, seed: 3 })
    expect(p.caption).toBe('Oxford Street')
    const scene = composeScene(p)
    expect(scene.svg).toContain('<rect')
    // The plate is the lowest box taken on the page, at its foot; every drawing ends above it.
    const plate = scene.placed.reduce((a, b) => (b.maxY > a.maxY ? b : a))
    expect(plate.minY).toBeGreaterThan(650)
    for (const box of scene.placed.filter((b) => b !== plate))
      expect(box.maxY).toBeLessThanOrEqual(plate.minY)
  })
})
