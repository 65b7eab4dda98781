// An animal on or at a person laid out (animal-on-person-items.ts): the two touch where the words say, both whole.
import { describe, expect, it } from 'vitest'
import { laidOut, near, plan } from './pose-test-kit'

const page = (prompt: string) => {
  const { drawn } = laidOut(plan(prompt))
  const [figure] = drawn.figures.filter(Boolean)
  return { figure, figures: drawn.figures.filter(Boolean), animal: drawn.art.animal }
}
const mid = (b: { minX: number; maxX: number; minY: number; maxY: number }) => ({
  x: (b.minX + b.maxX) / 2,
  y: (b.minY + b.maxY) / 2,
})

describe('an animal on or at a person laid out', () => {
  it.each(["a cat sitting on grandma's lap", "a bunny sitting in a boy's lap"])(
    '"%s": the animal on the lap below the head, both hands on it',
    (prompt) => {
      const { figure, animal } = page(prompt)
      expect(animal).toBeDefined()
      expect(near(mid(animal), figure.box, 0)).toBe(true)
      expect(animal.minY).toBeGreaterThan(figure.head.y + figure.headR)
      expect(near(figure.handL, animal, figure.headR * 0.3)).toBe(true)
      expect(near(figure.handR, animal, figure.headR * 0.3)).toBe(true)
    },
  )

  it("puts the parrot on the shoulder's top, clear of the face", () => {
    const { figure, animal } = page("a parrot on a pirate's shoulder")
    expect(animal.maxY).toBeLessThan(figure.head.y + figure.headR * 3)
    expect(animal.maxY).toBeGreaterThan(figure.head.y)
    expect(animal.minX).toBeGreaterThan(figure.head.x)
  })

  it('puts the bird on the hand held out', () => {
    const { figure, animal } = page("a bird landing on a girl's hand")
    expect(Math.abs(mid(animal).x - figure.handR.x)).toBeLessThan(animal.maxX - animal.minX)
    expect(animal.maxY).toBeLessThan(figure.handR.y + figure.headR * 0.3)
    expect(animal.maxY).toBeGreaterThan(figure.handR.y - figure.headR)
  })

  it.each(["a dog licking a boy's face", 'a horse nuzzling a girl'])(
    '"%s": the muzzle side of the animal at the cheek',
    (prompt) => {
      const { figure, animal } = page(prompt)
      expect(Math.abs(animal.minX - (figure.head.x + figure.headR * 0.75))).toBeLessThan(figure.headR * 1.5)
      expect(animal.minY).toBeLessThan(figure.head.y + figure.headR)
    },
  )

  it('rears the dog up at the side of the one it jumps on, the hand on it', () => {
    const { figure, animal } = page('a puppy jumping on a girl')
    expect(animal.minX).toBeLessThan(figure.box.maxX)
    expect(near(figure.handR, animal, figure.headR * 0.5)).toBe(true)
  })

  it('lays the kitten on the chest of the boy lying down', () => {
    const { figure, animal } = page('a kitten sleeping on a boy')
    expect(figure.box.maxX - figure.box.minX).toBeGreaterThan(figure.box.maxY - figure.box.minY)
    expect(animal.maxY).toBeLessThan(figure.box.maxY)
    expect(mid(animal).x).toBeGreaterThan(figure.box.minX)
    expect(mid(animal).x).toBeLessThan(figure.box.maxX)
  })

  it.each(['a dog pulling a kid on a sled', 'a dog pulling a boy on a skateboard'])(
    '"%s": the dog ahead, clear of the rider',
    (prompt) => {
      const { figure, animal } = page(prompt)
      expect(animal.minX > figure.box.maxX || animal.maxX < figure.box.minX).toBe(true)
    },
  )

  it("seats the child on grandpa's lap, his hands at the child's waist", () => {
    const { figures } = page("a child sitting on grandpa's lap")
    const [grandpa, child] = [...figures].sort((a, b) => a.head.y - b.head.y)
    expect(child.head.y).toBeGreaterThan(grandpa.head.y)
    expect(Math.abs(child.head.x - grandpa.head.x)).toBeLessThan(grandpa.headR)
    expect(near(grandpa.handL, child.box, grandpa.headR * 0.3)).toBe(true)
    expect(near(grandpa.handR, child.box, grandpa.headR * 0.3)).toBe(true)
  })
  it('puts the dog chasing close behind the runner', () => {
    const { figure, animal } = page('a dog chasing a boy')
    expect(animal.minX).toBeGreaterThan(figure.head.x)
    expect(animal.minX - figure.box.maxX).toBeLessThan(figure.headR * 2)
  })

  it('puts the stick fetched at the dog and the hand held out for it', () => {
    const { drawn } = laidOut(plan('a dog fetching a stick for dad'))
    const [figure] = drawn.figures.filter(Boolean)
    const stick = drawn.art.fetched
    expect(stick).toBeDefined()
    expect(near(figure.handR, stick, figure.headR * 0.6)).toBe(true)
    expect(stick.maxX).toBeGreaterThan(drawn.art.animal.minX)
  })
})
