// Things laid flat on the ground (a rug, a mat, a blanket) are sat on, lying under the sitters, never stood up
// beside them; a drawing seen from above (a mat, a mosaic) on the ground is laid down on it.
import { describe, expect, it } from 'vitest'
import { laidOut, plan } from './pose-test-kit'

describe('sat on a thing laid flat', () => {
  it('sits the boy on the rug, the rug under him', () => {
    const p = plan('a boy sitting on a rug')
    const { drawn } = laidOut(p)
    const [boy] = drawn.figures
    const rug = drawn.art.seat
    expect(rug).toBeDefined()
    // The rug spans the sitter and its near edge is before his seat, not beside him.
    expect(rug.minX).toBeLessThan(boy.head.x)
    expect(rug.maxX).toBeGreaterThan(boy.head.x)
    expect(rug.maxY).toBeGreaterThan(boy.box.maxY - boy.headR)
  })
  it('sits a family sharing a feast on a straw mat, the mat laid down, not held out', () => {
    const p = plan('a family sharing a feast on a woven straw mat for Kwanzaa')
    expect(p.people?.action).toBe('sit')
    expect(p.subjects[p.people?.object ?? -1]?.concept).toBe('mat')
    const mat = laidOut(p).drawn.art.seat
    expect(mat.maxY - mat.minY).toBeLessThan((mat.maxX - mat.minX) * 0.45)
  })
  it('lays a mosaic down on the ground beside the one who works it', () => {
    const { drawn } = laidOut(plan('an archaeologist brushing the dirt off a Roman mosaic floor'))
    const mosaic = Object.values(drawn.art).find((b) => b.maxX - b.minX > (b.maxY - b.minY) * 2)
    expect(mosaic).toBeDefined()
  })
})
