// A unicorn (the art's head and neck) stands whole on four legs on scene pages; a face or portrait keeps the head.
import { describe, expect, it } from 'vitest'
import { PAGE_SIZES } from '../common/page-size'
import { makePlan } from '../plan'
import { conceptById } from '../vocabulary'
import { composeScene } from './compose-scene'
import { laidOut, plan } from './pose-test-kit'
import { standingAspect, standingBody, standingSeat, standsWhole } from './standing-animal'

const low = PAGE_SIZES.letter.heightPt * 0.55
const wide = (b: { minX: number; minY: number; maxX: number; maxY: number }) =>
  (b.maxX - b.minX) / (b.maxY - b.minY)
// Both sets' unicorn head is about as wide as tall; standing whole the animal is clearly wider than tall.
const WHOLE = 1.12

describe('the unicorn drawn whole', () => {
  it.each([
    ['a unicorn in the forest', 'easy', 'cartoon'],
    ['a unicorn', 'easy', 'cartoon'],
    ['a unicorn in the forest', 'intricate', 'realistic'],
    ['a unicorn and a rainbow', 'intricate', 'cartoon'],
  ] as const)('"%s" (%s %s) stands on four legs on the ground', (prompt, complexity, style) => {
    const scene = composeScene(makePlan({ prompt, complexity, style }))
    const unicorn = scene.placed[0]
    expect(wide(unicorn), prompt).toBeGreaterThan(WHOLE)
    expect(unicorn.maxY, prompt).toBeGreaterThan(low)
  })

  it('seats the rider on its back, the unicorn whole under her', () => {
    const { drawn } = laidOut(plan('a girl riding a unicorn'))
    const mount = drawn.art.mount
    expect(wide(mount)).toBeGreaterThan(WHOLE)
    const rider = drawn.figures.find(Boolean)
    if (!rider) throw new Error('no rider')
    // Her head above the animal's back, over its middle rather than out on its nose.
    const seat = standingSeat(1)
    expect(rider.head.y).toBeLessThan(mount.minY + (mount.maxY - mount.minY) * seat.y)
    expect(rider.head.x).toBeGreaterThan(mount.minX + (mount.maxX - mount.minX) * 0.3)
    expect(rider.head.x).toBeLessThan(mount.minX + (mount.maxX - mount.minX) * 0.75)
  })

  it.each(['a unicorn face', "a unicorn's head", 'a portrait of a unicorn'])(
    '"%s" keeps the head alone',
    (p) => {
      expect(wide(composeScene(plan(p)).placed[0]), p).toBeLessThan(WHOLE)
    },
  )

  it('stands only the unicorn, in both sets', () => {
    for (const set of ['fluent-emoji-flat', 'noto'] as const)
      expect(standsWhole(conceptById('unicorn'), 'a unicorn in a field', set), set).toBe(true)
    for (const id of ['horse', 'fox', 'giraffe', 'zebra', 'walrus'])
      expect(standsWhole(conceptById(id), `a ${id} in a field`, 'fluent-emoji-flat'), id).toBe(false)
  })

  it('joins head, barrel and legs into one animal standing on its hooves', () => {
    const b = standingBody(1)
    // The neck's foot sinks into the barrel; every leg starts inside it and ends on a hoof on the ground.
    expect(b.face.maxY).toBeGreaterThan(b.body.c.y - b.body.ry)
    expect(b.body.c.x - b.body.rx).toBeLessThan(b.face.maxX * 0.5)
    for (const [i, leg] of b.legs.entries()) {
      expect(leg[0].y).toBeGreaterThan(b.body.c.y - b.body.ry)
      expect(leg[0].y).toBeLessThan(b.body.c.y + b.body.ry)
      expect(b.hooves[i].maxY).toBeCloseTo(0, 5)
      expect(b.hooves[i].minY).toBeLessThanOrEqual(leg[1].y)
    }
    expect(standingAspect(1)).toBeGreaterThan(WHOLE)
  })
})

describe('what the standing unicorn wears', () => {
  it('puts a crown on its head, sized to the head rather than the whole animal', () => {
    const scene = composeScene(plan('a unicorn wearing a crown'))
    const [unicorn, crown] = scene.placed
    expect(crown, 'crown placed').toBeDefined()
    // On the front half, where the head is, and far narrower than the animal.
    expect(crown.maxX).toBeLessThan((unicorn.minX + unicorn.maxX) / 2)
    expect(crown.maxX - crown.minX).toBeLessThan((unicorn.maxX - unicorn.minX) * 0.25)
  })
})
