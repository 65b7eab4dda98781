// The acts of plan/body-acts.ts laid out: a blow with the arm swung up and the thing struck before it, someone
// worked on with the worker's hand at their head, a game played seated on the floor across its board.
import { describe, expect, it } from 'vitest'
import { laidOut, plan } from './pose-test-kit'

describe('a blow struck with the arm swung up', () => {
  it.each([
    ['a judge banging her gavel', 'gavel'],
    ['a tennis player hitting the ball', 'tennis-racket'],
    ['a boy hammering a nail', 'hammer'],
  ])('"%s" raises the hand over the head with the %s in it', (prompt, tool) => {
    const p = plan(prompt)
    expect(p.people?.action).toBe('strike')
    const { drawn } = laidOut(p)
    const [striker] = drawn.figures
    const swung = drawn.art.striker
    expect(swung).toBeDefined()
    expect(p.subjects.map((s) => s.concept)).toContain(tool)
    // The striking hand up by the head (a child's big head and short arm), what it swings well over the head.
    expect(striker.handR.y).toBeLessThan(striker.head.y)
    expect(swung.minY).toBeLessThan(striker.head.y - striker.headR * 1.5)
    expect(striker.handR.x).toBeGreaterThan(swung.minX - striker.headR)
    expect(striker.handR.x).toBeLessThan(swung.maxX + striker.headR)
  })

  it('strikes the ball ahead of the racket, and swings a stick at a piñata hung at head height', () => {
    const tennis = laidOut(plan('a tennis player hitting the ball')).drawn
    expect(tennis.art.struck.minX).toBeGreaterThan(tennis.figures[0].head.x)
    const party = laidOut(plan('kids hitting a piñata at a birthday party')).drawn
    const [hitter] = party.figures
    expect(party.art.striker).toBeDefined()
    expect(party.art.struck.minX).toBeGreaterThan(hitter.box.maxX - hitter.headR)
    // Off the ground: hung on its cord.
    expect(party.art.struck.maxY).toBeLessThan(hitter.box.maxY - hitter.headR * 2)
  })

  it('leaves a blow with nothing struck or struck with, and a named thing, as it was', () => {
    expect(plan('a boy punching the air').people?.action).not.toBe('strike')
    expect(plan('a hit song on the radio').people).toBeUndefined()
  })
})

describe('someone worked on by another', () => {
  it.each([
    "a mom braiding her daughter's hair",
    "an optician testing a boy's eyes",
    'a tailor measuring a man for a new suit',
    'mom putting sunscreen on her son at the beach',
  ])('"%s": the worker faces the other, a hand on them', (prompt) => {
    const p = plan(prompt)
    expect(p.people?.action).toBe('tend')
    const { drawn } = laidOut(p)
    const [worker, other] = drawn.figures
    expect(other.head.x).toBeGreaterThan(worker.head.x)
    // The hand reaches the other: at their head's side, or on their shoulder, not at the worker's own side.
    const hand = worker.handR
    expect(Math.abs(hand.x - other.head.x)).toBeLessThan(other.headR * 2.2)
    expect(hand.y).toBeLessThan(other.box.minY + (other.box.maxY - other.box.minY) * 0.45)
  })

  it('at the head only when a part of it is named; the face stays clear', () => {
    const { drawn } = laidOut(plan("an optician testing a boy's eyes"))
    const [worker, boy] = drawn.figures
    expect(Math.abs(worker.handR.y - boy.head.y)).toBeLessThan(boy.headR * 1.2)
    expect(worker.handR.x).toBeLessThan(boy.head.x - boy.headR * 0.5)
  })

  it('does not work on someone told, given to or played with', () => {
    for (const prompt of [
      'grandma teaching her granddaughter to knit',
      'a girl whispering a secret to her best friend',
      'a boy playing chess with his grandpa',
    ])
      expect(plan(prompt).people?.action, prompt).not.toBe('tend')
  })
})

describe('a game or a toy played seated on the floor', () => {
  it.each([
    'a boy playing chess with his grandpa',
    'a boy playing with his toy train',
    'a girl playing jacks on the sidewalk',
    'a boy shooting marbles on the floor',
  ])('"%s" sits the players on the floor', (prompt) => {
    const p = plan(prompt)
    expect(p.people?.action).toBe('play-floor')
    const { drawn } = laidOut(p)
    for (const f of drawn.figures) {
      // Seated: the head lower than standing, the hands forward and down, below the shoulders.
      expect(f.handL.y).toBeGreaterThan(f.head.y + f.headR)
      expect(f.box.maxY - f.head.y).toBeLessThan(f.headR * 7)
    }
  })

  it('faces two players across a board game, the piece between their hands', () => {
    const { drawn } = laidOut(plan('a boy playing chess with his grandpa'))
    const [boy, grandpa] = drawn.figures
    const piece = drawn.art.played
    expect(piece).toBeDefined()
    expect(boy.head.x).toBeLessThan(piece.minX)
    expect(grandpa.head.x).toBeGreaterThan(piece.maxX)
  })

  it('plays with the toy named "with" them at toy size before the knees, not a real train beside', () => {
    const { drawn } = laidOut(plan('a boy playing with his toy train'))
    const [boy] = drawn.figures
    const toy = drawn.art.played
    expect(toy).toBeDefined()
    expect(toy.maxY - toy.minY).toBeLessThan(boy.headR * 3)
    expect(Object.keys(drawn.art).filter((k) => k.startsWith('extra'))).toEqual([])
  })

  it('keeps games played running or hopping standing', () => {
    expect(plan('Children playing hopscotch on the sidewalk').people?.action).not.toBe('play-floor')
    expect(plan('kids playing tag in the park').people?.action).not.toBe('play-floor')
  })
})

describe('a thing blown or spat from the mouth', () => {
  it('holds the whistle at the mouth in the hand, no bigger than the face', () => {
    const p = plan('a referee blowing a whistle')
    expect(p.people?.action).toBe('mouth')
    const { drawn } = laidOut(p)
    const [referee] = drawn.figures
    const whistle = drawn.art.held
    expect(whistle).toBeDefined()
    // Its near edge at the mouth, just below the eyes, and smaller than the head is wide.
    expect(Math.abs(whistle.minX - referee.head.x)).toBeLessThan(referee.headR)
    expect(whistle.minY).toBeLessThan(referee.head.y + referee.headR)
    expect(whistle.maxY - whistle.minY).toBeLessThan(referee.headR * 2.2)
  })

  it('leaves blowing bubbles to its own pose', () => {
    expect(plan('a boy blowing bubbles').people?.action).toBe('blow')
  })
})

describe('a doing of the face with nothing in the hands', () => {
  it.each(['a boy crying', 'a little girl weeping', 'a boy crying because his balloon flew away'])(
    '"%s" rubs an eye with a fist, the hand up at the face',
    (prompt) => {
      const p = plan(prompt)
      expect(p.people?.action).toBe('mouth')
      const [child] = laidOut(p).drawn.figures
      expect(Math.abs(child.handR.y - child.head.y)).toBeLessThan(child.headR * 0.5)
      expect(Math.abs(child.handR.x - child.head.x)).toBeLessThan(child.headR)
    },
  )

  it.each(['a boy yawning', 'a girl sneezing', 'a man coughing', 'a girl whispering a secret'])(
    '"%s" puts a hand at the mouth, below the eyes and on the face',
    (prompt) => {
      const p = plan(prompt)
      expect(p.people?.action).toBe('mouth')
      const [one] = laidOut(p).drawn.figures
      expect(one.handR.y).toBeGreaterThan(one.head.y)
      expect(one.handR.y).toBeLessThan(one.head.y + one.headR)
      expect(Math.abs(one.handR.x - one.head.x)).toBeLessThan(one.headR)
    },
  )

  it('keeps a thing named at the mouth held there, and a talk as it was', () => {
    const whistle = plan('a referee blowing a whistle')
    expect(whistle.people?.action).toBe('mouth')
    expect(whistle.people?.object).not.toBeNull()
    expect(plan('two girls talking').people?.action).not.toBe('mouth')
  })
})

describe('cooking', () => {
  it.each(['a chef cooking in the kitchen', 'mom cooking dinner', 'a man cooking on the grill'])(
    '"%s" works at the stove or the grill, a hand on it',
    (prompt) => {
      const p = plan(prompt)
      expect(p.people?.action).toBe('work')
      const concepts = p.subjects.map((s) => s.concept)
      expect(concepts.some((c) => /^(stove|grill)$/.test(c))).toBe(true)
      const { drawn } = laidOut(p)
      const [cook] = drawn.figures
      const stove = drawn.art.worked
      expect(stove).toBeDefined()
      const near = (x: number, y: number) =>
        x > stove.minX - cook.headR && x < stove.maxX + cook.headR && y > stove.minY - cook.headR
      expect(near(cook.handR.x, cook.handR.y) || near(cook.handL.x, cook.handL.y)).toBe(true)
    },
  )

  it('cooks what is named, not a stove beside it', () => {
    const soup = plan('a chef cooking soup')
    expect(soup.people?.action).toBe('work')
    expect(soup.subjects.map((s) => s.concept)).not.toContain('stove')
  })
})

describe('down low with nothing named to kneel at', () => {
  it.each(['a boy kneeling', 'a boy crouching behind home plate', 'a girl squatting'])(
    '"%s" kneels: the head well below a standing head',
    (prompt) => {
      const p = plan(prompt)
      expect(p.people?.action).toBe('ground')
      const [low] = laidOut(p).drawn.figures
      const [up] = laidOut(plan('a boy standing')).drawn.figures
      const height = (f: typeof low) => (f.box.maxY - f.head.y) / f.headR
      expect(height(low)).toBeLessThan(height(up) * 0.85)
    },
  )

  it('leaves kneeling by a bed as it was, the bed at its size', () => {
    expect(plan('a little girl kneeling by her bed').people?.action).not.toBe('ground')
  })
})

describe('blowing on a thing not held', () => {
  it('is no hand at the mouth beside the soup', () => {
    expect(plan('a boy blowing on his hot soup').people?.action).not.toBe('mouth')
  })
})
