import { describe, expect, it } from 'vitest'
import { MARGIN_PT, PAGE_SIZES } from '../common/page-size'
import { SAMPLE_PROMPTS, VARIANTS } from '../dev/bench-prompts'
import { makePlan } from '../plan/make-plan'
import { fitInside } from './attached-props'
import { composeScene } from './compose-scene'

const page = PAGE_SIZES.letter
const printable = {
  minX: MARGIN_PT,
  minY: MARGIN_PT,
  maxX: page.widthPt - MARGIN_PT,
  maxY: page.heightPt - MARGIN_PT,
}

// One test a prompt and variant: an intricate realistic page takes up to a second, so 48 of them in one test ran
// close to its timeout on a loaded machine.
describe.each(VARIANTS)('every drawing on a $complexity $style page', (variant) => {
  it.each(SAMPLE_PROMPTS.map((p) => p.prompt))('lies inside the printable area: %s', (prompt) => {
    for (const seed of [1, 2]) {
      const { placed } = composeScene(makePlan({ prompt, ...variant, seed }))
      for (const box of placed) {
        const where = `${prompt} (seed ${seed}): ${JSON.stringify(box)}`
        expect(box.minX, where).toBeGreaterThanOrEqual(printable.minX - 0.01)
        expect(box.minY, where).toBeGreaterThanOrEqual(printable.minY - 0.01)
        expect(box.maxX, where).toBeLessThanOrEqual(printable.maxX + 0.01)
        expect(box.maxY, where).toBeLessThanOrEqual(printable.maxY + 0.01)
      }
    }
  })
})

describe('scene layout', () => {
  it('moves a box that sticks out back inside, and shrinks one that is too big', () => {
    const area = { minX: 0, minY: 0, maxX: 100, maxY: 100 }
    expect(fitInside({ minX: 80, minY: 10, maxX: 120, maxY: 30 }, area, 2)).toEqual({
      minX: 58,
      minY: 10,
      maxX: 98,
      maxY: 30,
    })
    const big = fitInside({ minX: -50, minY: 0, maxX: 150, maxY: 50 }, area, 0)
    expect(big.maxX - big.minX).toBeCloseTo(100)
    expect(big.minX).toBeCloseTo(0)
  })

  it('flies a skull-and-crossbones flag on the pirate ship but not on a plain sailboat', () => {
    const pirate = composeScene(makePlan({ prompt: 'a pirate ship', complexity: 'easy', style: 'cartoon' }))
    const sailboat = composeScene(makePlan({ prompt: 'a sailboat', complexity: 'easy', style: 'cartoon' }))
    expect(pirate.credits.map((c) => c.drawing)).toContain('pirate-flag')
    expect(sailboat.credits.map((c) => c.drawing)).not.toContain('pirate-flag')
  })
})
