import { type Ring, ringsBox } from '../../common'

// Where a pattern meets the outline it can cut off a sliver too small to colour, which the page's speck filter
// then fills black: dozens of black wedges on a page. The shape and its pattern are drawn on a coarse grid;
// for each white cell under the speck size one pattern chunk bounding it is left out, so the sliver joins the
// cell beside it rather than turning black. Dropping lines only ever merges cells, so no smaller one appears.

// The speck filter closes 25.3 pt² at a spacing of 8 pt (0.4 spacing²); the grid is coarse, hence the margin.
const SLIVER_AREA = 0.5
// Smaller still is the grid's own pinch (where two scale arcs touch), not a sliver worth a line.
const PINCH_AREA = 0.05
const CELLS_PER_SPACING = 12
const PASSES = 4

/** Scanline fill of the shape at cell centres: 1 = inside. */
function insideGrid(
  rings: Ring[],
  evenOdd: boolean,
  x0: number,
  y0: number,
  c: number,
  nx: number,
  ny: number,
) {
  const grid = new Uint8Array(nx * ny)
  for (let j = 0; j < ny; j++) {
    const y = y0 + (j + 0.5) * c
    const xs: [number, number][] = []
    for (const r of rings)
      for (let k = 0; k < r.length; k += 2) {
        const ay = r[k + 1]
        const by = r[(k + 3) % r.length]
        if (ay <= y ? by > y : by <= y) {
          const ax = r[k]
          xs.push([ax + ((y - ay) / (by - ay)) * (r[(k + 2) % r.length] - ax), by > ay ? 1 : -1])
        }
      }
    xs.sort((a, b) => a[0] - b[0])
    let winding = 0
    for (let m = 0; m < xs.length - 1; m++) {
      winding += xs[m][1]
      if (evenOdd ? (m + 1) % 2 === 0 : winding === 0) continue
      const from = Math.max(0, Math.ceil((xs[m][0] - x0) / c - 0.5))
      const to = Math.min(nx - 1, Math.floor((xs[m + 1][0] - x0) / c - 0.5))
      for (let i = from; i <= to; i++) grid[j * nx + i] = 1
    }
  }
  return grid
}

/**
 * Which chunks of pattern line to keep (`chunks` as point lists [x0, y0, x1, y1, ...]) so that no white cell
 * inside the shape is smaller than the speck size.
 */
export function keepWithoutSlivers(
  rings: Ring[],
  evenOdd: boolean,
  chunks: number[][],
  spacing: number,
  covers: { rings: Ring[]; evenOdd: boolean }[] = [],
): boolean[] {
  const keep = chunks.map(() => true)
  if (!chunks.length) return keep
  const { minX, minY, maxX, maxY } = ringsBox(rings)
  const c = spacing / CELLS_PER_SPACING
  const x0 = minX - c
  const y0 = minY - c
  const nx = Math.ceil((maxX - minX) / c) + 3
  const ny = Math.ceil((maxY - minY) / c) + 3
  const inside = insideGrid(rings, evenOdd, x0, y0, c, nx, ny)
  // What shapes painted over this one hide is not part of it: their outlines bound its cells as its own does.
  for (const cover of covers) {
    const hidden = insideGrid(cover.rings, cover.evenOdd, x0, y0, c, nx, ny)
    for (let at = 0; at < inside.length; at++) if (hidden[at]) inside[at] = 0
  }
  // The outline's own line: inside cells beside an outside one.
  const base = new Uint8Array(inside)
  for (let j = 1; j < ny - 1; j++)
    for (let i = 1; i < nx - 1; i++) {
      const at = j * nx + i
      if (inside[at] && (!inside[at - 1] || !inside[at + 1] || !inside[at - nx] || !inside[at + nx]))
        base[at] = 0
    }
  const maxCells = (SLIVER_AREA * spacing * spacing) / (c * c)
  const minCells = (PINCH_AREA * spacing * spacing) / (c * c)
  const owner = new Int32Array(nx * ny)
  const label = new Int32Array(nx * ny)
  const stack = new Int32Array(nx * ny)
  const cells = new Int32Array(nx * ny)
  for (let pass = 0; pass < PASSES; pass++) {
    // 1 = white inside, 0 = outside or ink; owner = the chunk drawn on an ink cell.
    const white = new Uint8Array(base)
    owner.fill(-1)
    chunks.forEach((p, n) => {
      if (!keep[n]) return
      let pi = -1
      let pj = -1
      for (let k = 2; k < p.length; k += 2) {
        const steps = Math.max(1, Math.ceil((Math.hypot(p[k] - p[k - 2], p[k + 1] - p[k - 1]) * 3) / c))
        for (let s = k === 2 ? 0 : 1; s <= steps; s++) {
          const i = Math.floor((p[k - 2] + ((p[k] - p[k - 2]) * s) / steps - x0) / c)
          const j = Math.floor((p[k - 1] + ((p[k + 1] - p[k - 1]) * s) / steps - y0) / c)
          if (i < 0 || j < 0 || i >= nx || j >= ny) continue
          // A diagonal step would let white leak between the two cells: the corner cell is inked too.
          if (pi >= 0 && i !== pi && j !== pj) {
            white[pj * nx + i] = 0
            owner[pj * nx + i] = n
          }
          white[j * nx + i] = 0
          owner[j * nx + i] = n
          pi = i
          pj = j
        }
      }
    })
    label.fill(0)
    let dropped = 0
    let next = 0
    for (let start = 0; start < white.length; start++) {
      if (!white[start] || label[start]) continue
      next++
      // Flood the cell (4-connected), stopping early once it is clearly big enough.
      let size = 0
      let top = 0
      stack[top++] = start
      label[start] = next
      while (top) {
        const at = stack[--top]
        cells[size++] = at
        if (white[at - 1] && !label[at - 1]) {
          label[at - 1] = next
          stack[top++] = at - 1
        }
        if (white[at + 1] && !label[at + 1]) {
          label[at + 1] = next
          stack[top++] = at + 1
        }
        if (white[at - nx] && !label[at - nx]) {
          label[at - nx] = next
          stack[top++] = at - nx
        }
        if (white[at + nx] && !label[at + nx]) {
          label[at + nx] = next
          stack[top++] = at + nx
        }
      }
      if (size >= maxCells || size < minCells) continue
      // The chunk with the longest border on the sliver is the wall between it and its neighbour.
      const contact = new Map<number, number>()
      for (let m = 0; m < size; m++) {
        const at = cells[m]
        for (const nb of [
          at - 1,
          at + 1,
          at - nx,
          at + nx,
          at - nx - 1,
          at - nx + 1,
          at + nx - 1,
          at + nx + 1,
        ])
          if (owner[nb] >= 0) contact.set(owner[nb], (contact.get(owner[nb]) ?? 0) + 1)
      }
      let best = -1
      let most = 0
      for (const [n, count] of contact)
        if (count > most) {
          best = n
          most = count
        }
      if (best >= 0 && keep[best]) {
        keep[best] = false
        dropped++
      }
    }
    if (!dropped) break
  }
  return keep
}
