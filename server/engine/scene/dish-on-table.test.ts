import { describe, expect, it } from 'vitest'
import { lineStyle } from '../art/line-style'
import { PAGE_SIZES, printableArea } from '../common'
import { makePlan } from '../plan/make-plan'
import { SETTINGS } from '../vocabulary/settings'
import { composeScene } from './compose-scene'
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

describe('dishes on a table without people', () => {
  it("stands a dish on the table at a dish's size, and lays one named with the table on its top", () => {
    // "carving the turkey" draws someone carving it (plan/implied-doer.ts): the carved one is on the table alone.
    for (const prompt of ['the carved turkey', 'a Thanksgiving table with a roast turkey and pies']) {
      const p = makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 })
      const { placed } = composeScene(p)
      const table = placed[p.subjects.findIndex((s) => s.concept === 'table')]
      const dishes = placed.filter(
        (b) =>
          b !== table && b.maxY > table.minY - 2 && b.maxY < table.minY + (table.maxY - table.minY) * 0.2,
      )
      // Every dish the prompt names is on the top, none the size of the table.
      expect(dishes.length, prompt).toBe(
        p.subjects.length - 1 + p.props.filter((q) => q.place === 'beside').length,
      )
      for (const d of dishes) {
        expect(d.maxX - d.minX, prompt).toBeLessThan((table.maxX - table.minX) * 0.45)
        expect((d.minX + d.maxX) / 2).toBeGreaterThan(table.minX)
        expect((d.minX + d.maxX) / 2).toBeLessThan(table.maxX)
      }
    }
  })
})
