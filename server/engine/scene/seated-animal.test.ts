// Face-only animals on a scene page sit whole on the ground; a face or portrait asked for keeps the face.
import { describe, expect, it } from 'vitest'
import { PAGE_SIZES } from '../common/page-size'
import { conceptById } from '../vocabulary'
import { composeScene } from './compose-scene'
import { laidOut, plan } from './pose-test-kit'
import { seatedBody, seatsWhole } from './seated-animal'

// Below the page's middle: on the ground, not up in the sky.
const low = PAGE_SIZES.letter.heightPt * 0.55
const tall = (b: { minX: number; minY: number; maxX: number; maxY: number }) =>
  (b.maxY - b.minY) / (b.maxX - b.minX)

describe('face-only animals drawn whole', () => {
  it.each([
    ['a fox in the forest', 0],
    ['a bear in the forest', 0],
    ['a lion in the forest', 0],
    ['a hamster', 0],
  ])('"%s" draws the animal sitting on a body, on the ground', (prompt, i) => {
    const scene = composeScene(plan(prompt))
    const animal = scene.placed[i]
    // The face alone is about as wide as tall; sitting whole it is clearly taller.
    expect(tall(animal), prompt).toBeGreaterThan(1.15)
    expect(animal.maxY, prompt).toBeGreaterThan(low)
  })

  it.each(['a girl hugging a koala', 'a boy and his hamster'])(
    '"%s" draws the animal whole beside the person',
    (prompt) => {
      const { drawn } = laidOut(plan(prompt))
      const animals = Object.values(drawn.art)
      expect(animals.length, prompt).toBeGreaterThan(0)
      for (const box of animals) expect(tall(box), prompt).toBeGreaterThan(1.15)
    },
  )

  it('sits the howling wolf on the ground under the moon, not in the sky', () => {
    const scene = composeScene(plan('a wolf howling at the moon'))
    const [wolf, moon] = scene.placed
    expect(tall(wolf)).toBeGreaterThan(1.15)
    expect(wolf.maxY).toBeGreaterThan(low)
    expect(wolf.minY).toBeGreaterThan(moon.minY)
    // Its snout lifted toward the sky.
    expect(scene.svg).toMatch(/rotate\(-?22 /)
  })

  it.each(['a bear face', "a lion's head", 'a portrait of a fox'])('"%s" keeps the face alone', (prompt) => {
    expect(tall(composeScene(plan(prompt)).placed[0]), prompt).toBeLessThan(1.15)
  })

  it('leaves animals a seated round body would misdraw as their face', () => {
    for (const id of ['giraffe', 'zebra', 'unicorn', 'toucan', 'walrus', 'triceratops', 'robot', 'princess'])
      expect(seatsWhole(conceptById(id), `a ${id} in a field`, 'fluent-emoji-flat'), id).toBe(false)
    expect(seatsWhole(conceptById('fox'), 'a fox in a field', 'noto')).toBe(true)
    // Noto draws the raccoon whole already.
    expect(seatsWhole(conceptById('raccoon'), 'a raccoon', 'fluent-emoji-flat')).toBe(true)
    expect(seatsWhole(conceptById('raccoon'), 'a raccoon', 'noto')).toBe(false)
  })

  it('overlaps face, body and legs so the animal is one figure standing on the ground', () => {
    const b = seatedBody(1, false)
    expect(b.face.maxY).toBeGreaterThan(b.body.c.y - b.body.ry)
    expect(b.body.c.y + b.body.ry).toBeCloseTo(0, 2)
    for (const [i, leg] of b.legs.entries()) {
      expect(leg[0].y).toBeGreaterThan(b.body.c.y - b.body.ry)
      expect(b.paws[i].c.y + b.paws[i].ry).toBeCloseTo(0, 2)
    }
  })
})

describe('a sitting fox is told from a cat by its tail', () => {
  it('a fox and a wolf have a bushy tail on one side, a bear none', () => {
    const fox = seatedBody(1, true)
    expect(fox.tail?.outline.length).toBeGreaterThan(4)
    // Beside the body on the right, reaching up past the haunch, on the ground.
    const xs = fox.tail?.outline.map((q) => q.x) ?? []
    expect(Math.max(...xs)).toBeGreaterThan(fox.body.rx + 0.4)
    expect(Math.min(...(fox.tail?.outline.map((q) => q.y) ?? []))).toBeLessThan(-0.9)
    expect(fox.shift).toBeGreaterThan(0)
    expect(seatedBody(1, false).tail).toBeNull()
  })
})
