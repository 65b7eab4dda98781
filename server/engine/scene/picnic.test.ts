import { describe, expect, it } from 'vitest'
import { PAGE_SIZES } from '../common/page-size'
import { svgToBitmap } from '../render/svg-to-png'
import { isWhite } from '../render/white-regions'
import { composeScene } from './compose-scene'
import { laidOut, plan } from './pose-test-kit'

describe('a family having a picnic', () => {
  const p = plan('a family having a picnic')
  const { drawn } = laidOut(p)
  const width = PAGE_SIZES[p.size].widthPt

  it('sits in two rows: the grown-ups behind, the children in front between them, each figure large', () => {
    const people = p.people?.people ?? []
    const figures = drawn.figures.map((figure, i) => ({ figure, age: people[i].age }))
    const grownUps = figures.filter((f) => f.age !== 'child').map((f) => f.figure)
    const children = figures.filter((f) => f.age === 'child').map((f) => f.figure)
    expect([grownUps.length, children.length]).toEqual([2, 2])
    const [left, right] = [...grownUps].sort((a, b) => a.head.x - b.head.x)
    for (const child of children) {
      expect(child.head.y).toBeGreaterThan(Math.max(left.head.y, right.head.y))
      expect(child.head.x).toBeGreaterThan(left.head.x)
      expect(child.head.x).toBeLessThan(right.head.x)
    }
    // In one row across the page a grown-up's head was 6 % of the page's width.
    for (const figure of grownUps) expect((figure.headR * 2) / width).toBeGreaterThan(0.08)
  })

  it('has its basket on the blanket, drawn open to colour: no black lump on the easy page', async () => {
    const basket = drawn.art.basket
    expect(basket).toBeDefined()
    const scale = 1275 / width
    const page = await svgToBitmap(composeScene(p).svg, 1275)
    // The middle of the basket's lowest band, and of its middle band, are paper white.
    const x = ((basket.minX + basket.maxX) / 2) * scale
    const h = basket.maxY - basket.minY
    for (const y of [basket.maxY - h * 0.1, basket.maxY - h * 0.28])
      expect(isWhite(page, Math.round(x), Math.round(y * scale))).toBe(true)
  })
})
