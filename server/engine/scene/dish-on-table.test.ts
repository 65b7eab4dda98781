import { describe, expect, it } from 'vitest'
import { lineStyle } from '../art/line-style'
import { PAGE_SIZES, printableArea } from '../common'
import { makePlan } from '../plan/make-plan'
import { SETTINGS } from '../vocabulary/settings'
import { placePeople } from './people-scene'
import { sceneKit } from './scene-kit'
import { frameScene } from './scene-layout'

describe('the carved turkey on the page', () => {
  it('lies on the table grandpa carves at, not on the ground beside it', () => {
    const p = makePlan({
      prompt: 'grandpa carving the thanksgiving turkey',
      complexity: 'easy',
      style: 'cartoon',
    })
    if (!p.people) throw new Error('no people read')
    const frame = frameScene(printableArea(PAGE_SIZES[p.size]), SETTINGS[p.setting], p.text, true)
    const { drawn } = placePeople(p, p.people, frame, sceneKit(lineStyle('easy', 'cartoon')))
    const dish = p.subjects.findIndex((s) => s.label === 'turkey')
    const leg = drawn.art[`extra${dish}`]
    const table = Object.entries(drawn.art).find(([key]) => !key.startsWith('extra'))?.[1]
    if (!leg || !table) throw new Error('turkey or table not drawn')
    // Its bottom on the table's top, its middle over the board.
    expect(Math.abs(leg.maxY - table.minY)).toBeLessThan((table.maxY - table.minY) * 0.1)
    const cx = (leg.minX + leg.maxX) / 2
    expect(cx).toBeGreaterThan(table.minX)
    expect(cx).toBeLessThan(table.maxX)
  })
})
