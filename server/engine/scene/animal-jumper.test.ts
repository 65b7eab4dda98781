import { describe, expect, it } from 'vitest'
import { placeDrawing } from '../art'
import type { Box } from '../common/geometry'
import { makePlan } from '../plan/make-plan'
import type { Complexity, Style } from '../plan/plan'
import { conceptById } from '../vocabulary'
import { composeScene } from './compose-scene'
import { wornTorso } from './worn-anchors'

const w = (b: Box) => b.maxX - b.minX
const h = (b: Box) => b.maxY - b.minY

describe('a jumper on a four-legged animal', () => {
  it.each([
    ['easy', 'cartoon'],
    ['intricate', 'realistic'],
  ] as [Complexity, Style][])(
    'wraps the body of a dog on a %s %s page, not hung from its chin like a bib',
    (complexity, style) => {
      for (const prompt of ['a dog in a sweater', 'a dog wearing a coat']) {
        const plan = makePlan({ prompt, complexity, style, seed: 1 })
        const scene = composeScene(plan)
        const [dog, garment] = scene.placed
        // Along the body (side view) or over chest and flank (three-quarter view): wider than tall, reaching
        // past the dog's middle towards its rump, below its head.
        expect(w(garment), prompt).toBeGreaterThan(h(garment))
        expect(w(garment), prompt).toBeGreaterThan(w(dog) * 0.4)
        expect(garment.maxX, prompt).toBeGreaterThan(dog.minX + w(dog) * 0.8)
        expect(garment.minY, prompt).toBeGreaterThan(dog.minY + h(dog) * 0.25)
        // Drawn in the page's own lines, no flat drawing of a jumper laid over the dog.
        expect(scene.credits.map((c) => c.drawing)).not.toContain('sweater')
      }
    },
  )
})

describe('a jumper on an animal turned the other way', () => {
  it('wraps a mirrored drawing with its collar at the head, which is now at the right', () => {
    const box = { minX: 0, minY: 0, maxX: 100, maxY: 100 }
    const left = wornTorso({ box, set: 'fluent-emoji-flat' }, 'dog')
    const right = wornTorso({ box, set: 'fluent-emoji-flat', mirrored: true }, 'dog')
    expect(left?.view).toBe('left')
    expect(right?.view).toBe('right')
    expect(right?.body.minX).toBeCloseTo(100 - (left?.body.maxX ?? 0))
    expect(right?.body.maxX).toBeCloseTo(100 - (left?.body.minX ?? 0))
    const front = wornTorso({ box, set: 'noto', mirrored: true }, 'dog')
    expect(front?.view).toBe('front')
    expect(front?.flank?.maxX).toBeLessThan(60)
  })

  it('marks a drawing placed mirrored, so what it wears mirrors with it', () => {
    const box = { minX: 0, minY: 0, maxX: 100, maxY: 100 }
    const lines = { line: 2, minDetail: 1, hatchSpacing: 4, hatchLine: 1 }
    expect(
      placeDrawing(conceptById('dog'), 'fluent-emoji-flat', box, lines, 'a', 'bottom', true).mirrored,
    ).toBe(true)
    expect(placeDrawing(conceptById('dog'), 'fluent-emoji-flat', box, lines, 'b').mirrored).toBeUndefined()
  })

  it('puts the jumper on the dog walked beside a person, not over the whole group', () => {
    const plan = makePlan({
      prompt: 'a girl walking a dog wearing a jumper',
      complexity: 'easy',
      style: 'cartoon',
      seed: 1,
    })
    const scene = composeScene(plan)
    const [group, dog, garment] = scene.placed
    // The dog's own drawing, not the group's box standing in for it.
    expect(w(dog)).toBeLessThan(w(group) * 0.6)
    expect(w(garment)).toBeLessThan(w(group) * 0.5)
    expect(garment.minX).toBeGreaterThanOrEqual(dog.minX - 1)
    expect(garment.maxX).toBeLessThanOrEqual(dog.maxX + 1)
  })
})
