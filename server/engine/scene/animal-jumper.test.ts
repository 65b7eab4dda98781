import { describe, expect, it } from 'vitest'
import type { Box } from '../common/geometry'
import { makePlan } from '../plan/make-plan'
import type { Complexity, Style } from '../plan/plan'
import { composeScene } from './compose-scene'

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
