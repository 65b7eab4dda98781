import { describe, expect, it } from 'vitest'
import { MARGIN_PT, PAGE_SIZES, type PaperId } from '../common/page-size'
import { VARIANTS } from '../dev/bench-prompts'
import { makePlan } from '../plan/make-plan'
import { composeScene } from '../scene/compose-scene'
import { FIGURE_PROMPTS } from './figure-prompts'

describe('figure page layout', () => {
  it.each(FIGURE_PROMPTS)(
    '"$prompt" stays inside the printable area in every variant and size',
    ({ prompt }) => {
      for (const variant of VARIANTS)
        for (const size of ['letter', 'a4'] as PaperId[]) {
          const page = PAGE_SIZES[size]
          const plan = makePlan({ prompt, ...variant, size, seed: 3 })
          expect(plan.figure).not.toBeNull()
          const scene = composeScene(plan)
          expect(scene.svg).not.toMatch(/NaN|Infinity/)
          expect(scene.placed.length).toBeGreaterThan(0)
          for (const box of scene.placed) {
            const where = `${prompt} ${variant.complexity} ${size}: ${JSON.stringify(box)}`
            expect(box.minX, where).toBeGreaterThanOrEqual(MARGIN_PT - 0.01)
            expect(box.minY, where).toBeGreaterThanOrEqual(MARGIN_PT - 0.01)
            expect(box.maxX, where).toBeLessThanOrEqual(page.widthPt - MARGIN_PT + 0.01)
            expect(box.maxY, where).toBeLessThanOrEqual(page.heightPt - MARGIN_PT + 0.01)
          }
        }
    },
  )

  it('keeps every figure above the watermark, so its white backing never opens a region', () => {
    const page = PAGE_SIZES.letter
    for (const { prompt } of FIGURE_PROMPTS) {
      const plan = makePlan({ prompt, complexity: 'easy', style: 'cartoon', watermark: true })
      for (const box of composeScene(plan).placed)
        expect(box.maxY, prompt).toBeLessThanOrEqual(page.heightPt - MARGIN_PT - 13)
    }
  })

  it('credits the emoji drawings a composed scene uses, and none on a pure geometry page', () => {
    const easy = { complexity: 'easy', style: 'cartoon' } as const
    const basket = composeScene(makePlan({ prompt: 'a basket of fruit', ...easy }))
    expect(basket.credits.map((c) => c.drawing)).toEqual(expect.arrayContaining(['basket', 'red-apple']))
    const cycle = composeScene(makePlan({ prompt: 'butterfly life cycle', ...easy }))
    expect(cycle.credits.map((c) => c.drawing)).toEqual(expect.arrayContaining(['bug', 'butterfly']))
    expect(composeScene(makePlan({ prompt: 'a mandala', ...easy })).credits).toEqual([])
  })

  it('varies a mandala with the seed and keeps it for the same seed', () => {
    const mandala = (seed: number) =>
      composeScene(makePlan({ prompt: 'a mandala', complexity: 'intricate', style: 'cartoon', seed })).svg
    expect(mandala(4)).toBe(mandala(4))
    expect(new Set([1, 2, 3, 4].map(mandala)).size).toBeGreaterThan(1)
  })
})

describe('a mandala of wheels', () => {
  it.each(['easy', 'intricate'] as const)('rings spoked wheels drawn by geometry (%s)', (complexity) => {
    const scene = composeScene(
      makePlan({ prompt: 'a mandala of bicycle wheels', complexity, style: 'cartoon' }),
    )
    expect(scene.credits).toEqual([])
    // The centre wheel and the ring of eight or twelve, each with its spokes.
    const spokes = complexity === 'easy' ? 8 : 12
    const wheels = scene.svg
      .split('<path')
      .filter((p) => p.includes('fill="none"') && p.split('L').length === spokes + 1)
    expect(wheels).toHaveLength(1 + (complexity === 'easy' ? 8 : 12))
  })
})

describe('number pages that count', () => {
  const lastDrawn = (svg: string) => svg.split('<path').at(-2) ?? ''
  const easy = { complexity: 'easy', style: 'cartoon' } as const
  const overlap = (a: { minX: number; minY: number; maxX: number; maxY: number }, b: typeof a) =>
    a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY

  it.each([
    [11, 'socks'],
    [15, 'stars'],
    [20, 'apples'],
  ])('counts out %i %s under the numeral, none touching it nor each other', (n, things) => {
    const plan = makePlan({ prompt: `the number ${n} with ${n} ${things}`, ...easy })
    const scene = composeScene(plan)
    // The numeral and its name, then the things.
    const [numeral, word, ...drawn] = scene.placed
    expect(drawn).toHaveLength(n)
    for (const box of drawn) {
      expect(overlap(box, numeral)).toBe(false)
      expect(overlap(box, word)).toBe(false)
      // About 28 mm across at twenty: a drawing still to colour.
      expect(box.maxX - box.minX).toBeGreaterThan(60)
    }
    for (let i = 0; i < drawn.length; i++)
      for (let j = i + 1; j < drawn.length; j++) expect(overlap(drawn[i], drawn[j])).toBe(false)
  })

  it('draws the numeral alone when what it counts has no drawing', () => {
    const scene = composeScene(makePlan({ prompt: 'the number 5 with five gazebos', ...easy }))
    expect(scene.placed).toHaveLength(2)
    expect(scene.credits).toEqual([])
  })

  it.each([
    [20, 'twenty dots on a ladybird'],
    [7, 'seven spots on a ladybug'],
  ])('puts %i spots on one ladybird drawn under the numeral ("%s")', (n, things) => {
    const scene = composeScene(makePlan({ prompt: `number ${n} with ${things}`, ...easy }))
    const [numeral, word, ladybird, ...more] = scene.placed
    expect(more).toEqual([])
    expect(overlap(ladybird, numeral) || overlap(ladybird, word)).toBe(false)
    expect(scene.credits).toEqual([])
    // The spots are drawn last, each a circle of its own (the page's margin mask follows).
    expect(lastDrawn(scene.svg).match(/M/g)).toHaveLength(n)
  })

  it('counts spots on no ladybird as round dots, the thing said', () => {
    const plan = makePlan({ prompt: 'number 6 with six spots on a gazebo', ...easy })
    const scene = composeScene(plan)
    expect(scene.placed).toHaveLength(3)
    expect(lastDrawn(scene.svg).match(/M/g)).toHaveLength(6)
  })

  it.each([
    ['an alphabet page', 26],
    ['numbers 1 to 20', 20],
  ])('letters every one on "%s", none overlapping', (prompt, count) => {
    const boxes = composeScene(makePlan({ prompt, ...easy })).placed
    expect(boxes).toHaveLength(count)
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) expect(overlap(boxes[i], boxes[j])).toBe(false)
  })
})
