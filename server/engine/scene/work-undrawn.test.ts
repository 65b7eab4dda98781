import { describe, expect, it } from 'vitest'
import { laidOut, plan } from './pose-test-kit'

describe('the hands at work on a thing no drawing shows', () => {
  it.each([
    'a boy folding a paper crane from a square of origami paper',
    'a girl weaving a cross out of rushes',
  ])('%s: the hands work before the chest, not standing idle', (prompt) => {
    const p = plan(prompt)
    expect(p.people?.action).toBe('work')
    const [worker] = laidOut(p).drawn.figures
    // Both hands in before the body, a head or so apart, not hanging at the sides.
    expect(Math.abs(worker.handR.x - worker.handL.x)).toBeLessThan(worker.headR * 3)
    expect(worker.handR.y).toBeLessThan(worker.head.y + worker.headR * 8)
  })
})
