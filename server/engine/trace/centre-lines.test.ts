import { describe, expect, it } from 'vitest'
import {
  centreLines,
  dropSpurRuns,
  smoothRuns,
  straightenRuns,
  strictlyThin,
  strokePathData,
} from './centre-lines'

/** A picture from rows of '#' (ink) and '.' (paper). */
function picture(rows: string[]) {
  const w = rows[0].length
  const h = rows.length
  const ink = new Uint8Array(w * h)
  rows.forEach((row, y) => {
    for (let x = 0; x < w; x++) if (row[x] === '#') ink[y * w + x] = 1
  })
  return { ink, w, h }
}

/** A rasterised circle of `radius` round the middle of a `size` x `size` picture. */
function ring(size: number, radius: number): Uint8Array {
  const ink = new Uint8Array(size * size)
  const c = (size - 1) / 2
  for (let a = 0; a < 720; a++) {
    const x = Math.round(c + radius * Math.cos((a * Math.PI) / 360))
    const y = Math.round(c + radius * Math.sin((a * Math.PI) / 360))
    ink[y * size + x] = 1
  }
  return ink
}

const key = (p: { x: number; y: number }) => `${p.x.toFixed(3)},${p.y.toFixed(3)}`

describe('centre lines', () => {
  it('takes the corner pixels off a staircase without cutting it', () => {
    const { ink, w, h } = picture(['#....', '##...', '.##..', '..##.', '...##'])
    strictlyThin(ink, w, h)
    // One pixel a row is left, still joined corner to corner from top left to bottom right.
    expect([...ink].reduce((a, b) => a + b, 0)).toBe(5)
    const lines = centreLines(ink, w, h)
    expect(lines.runs).toHaveLength(1)
    expect(lines.runs[0].points).toHaveLength(5)
  })

  it('follows a T from junction to ends, every run meeting at the same junction point', () => {
    const { ink, w, h } = picture([
      '.........',
      '#########',
      '....#....',
      '....#....',
      '....#....',
      '....#....',
    ])
    const { runs } = centreLines(ink, w, h)
    expect(runs).toHaveLength(3)
    // Each run starts or ends at the junction; all three share that one point.
    const ends = runs.flatMap((r) => [key(r.points[0]), key(r.points[r.points.length - 1])])
    const counts = new Map<string, number>()
    for (const e of ends) counts.set(e, (counts.get(e) ?? 0) + 1)
    expect(Math.max(...counts.values())).toBe(3)
    // Smoothing moves the middle of each run but never its ends, so the T stays joined.
    const smooth = smoothRuns({ width: w, height: h, runs }, 2)
    expect(smooth.runs.flatMap((r) => [key(r.points[0]), key(r.points[r.points.length - 1])])).toEqual(ends)
  })

  it('keeps a ring with no junction as one closed run, and smooths its pixel steps into a curve', () => {
    const size = 41
    const ink = ring(size, 15)
    const { runs } = smoothRuns(centreLines(ink, size, size), 2)
    expect(runs).toHaveLength(1)
    expect(runs[0].closed).toBe(true)
    // Every smoothed point lies within half a pixel of the true circle (the pixels were up to 0.7 off).
    for (const p of runs[0].points)
      expect(Math.abs(Math.hypot(p.x - 20.5, p.y - 20.5) - 15)).toBeLessThan(0.5)
    const d = strokePathData({ width: size, height: size, runs }, { scale: 1, x: 0, y: 0 })
    expect(d).toMatch(/^M[\d.]+ [\d.]+(C[\d. ]+)+Z$/)
  })

  describe('short branches hanging off the lines', () => {
    // A bar 25 pixels wide with a stem hanging from its middle.
    const tee = (stem: number) =>
      picture([
        '.'.repeat(25),
        '#'.repeat(25),
        ...Array.from({ length: stem }, () => `${'.'.repeat(12)}#${'.'.repeat(12)}`),
      ])

    it('drop a short stub off a line and join the line through where it hung', () => {
      const { ink, w, h } = tee(4)
      const lines = centreLines(ink, w, h)
      expect(lines.runs).toHaveLength(3)
      const { runs } = dropSpurRuns(lines, 8)
      expect(runs).toHaveLength(1)
      // One run from one end of the bar to the other.
      const xs = [runs[0].points[0].x, runs[0].points[runs[0].points.length - 1].x].sort((a, b) => a - b)
      expect(xs).toEqual([0.5, 24.5])
      expect(runs[0].points.every((p) => Math.abs(p.y - 1.5) <= 1)).toBe(true)
    })

    it('keep a stub whose end is held by a solid spot drawn there', () => {
      const { ink, w, h } = tee(4)
      const held = dropSpurRuns(centreLines(ink, w, h), 8, (p) => p.y > 4)
      expect(held.runs).toHaveLength(3)
    })

    it('keep a long branch, and a short stroke standing alone', () => {
      const { ink, w, h } = tee(12)
      expect(dropSpurRuns(centreLines(ink, w, h), 8).runs).toHaveLength(3)
      const dash = picture(['.......', '.#####.', '.......'])
      expect(dropSpurRuns(centreLines(dash.ink, dash.w, dash.h), 8).runs).toHaveLength(1)
    })

    it('never open a ring: a stub off a ring goes and the ring is one closed run again', () => {
      const size = 41
      const ink = ring(size, 12)
      // A 5-pixel stub pointing right from the ring's rightmost pixel.
      for (let x = 33; x <= 37; x++) ink[20 * size + x] = 1
      const lines = centreLines(ink, size, size)
      expect(lines.runs.length).toBeGreaterThan(1)
      const { runs } = dropSpurRuns(lines, 8)
      expect(runs).toHaveLength(1)
      expect(runs[0].closed).toBe(true)
      expect(Math.max(...runs[0].points.map((p) => p.x))).toBeLessThan(35)
    })
  })

  it('draws a nearly straight run straight, between the same ends, and leaves curves and corners alone', () => {
    const run = (f: (x: number) => number, n = 40) => ({
      points: Array.from({ length: n + 1 }, (_, x) => ({ x, y: f(x) })),
      closed: false,
    })
    // A ledge with a wave of 1.2 px along it, an arc bulging 6 px, an L whose corner is over 4 px off the
    // chord between its ends, a wavy dash too short to count, a short arc of a small circle (a 16 px
    // chord bulging 2.4 px: within the 2.5 px, not within a twentieth of its length), a run that
    // overshoots its end and comes back, and a closed loop.
    const wavy = run((x) => 10 + 1.2 * Math.sin(x / 4), 60)
    const arc = run((x) => 10 + 6 * Math.sin((Math.PI * x) / 40))
    const corner = run((x) => (x < 35 ? 10 : 10 + (x - 35)))
    const short = run((x) => 10 + 1.5 * Math.sin(x / 2), 10)
    const smallArc = run((x) => 10 + Math.sqrt(14 ** 2 - (x - 8) ** 2) - Math.sqrt(14 ** 2 - 64), 16)
    const overshoot = {
      points: [...run(() => 10, 40).points, { x: 48, y: 10.5 }, { x: 40, y: 11 }],
      closed: false,
    }
    const loop = { points: wavy.points, closed: true }
    const all = [wavy, arc, corner, short, smallArc, overshoot, loop]
    const { runs } = straightenRuns({ width: 50, height: 30, runs: all }, 16, 2.5)
    expect(runs[0].points).toEqual([wavy.points[0], wavy.points[60]])
    for (let i = 1; i < all.length; i++) expect(runs[i]).toBe(all[i])
  })
})
