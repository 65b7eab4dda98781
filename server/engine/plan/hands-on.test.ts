// A doing no table or verb class places puts the hands on the thing it is done to (hands-on.ts): pushed or pulled
// by a handle, carried, or worked in the hands or at its side; not the person standing idle beside it.
import { describe, expect, it } from 'vitest'
import { laidOut, near, plan } from '../scene/pose-test-kit'

const reading = (prompt: string) => {
  const p = plan(prompt)
  const object = p.people?.object
  return { action: p.people?.action, object: object == null ? undefined : p.subjects[object]?.concept }
}

describe('the hands on the thing a doing is done to', () => {
  it.each([
    ['a boy shaking the ketchup bottle over his chips', 'work', 'ketchup'],
    ['a boy shaking a bottle of juice', 'work', 'bottle'],
    ['a boy drying the dishes', 'work', 'dishes'],
    // Too big to hold: both hands on its near side.
    ['a man pushing a broken car', 'work', 'car'],
    // Pushed or pulled by a handle: the push layout.
    ['a boy pulling a suitcase', 'push', 'luggage'],
    ['a woman pulling a cart', 'push', 'cart'],
    ['a girl pushing her grandad in a wheelchair', 'push', 'manual-wheelchair'],
  ])('"%s" is %s with the %s', (prompt, action, object) => {
    expect(reading(prompt)).toEqual({ action, object })
  })

  it.each([
    // No doing of the hands: the eyes, waiting, a thing one rides or drives.
    'a boy waiting for the bus',
    'a girl looking at the car',
    'a woman driving a crane at the docks',
  ])('leaves "%s" off the hands', (prompt) => {
    expect(reading(prompt).action).not.toBe('work')
  })

  it('draws the hands on what they work, hold by its handle, or push', () => {
    const shaken = laidOut(plan('a boy shaking a bottle of juice')).drawn
    const [boy] = shaken.figures
    expect(near(boy.handL, shaken.art.worked, boy.headR * 0.4)).toBe(true)
    expect(near(boy.handR, shaken.art.worked, boy.headR * 0.4)).toBe(true)
    const car = laidOut(plan('a man pushing a broken car')).drawn
    const [man] = car.figures
    expect(near(man.handR, car.art.worked, man.headR * 0.5)).toBe(true)
    const pulled = laidOut(plan('a boy pulling a suitcase')).drawn
    const [puller] = pulled.figures
    const hand = puller.handR.x > puller.handL.x ? puller.handR : puller.handL
    expect(near(hand, pulled.art.pushed, puller.headR * 0.6)).toBe(true)
  })
})

describe('sat in a deckchair, a pacifier at the mouth', () => {
  it('seats whoever relaxes in a deckchair in its canvas, not on the sand beside it', () => {
    const p = plan('a grandpa relaxing in a deckchair on the beach')
    expect(p.people?.action).toBe('sit')
    const { drawn } = laidOut(p)
    const [grandpa] = drawn.figures
    const chair = drawn.art.seat
    expect(grandpa.head.x).toBeGreaterThan(chair.minX)
    expect(grandpa.head.x).toBeLessThan(chair.maxX)
    expect(grandpa.head.y).toBeLessThan(chair.maxY)
  })

  it.each(['a boy riding a zip line', 'a kid on a zip line through the trees'])(
    '"%s" rides its bar, off the ground, not standing beside it',
    (prompt) => {
      const p = plan(prompt)
      expect(['ride', 'sit']).toContain(p.people?.action)
      const { drawn } = laidOut(p)
      const [rider] = drawn.figures
      const line = Object.values(drawn.art)[0]
      expect(rider.head.x).toBeGreaterThan(line.minX)
      expect(rider.head.x).toBeLessThan(line.maxX)
      // The feet hang above the ground the zip line stands on.
      expect(rider.box.maxY).toBeLessThan(line.maxY - rider.headR * 2)
    },
  )

  it.each([
    'a baby with a pacifier',
    'a baby sucking on a pacifier',
    'a cute baby with a pacifier and a teddy bear',
  ])('"%s" has the pacifier at the mouth', (prompt) => {
    const p = plan(prompt)
    expect(reading(prompt)).toEqual({ action: 'mouth', object: 'pacifier' })
    const { drawn } = laidOut(p)
    const [baby] = drawn.figures
    const pacifier = drawn.art.held
    expect(pacifier.minY).toBeLessThan(baby.head.y + baby.headR)
    expect(pacifier.maxY - pacifier.minY).toBeLessThan(baby.headR * 2.5)
  })
})
