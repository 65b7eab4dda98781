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

export function findRegions(map: InkMap, options: { poles?: boolean } = {}): PageRegions {
  const { width, height, ink } = map
  // Two-pass labelling: provisional labels joined by union-find, then resolved in a second sweep.
  const label = new Int32Array(width * height)
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
  for (let y = 0; y < height; y++) {
    const row = y * width
    for (let x = 0; x < width; x++) {
      const p = row + x
      if (ink[p]) continue
      const left = x > 0 ? label[p - 1] : 0
      const up = y > 0 ? label[p - width] : 0
      if (left && up) {
        label[p] = left
        if (left !== up) {
          const a = find(left)
          const b = find(up)
          if (a !== b) parent[Math.max(a, b)] = Math.min(a, b)
        }
      } else if (left || up) label[p] = left || up
      else {
        if (next === parent.length) {
          const bigger = new Int32Array(parent.length * 2)
          bigger.set(parent)
          parent = bigger
        }
        parent[next] = next
        label[p] = next++
      }
    }
  }
  const final = new Int32Array(next)
  let count = 0
  for (let i = 1; i < next; i++) {
    const root = find(i)
    if (!final[root]) final[root] = ++count
    final[i] = final[root]
  }
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
    for (let x = 0; x < width; x++) {
      const p = row + x
      if (!label[p]) continue
      const r = final[label[p]]
      label[p] = r
      area[r]++
      if (x < minX[r]) minX[r] = x
      if (x > maxX[r]) maxX[r] = x
      if (y < minY[r]) minY[r] = y
      maxY[r] = y
      if (edgeRow || x === 0 || x === width - 1) touchesEdge[r] = 1
      if (distance && distance[p] > poleDistance[r]) {
        poleDistance[r] = distance[p]
        poleX[r] = x
        poleY[r] = y
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

/**
 * Distance in pixels from each pixel to the nearest ink, by a 3-4 chamfer (within 8 % of the true
 * distance, and quick: two sweeps in memory order). Callers that must not touch a line check the exact
 * pixels of what they place; this only says where to look.
 */
export function distanceToInk(map: InkMap): Float32Array {
  const { width, height, ink } = map
  const d = new Int32Array(width * height)
  const FAR = 1 << 28
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
