import { describe, expect, it } from 'vitest'
import { lineStyle } from '../art/line-style'
import type { Box } from '../common'
import { makePlan } from '../plan/make-plan'
import { drawDecoration } from '../scenery/decorations'
import { composeScene } from './compose-scene'

// A counting page is drawn to be counted: every one of the counted kind in its own cell, the others after them,
// and nothing of the setting's across their legs.
const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 })
const overlap = (a: Box, b: Box) => a.minX < b.maxX && a.maxX > b.minX && a.minY < b.maxY && a.maxY > b.minY

describe('a kind counted past five among others', () => {
  it('"six ducks and a frog": seven in rows, none hiding another, the frog after the ducks', () => {
    const p = plan('six ducks and a frog')
    const boxes = composeScene(p).placed.slice(0, p.subjects.length)
    expect(boxes).toHaveLength(7)
    for (const [i, a] of boxes.entries())
      for (const b of boxes.slice(i + 1)) expect(overlap(a, b)).toBe(false)
    expect(new Set(boxes.map((b) => Math.round(b.maxY / 50))).size).toBeGreaterThan(1)
    // The frog's cell is in the last (back) row: no duck stands behind it.
    const frog = boxes[p.subjects.findIndex((s) => s.concept === 'frog')]
    const ducks = boxes.filter((_, i) => p.subjects[i].concept === 'duck')
    expect(ducks.every((d) => d.maxY >= frog.maxY - 1)).toBe(true)
  })
})

describe('the fence behind a counting grid', () => {
  const ctx = (avoid: Box[]) => ({
    scene: { minX: 0, minY: 0, maxX: 1000, maxY: 1200 },
    horizon: 600,
    groundY: 900,
    lines: lineStyle('easy', 'cartoon'),
    random: () => 0.5,
    avoid,
  })

  it('is drawn behind a subject standing in front of it', () => {
    expect(drawDecoration('*fence', ctx([{ minX: 300, minY: 400, maxX: 700, maxY: 900 }]))).not.toBe('')
  })

  it('is left out when a row of subjects stands on its line', () => {
    expect(drawDecoration('*fence', ctx([{ minX: 100, minY: 420, maxX: 250, maxY: 590 }]))).toBe('')
  })
})
