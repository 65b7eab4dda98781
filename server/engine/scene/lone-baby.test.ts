import { describe, expect, it } from 'vitest'
import { lineStyle } from '../art/line-style'
import { PAGE_SIZES, printableArea } from '../common'
import { makePlan } from '../plan/make-plan'
import { SETTINGS } from '../vocabulary/settings'
import { placePeople } from './people-scene'
import { sceneKit } from './scene-kit'
import { frameScene } from './scene-layout'

function group(prompt: string) {
  const p = makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 })
  if (!p.people) throw new Error(`no people read in "${prompt}"`)
  const frame = frameScene(printableArea(PAGE_SIZES[p.size]), SETTINGS[p.setting], p.text, true)
  const { placed } = placePeople(p, p.people, frame, sceneKit(lineStyle('easy', 'cartoon')))
  const box = placed[p.people.people[0].subject].box
  return { box, scene: frame.scene }
}

describe('a baby alone on the page', () => {
  it("draws a crawling baby across half the page, not a speck at a grown-up's scale", () => {
    const { box, scene } = group('a baby crawling')
    expect(box.maxX - box.minX).toBeGreaterThan((scene.maxX - scene.minX) * 0.5)
  })

  it('keeps a grown-up alone no taller than before, the sky left for the sun', () => {
    const { box, scene } = group('a man reading a book')
    expect(box.maxY - box.minY).toBeLessThan((scene.maxY - scene.minY) * 0.76)
  })
})
