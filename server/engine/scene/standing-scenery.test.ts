import { describe, expect, it } from 'vitest'
import { makePlan } from '../plan/make-plan'
import { composeScene } from './compose-scene'
import { STANDING_BASE, standingBox } from './standing-scenery'

// Fluent's deciduous tree: its crown, and its trunk from y 22.24 to 30.02 in the icon's units.
const CROWN = 'M25.9 15.2'
const TRUNK = 'M18 22.24h-4v7.78h4z'
const TRUNK_FOOT = 30.02

/** Every Fluent deciduous tree on the page: whether its trunk is drawn, and where its foot is (page points). */
function trees(svg: string) {
  const groups = svg.matchAll(
    /<g transform="translate\(([\d.]+) ([\d.]+)\) (?:translate\([\d.]+ 0\) scale\(-1 1\) )?scale\(([\d.]+)\) translate\(-?[\d.]+ (-?[\d.]+)\)">(.*?)<\/g><\/g>/g,
  )
  return [...groups]
    .filter((g) => g[5].includes(CROWN))
    .map((g) => ({
      trunk: g[5].includes(TRUNK),
      foot: Number(g[2]) + (TRUNK_FOOT + Number(g[4])) * Number(g[3]),
    }))
}

/** The hills' two ground lines, back and front: the first two shapes on the page, each from frame to frame. */
function groundLines(svg: string): [number, number] {
  const [back, front] = [...svg.matchAll(/<path d="M-?[\d.]+ ([\d.]+)Q/g)].map((m) => Number(m[1]))
  return [back, front]
}

describe('setting trees on an easy page', () => {
  it.each(['a girl in the forest', 'a boy at night', 'a boy in the park'])(
    '"%s": the trees have trunks and stand between the two ground lines',
    (prompt) => {
      for (const seed of [1, 2, 3]) {
        const { svg } = composeScene(makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed }))
        const [back, front] = groundLines(svg)
        const drawn = trees(svg)
        expect(drawn.length, `${prompt} (seed ${seed})`).toBeGreaterThan(0)
        for (const tree of drawn) {
          expect(tree.trunk, `${prompt} (seed ${seed})`).toBe(true)
          expect(tree.foot, `${prompt} (seed ${seed})`).toBeGreaterThan(back)
          expect(tree.foot, `${prompt} (seed ${seed})`).toBeLessThan(front)
        }
      }
    },
  )

  // A seated animal fills the page's width (0143-whole-animals.md): its trees may stand small in front.
  it.each([
    'a bear in the forest',
    'a fox in the forest',
    'a wolf howling at the moon',
    'a deer in the forest',
    'a dog in the park',
    'an owl at night',
  ])('"%s": every tree has its trunk, wherever it stands', (prompt) => {
    for (const seed of [1, 2, 3]) {
      const { svg } = composeScene(makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed }))
      const [back] = groundLines(svg)
      for (const tree of trees(svg)) {
        expect(tree.trunk, `${prompt} (seed ${seed})`).toBe(true)
        expect(tree.foot, `${prompt} (seed ${seed})`).toBeGreaterThan(back)
      }
    }
  })
})

describe('standingBox', () => {
  const scene = { minX: 0, minY: 0, maxX: 500, maxY: 700 }
  const horizon = 400
  const base = horizon + 300 * STANDING_BASE

  it('stands a tree on the back of the ground against a side, beside a subject in the middle', () => {
    const subject = { minX: 150, minY: 150, maxX: 350, maxY: 550 }
    const box = standingBox(scene, horizon, 0.8, [subject], [])
    expect(box).not.toBeNull()
    expect(box?.maxY).toBeCloseTo(base)
    expect(box?.minX).toBeCloseTo(10)
    // The next one takes the other side: the first is a prop it keeps clear of.
    const other = standingBox(scene, horizon, 0.8, [subject], box ? [box] : [])
    expect(other?.maxX).toBeCloseTo(490)
  })

  it('keeps clear of a subject in the sky, such as the moon, where it would stand behind one on the ground', () => {
    const low = { minX: 0, minY: 250, maxX: 50, maxY: 550 }
    const moon = { ...low, maxY: 380 }
    const behindLow = standingBox(scene, horizon, 0.8, [low], [])
    const besideMoon = standingBox(scene, horizon, 0.8, [moon], [])
    expect(behindLow?.minX).toBeCloseTo(10)
    expect(besideMoon?.minX).not.toBeCloseTo(10)
  })

  it('finds no room when a subject covers the whole ground', () => {
    const subject = { minX: 0, minY: 100, maxX: 500, maxY: 650 }
    expect(standingBox(scene, horizon, 0.8, [subject], [])).toBeNull()
  })
})
