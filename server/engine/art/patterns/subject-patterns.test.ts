import { describe, expect, it } from 'vitest'
import { PATTERN_KINDS, subjectPattern } from './subject-patterns'

// A 100 x 60 rectangle with a 20 x 20 hole (even-odd), in the shape's own units.
const outer = [0, 0, 100, 0, 100, 60, 0, 60]
const hole = [40, 20, 60, 20, 60, 40, 40, 40]
const points = (d: string) =>
  [...d.matchAll(/[ML](-?[\d.]+) (-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])])

describe('zentangle patterns clipped to a shape as plain lines', () => {
  it.each(PATTERN_KINDS)('%s stays inside the shape and out of its hole', (kind) => {
    const d = subjectPattern([outer, hole], kind, 8, true, 1, 20)
    expect(d.length).toBeGreaterThan(0)
    for (const [x, y] of points(d)) {
      expect(x).toBeGreaterThanOrEqual(-0.05)
      expect(x).toBeLessThanOrEqual(100.05)
      expect(y).toBeGreaterThanOrEqual(-0.05)
      expect(y).toBeLessThanOrEqual(60.05)
      expect(x > 40.05 && x < 59.95 && y > 20.05 && y < 39.95).toBe(false)
    }
  })

  it('ends stripes on the outline, so each band is a closed region', () => {
    const d = subjectPattern([outer], 'stripes', 8, false, 1, 20)
    // Stripes run across the longer side: vertical lines from the top edge to the bottom edge.
    const ends = points(d).filter(([, y]) => Math.abs(y) < 0.05 || Math.abs(y - 60) < 0.05)
    expect(ends.length).toBeGreaterThanOrEqual(2 * 11)
  })

  it('leaves a shape smaller than the minimum plain', () => {
    expect(subjectPattern([[0, 0, 15, 0, 15, 15, 0, 15]], 'checks', 8, false, 1, 20)).toBe('')
  })
})

describe('no specks where a pattern meets the outline', () => {
  // A disc 120 across: its outline meets the pattern lines at every angle.
  const disc: number[] = []
  for (let i = 0; i < 96; i++) {
    const t = (i / 96) * 2 * Math.PI
    disc.push(60 + 60 * Math.cos(t), 60 + 60 * Math.sin(t))
  }
  const pieces = (d: string) =>
    d
      .split('M')
      .filter(Boolean)
      .map((part) =>
        [...`M${part}`.matchAll(/[ML](-?[\d.]+) (-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])]),
      )

  it('every piece of line is at least one spacing long', () => {
    for (const kind of ['stripes', 'waves', 'checks', 'scales', 'rings'] as const)
      for (const piece of pieces(subjectPattern([disc], kind, 8, false, 1, 20))) {
        let length = 0
        for (let k = 1; k < piece.length; k++)
          length += Math.hypot(piece[k][0] - piece[k - 1][0], piece[k][1] - piece[k - 1][1])
        expect(length, kind).toBeGreaterThanOrEqual(8 - 0.05)
      }
  })

  it('a check line ends at a crossing, or far enough past its last one that no tiny triangle is left', () => {
    const gap = 8 * 1.25
    const reach = Math.hypot(120, 120) / 2 + 8
    let trimmed = 0
    for (const piece of pieces(subjectPattern([disc], 'checks', 8, false, 1, 20)))
      for (const [end, next] of [
        [piece[0], piece.find((q) => Math.hypot(q[0] - piece[0][0], q[1] - piece[0][1]) > 0.5)],
        [
          piece[piece.length - 1],
          [...piece]
            .reverse()
            .find(
              (q) => Math.hypot(q[0] - piece[piece.length - 1][0], q[1] - piece[piece.length - 1][1]) > 0.5,
            ),
        ],
      ]) {
        if (!end || !next) continue
        const ux = next[0] - end[0]
        const uy = next[1] - end[1]
        // The other family runs at the other diagonal; its lines lie `gap` apart in offset from -reach.
        const b = Math.sign(ux) === Math.sign(uy) ? -Math.PI / 4 : Math.PI / 4
        const offset = (x: number, y: number) => -(x - 60) * Math.sin(b) + (y - 60) * Math.cos(b) + reach
        const o = offset(end[0], end[1])
        const rate = (offset(next[0], next[1]) - o) / Math.hypot(ux, uy)
        const toNext = ((rate > 0 ? Math.ceil(o / gap) * gap : Math.floor(o / gap) * gap) - o) / rate
        if (toNext < 0.05) trimmed++
        else expect(toNext).toBeGreaterThanOrEqual(gap * 0.8 - 0.1)
      }
    expect(trimmed).toBeGreaterThan(4)
  })
})
