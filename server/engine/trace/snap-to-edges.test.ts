import { describe, expect, it } from 'vitest'
import type { CentreLines, LineRun } from './centre-lines'
import { snapToStraightEdges } from './snap-to-edges'
import type { StraightEdge } from './straight-edges'
import type { Point } from './trace-bitmap'

// A ledge along y = 100 from x = 20 to x = 380, traced with a wobble, and a window's side coming down to
// it at x = 200 from above: two runs along the ledge meet the side at one junction.
const JUNCTION = { x: 200.5, y: 103.5 }
const wobbly = (x1: number, x2: number): Point[] => {
  const points: Point[] = []
  for (let x = x1; x <= x2; x++) points.push({ x: x + 0.5, y: 100.5 + 2 * Math.sin(x / 9) })
  return points
}
const side: Point[] = []
for (let y = 20; y <= 96; y++) side.push({ x: 200.5 + Math.sin(y / 7), y: y + 0.5 })
const RUNS: LineRun[] = [
  { points: [...wobbly(20, 196), JUNCTION], closed: false },
  { points: [JUNCTION, ...wobbly(204, 380)], closed: false },
  { points: [...side, JUNCTION], closed: false },
]
const LEDGE: StraightEdge = { a: { x: 20, y: 100.5 }, b: { x: 380, y: 100.5 } }
const lines = (runs: LineRun[]): CentreLines => ({ width: 400, height: 200, runs })
const BAND = 5

describe('lines laid on straight edges', () => {
  it('draws the ledge as one straight line, with the side ending on it', () => {
    const { runs } = snapToStraightEdges(lines(RUNS), [LEDGE], BAND, 2 * BAND)
    const straight = runs.filter(
      (r) => r.points.length === 2 && Math.abs(r.points[0].x - r.points[1].x) > 300,
    )
    expect(straight).toHaveLength(1)
    for (const p of straight[0].points) expect(p.y).toBeCloseTo(100.5, 5)
    // Nothing else is left wobbling along the ledge.
    const along = runs.flatMap((r) => r.points).filter((p) => Math.abs(p.y - 100.5) > 0.01 && p.y > 97)
    expect(along).toEqual([])
    // The window's side still reaches the ledge: its end lies on the straight line.
    const ends = runs
      .filter((r) => r !== straight[0])
      .flatMap((r) => [r.points[0], r.points[r.points.length - 1]])
    const onLedge = ends.filter((p) => Math.abs(p.y - 100.5) < 1e-6 && Math.abs(p.x - 200.5) <= BAND)
    expect(onLedge.length).toBeGreaterThan(0)
    const top = runs.find((r) => r.points.some((p) => p.y < 30))
    expect(top?.points[top.points.length - 1].y).toBeCloseTo(100.5, 5)
  })

  it('leaves lines be that follow an edge along less than half of it, and the frame', () => {
    const short: StraightEdge = { a: { x: 20, y: 100.5 }, b: { x: 1000, y: 100.5 } }
    expect(snapToStraightEdges(lines(RUNS), [short], BAND, 2 * BAND).runs).toEqual(RUNS)
    const frame: LineRun = {
      points: [
        { x: 0.5, y: 0.5 },
        { x: 0.5, y: 199.5 },
      ],
      closed: false,
    }
    const border: StraightEdge = { a: { x: 1.5, y: 0 }, b: { x: 1.5, y: 200 } }
    expect(snapToStraightEdges(lines([frame]), [border], BAND, 2 * BAND).runs).toEqual([frame])
  })

  it('keeps what `fixed` holds (a pet) as traced', () => {
    const fixed = () => true
    expect(snapToStraightEdges(lines(RUNS), [LEDGE], BAND, 2 * BAND, fixed).runs).toEqual(RUNS)
  })

  it('keeps a line that runs off the picture inside its frame', () => {
    const run: LineRun = { points: wobbly(20, 380), closed: false }
    const off: StraightEdge = { a: { x: -50, y: 100.5 }, b: { x: 380, y: 100.5 } }
    const { runs } = snapToStraightEdges({ width: 370, height: 200, runs: [run] }, [off], BAND, 2 * BAND)
    for (const p of runs.flatMap((r) => r.points)) expect(p.x).toBeLessThanOrEqual(369.5)
  })
})
