import type { InkMap } from './ink-map'

/**
 * The closed white regions of a 1-bit page, joined through 4-connectivity only (as the coloring view's
 * region map does, src/features/coloring/regions.ts, so a corner-to-corner gap in a line never joins two
 * regions), with what a worksheet needs of each: its size, whether it reaches the paper's edge (then it is
 * not closed by lines), and its pole of inaccessibility, the pixel farthest from any ink.
 */
export type PageRegions = {
  width: number
  height: number
  /** Region of each pixel, 0 for ink; regions are 1 .. count. */
  label: Int32Array
  count: number
  area: Int32Array
  touchesEdge: Uint8Array
  /** Bounding box per region, inclusive. */
  minX: Int32Array
  minY: Int32Array
  maxX: Int32Array
  maxY: Int32Array
  /** The region's pixel farthest from ink, and that distance in pixels. */
  poleX: Int32Array
  poleY: Int32Array
  poleDistance: Float32Array
}

export function findRegions(map: InkMap, options: { poles?: boolean; of?: 0 | 1 } = {}): PageRegions {
  const { width, height, ink } = map
  // `of: 1` labels the pieces of ink instead of the paper between them.
  const target = options.of ?? 0
  // Labelled by runs, not pixels: a row of a line drawing is a few dozen runs of paper, so joining runs that
  // overlap the row above (4-connectivity) and filling each run's label is several times quicker than
  // visiting every pixel. Provisional labels are joined by union-find, then numbered in order of each
  // region's first pixel (top to bottom, left to right).
  let runStart = new Int32Array(1 << 16)
  let runEnd = new Int32Array(1 << 16)
  let runLabel = new Int32Array(1 << 16)
  const rowFirstRun = new Int32Array(height + 1)
  let runs = 0
  let parent = new Int32Array(1 << 16)
  let next = 1
  const find = (a: number) => {
    let root = a
    while (parent[root] !== root) root = parent[root]
    while (parent[a] !== root) {
      const up = parent[a]
      parent[a] = root
      a = up
    }
    return root
  }
  const other = 1 - target
  for (let y = 0; y < height; y++) {
    rowFirstRun[y] = runs
    const row = ink.subarray(y * width, (y + 1) * width)
    let above = y > 0 ? rowFirstRun[y - 1] : 0
    const aboveEnd = y > 0 ? rowFirstRun[y] : 0
    let x = row.indexOf(target)
    while (x >= 0) {
      let end = row.indexOf(other, x)
      if (end < 0) end = width
      if (runs === runStart.length) {
        runStart = grown(runStart)
        runEnd = grown(runEnd)
        runLabel = grown(runLabel)
      }
      // Runs of the row above that share a column with this one.
      while (above < aboveEnd && runEnd[above] <= x) above++
      let own = 0
      for (let k = above; k < aboveEnd && runStart[k] < end; k++) {
        const l = runLabel[k]
        if (!own) own = l
        else {
          const a = find(own)
          const b = find(l)
          if (a !== b) parent[Math.max(a, b)] = Math.min(a, b)
        }
      }
      if (!own) {
        if (next === parent.length) parent = grown(parent)
        parent[next] = next
        own = next++
      }
      runStart[runs] = x
      runEnd[runs] = end
      runLabel[runs] = own
      runs++
      x = end < width ? row.indexOf(target, end) : -1
    }
  }
  rowFirstRun[height] = runs
  const final = new Int32Array(next)
  let count = 0
  for (let i = 1; i < next; i++) {
    const root = find(i)
    if (!final[root]) final[root] = ++count
    final[i] = final[root]
  }
  const label = new Int32Array(width * height)
  const area = new Int32Array(count + 1)
  const touchesEdge = new Uint8Array(count + 1)
  const minX = new Int32Array(count + 1).fill(width)
  const minY = new Int32Array(count + 1).fill(height)
  const maxX = new Int32Array(count + 1)
  const maxY = new Int32Array(count + 1)
  const poleX = new Int32Array(count + 1)
  const poleY = new Int32Array(count + 1)
  const poleDistance = new Float32Array(count + 1)
  // The poles need a distance transform, the costliest step: skipped when only the regions are wanted.
  const distance = options.poles === false ? null : distanceToInk(map)
  for (let y = 0; y < height; y++) {
    const row = y * width
    const edgeRow = y === 0 || y === height - 1
    for (let k = rowFirstRun[y]; k < rowFirstRun[y + 1]; k++) {
      const r = final[runLabel[k]]
      const x0 = runStart[k]
      const x1 = runEnd[k]
      label.fill(r, row + x0, row + x1)
      area[r] += x1 - x0
      if (x0 < minX[r]) minX[r] = x0
      if (x1 - 1 > maxX[r]) maxX[r] = x1 - 1
      if (y < minY[r]) minY[r] = y
      maxY[r] = y
      if (edgeRow || x0 === 0 || x1 === width) touchesEdge[r] = 1
      if (!distance) continue
      for (let p = row + x0; p < row + x1; p++) {
        if (distance[p] > poleDistance[r]) {
          poleDistance[r] = distance[p]
          poleX[r] = p - row
          poleY[r] = y
        }
      }
    }
  }
  return {
    width,
    height,
    label,
    count,
    area,
    touchesEdge,
    minX,
    minY,
    maxX,
    maxY,
    poleX,
    poleY,
    poleDistance,
  }
}

function grown(a: Int32Array): Int32Array<ArrayBuffer> {
  const bigger = new Int32Array(a.length * 2)
  bigger.set(a)
  return bigger
}

/**
 * Distance in pixels from each pixel to the nearest ink, by a 3-4 chamfer (within 8 % of the true
 * distance, and quick: two sweeps in memory order). Callers that must not touch a line check the exact
 * pixels of what they place; this only says where to look.
 */
export function distanceToInk(map: InkMap): Float32Array {
  const { width, height, ink } = map
  // 16 bits hold any distance on a page (3 units a pixel, under 20,000 pixels): half the memory traffic of 32.
  const d = new Uint16Array(width * height)
  const FAR = 60000
  for (let i = 0; i < d.length; i++) d[i] = ink[i] ? 0 : FAR
  for (let y = 0; y < height; y++) {
    const row = y * width
    for (let x = 0; x < width; x++) {
      const p = row + x
      let v = d[p]
      if (!v) continue
      if (x > 0 && d[p - 1] + 3 < v) v = d[p - 1] + 3
      if (y > 0) {
        const u = p - width
        if (d[u] + 3 < v) v = d[u] + 3
        if (x > 0 && d[u - 1] + 4 < v) v = d[u - 1] + 4
        if (x < width - 1 && d[u + 1] + 4 < v) v = d[u + 1] + 4
      }
      d[p] = v
    }
  }
  for (let y = height - 1; y >= 0; y--) {
    const row = y * width
    for (let x = width - 1; x >= 0; x--) {
      const p = row + x
      let v = d[p]
      if (!v) continue
      if (x < width - 1 && d[p + 1] + 3 < v) v = d[p + 1] + 3
      if (y < height - 1) {
        const b = p + width
        if (d[b] + 3 < v) v = d[b] + 3
        if (x < width - 1 && d[b + 1] + 4 < v) v = d[b + 1] + 4
        if (x > 0 && d[b - 1] + 4 < v) v = d[b - 1] + 4
      }
      d[p] = v
    }
  }
  const out = new Float32Array(width * height)
  for (let i = 0; i < out.length; i++) out[i] = d[i] / 3
  return out
}

/**
 * Pairs of regions that face each other across a line no thicker than `maxGap` pixels, looking along rows
 * and columns: neighbours that should not share a colour.
 */
export function neighbourPairs(regions: PageRegions, maxGap: number): Set<number>[] {
  const { width, height, label, count } = regions
  const next: Set<number>[] = Array.from({ length: count + 1 }, () => new Set<number>())
  const link = (a: number, b: number) => {
    if (a && b && a !== b) {
      next[a].add(b)
      next[b].add(a)
    }
  }
  // Along rows, then down columns with one running state per column, both in memory order.
  for (let y = 0; y < height; y++) {
    let last = 0
    let gap = 0
    const row = y * width
    for (let x = 0; x < width; x++) {
      const r = label[row + x]
      if (!r) {
        gap++
        continue
      }
      if (last && gap > 0 && gap <= maxGap) link(last, r)
      last = r
      gap = 0
    }
  }
  const lastInColumn = new Int32Array(width)
  const gapInColumn = new Int32Array(width)
  for (let y = 0; y < height; y++) {
    const row = y * width
    for (let x = 0; x < width; x++) {
      const r = label[row + x]
      if (!r) {
        gapInColumn[x]++
        continue
      }
      const last = lastInColumn[x]
      if (last && gapInColumn[x] > 0 && gapInColumn[x] <= maxGap) link(last, r)
      lastInColumn[x] = r
      gapInColumn[x] = 0
    }
  }
  return next
}
