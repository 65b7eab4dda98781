import { describe, expect, it } from 'vitest'
import { makePlan } from '../plan/make-plan'
import { composeScene } from './compose-scene'

describe('young animals are drawn smaller beside their parent', () => {
  it.each(['a mama polar bear and her cubs', 'a cow and her calf', 'a hen and her chicks'])(
    '%s',
    (prompt) => {
      for (const complexity of ['easy', 'intricate'] as const) {
        const plan = makePlan({ prompt, complexity, style: 'cartoon', seed: 1 })
        const placed = composeScene(plan).placed.slice(0, plan.subjects.length)
        const height = (i: number) => placed[i].maxY - placed[i].minY
        const parent = plan.subjects.findIndex((s) => !s.young)
        for (const [i, s] of plan.subjects.entries()) {
          if (!s.young) continue
          expect(height(i), `${complexity} ${i}`).toBeLessThan(height(parent) * 0.75)
          // Beside her, not on top of her.
          expect(placed[i].minX, `${complexity} ${i}`).toBeGreaterThanOrEqual(placed[parent].maxX - 10)
        }
      }
    },
  )
})
