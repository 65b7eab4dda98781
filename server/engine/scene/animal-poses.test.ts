import { describe, expect, it } from 'vitest'
import { makePlan } from '../plan/make-plan'
import { posedAspect, poseTurn } from './animal-poses'
import { composeScene } from './compose-scene'
import { relativeLayout } from './relation-layout'

describe('an animal posed as its action says', () => {
  it('hanging by its tail turns it a quarter, the tail end up', () => {
    expect(poseTurn('tail-up', { aspect: 1.4, headX: 0.2 }).angle).toBe(-90)
    expect(poseTurn('tail-up', { aspect: 1.4, headX: 0.8 }).angle).toBe(90)
    // A wide drawing turned a quarter is tall.
    expect(posedAspect(1.4, 'tail-up', 0.2)).toBeCloseTo(1 / 1.4)
  })

  it('rolling on its back and hanging head down flip it, feet up', () => {
    expect(poseTurn('on-back', { aspect: 1.2, headX: 0.2 })).toEqual({ angle: 0, flip: true })
    expect(posedAspect(1.2, 'upside-down', 0.2)).toBeCloseTo(1.2)
  })

  it('a hanging animal is below its branch, its top end at the branch', () => {
    const shape = { aspect: 0.7, headX: 0.5, mouth: null }
    const branch = { concept: { id: 'branch', label: 'branch', icon: 'x', zone: 'ground' as const }, shape }
    const rat = { concept: { id: 'rat', label: 'rat', icon: 'rat', zone: 'ground' as const }, shape }
    const { actor, object } = relativeLayout('hanging', rat, branch)
    expect(actor.minY).toBeGreaterThan(object.minY)
    expect(actor.minY).toBeLessThan(object.maxY)
    expect(actor.maxY).toBeGreaterThan(object.maxY)
  })

  it.each([
    ['a horse rolling in the dust', /matrix\(1 0 0 -1/],
    ['a possum hangin upside down by its tail', /rotate\(-90 /],
    ['a penguin diving into icy water', /rotate\((160|-55|55) /],
  ])('"%s" is drawn turned on the page', (prompt, turn) => {
    const svg = composeScene(makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 })).svg
    expect(svg).toMatch(turn)
  })

  it('a baby monkey on its mother back is drawn over her, not beside her', () => {
    const plan = makePlan({
      prompt: "a baby monkey riding on its mother's back",
      complexity: 'easy',
      style: 'cartoon',
      seed: 1,
    })
    const [mother, baby] = composeScene(plan).placed
    expect(baby.minX).toBeGreaterThan(mother.minX)
    expect(baby.maxX).toBeLessThan(mother.maxX)
    expect(baby.maxY).toBeLessThan(mother.maxY)
  })
})
