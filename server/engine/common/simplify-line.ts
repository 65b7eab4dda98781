/**
 * Douglas-Peucker: marks in `keep` (by point index) the points of `from`..`to` to keep so that no dropped
 * point lies farther than `tolerance` from the simplified line; both ends are kept. The points are a flat
 * list [x0, y0, x1, y1, …]. A chord whose ends meet measures from that point. The engine's one line
 * simplification: pen strokes, traced outlines and centre lines, straight edges.
 */
export function douglasPeucker(
  xy: ArrayLike<number>,
  tolerance: number,
  from = 0,
  to = xy.length / 2 - 1,
  keep: Uint8Array = new Uint8Array(xy.length / 2),
): Uint8Array {
  keep[from] = 1
  keep[to] = 1
  const stack: [number, number][] = [[from, to]]
  while (stack.length) {
    const [a, b] = stack.pop() as [number, number]
    const ax = xy[2 * a]
    const ay = xy[2 * a + 1]
    const dx = xy[2 * b] - ax
    const dy = xy[2 * b + 1] - ay
    const len = Math.hypot(dx, dy)
    let worst = -1
    let worstD = tolerance
    for (let i = a + 1; i < b; i++) {
      const px = xy[2 * i] - ax
      const py = xy[2 * i + 1] - ay
      const d = len ? Math.abs(dy * px - dx * py) / len : Math.hypot(px, py)
      if (d > worstD) {
        worstD = d
        worst = i
      }
    }
    if (worst >= 0) {
      keep[worst] = 1
      stack.push([a, worst], [worst, b])
    }
  }
  return keep
}

/** A polyline of points simplified by Douglas-Peucker within `tolerance`, both ends kept. */
export function simplifyPoints<P extends { x: number; y: number }>(points: P[], tolerance: number): P[] {
  if (points.length < 3) return points
  const xy = new Float64Array(points.length * 2)
  points.forEach((p, i) => {
    xy[2 * i] = p.x
    xy[2 * i + 1] = p.y
  })
  const keep = douglasPeucker(xy, tolerance)
  return points.filter((_, i) => keep[i])
}
