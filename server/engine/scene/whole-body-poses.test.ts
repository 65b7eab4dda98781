// Whole bodies in a pose with what they act with: a boat carried upside down over the head, two riders on one
// tandem bike, a child lying in the snow inside the angel it makes.
import { describe, expect, it } from 'vitest'
import { laidOut, plan } from './pose-test-kit'

describe('a thing carried over the head', () => {
  it('holds the canoe upturned over the head on the shore, not sitting in it on the sea', () => {
    const p = plan('a man carrying a canoe over his head')
    expect(p.people?.action).toBe('boat')
    expect(p.setting).toBe('beach')
    const { drawn } = laidOut(p)
    const [man] = drawn.figures
    const boat = drawn.art.carried
    expect(boat).toBeDefined()
    // The hull just over the head, wider than the shoulders, the hands raised up to its rim.
    expect(boat.maxY).toBeLessThan(man.head.y)
    expect(boat.maxY).toBeGreaterThan(man.head.y - man.headR * 3)
    expect(boat.minX).toBeLessThan(man.head.x - man.headR * 3)
    expect(boat.maxX).toBeGreaterThan(man.head.x + man.headR * 3)
    for (const hand of [man.handL, man.handR]) expect(hand.y).toBeLessThan(man.head.y - man.headR)
  })

  it('still sits in the boat rowing or fishing', () => {
    expect(laidOut(plan('a man in a canoe')).drawn.art.carried).toBeUndefined()
    expect(plan('a man fishing from a canoe').setting).toBe('sea')
  })
})

describe('two riders on one bike', () => {
  it('seats both of a couple on a tandem bike, one behind the other', () => {
    const { drawn } = laidOut(plan('a couple riding a tandem bike'))
    const [a, b] = drawn.figures
    const bike = drawn.art.mount
    expect(bike).toBeDefined()
    for (const rider of [a, b]) {
      expect(rider.head.x).toBeGreaterThan(bike.minX)
      expect(rider.head.x).toBeLessThan(bike.maxX)
      // Seated: the feet down by the pedals, above the ground under the wheels.
      expect(rider.box.maxY).toBeLessThan(bike.maxY)
    }
    expect(Math.abs(a.head.x - b.head.x)).toBeGreaterThan(a.headR * 1.5)
  })

  it('keeps a friend beside a plain bike', () => {
    const { drawn } = laidOut(plan('a boy and his dad riding a bike'))
    const bike = drawn.art.mount
    const outside = drawn.figures.filter((f) => f.head.x > bike.maxX || f.head.x < bike.minX)
    expect(outside.length).toBeGreaterThan(0)
  })
})

describe('lying in the snow making a snow angel', () => {
  it.each(['a kid making a snow angel', 'kids making snow angels', 'a girl making a snow angel in the yard'])(
    '"%s" is the pose, with nothing said left out',
    (prompt) => {
      const p = plan(prompt)
      expect(p.people?.action).toBe('snow-angel')
      expect(p.leftOut).toEqual([])
      expect(p.subjects.map((s) => s.concept)).not.toContain('baby-angel')
    },
  )

  it('lies with arms swept up and legs apart, inside the angel pressed round it', () => {
    const p = plan('a kid making a snow angel')
    expect(p.setting).toBe('snow')
    const { drawn } = laidOut(p)
    const [kid] = drawn.figures
    const angel = drawn.art['snow angel']
    expect(angel).toBeDefined()
    for (const hand of [kid.handL, kid.handR]) expect(hand.y).toBeLessThan(kid.head.y + kid.headR)
    expect(Math.abs(kid.handL.x - kid.handR.x)).toBeGreaterThan(kid.headR * 5)
    expect(angel.minX).toBeLessThan(Math.min(kid.handL.x, kid.handR.x))
    expect(angel.maxX).toBeGreaterThan(Math.max(kid.handL.x, kid.handR.x))
    expect(angel.minY).toBeLessThan(kid.head.y - kid.headR)
    expect(angel.maxY).toBeGreaterThan(kid.box.maxY)
  })
})

describe('drawing a picture at the desk', () => {
  it('draws the picture begun on the paper under the crayon, never a camera', () => {
    const p = plan('a kid drawing a picture')
    expect(p.people?.action).toBe('color')
    expect(p.leftOut).toEqual([])
    expect(p.subjects.map((s) => s.concept)).not.toContain('camera')
    const { drawn } = laidOut(p)
    const [kid] = drawn.figures
    const { picture } = drawn.art
    expect(picture).toBeDefined()
    expect(Math.min(kid.handL.y, kid.handR.y)).toBeLessThan(picture.maxY + kid.headR)
  })

  it('leaves a picture of a thing to that thing', () => {
    expect(plan('a boy drawing a picture of a cat').people?.action).not.toBe('color')
  })
})

describe('hanging by the hands', () => {
  it.each(['kids on the monkey bars', 'a girl swinging on the monkey bars', 'a boy climbing a rope'])(
    '"%s" hangs, with nothing said left out',
    (prompt) => {
      const p = plan(prompt)
      expect(p.people?.action).toBe('hang')
      expect(p.leftOut).toEqual([])
    },
  )

  it('hangs each child from the top rail of the monkey bars, the feet off the ground', () => {
    const { drawn } = laidOut(plan('kids on the monkey bars'))
    const bars = drawn.art['monkey bars']
    expect(bars).toBeDefined()
    expect(drawn.figures).toHaveLength(2)
    for (const kid of drawn.figures) {
      for (const hand of [kid.handL, kid.handR])
        expect(Math.abs(hand.y - bars.minY)).toBeLessThan(kid.headR * 1.2)
      expect(kid.head.x).toBeGreaterThan(bars.minX)
      expect(kid.head.x).toBeLessThan(bars.maxX)
      expect(kid.box.maxY).toBeLessThan(bars.maxY - kid.headR * 0.8)
    }
  })

  it('holds the rope above the head, off the ground, the rope hung from a beam over the climber', () => {
    const { drawn } = laidOut(plan('a boy climbing a rope'))
    const [boy] = drawn.figures
    const beam = drawn.art.rope
    expect(beam).toBeDefined()
    expect(beam.minY).toBeLessThan(boy.head.y - boy.headR * 3)
    expect(Math.min(boy.handL.y, boy.handR.y)).toBeLessThan(boy.head.y)
    expect(boy.box.maxY).toBeLessThan(beam.maxY - boy.headR)
  })
})

describe('hanging off the side of a building', () => {
  it('seats the window washer on a rope halfway up the face of the skyscraper, not beside it', () => {
    const p = plan('a window washer hanging off the side of a skyscraper')
    expect(p.people?.action).toBe('hang')
    const { drawn } = laidOut(p)
    const [washer] = drawn.figures
    const { building, rope } = drawn.art
    expect(building).toBeDefined()
    expect(rope).toBeDefined()
    expect(washer.head.x).toBeGreaterThan(building.minX)
    expect(washer.head.x).toBeLessThan(building.maxX)
    // Off the ground, on the rope hung from the roof.
    expect(washer.box.maxY).toBeLessThan(building.maxY - washer.headR * 4)
    expect(rope.minY).toBeLessThan(washer.head.y - washer.headR * 2)
  })
})
