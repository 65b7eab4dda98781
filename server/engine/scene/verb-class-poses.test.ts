// The poses of the verb classes (plan/verb-classes.ts) on the page: the thing held out between two people's hands
// or to an animal's head, kneeling at the thing on the ground, the shoe at the hands for laces.
import { describe, expect, it } from 'vitest'
import { laidOut, near, plan } from './pose-test-kit'

describe('classes of doing, on the page', () => {
  it('holds the thing out between the giver’s hand and the taker’s', () => {
    for (const prompt of [
      'a girl handing a flower to her grandma',
      'the ice cream man handing a cone to a little girl',
    ]) {
      const { drawn } = laidOut(plan(prompt))
      const [giver, taker] = drawn.figures
      const { given } = drawn.art
      expect(taker, prompt).toBeDefined()
      expect(given, prompt).toBeDefined()
      // Between them, each reaching hand at it, out from the body (not hanging at the side).
      expect(given.minX, prompt).toBeGreaterThan(giver.head.x)
      expect(given.maxX, prompt).toBeLessThan(taker.head.x)
      expect(near(giver.handR, given, giver.headR * 0.6), prompt).toBe(true)
      expect(near(taker.handL, given, taker.headR * 0.6), prompt).toBe(true)
      expect(giver.handR.y, prompt).toBeLessThan(giver.box.maxY - giver.headR * 3.5)
      expect(giver.handR.x, prompt).toBeGreaterThan(giver.head.x + giver.headR * 2)
    }
  })

  it('holds the food out at the animal’s head, kneeling to a small pet', () => {
    const { drawn } = laidOut(plan('a boy feeding a carrot to a rabbit'))
    const [boy] = drawn.figures
    const { fed, given } = drawn.art
    expect(fed && given).toBeTruthy()
    expect(near(boy.handR, given, boy.headR * 0.6)).toBe(true)
    // The carrot just before the rabbit, at its head's height, not beside the boy at his own size.
    expect(given.maxX).toBeLessThan(fed.maxX)
    expect(given.maxY).toBeGreaterThan(fed.minY)
    expect(given.maxX - given.minX).toBeLessThan(boy.headR * 4)
    // Kneeling: the head lower over the ground, in head radii, than a standing boy's.
    const standing = laidOut(plan('a boy with a carrot')).drawn.figures[0]
    const height = (f: typeof boy) => (f.box.maxY - f.head.y) / f.headR
    expect(height(boy)).toBeLessThan(height(standing) * 0.85)
    // A horse at its own size, the apple held up at its head, the farmer standing.
    const horse = laidOut(plan('a farmer offering an apple to a horse'))
    const [farmer] = horse.drawn.figures
    const { fed: h, given: apple } = horse.drawn.art
    expect(h.maxY - h.minY).toBeGreaterThan(farmer.headR * 5)
    expect(near(farmer.handR, apple, farmer.headR * 0.6)).toBe(true)
    expect(apple.maxY).toBeLessThan(h.minY + (h.maxY - h.minY) * 0.5)
    const hamster = laidOut(plan('a girl feeding her hamster'))
    const [girl] = hamster.drawn.figures
    expect(near(girl.handR, hamster.drawn.art.fed, girl.headR * 0.6)).toBe(true)
  })

  it('kneels at the thing on the ground, the hand on it; the shoe at the hands for laces', () => {
    for (const prompt of [
      'a girl planting a sunflower',
      'a boy burying a bone',
      'a boy tying his shoelaces',
    ]) {
      const { drawn, groundY } = laidOut(plan(prompt))
      const [kid] = drawn.figures
      const { worked } = drawn.art
      expect(worked, prompt).toBeDefined()
      expect(Math.abs(worked.maxY - groundY), prompt).toBeLessThan(kid.headR)
      expect(near(kid.handR, worked, kid.headR * 0.8), prompt).toBe(true)
      // The hand low, below the shoulders.
      expect(kid.handR.y, prompt).toBeGreaterThan(kid.head.y + kid.headR * 2)
    }
  })

  it('kneels two workers either side of the thing, facing it', () => {
    const { drawn } = laidOut(plan('kids planting a tree at school'))
    const [a, b] = drawn.figures
    const { worked } = drawn.art
    expect(worked && b).toBeTruthy()
    expect(a.head.x).toBeLessThan(worked.minX)
    expect(b.head.x).toBeGreaterThan(worked.maxX)
    expect(near(a.handR, worked, a.headR * 0.8)).toBe(true)
    expect(near(b.handL, worked, b.headR * 0.8)).toBe(true)
  })

  it('plays an instrument at the face: the trumpet at the lips, the violin under the chin', () => {
    for (const prompt of [
      'a boy playing the trumpet',
      'a girl playing the violin',
      'a man playing the saxophone',
    ]) {
      const { drawn } = laidOut(plan(prompt))
      const [player] = drawn.figures
      const { instrument } = drawn.art
      expect(instrument, prompt).toBeDefined()
      // The drawing reaches the mouth (just under the head's middle), and a hand is on it.
      const mouth = { x: player.head.x + player.headR * 0.3, y: player.head.y + player.headR * 0.45 }
      expect(near(mouth, instrument, player.headR * 0.3), prompt).toBe(true)
      expect(near(player.handR, instrument, player.headR * 0.6), prompt).toBe(true)
    }
  })

  it('dives flat in the air, both hands out to the ball beyond the head', () => {
    const { drawn, groundY } = laidOut(plan('a boy diving to catch a ball'))
    const [boy] = drawn.figures
    const { caught } = drawn.art
    expect(caught).toBeDefined()
    // Laid flat: much wider than tall, off the ground.
    expect(boy.box.maxX - boy.box.minX).toBeGreaterThan((boy.box.maxY - boy.box.minY) * 1.5)
    expect(boy.box.maxY).toBeLessThan(groundY)
    for (const hand of [boy.handL, boy.handR]) expect(near(hand, caught, boy.headR * 0.8)).toBe(true)
  })

  it('reads to the animal from a book held in the lap, the animal beside', () => {
    const { drawn } = laidOut(plan('a boy reading to his dog'))
    const [boy] = drawn.figures
    expect(drawn.art.held).toBeDefined()
    expect(near(boy.handR, drawn.art.held, boy.headR)).toBe(true)
  })
})
