// A person named on or in a thing with a seat sits there, not beside it: astride a rocking horse, in a high
// chair, a tire swing, a wagon or a stroller, on a chairlift's bench; a hula hoop goes round the waist; a
// telephone pole is climbed. Each asserts the figure's box within or over the thing's box.
import { describe, expect, it } from 'vitest'
import { conceptById } from '../vocabulary'
import { type Box, laidOut, plan } from './pose-test-kit'

const overlapX = (a: Box, b: Box) => Math.min(a.maxX, b.maxX) - Math.max(a.minX, b.minX)
const centreX = (b: Box) => (b.minX + b.maxX) / 2

describe('people on or in a thing with a seat', () => {
  it('gives the things one sits on or in a seat on their concept', () => {
    for (const id of ['rocking-horse', 'high-chair', 'tire-swing', 'wagon', 'stroller', 'chairlift'])
      expect(conceptById(id).seat, id).toBeDefined()
    expect(conceptById('rocking-horse').seat?.legs).toBe('astride')
    expect(conceptById('wagon').seat?.legs).toBe('inside')
  })

  it.each([
    ['a girl on a rocking horse', 'ride', 'mount'],
    ['a boy riding a rocking horse', 'ride', 'mount'],
    ['a baby in a high chair', 'sit', 'seat'],
    ['a boy on a tire swing', 'sit', 'seat'],
    ['a girl sitting in a wagon', 'sit', 'seat'],
    ['a skier riding the chairlift', 'ride', 'seat'],
  ])('"%s" sits on it (%s)', (prompt, action, key) => {
    const p = plan(prompt)
    expect(p.refusal).toBeNull()
    expect(p.leftOut).toEqual([])
    expect(p.people?.action).toBe(action)
    const { drawn } = laidOut(p)
    const [sitter] = drawn.figures
    const thing = drawn.art[key]
    expect(thing, prompt).toBeDefined()
    // Over the thing, not beside it: most of the figure's width is within the thing's, the head above its
    // seat and the figure's middle inside its box.
    expect(overlapX(sitter.box, thing)).toBeGreaterThan((sitter.box.maxX - sitter.box.minX) * 0.6)
    expect(centreX(sitter.box)).toBeGreaterThan(thing.minX)
    expect(centreX(sitter.box)).toBeLessThan(thing.maxX)
    expect(sitter.head.y).toBeLessThan(thing.maxY)
    expect((sitter.box.minY + sitter.box.maxY) / 2).toBeGreaterThan(thing.minY)
  })

  it('draws the skier as the figure on the chairlift, not a second skier beside it', () => {
    const p = plan('a skier riding the chairlift')
    expect(p.subjects.map((s) => s.concept)).toEqual(['skier', 'chairlift'])
    expect(p.people?.people[0].subject).toBe(0)
    // The chairlift hangs clear of the ground.
    const { drawn, groundY } = laidOut(p)
    expect(drawn.art.seat.maxY).toBeLessThan(groundY - drawn.figures[0].headR)
  })

  it.each([
    ['a boy pulling his little sister in a wagon', 'wagon'],
    ['a mom pushing a baby in a stroller', 'stroller'],
  ])('"%s": the one pulled or pushed rides in the %s', (prompt, id) => {
    const p = plan(prompt)
    expect(p.people?.action).toBe('push')
    expect(p.subjects[p.people?.object ?? -1]?.concept).toBe(id)
    const { drawn } = laidOut(p)
    const [mover, rider] = drawn.figures
    const thing = drawn.art.pushed
    // The rider's head over the thing's bed, the legs hidden in it; the mover beside it, holding the handle.
    expect(rider.head.x).toBeGreaterThan(thing.minX)
    expect(rider.head.x).toBeLessThan(thing.maxX)
    expect(rider.box.maxY).toBeLessThan(thing.maxY)
    expect(rider.head.y).toBeLessThan(thing.minY + (thing.maxY - thing.minY) * 0.6)
    expect(centreX(mover.box)).toBeLessThan(thing.minX)
  })

  it('spins a hula hoop round the waist, not beside her', () => {
    const p = plan('a girl spinning a hula hoop')
    const { drawn, placed } = laidOut(p)
    const [girl] = drawn.figures
    // No drawing of a hoop stands beside her: the group is as wide as the ring round her.
    expect(drawn.art).not.toHaveProperty('extra1')
    const group = placed[0].box
    expect(group.maxX - group.minX).toBeLessThan((girl.box.maxX - girl.box.minX) * 1.6)
    // Her arms are raised clear of it.
    for (const hand of [girl.handL, girl.handR]) expect(hand.y).toBeLessThan(girl.head.y)
    expect(placed[0].svg.match(/A[\d.]+ [\d.]+ 0 0 [01]/g)?.length).toBe(4)
  })

  it('climbs a telephone pole up its shaft, off the ground, in front of it', () => {
    const p = plan('an electrician climbing a telephone pole')
    expect(p.people?.action).toBe('climb')
    const { drawn, groundY } = laidOut(p)
    const [man] = drawn.figures
    const pole = drawn.art.pole
    expect(pole).toBeDefined()
    expect(centreX(man.box)).toBeGreaterThan(pole.minX + (pole.maxX - pole.minX) * 0.35)
    expect(centreX(man.box)).toBeLessThan(pole.maxX - (pole.maxX - pole.minX) * 0.35)
    expect(man.box.maxY).toBeLessThan(groundY - man.headR)
  })
})
