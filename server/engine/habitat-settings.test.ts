import { describe, expect, it } from 'vitest'
import { reachingAcacia } from './acacia'
import { composeScene } from './compose-scene'
import { makePlan } from './make-plan'
import type { Complexity } from './plan'

const settingOf = (prompt: string, complexity: Complexity = 'intricate') =>
  makePlan({ prompt, complexity, style: 'cartoon', seed: 1 }).setting

describe('the setting follows where the subject lives', () => {
  it.each([
    ['a lion wearing a crown', 'savanna'],
    ['giraffe eating leaves', 'savanna'],
    ['a zebra', 'savanna'],
    ['an elephant', 'savanna'],
    ['a sea turtle', 'ocean'],
    ['a whale', 'ocean'],
    ['an octopus', 'ocean'],
    ['an owl', 'forest'],
    ['a fox', 'forest'],
    ['an airplane', 'sky'],
  ])('"%s" is drawn in the %s', (prompt, setting) => {
    expect(settingOf(prompt)).toBe(setting)
    expect(settingOf(prompt, 'easy')).toBe(setting)
  })

  it('a setting the prompt names still wins', () => {
    expect(settingOf('a lion in the snow')).toBe('snow')
    expect(settingOf('a sea turtle on the beach')).toBe('beach')
    expect(settingOf('an owl at night')).toBe('night')
  })

  it('puts no cactus or beach umbrella near a lion or a sea turtle', () => {
    for (const prompt of ['a lion wearing a crown', 'a sea turtle', 'giraffe eating leaves'])
      for (const complexity of ['easy', 'intricate'] as const) {
        const plan = makePlan({ prompt, complexity, style: 'cartoon', seed: 1 })
        const ids = plan.props.map((p) => p.concept)
        expect(ids).not.toContain('cactus')
        expect(ids).not.toContain('umbrella')
        const credits = composeScene(plan).credits.map((c) => c.drawing)
        expect(credits).not.toContain('cactus')
      }
  })
})

describe('leaves are eaten off a tree', () => {
  const scene = { minX: 50, minY: 50, maxX: 560, maxY: 740 }

  it('the canopy holds the leaves and the trunk stands on the ground inside the scene', () => {
    for (const facing of ['left', 'right'] as const)
      for (const food of [
        { minX: 60, minY: 120, maxX: 110, maxY: 170 },
        { minX: 300, minY: 200, maxX: 350, maxY: 250 },
      ]) {
        const tree = reachingAcacia(food, facing, scene, 600)
        const cx = (food.minX + food.maxX) / 2
        const cy = (food.minY + food.maxY) / 2
        expect(tree.box.minX).toBeLessThan(cx)
        expect(tree.box.maxX).toBeGreaterThan(cx)
        expect(tree.box.minY).toBeLessThan(cy)
        expect(tree.box.maxY).toBe(600)
        const trunkXs = [...tree.trunk.matchAll(/[MLQ](-?[\d.]+) (-?[\d.]+)/g)].map((m) => Number(m[1]))
        for (const x of trunkXs) {
          expect(x).toBeGreaterThan(scene.minX)
          expect(x).toBeLessThan(scene.maxX)
        }
      }
  })

  it('"giraffe eating leaves" draws the acacia on every variant', () => {
    for (const complexity of ['easy', 'intricate'] as const) {
      const { placed } = composeScene(
        makePlan({ prompt: 'giraffe eating leaves', complexity, style: 'cartoon', seed: 1 }),
      )
      // placed: the giraffe, the leaf, then what the page keeps clear, the tree among it.
      const leaf = placed[1]
      const tree = placed.find(
        (b, i) =>
          i !== 1 &&
          b.minX <= leaf.minX &&
          b.maxX >= leaf.maxX &&
          b.minY <= leaf.minY &&
          b.maxY >= leaf.maxY + 100,
      )
      expect(tree).toBeDefined()
    }
  })
})
