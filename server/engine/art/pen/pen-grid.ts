import type { Ring } from '../../common'

/**
 * Which painted shape shows at each cell of a drawing, on a grid of about half a point: the pen drawing
 * (pen-drawing.ts) asks it where a region is visible, how far a point is from the region's edge and which
 * way that edge faces, without clip paths or polygon booleans.
 */
export type PenGrid = {
  cols: number
  rows: number
  /** Left and top of cell (0, 0) and the cell size, in the drawing's own units. */
  x0: number
  y0: number
  cell: number
  /** The shape on top at each cell (its index in paint order), -1 for paper, WALL under a drawn line. */
  label: Int16Array
}

export const WALL = -2

export function makeGrid(
  bounds: { minX: number; minY: number; maxX: number; maxY: number },
  cell: number,
): PenGrid {
  const pad = 2 * cell
  const x0 = bounds.minX - pad
  const y0 = bounds.minY - pad
  const cols = Math.ceil((bounds.maxX - bounds.minX + 2 * pad) / cell)
  const rows = Math.ceil((bounds.maxY - bounds.minY + 2 * pad) / cell)
  return { cols, rows, x0, y0, cell, label: new Int16Array(cols * rows).fill(-1) }
}

/** Paints a filled shape (its rings already in drawing units) over what is there, by its fill rule. */
export function paintRings(grid: PenGrid, rings: Ring[], evenOdd: boolean, value: number) {
  const { cols, rows, x0, y0, cell, label } = grid
  // Each edge adds its crossing to the rows whose centre line it spans: edges times rows they span,
  // rather than every row times every edge.
  const crossings: number[][] = []
  for (const r of rings) {
    const n = r.length
    for (let k = 0; k < n; k += 2) {
      const ax = r[k]
      const ay = r[k + 1]
      const bx = r[(k + 2) % n]
      const by = r[(k + 3) % n]
      if (ay === by) continue
      const lo = Math.min(ay, by)
      const hi = Math.max(ay, by)
      const first = Math.max(0, Math.ceil((lo - y0) / cell - 0.5))
      const last = Math.min(rows - 1, Math.ceil((hi - y0) / cell - 0.5) - 1)
      for (let row = first; row <= last; row++) {
        const y = y0 + (row + 0.5) * cell
        const x = ax + ((y - ay) / (by - ay)) * (bx - ax)
        const list = crossings[row] ?? []
        crossings[row] = list
        list.push(x, by > ay ? 1 : -1)
      }
    }
  }
  const order: number[] = []
  crossings.forEach((list, row) => {
    if (list.length < 4) return
    order.length = 0
    for (let k = 0; k < list.length; k += 2) order.push(k)
    order.sort((p, q) => list[p] - list[q])
    let winding = 0
    let start = 0
    for (const k of order) {
      const was = evenOdd ? winding % 2 !== 0 : winding !== 0
      winding += list[k + 1]
      const is = evenOdd ? winding % 2 !== 0 : winding !== 0
      if (!was && is) start = list[k]
      else if (was && !is) {
        const from = Math.max(0, Math.ceil((start - x0) / cell - 0.5))
        const to = Math.min(cols - 1, Math.floor((list[k] - x0) / cell - 0.5))
        for (let col = from; col <= to; col++) label[row * cols + col] = value
      }
    }
  })
}

/** Marks the cells under a drawn line (a stroke-only path) as a wall no hatching may cross. */
export function paintLine(grid: PenGrid, rings: Ring[], width: number) {
  const { cols, rows, x0, y0, cell, label } = grid
  const reach = Math.max(1, Math.ceil(width / 2 / cell))
  for (const r of rings) {
    for (let k = 0; k + 3 < r.length; k += 2) {
      const steps = Math.max(1, Math.ceil(Math.hypot(r[k + 2] - r[k], r[k + 3] - r[k + 1]) / cell))
      for (let s = 0; s <= steps; s++) {
        const cx = Math.round((r[k] + ((r[k + 2] - r[k]) * s) / steps - x0) / cell - 0.5)
        const cy = Math.round((r[k + 1] + ((r[k + 3] - r[k + 1]) * s) / steps - y0) / cell - 0.5)
        for (let dy = -reach; dy <= reach; dy++)
          for (let dx = -reach; dx <= reach; dx++) {
            const x = cx + dx
            const y = cy + dy
            if (x >= 0 && y >= 0 && x < cols && y < rows) label[y * cols + x] = WALL
          }
      }
    }
  }
}

/**
 * Euclidean distance (in cells) from every cell to the nearest cell where the label changes: inside a
 * region, how far a point is from that region's own edge (any other label is reached across it first).
 * Felzenszwalb and Huttenlocher's two-pass transform of squared distances, once for the whole drawing.
 */
export function edgeDistance(grid: PenGrid): Float32Array {
  const { cols: w, rows: h, label } = grid
  const INF = 1e12
  const d = new Float64Array(w * h)
  for (let r = 0; r < h; r++)
    for (let c = 0; c < w; c++) {
      const i = r * w + c
      const v = label[i]
      const edge =
        c === 0 ||
        r === 0 ||
        c === w - 1 ||
        r === h - 1 ||
        label[i - 1] !== v ||
        label[i + 1] !== v ||
        label[i - w] !== v ||
        label[i + w] !== v
      d[i] = edge ? 0 : INF
    }
  const size = Math.max(w, h)
  const f = new Float64Array(size)
  const out = new Float64Array(size)
  const v = new Int32Array(size)
  const z = new Float64Array(size + 1)
  const pass = (n: number) => {
    let k = 0
    v[0] = 0
    z[0] = -INF
    z[1] = INF
    for (let q = 1; q < n; q++) {
      let s = (f[q] + q * q - (f[v[k]] + v[k] * v[k])) / (2 * q - 2 * v[k])
      while (s <= z[k]) {
        k--
        s = (f[q] + q * q - (f[v[k]] + v[k] * v[k])) / (2 * q - 2 * v[k])
      }
      k++
      v[k] = q
      z[k] = s
      z[k + 1] = INF
    }
    k = 0
    for (let q = 0; q < n; q++) {
      while (z[k + 1] < q) k++
      out[q] = (q - v[k]) * (q - v[k]) + f[v[k]]
    }
  }
  for (let c = 0; c < w; c++) {
    for (let r = 0; r < h; r++) f[r] = d[r * w + c]
    pass(h)
    for (let r = 0; r < h; r++) d[r * w + c] = out[r]
  }
  const result = new Float32Array(w * h)
  for (let r = 0; r < h; r++) {
    for (let c = 0; c < w; c++) f[c] = d[r * w + c]
    pass(w)
    // Half a cell: an edge cell's centre is that far inside the region's edge.
    for (let c = 0; c < w; c++) result[r * w + c] = Math.sqrt(out[c]) + 0.5
  }
  return result
}
