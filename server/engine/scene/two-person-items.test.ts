// One person doing for the other or playing over them, laid out (two-person-items.ts): the two touch.
import { describe, expect, it } from 'vitest'
import { laidOut, near, plan } from './pose-test-kit'

const figures = (prompt: string) => {
  const { drawn } = laidOut(plan(prompt))
  return { figures: drawn.figures.filter(Boolean), art: drawn.art }
}

describe('one person doing for the other laid out', () => {
  it('tucks the child in: lying in the bed, the grown-up standing behind, both hands on the child', () => {
    const {
      figures: [mom, son],
      art,
    } = figures('a mom tucking her son into bed')
    expect(art.bed).toBeDefined()
    expect(son.box.maxX - son.box.minX).toBeGreaterThan(son.box.maxY - son.box.minY)
    expect(near(mom.handL, son.box, mom.headR * 0.4)).toBe(true)
    expect(near(mom.handR, son.box, mom.headR * 0.4)).toBe(true)
  })

  it('puts the child on the bike and the grown-up hand at its back', () => {
    const {
      figures: [dad, son],
      art,
    } = figures('a dad helping his son ride a bike')
    expect(art.mount).toBeDefined()
    expect(son.head.y).toBeLessThan(art.mount.maxY)
    const hand =
      Math.abs(dad.handL.x - son.head.x) < Math.abs(dad.handR.x - son.head.x) ? dad.handL : dad.handR
    expect(near(hand, son.box, dad.headR * 0.4)).toBe(true)
  })

  it('vaults one child over the other, the hands on the back', () => {
    const {
      figures: [jumper, frog],
    } = figures('kids playing leapfrog')
    expect(jumper.head.y).toBeLessThan(frog.head.y)
    expect(near(jumper.handL, frog.box, jumper.headR * 0.4)).toBe(true)
    expect(near(jumper.handR, frog.box, jumper.headR * 0.4)).toBe(true)
  })

  it('holds the wheelbarrow up by the ankles', () => {
    const {
      figures: [holder, front],
    } = figures('children doing a wheelbarrow race')
    expect(front.box.maxX - front.box.minX).toBeGreaterThan(front.box.maxY - front.box.minY)
    expect(near(holder.handL, front.box, holder.headR * 0.4)).toBe(true)
    expect(near(holder.handR, front.box, holder.headR * 0.4)).toBe(true)
  })
})
