// Two people touching laid out (contact-items.ts): each pose's hands reach the other figure, whoever is taller.
import { describe, expect, it } from 'vitest'
import { laidOut, near, plan, pocketsOf } from './pose-test-kit'

/** The figures left to right. */
const figuresOf = (prompt: string) =>
  [...laidOut(plan(prompt)).drawn.figures].sort((a, b) => a.head.x - b.head.x)
const apart = (p: { x: number; y: number }, q: { x: number; y: number }) => Math.hypot(p.x - q.x, p.y - q.y)

describe('two people touching laid out', () => {
  it.each([
    'two friends hugging',
    'a mother hugging her child',
    'a boy hugging his grandma',
    'a family hugging',
  ])(
    'hugs "%s": an arm round the next one, its hand on their far shoulder, their hand at its waist',
    (prompt) => {
      const figures = figuresOf(prompt)
      expect(figures.length).toBeGreaterThanOrEqual(2)
      for (let i = 1; i < figures.length; i++) {
        const [a, b] = [figures[i - 1], figures[i]]
        // The left one's right hand over the right one's body, at the height of its shoulders, past its middle.
        expect(near(a.handR, b.box, 0), prompt).toBe(true)
        expect(a.handR.x, prompt).toBeGreaterThan(b.head.x)
        expect(Math.abs(a.handR.y - (b.head.y + b.headR * 1.8)), prompt).toBeLessThan(b.headR * 1.2)
        // The right one's left hand on the left one's body.
        expect(near(b.handL, a.box, 0), prompt).toBe(true)
      }
    },
  )

  it.each([
    'two men shaking hands',
    'a boy shaking hands with the head teacher',
    'a man and a woman shaking hands',
  ])('clasps the near hands of "%s" between them', (prompt) => {
    const [a, b] = figuresOf(prompt)
    expect(apart(a.handR, b.handL)).toBeLessThan(a.headR * 0.6)
    // Between them, below both heads.
    expect(a.handR.x).toBeGreaterThan(a.head.x)
    expect(b.handL.x).toBeLessThan(b.head.x)
    expect(a.handR.y).toBeGreaterThan(Math.max(a.head.y, b.head.y))
  })

  it.each(['two kids giving each other a high five', 'a dad giving his son a high five'])(
    'slaps the near hands of "%s" together up high',
    (prompt) => {
      const [a, b] = figuresOf(prompt)
      expect(apart(a.handR, b.handL)).toBeLessThan(a.headR * 0.6)
      // Over the shorter one's head.
      expect(a.handR.y).toBeLessThan(Math.max(a.head.y, b.head.y))
    },
  )

  it('joins the near hands of partners dancing up high', () => {
    const [a, b] = figuresOf('a couple dancing together')
    expect(apart(a.handR, b.handL)).toBeLessThan(a.headR * 0.6)
    expect(a.handR.y).toBeLessThan(a.head.y + a.headR * 2)
  })

  it('tickles from behind, both hands at the sides of the one tickled', () => {
    // The tickler behind, its head higher.
    const [tickled, tickler] = [...figuresOf('a dad tickling his daughter')].sort(
      (a, b) => b.head.y - a.head.y,
    )
    for (const hand of [tickler.handL, tickler.handR]) expect(near(hand, tickled.box, 0)).toBe(true)
    // Either side of the one tickled, whose arms are up.
    expect(tickler.handL.x).toBeLessThan(tickled.head.x)
    expect(tickler.handR.x).toBeGreaterThan(tickled.head.x)
    expect(tickled.handL.y).toBeLessThan(tickled.head.y)
  })

  it('leans the whisperer in, the hand beside the mouth near the other one', () => {
    const [whisperer, listener] = figuresOf('a girl whispering a secret to her friend')
    expect(apart(whisperer.head, listener.head)).toBeLessThan(whisperer.headR * 4)
    expect(apart(whisperer.handR, whisperer.head)).toBeLessThan(whisperer.headR * 1.6)
  })

  it('puts the right one’s hand through the left one’s arm, walking arm in arm', () => {
    const [a, b] = figuresOf('two old ladies walking arm in arm')
    expect(near(b.handL, a.box, 0)).toBe(true)
    expect(apart(b.handL, a.handR)).toBeLessThan(a.headR * 2)
  })

  it('sits the child on the swing, the grown-up behind pushing, a hand on the rope by the child', () => {
    const figures = laidOut(plan('a mom pushing a girl on a swing')).drawn.figures
    expect(figures).toHaveLength(2)
    const [pusher, child] = [...figures].sort((a, b) => a.head.y - b.head.y)
    expect(child.headR).toBeLessThan(pusher.headR)
    expect(near(pusher.handR, child.box, child.headR * 0.5)).toBe(true)
    // No one named is left off the page: the second child stands by.
    expect(laidOut(plan('two kids on a swing')).drawn.figures).toHaveLength(2)
  })

  it('draws them as closed regions', async () => {
    for (const prompt of [
      'a mother hugging her child',
      'two men shaking hands',
      'two kids giving each other a high five',
      'a dad tickling his daughter',
    ]) {
      const { pockets, figures } = await pocketsOf(prompt)
      expect(pockets, prompt).toBeLessThanOrEqual(4 * figures + 2)
    }
  }, 90_000)
})
