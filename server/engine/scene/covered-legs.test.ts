// Reading under a blanket draws the blanket over the seated reader's legs with the book held over it, not a
// folded blanket on the grass beside him (plan/action-objects.ts absorbs the blanket; covered-legs.ts draws it).
import { describe, expect, it } from 'vitest'
import { laidOut, plan } from './pose-test-kit'

describe('a reader under a blanket', () => {
  it('has the blanket over the legs, the book over the blanket, nothing of it beside', () => {
    const p = plan('a boy reading with a flashlight under his blanket')
    const blanket = p.subjects.findIndex((s) => s.concept === 'blanket')
    expect(p.people?.absorbed).toContain(blanket)
    const { drawn } = laidOut(p)
    const [reader] = drawn.figures
    const { cover, held } = drawn.art
    expect(cover).toBeDefined()
    expect(held).toBeDefined()
    // Across the figure, from below the hips to the ground under the feet, the head clear above it.
    expect(cover.minX).toBeLessThan(reader.box.minX + 1)
    expect(cover.maxX).toBeGreaterThan(reader.box.maxX - 1)
    expect(reader.head.y).toBeLessThan(cover.minY)
    // The book is held over the blanket's top.
    expect(held.minY).toBeLessThan(cover.minY)
    expect(drawn.art[`extra${blanket}`]).toBeUndefined()
  })

  it('draws no blanket over the legs of a reader who is not under one', () => {
    expect(laidOut(plan('a girl reading a book')).drawn.art.cover).toBeUndefined()
  })
})
