import { describe, expect, it } from 'vitest'
import { floodComponents } from '../common/flood-components'
import { pruneSpurs } from './thin-lines'

const W = 60
const H = 40

function line(ink: Uint8Array, x0: number, y0: number, x1: number, y1: number) {
  const steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0))
  for (let i = 0; i <= steps; i++) {
    const x = Math.round(x0 + ((x1 - x0) * i) / steps)
    const y = Math.round(y0 + ((y1 - y0) * i) / steps)
    ink[y * W + x] = 1
  }
}

/** A closed square ring with a 5-pixel spur and a 20-pixel branch off its sides, one pixel wide. */
function ringWithBranches() {
  const ink = new Uint8Array(W * H)
  line(ink, 10, 10, 30, 10)
  line(ink, 30, 10, 30, 30)
  line(ink, 30, 30, 10, 30)
  line(ink, 10, 30, 10, 10)
  line(ink, 20, 9, 20, 5) // spur upwards from the top side
  line(ink, 31, 20, 50, 20) // long branch to the right
  line(ink, 9, 21, 6, 24) // diagonal spur off the left side
  return ink
}

const count = (ink: Uint8Array) => ink.reduce((n, v) => n + v, 0)
const paperRegions = (ink: Uint8Array) => {
  let n = 0
  floodComponents(ink, W, H, 0, 4, () => {
    n++
  })
  return n
}

describe('pruneSpurs', () => {
  it('removes short spurs and keeps the ring and the long branch', () => {
    const ink = ringWithBranches()
    const before = count(ink)
    pruneSpurs(ink, W, H, 8, 2)
    // Both spurs are gone, to their root on the ring.
    for (let y = 5; y <= 9; y++) expect(ink[y * W + 20]).toBe(0)
    expect(ink[24 * W + 6]).toBe(0)
    expect(ink[21 * W + 9]).toBe(0)
    expect(count(ink)).toBe(before - 5 - 4)
    // The long branch and the whole ring stay: inside and outside are still two paper regions.
    for (let x = 31; x <= 50; x++) expect(ink[20 * W + x]).toBe(1)
    for (let x = 10; x <= 30; x++) expect(ink[10 * W + x]).toBe(1)
    expect(paperRegions(ink)).toBe(2)
  })

  it('goes for a spur on a spur in the second round', () => {
    const ink = new Uint8Array(W * H)
    line(ink, 5, 20, 55, 20)
    line(ink, 5, 5, 5, 35)
    line(ink, 55, 5, 55, 35) // a long line between two long uprights: two junctions
    line(ink, 30, 19, 30, 14) // a 6-pixel branch up ...
    line(ink, 31, 13, 33, 11) // ... forking into a 3-pixel twig
    line(ink, 29, 13, 27, 11) // and another
    pruneSpurs(ink, W, H, 7, 2)
    for (let y = 11; y <= 19; y++) for (let x = 26; x <= 34; x++) expect(ink[y * W + x]).toBe(0)
    // The stretch between the two junctions stays whole.
    for (let x = 5; x <= 55; x++) expect(ink[20 * W + x]).toBe(1)
  })

  it('leaves a closed loop, a short stroke on its own and a long free end alone', () => {
    const ink = new Uint8Array(W * H)
    line(ink, 10, 10, 14, 10)
    line(ink, 14, 10, 14, 14)
    line(ink, 14, 14, 10, 14)
    line(ink, 10, 14, 10, 10) // a small ring
    line(ink, 30, 5, 34, 5) // a 5-pixel stroke, no junction
    const before = ink.slice()
    pruneSpurs(ink, W, H, 8, 2)
    expect(ink).toEqual(before)
  })
})
