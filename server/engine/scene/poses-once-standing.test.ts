// Poses that were drawn standing: games two sides play with the same thing (scene/people-actions.ts
// `PAIRED_GAME`, scene/tug-items.ts), the mop pushed over the floor (plan/tool-actions.ts), hot dogs roasted over
// the campfire (scene/campfire-items.ts), bowling thrown underhand (scene/throw-items.ts),
// water skiing behind a boat (scene/water-ski-items.ts).
import { describe, expect, it } from 'vitest'
import { laidOut, near, plan } from './pose-test-kit'

describe('both players hold the game’s thing', () => {
  it('a pillow fight: each child swings a pillow over the head', () => {
    const { drawn } = laidOut(plan('kids having a pillow fight'))
    const [a, b] = drawn.figures
    expect(drawn.art.held).toBeDefined()
    expect(drawn.art.held2).toBeDefined()
    expect(drawn.art.held.maxY).toBeLessThan(a.head.y)
    expect(drawn.art.held2.maxY).toBeLessThan(b.head.y)
  })

  it('fencers face each other, each sword held out towards the other player', () => {
    const { drawn } = laidOut(plan('two fencers dueling in white masks'))
    const [a, b] = drawn.figures
    expect(near(a.handR, drawn.art.held, a.headR * 0.3)).toBe(true)
    expect(near(b.handL, drawn.art.held2, b.headR * 0.3)).toBe(true)
    expect(a.handR.x).toBeGreaterThan(a.head.x)
    expect(b.handL.x).toBeLessThan(b.head.x)
  })

  it('tug of war: two sides, all hands forward towards the other side', () => {
    const { drawn } = laidOut(plan('kids playing tug of war on field day'))
    const [a, b] = drawn.figures
    expect(a.handR.x).toBeGreaterThan(a.head.x)
    expect(b.handL.x).toBeLessThan(b.head.x)
    // The rope is drawn between them by code: the knot's drawing is not hugged by one child.
    expect(drawn.art.held).toBeUndefined()
  })

  it('one person with the thing still holds it alone', () => {
    const { drawn } = laidOut(plan('a girl holding a pillow'))
    expect(drawn.art.held).toBeDefined()
    expect(drawn.art.held2).toBeUndefined()
  })
})

describe('a mop is pushed over the floor', () => {
  it('is the push pose, the mop’s head on the ground before the feet', () => {
    for (const prompt of ['a boy mopping the floor', 'a man mopping the kitchen floor']) {
      const p = plan(prompt)
      expect(p.people?.action, prompt).toBe('push')
      const { drawn } = laidOut(p)
      const [worker] = drawn.figures
      expect(drawn.art.pushed, prompt).toBeDefined()
      expect(drawn.art.pushed.minX, prompt).toBeGreaterThan(worker.head.x)
    }
  })
})

describe('hot dogs roasted over a campfire', () => {
  it('are on the stick over the fire, not drawn on the logs in the fire’s place', () => {
    for (const prompt of [
      'a boy roasting hot dogs over a campfire',
      'a family cooking hot dogs over the campfire',
    ]) {
      const p = plan(prompt)
      const at = (id: string) => p.subjects.findIndex((s) => s.concept === id)
      expect(p.people?.action, prompt).toBe('roast')
      expect(p.people?.object, prompt).toBe(at('fire'))
      expect(p.people?.absorbed, prompt).toContain(at('hot-dog'))
      expect(p.leftOut, prompt).toEqual([])
      expect(laidOut(p).drawn.art.fire.minX, prompt).toBeGreaterThan(laidOut(p).drawn.figures[0].head.x)
    }
  })
})

describe('bowling is thrown underhand', () => {
  it('the hand low and forward, the ball and its pins on the ground ahead', () => {
    for (const prompt of [
      'a boy bowling',
      'a man throwing a bowling ball',
      'a girl bowling at the bowling alley',
    ]) {
      const p = plan(prompt)
      expect(p.people?.action, prompt).toBe('throw')
      const { drawn } = laidOut(p)
      const [bowler] = drawn.figures
      const ball = drawn.art.thrown
      expect(ball.minX, prompt).toBeGreaterThan(bowler.handR.x)
      // Low: the hand under the shoulders, the drawing standing on the ground, not in the air.
      expect(bowler.handR.y, prompt).toBeGreaterThan(bowler.head.y + bowler.headR * 2.5)
      expect(ball.minY, prompt).toBeGreaterThan(bowler.handR.y - bowler.headR * 2)
    }
    // A bowl is still a bowl.
    expect(plan('a girl eating a bowl of cereal').people?.action).toBe('eat')
  })
})

describe('water skiing is on the water behind a boat', () => {
  it('the water skis drawn and named, the hands forward on the tow rope, no snowy slope', () => {
    const p = plan('a man water skiing')
    expect(p.setting).toBe('sea')
    expect(p.leftOut).toEqual([])
    expect(p.subjects.map((s) => s.label)).toContain('water ski')
    const { drawn } = laidOut(p)
    const [skier] = drawn.figures
    expect(skier.handR.x).toBeGreaterThan(skier.head.x + skier.headR)
    // Snow skiing keeps its slope and poles.
    expect(plan('a girl skiing down a mountain').setting).toBe('snow')
  })
})

describe('a key is held in the hand at hand size', () => {
  it('not hugged to the chest at the size of a torso', () => {
    const { drawn } = laidOut(plan('a locksmith opening a locked front door'))
    const [smith] = drawn.figures
    expect(near(smith.handR, drawn.art.held, smith.headR * 0.3)).toBe(true)
    expect(drawn.art.held.maxY - drawn.art.held.minY).toBeLessThan(smith.headR * 4)
  })
})

describe('sitting in the armchair with the thing the activity implies', () => {
  it('grandpa doing the crossword sits in it, the newspaper over his lap', () => {
    const { drawn } = laidOut(plan('grandpa doing the crossword in his armchair'))
    const [grandpa] = drawn.figures
    expect(drawn.art.seat).toBeDefined()
    expect(drawn.art.held).toBeDefined()
    expect(near(grandpa.handR, drawn.art.held, grandpa.headR)).toBe(true)
  })
})
