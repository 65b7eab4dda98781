import { describe, expect, it } from 'vitest'
import { makePlan } from '../plan/make-plan'
import { inTheMouth } from './attached-props'
import { composeScene } from './compose-scene'

const drawing = (headShare: number, height = 60) => ({
  svg: '',
  box: { minX: 0, minY: 0, maxX: 100, maxY: height },
  headTop: { x: headShare * 100, y: 0 },
  groundY: 60,
  mouth: null,
  set: 'fluent-emoji-flat' as const,
  drawing: 'dog',
})

describe('a thing an animal carries sits in its mouth', () => {
  it('at the head end of the drawing when the catalogue does not know the mouth', () => {
    const left = inTheMouth(drawing(0.25))
    expect((left.minX + left.maxX) / 2).toBeLessThan(10)
    expect((left.minY + left.maxY) / 2).toBeLessThan(30)
    const right = inTheMouth(drawing(0.8))
    expect((right.minX + right.maxX) / 2).toBeGreaterThan(90)
  })

  it('under the head top of a drawing facing the page (taller than wide), not at its edge', () => {
    const front = inTheMouth(drawing(0.3, 110))
    expect((front.minX + front.maxX) / 2).toBeCloseTo(30)
  })

  it('"a dog carrying a stick": the stick at the dog\'s head end, not by its tail', () => {
    const plan = makePlan({
      prompt: 'a dog carrying a stick',
      complexity: 'easy',
      style: 'cartoon',
      suggest: false,
    })
    const [dog, stick] = composeScene(plan).placed
    const dogW = dog.maxX - dog.minX
    expect((stick.minX + stick.maxX) / 2).toBeLessThan(dog.minX + dogW * 0.2)
    expect(stick.maxY).toBeLessThan(dog.minY + (dog.maxY - dog.minY) * 0.7)
  })
})
