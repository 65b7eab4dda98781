// The whole-body doings of plan/moves.ts laid out: each prompt's figure in the pose a child reads as the verb.
import { describe, expect, it } from 'vitest'
import { laidOut, plan } from './pose-test-kit'

const figureOf = (prompt: string) => {
  const p = plan(prompt)
  const { drawn } = laidOut(p)
  const [f] = drawn.figures
  return { p, drawn, f, w: f.box.maxX - f.box.minX, h: f.box.maxY - f.box.minY }
}

describe('moves laid out', () => {
  it('crawls on the hands and knees: wider than tall, the hands down by the ground, the ball ahead', () => {
    for (const prompt of ['a baby crawling', 'a baby crawling after a ball']) {
      const { f, w, h } = figureOf(prompt)
      expect(w).toBeGreaterThan(h * 0.9)
      expect(f.handR.y).toBeGreaterThan(f.box.maxY - f.headR * 1.4)
      expect(f.head.y).toBeGreaterThan(f.box.minY)
    }
    const { f, drawn } = figureOf('a baby crawling after a ball')
    expect(drawn.art.crawled.minX).toBeGreaterThan(f.head.x)
  })

  it('points the arm straight at the plane in the sky, a finger at its end, and down at the pumpkin chosen', () => {
    const sky = figureOf('a boy pointing at a plane in the sky')
    const plane = sky.drawn.art['pointed-at']
    const to = { x: (plane.minX + plane.maxX) / 2, y: (plane.minY + plane.maxY) / 2 }
    const hand = sky.f.handR
    expect(hand.y).toBeLessThan(sky.f.head.y)
    // The hand on the line from the shoulder to the plane: the arm aims at it.
    const shoulder = { x: sky.f.head.x + sky.f.headR * 1.2, y: sky.f.head.y + sky.f.headR * 2 }
    const aim = Math.atan2(to.y - shoulder.y, to.x - shoulder.x)
    const arm = Math.atan2(hand.y - shoulder.y, hand.x - shoulder.x)
    expect(Math.abs(aim - arm)).toBeLessThan(0.35)
    // A map is shown up on the wall beside, at the height of the head, not laid on the ground.
    const map = figureOf('a teacher pointing at a map of the world')
    const shown = map.drawn.art['pointed-at']
    expect(shown.minX).toBeGreaterThan(map.f.handR.x)
    expect(shown.maxY).toBeLessThan(map.f.box.maxY - map.f.headR * 4)
    const market = figureOf('a boy choosing a pumpkin at the market')
    expect(market.f.handR.y).toBeGreaterThan(market.f.head.y + market.f.headR * 2)
    expect(market.f.handR.x).toBeGreaterThan(market.f.head.x + market.f.headR * 2)
  })

  it('slides down a pole gripped overhead, along a banister off the floor, and feet first into the base', () => {
    const pole = figureOf('a firefighter sliding down the fire pole')
    const p = pole.drawn.art.pole
    const x = (p.minX + p.maxX) / 2
    for (const hand of [pole.f.handL, pole.f.handR]) {
      expect(Math.abs(hand.x - x)).toBeLessThan(pole.f.headR * 0.6)
      expect(hand.y).toBeLessThan(pole.f.head.y)
    }
    const rail = figureOf('a boy sliding down the banister')
    expect(rail.f.box.maxY).toBeLessThan(rail.drawn.art.banister.maxY - rail.f.headR * 2)
    const base = figureOf('a boy sliding into second base')
    expect(base.w).toBeGreaterThan(base.h)
  })

  it('spins with the arms out wide, and a hoop spun round the waist', () => {
    const { f } = figureOf('a girl twirling around')
    expect(Math.abs(f.handR.x - f.handL.x)).toBeGreaterThan(f.headR * 6)
    expect(Math.abs(f.handR.y - f.head.y)).toBeLessThan(f.headR * 3.5)
    const hoop = figureOf('a girl spinning a hula hoop')
    expect(hoop.f.handR.y).toBeLessThan(hoop.f.head.y)
  })

  it('balances on one foot on top of the log, arms out', () => {
    const { f, drawn } = figureOf('a boy balancing on a log in the woods')
    expect(f.box.maxY).toBeLessThan(drawn.art.log.minY + f.headR * 0.8)
    expect(Math.abs(f.handR.x - f.handL.x)).toBeGreaterThan(f.headR * 5)
  })

  it('bends under the limbo bar, the others waiting their turn', () => {
    const { f, drawn, p } = figureOf('kids doing the limbo at a party')
    const bar = drawn.art['limbo bar']
    expect(f.box.minY).toBeGreaterThan(bar.minY)
    expect(f.head.x).toBeGreaterThan(bar.minX)
    expect(f.head.x).toBeLessThan(bar.maxX)
    expect(p.people?.people.length).toBeGreaterThan(1)
  })

  it('hangs from the high bar of the uneven bars', () => {
    const { f, drawn } = figureOf('a gymnast swinging on the uneven bars')
    const bars = drawn.art.apparatus
    for (const hand of [f.handL, f.handR])
      expect(hand.y).toBeLessThan(bars.minY + (bars.maxY - bars.minY) * 0.15)
  })

  it('jumps in the puddle, arms up, with the splash round the feet; a somersault is drawn upside down', () => {
    const { f, drawn } = figureOf('a boy splashing in puddles in his rain boots')
    expect(drawn.art.splash).toBeDefined()
    expect(f.handR.y).toBeLessThan(f.head.y)
    const flip = figureOf('a boy doing a somersault on the gym mat')
    expect(flip.f.head.y).toBeGreaterThan(flip.f.box.minY + flip.h * 0.5)
  })

  it('hops on one foot over the hopscotch squares; the seeker covers the eyes, the other hides behind a tree', () => {
    const hop = figureOf('Children playing hopscotch on the sidewalk')
    const grid = hop.drawn.art.hopscotch
    expect(hop.f.head.x).toBeGreaterThan(grid.minX)
    expect(hop.f.head.x).toBeLessThan(grid.maxX)
    const seek = figureOf('two kids playing hide and seek')
    const [seeker, hider] = seek.drawn.figures
    for (const hand of [seeker.handL, seeker.handR]) {
      expect(Math.abs(hand.y - seeker.head.y)).toBeLessThan(seeker.headR * 1.2)
      expect(Math.abs(hand.x - seeker.head.x)).toBeLessThan(seeker.headR * 1.6)
    }
    // The hider's head at the tree's edge, the body behind it.
    const tree = seek.drawn.art['hiding tree']
    expect(Math.abs(hider.head.x - tree.maxX)).toBeLessThan(hider.headR * 2)
  })
})

describe('a rope walked', () => {
  it('stands the tightrope walker on a rope high between the two towers, not on one', () => {
    const { p, drawn, f } = figureOf('a tightrope walker with a long pole crossing between two towers')
    expect(p.people?.action).toBe('balance-on')
    const [left, right] = [drawn.art['rope-end-left'], drawn.art['rope-end-right']]
    expect(left.maxX).toBeLessThan(f.box.minX)
    expect(right.minX).toBeGreaterThan(f.box.maxX)
    // The feet high up, near the towers' tops, not on the ground.
    const towerH = left.maxY - left.minY
    expect(left.maxY - f.box.maxY).toBeGreaterThan(towerH * 0.6)
  })
})
