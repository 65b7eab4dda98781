// The white regions of a coloring page, as runs: each row's stretches of white pixels, joined into
// regions through 4-connectivity only, so two white pixels that touch at a corner (a diagonal gap of
// one pixel in a line) never join. A run list is small (a few MB for a 2550x3300 page, against 34 MB
// for a per-pixel label map) and gives both what a tap needs (the region under a point) and what a
// fill needs (every run of that region, in row order).

export type Regions = {
  width: number
  height: number
  /** Runs of row y are rowStart[y] .. rowStart[y + 1] - 1, left to right. */
  rowStart: Uint32Array
  runX0: Uint16Array
  /** Inclusive end. */
  runX1: Uint16Array
  runLabel: Uint32Array
  count: number
  /** Runs of region r are labelRuns[labelStart[r]] .. labelRuns[labelStart[r + 1] - 1], in row order. */
  labelStart: Uint32Array
  labelRuns: Uint32Array
}

/** Ink: an opaque pixel darker than mid grey. Transparent pixels count as paper. */
function isPaper(rgba: Uint8ClampedArray | Uint8Array, i: number): boolean {
  if (rgba[i + 3] < 128) return true
  return rgba[i] * 299 + rgba[i + 1] * 587 + rgba[i + 2] * 114 >= 128_000
}

class Growable {
  data: Uint32Array
  length = 0
  constructor(capacity: number) {
    this.data = new Uint32Array(Math.max(capacity, 16))
  }
  push(value: number) {
    if (this.length === this.data.length) {
      const bigger = new Uint32Array(this.data.length * 2)
      bigger.set(this.data)
      this.data = bigger
    }
    this.data[this.length++] = value
  }
  done(): Uint32Array {
    return this.data.slice(0, this.length)
  }
}

function find(parent: Uint32Array, a: number): number {
  let root = a
  while (parent[root] !== root) root = parent[root]
  while (parent[a] !== root) {
    const next = parent[a]
    parent[a] = root
    a = next
  }
  return root
}

/** Labels the white regions of an RGBA picture. */
export function buildRegions(rgba: Uint8ClampedArray | Uint8Array, width: number, height: number): Regions {
  if (width > 65_535 || rgba.length < width * height * 4) throw new Error('Unexpected picture size.')
  const rowStart = new Uint32Array(height + 1)
  const x0s = new Growable(height * 4)
  const x1s = new Growable(height * 4)
  const parent = new Growable(height * 4)
  for (let y = 0; y < height; y++) {
    rowStart[y] = x0s.length
    const rowOffset = y * width * 4
    let x = 0
    while (x < width) {
      while (x < width && !isPaper(rgba, rowOffset + x * 4)) x++
      if (x >= width) break
      const start = x
      while (x < width && isPaper(rgba, rowOffset + x * 4)) x++
      parent.push(x0s.length)
      x0s.push(start)
      x1s.push(x - 1)
    }
    if (y > 0) joinRows(rowStart[y - 1], rowStart[y], x0s.length, x0s.data, x1s.data, parent.data)
  }
  rowStart[height] = x0s.length
  const runs = x0s.length
  // Compact the roots into region numbers 0 .. count - 1, in reading order of their first run.
  const runLabel = new Uint32Array(runs)
  const labelOfRoot = new Int32Array(runs).fill(-1)
  let count = 0
  for (let r = 0; r < runs; r++) {
    const root = find(parent.data, r)
    if (labelOfRoot[root] < 0) labelOfRoot[root] = count++
    runLabel[r] = labelOfRoot[root]
  }
  const labelStart = new Uint32Array(count + 1)
  for (let r = 0; r < runs; r++) labelStart[runLabel[r] + 1]++
  for (let l = 0; l < count; l++) labelStart[l + 1] += labelStart[l]
  const fillAt = labelStart.slice(0, count)
  const labelRuns = new Uint32Array(runs)
  for (let r = 0; r < runs; r++) labelRuns[fillAt[runLabel[r]]++] = r
  return {
    width,
    height,
    rowStart,
    runX0: Uint16Array.from(x0s.done()),
    runX1: Uint16Array.from(x1s.done()),
    runLabel,
    count,
    labelStart,
    labelRuns,
  }
}

/** Joins each run of the current row with the runs above it that share at least one column. */
function joinRows(
  prevFrom: number,
  curFrom: number,
  curTo: number,
  x0: Uint32Array,
  x1: Uint32Array,
  parent: Uint32Array,
) {
  let a = prevFrom
  let b = curFrom
  while (a < curFrom && b < curTo) {
    if (x0[a] <= x1[b] && x0[b] <= x1[a]) {
      const ra = find(parent, a)
      const rb = find(parent, b)
      if (ra !== rb) parent[Math.max(ra, rb)] = Math.min(ra, rb)
    }
    if (x1[a] < x1[b]) a++
    else b++
  }
}

/** The region under a pixel, or -1 on a line (or outside the page). */
export function regionAt(regions: Regions, x: number, y: number): number {
  const px = Math.floor(x)
  const py = Math.floor(y)
  if (px < 0 || py < 0 || px >= regions.width || py >= regions.height) return -1
  let lo = regions.rowStart[py]
  let hi = regions.rowStart[py + 1] - 1
  while (lo <= hi) {
    const mid = (lo + hi) >> 1
    if (regions.runX1[mid] < px) lo = mid + 1
    else if (regions.runX0[mid] > px) hi = mid - 1
    else return regions.runLabel[mid]
  }
  return -1
}

/** Calls back with each run (row, first and last column) of a region, top to bottom. */
export function forEachRun(
  regions: Regions,
  label: number,
  visit: (y: number, x0: number, x1: number) => void,
) {
  const { labelStart, labelRuns, runX0, runX1, rowStart } = regions
  let y = 0
  for (let i = labelStart[label]; i < labelStart[label + 1]; i++) {
    const run = labelRuns[i]
    while (rowStart[y + 1] <= run) y++
    visit(y, runX0[run], runX1[run])
  }
}

/** Bytes held by the run lists, for the memory budget. */
export function regionsBytes(r: Regions): number {
  return [r.rowStart, r.runX0, r.runX1, r.runLabel, r.labelStart, r.labelRuns].reduce(
    (n, a) => n + a.byteLength,
    0,
  )
}
