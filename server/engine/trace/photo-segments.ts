// A picture split into regions of like colour: Felzenszwalb and Huttenlocher's graph method gives a few
// hundred small regions, then neighbouring regions are merged cheapest first until only the large,
// clearly different ones are left. Each pixel carries its Lab colour and any further features (texture).

export type RegionOptions = {
  /** Felzenszwalb and Huttenlocher's scale: larger gives larger regions. In Lab units times pixels. */
  scale: number
  /** No region smaller than this many pixels survives the first pass. */
  minPx: number
  /** Regions are merged, closest in colour and smallest first, until at most this many are left. */
  maxRegions: number
  /** Neighbouring regions whose mean colours differ by less than this (Lab units) are merged anyway. */
  minColourStep: number
}

/** Each pixel's region number (0..count-1), from the smoothed Lab picture. */
export function segmentRegions(
  lab: Float32Array,
  w: number,
  h: number,
  options: RegionOptions,
): { labels: Int32Array; count: number } {
  const n = w * h
  // Graph edges to the right, down and both down diagonals, weighted by the colour step, sorted by a
  // counting sort over the step in tenths of a Lab unit (enough: steps above 200 are all "very large").
  const BINS = 2048
  // Lab, and any further features a pixel carries (texture), `C` values a pixel.
  const C = lab.length / n
  const edgeA = new Uint32Array(n * 4)
  const edgeB = new Uint32Array(n * 4)
  const edgeW = new Float32Array(n * 4)
  let m = 0
  const add = (p: number, q: number) => {
    let d2 = 0
    for (let c = 0; c < C; c++) {
      const d = lab[p * C + c] - lab[q * C + c]
      d2 += d * d
    }
    edgeA[m] = p
    edgeB[m] = q
    edgeW[m++] = Math.sqrt(d2)
  }
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const p = y * w + x
      if (x + 1 < w) add(p, p + 1)
      if (y + 1 < h) {
        add(p, p + w)
        if (x + 1 < w) add(p, p + w + 1)
        if (x > 0) add(p, p + w - 1)
      }
    }
  }
  const binOf = (v: number) => Math.min(BINS - 1, Math.floor(v * 10))
  const starts = new Uint32Array(BINS + 1)
  for (let e = 0; e < m; e++) starts[binOf(edgeW[e]) + 1]++
  for (let b = 0; b < BINS; b++) starts[b + 1] += starts[b]
  const order = new Uint32Array(m)
  const fill = starts.slice(0, BINS)
  for (let e = 0; e < m; e++) order[fill[binOf(edgeW[e])]++] = e

  const parent = new Int32Array(n)
  const size = new Uint32Array(n).fill(1)
  const inner = new Float32Array(n)
  for (let i = 0; i < n; i++) parent[i] = i
  const find = (p: number) => {
    let r = p
    while (parent[r] !== r) r = parent[r]
    while (parent[p] !== r) {
      const next = parent[p]
      parent[p] = r
      p = next
    }
    return r
  }
  const union = (a: number, b: number, weight: number) => {
    if (size[a] < size[b]) [a, b] = [b, a]
    parent[b] = a
    size[a] += size[b]
    inner[a] = Math.max(inner[a], inner[b], weight)
  }
  for (const e of order) {
    const a = find(edgeA[e])
    const b = find(edgeB[e])
    if (a === b) continue
    const wt = edgeW[e]
    if (wt <= Math.min(inner[a] + options.scale / size[a], inner[b] + options.scale / size[b]))
      union(a, b, wt)
  }
  // Too-small regions join their closest-coloured neighbour (the edges are still in order of colour step).
  for (const e of order) {
    const a = find(edgeA[e])
    const b = find(edgeB[e])
    if (a !== b && (size[a] < options.minPx || size[b] < options.minPx)) union(a, b, edgeW[e])
  }
  return mergeRegions(lab, w, h, find, options)
}

/** Regions merged further (`mergeRegions`), from an earlier segmentation's labels. */
export function mergeLabels(
  lab: Float32Array,
  w: number,
  h: number,
  labels: Int32Array,
  options: RegionOptions,
): { labels: Int32Array; count: number } {
  return mergeRegions(lab, w, h, (p) => labels[p], options)
}

/** Merges neighbouring regions, cheapest first (Ward's criterion), down to the size and contrast asked. */
function mergeRegions(
  lab: Float32Array,
  w: number,
  h: number,
  find: (p: number) => number,
  options: RegionOptions,
): { labels: Int32Array; count: number } {
  const n = w * h
  const labels = new Int32Array(n)
  const index = new Map<number, number>()
  for (let p = 0; p < n; p++) {
    const r = find(p)
    let id = index.get(r)
    if (id === undefined) {
      id = index.size
      index.set(r, id)
    }
    labels[p] = id
  }
  const count = index.size
  const px = new Float64Array(count)
  const C = lab.length / n
  const sum = new Float64Array(count * C)
  for (let p = 0; p < n; p++) {
    const r = labels[p]
    px[r]++
    for (let c = 0; c < C; c++) sum[r * C + c] += lab[p * C + c]
  }
  const neighbours: Set<number>[] = Array.from({ length: count }, () => new Set())
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const p = y * w + x
      const r = labels[p]
      if (x + 1 < w && labels[p + 1] !== r) {
        neighbours[r].add(labels[p + 1])
        neighbours[labels[p + 1]].add(r)
      }
      if (y + 1 < h && labels[p + w] !== r) {
        neighbours[r].add(labels[p + w])
        neighbours[labels[p + w]].add(r)
      }
    }
  }
  const into = new Int32Array(count)
  for (let r = 0; r < count; r++) into[r] = r
  const step2 = (a: number, b: number) => {
    let d = 0
    for (let c = 0; c < C; c++) {
      const v = sum[a * C + c] / px[a] - sum[b * C + c] / px[b]
      d += v * v
    }
    return d
  }
  let alive = count
  const minStep2 = options.minColourStep ** 2
  for (;;) {
    let bestA = -1
    let bestB = -1
    let bestCost = Number.POSITIVE_INFINITY
    let bestStep = 0
    for (let a = 0; a < count; a++) {
      if (into[a] !== a) continue
      for (const b of neighbours[a]) {
        if (b <= a) continue
        const d2 = step2(a, b)
        // Ward's cost (the colour variance the merge adds); a pair below the colour step goes first.
        const cost = (d2 < minStep2 ? 0 : 1e12) + ((px[a] * px[b]) / (px[a] + px[b])) * d2
        if (cost < bestCost) {
          bestCost = cost
          bestA = a
          bestB = b
          bestStep = d2
        }
      }
    }
    if (bestA < 0 || (alive <= options.maxRegions && bestStep >= minStep2)) break
    // b into a.
    px[bestA] += px[bestB]
    for (let c = 0; c < C; c++) sum[bestA * C + c] += sum[bestB * C + c]
    into[bestB] = bestA
    for (const c of neighbours[bestB]) {
      neighbours[c].delete(bestB)
      if (c !== bestA) {
        neighbours[c].add(bestA)
        neighbours[bestA].add(c)
      }
    }
    neighbours[bestA].delete(bestB)
    neighbours[bestB].clear()
    alive--
  }
  const root = (r: number) => {
    while (into[r] !== r) r = into[r]
    return r
  }
  const final = new Int32Array(count)
  const renumber = new Map<number, number>()
  for (let r = 0; r < count; r++) {
    const top = root(r)
    let id = renumber.get(top)
    if (id === undefined) {
      id = renumber.size
      renumber.set(top, id)
    }
    final[r] = id
  }
  for (let p = 0; p < n; p++) labels[p] = final[labels[p]]
  return { labels, count: renumber.size }
}

/** Marks (as 1) every pixel whose right or lower neighbour lies in another region: closed outlines. */
export function regionBorders(labels: Int32Array, w: number, h: number): Uint8Array {
  const out = new Uint8Array(w * h)
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const p = y * w + x
      if ((x + 1 < w && labels[p + 1] !== labels[p]) || (y + 1 < h && labels[p + w] !== labels[p])) out[p] = 1
    }
  }
  return out
}
