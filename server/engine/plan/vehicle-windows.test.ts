import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'
import { inTheVehicle } from './vehicle-windows'

const read = (prompt: string) => {
  const plan = makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 })
  return {
    subjects: plan.subjects.map((s) => s.concept),
    relations: plan.relations,
    leftOut: plan.leftOut,
    parts: plan.parts,
  }
}

describe('a head out of a vehicle window', () => {
  it.each([
    ['a dog with its head out of the car window', 'dog', 'car'],
    ['a dog looking out of the window of a bus', 'dog', 'bus'],
    ['a cat looking out the car window', 'cat', 'car'],
  ])('%s: the animal in the vehicle, its window drawn with it', (prompt, animal, vehicle) => {
    expect(read(prompt)).toEqual({
      subjects: [animal, vehicle],
      relations: [{ actor: 0, relation: 'in', object: 1 }],
      leftOut: [],
      parts: [`${vehicle} window`],
    })
  })

  it("leaves a window that is no vehicle's alone", () => {
    expect(inTheVehicle('a cat looking out of the window')).toBe('a cat looking out of the window')
    expect(inTheVehicle('a dog with its head out of the car window')).toBe('a dog in the car')
  })
})
