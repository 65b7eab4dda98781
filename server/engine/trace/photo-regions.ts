import type { PhotoPixels } from './decode-photo'

// An easy page from a photo as a few dozen shapes of similar colour: the photo's colours are sorted into a
// handful of clusters (k-means in Lab, where distance follows what the eye sees), every connected patch of
// one cluster is a region, and neighbouring regions are merged, the most alike first (Ward's criterion),
// until few are left and none is too small to colour. The lines are the regions' borders, so every shape is
// closed by construction: edges alone end in the air wherever the contrast fades.

export type RegionOptions = {
  /** Colour clusters the photo is first sorted into. */
  colours: number
  /** Regions left once merging stops. */
  regions: number
  /** No region smaller than this many pixels survives merging. */
  minRegionPx: number
  /** The share of the picture the edges drawn inside the regions may cover, at most. */
  edgeInkShare: number
  /** Edges at least this long (pixels) are drawn inside the regions. */
  edgeStrokePx: number
}

/** One label per pixel, 0..n-1, row by row. */
export type RegionMap = { labels: Int32Array; count: number }

export function photoRegions(image: PhotoPixels, options: RegionOptions): RegionMap {
  const { width: w, height: h } = image
  const lab = toLab(image.rgb)
  // Grain and texture leave single pixels of another cluster: a majority vote clears them before patches are
  // counted, so a noisy photo starts from thousands of patches rather than a hundred thousand.
  const voted = Int32Array.from(kMeans(lab, options.colours))
  majority(voted, w, h, 2)
  const { labels, count } = absorbCrumbs(patches(voted, w, h), w, h)
  const merged = mergeRegions(lab, labels, count, w, h, options)
  majority(merged.labels, w, h, 2)
  return merged
}

/** Ink along every border between two regions: one pixel wide, closed wherever a region is. */
export function regionBorders(map: RegionMap, w: number, h: number): Uint8Array {
  const ink = new Uint8Array(w * h)
  const { labels } = map
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const p = y * w + x
      if ((x + 1 < w && labels[p + 1] !== labels[p]) || (y + 1 < h && labels[p + w] !== labels[p])) ink[p] = 1
    }
  }
  return ink
}

function toLab(rgb: Buffer): Float32Array {
  const n = rgb.length / 3
  const lab = new Float32Array(n * 3)
  const lin = new Float32Array(256)
  for (let v = 0; v < 256; v++) {
    const c = v / 255
    lin[v] = c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116)
  for (let i = 0; i < n; i++) {
    const r = lin[rgb[i * 3]]
    const g = lin[rgb[i * 3 + 1]]
    const b = lin[rgb[i * 3 + 2]]
    const fx = f((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.9505)
    const fy = f(0.2126 * r + 0.7152 * g + 0.0722 * b)
    const fz = f((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.089)
    lab[i * 3] = 116 * fy - 16
    lab[i * 3 + 1] = 500 * (fx - fy)
    lab[i * 3 + 2] = 200 * (fy - fz)
  }
  return lab
}

/** Each pixel's nearest of `k` colour centres, found by k-means on an even sample of the photo. */
function kMeans(lab: Float32Array, k: number): Uint8Array {
  const n = lab.length / 3
  const step = Math.max(1, Math.floor(n / 20_000))
  const sample: number[] = []
  for (let i = 0; i < n; i += step) sample.push(i)
  // Seeded by lightness quantiles: deterministic (the same photo always gives the same page) and spread.
  const order = [...sample].sort((a, b) => lab[a * 3] - lab[b * 3])
  const centres = new Float64Array(k * 3)
  for (let c = 0; c < k; c++) {
    const p = order[Math.floor(((c + 0.5) / k) * order.length)]
    for (let j = 0; j < 3; j++) centres[c * 3 + j] = lab[p * 3 + j]
  }
  const nearest = (p: number) => {
    let best = 0
    let bestD = Number.POSITIVE_INFINITY
    for (let c = 0; c < k; c++) {
      const dl = lab[p * 3] - centres[c * 3]
      const da = lab[p * 3 + 1] - centres[c * 3 + 1]
      const db = lab[p * 3 + 2] - centres[c * 3 + 2]
      const d = dl * dl + da * da + db * db
      if (d < bestD) {
        bestD = d
        best = c
      }
    }
    return best
  }
  for (let round = 0; round < 12; round++) {
    const sums = new Float64Array(k * 4)
    for (const p of sample) {
      const c = nearest(p)
      for (let j = 0; j < 3; j++) sums[c * 4 + j] += lab[p * 3 + j]
      sums[c * 4 + 3]++
    }
    for (let c = 0; c < k; c++) {
      const m = sums[c * 4 + 3]
      if (m) for (let j = 0; j < 3; j++) centres[c * 3 + j] = sums[c * 4 + j] / m
    }
  }
  const out = new Uint8Array(n)
  for (let p = 0; p < n; p++) out[p] = nearest(p)
  return out
}

/** Every 4-connected patch of one colour cluster as a region of its own. */
function patches(clusters: Int32Array, w: number, h: number): RegionMap {
  const labels = new Int32Array(w * h).fill(-1)
  const stack = new Int32Array(w * h)
  let count = 0
  for (let start = 0; start < labels.length; start++) {
    if (labels[start] >= 0) continue
    const c = clusters[start]
    let top = 0
    stack[top++] = start
    labels[start] = count
    while (top) {
      const p = stack[--top]
      const x = p % w
      const near = [
        x > 0 ? p - 1 : -1,
        x + 1 < w ? p + 1 : -1,
        p >= w ? p - w : -1,
        p + w < w * h ? p + w : -1,
      ]
      for (const q of near) {
        if (q >= 0 && labels[q] < 0 && clusters[q] === c) {
          labels[q] = count
          stack[top++] = q
        }
      }
    }
    count++
  }
  return { labels, count }
}

/**
 * Patches of fewer than CRUMB_PX pixels (grain, texture, the fringe along an edge) are taken over by the
 * larger patches around them, grown outwards a pixel at a time: linear time, where merging them one by
 * one through the region graph would cost far more on a grainy photo.
 */
function absorbCrumbs(map: RegionMap, w: number, h: number): RegionMap {
  const { labels, count } = map
  const size = new Int32Array(count)
  for (const l of labels) size[l]++
  const queue = new Int32Array(labels.length)
  let head = 0
  let tail = 0
  for (let p = 0; p < labels.length; p++) {
    if (size[labels[p]] < CRUMB_PX) labels[p] = -1
  }
  for (let p = 0; p < labels.length; p++) if (labels[p] >= 0) queue[tail++] = p
  // Nothing but crumbs (pure grain): the whole picture is one region.
  if (tail === 0) return { labels: labels.fill(0), count: 1 }
  while (head < tail) {
    const p = queue[head++]
    const x = p % w
    const near = [x > 0 ? p - 1 : -1, x + 1 < w ? p + 1 : -1, p >= w ? p - w : -1, p + w < w * h ? p + w : -1]
    for (const q of near) {
      if (q >= 0 && labels[q] < 0) {
        labels[q] = labels[p]
        queue[tail++] = q
      }
    }
  }
  const renumber = new Int32Array(count).fill(-1)
  let next = 0
  for (let p = 0; p < labels.length; p++) {
    if (renumber[labels[p]] < 0) renumber[labels[p]] = next++
    labels[p] = renumber[labels[p]]
  }
  return { labels, count: next }
}

const CRUMB_PX = 8

/**
 * Merges neighbouring regions, cheapest first, until `options.regions` are left and every region has at
 * least `minRegionPx` pixels. The cost of a merge is Ward's: how much it adds to the colour spread within
 * regions, so two large shapes of clearly different colour are the last to become one. A region too small
 * to colour merges before anything else, into the neighbour most like it.
 */
function mergeRegions(
  lab: Float32Array,
  labels: Int32Array,
  count: number,
  w: number,
  h: number,
  options: RegionOptions,
): RegionMap {
  const size = new Float64Array(count)
  const sum = new Float64Array(count * 3)
  for (let p = 0; p < labels.length; p++) {
    const r = labels[p]
    size[r]++
    for (let j = 0; j < 3; j++) sum[r * 3 + j] += lab[p * 3 + j]
  }
  // For every pair of touching regions: how long their shared border is, and the summed colour step
  // across it. A border across a gentle gradient (a sky, a shaded cheek) has small steps; an object's
  // outline has large ones.
  const neighbours: Map<number, Border>[] = Array.from({ length: count }, () => new Map())
  const perimeter = new Float64Array(count)
  // The step is taken on a blurred copy, STEP_SPAN pixels apart: grain averages out, a gradient stays small.
  const soft = boxBlur(lab, w, h, 2)
  const step = (p: number, q: number) => {
    let d = 0
    for (let j = 0; j < 3; j++) d += (soft[p * 3 + j] - soft[q * 3 + j]) ** 2
    return Math.sqrt(d)
  }
  const S = STEP_SPAN >> 1
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const p = y * w + x
      const a = labels[p]
      if (x + 1 < w && labels[p + 1] !== a) {
        const across = step(y * w + Math.max(0, x + 1 - S), y * w + Math.min(w - 1, x + S))
        touch(neighbours, perimeter, a, labels[p + 1], 1, across >= HARD_STEP ? 1 : 0)
      }
      if (y + 1 < h && labels[p + w] !== a) {
        const across = step(Math.max(0, y + 1 - S) * w + x, Math.min(h - 1, y + S) * w + x)
        touch(neighbours, perimeter, a, labels[p + w], 1, across >= HARD_STEP ? 1 : 0)
      }
    }
  }
  const parent = new Int32Array(count)
  for (let r = 0; r < count; r++) parent[r] = r
  const version = new Int32Array(count)
  const heap = new MergeHeap()
  // Too small to colour, or a sliver (on average under SLIVER_PX wide: its two borders would run into one).
  const tooSmall = (r: number) => size[r] < options.minRegionPx || size[r] < (SLIVER_PX / 2) * perimeter[r]
  const cost = (a: number, b: number) => {
    let d = 0
    for (let j = 0; j < 3; j++) {
      const diff = sum[a * 3 + j] / size[a] - sum[b * 3 + j] / size[b]
      d += diff * diff
    }
    // Too small to colour: merged first, still into the most alike neighbour.
    if (tooSmall(a) || tooSmall(b)) return d * 1e-9
    const border = neighbours[a].get(b) as Border
    const hard = border.step / border.length
    const ward = (size[a] * size[b] * d) / (size[a] + size[b])
    // Ward's cost, eased where most of the border between them is soft: shading bands merge, outlines stay.
    return ward * (0.02 + hard) ** 2
  }
  const offer = (a: number, b: number) => heap.push(cost(a, b), a, b, version[a], version[b])
  for (let a = 0; a < count; a++) for (const b of neighbours[a].keys()) if (a < b) offer(a, b)
  let alive = count
  let small = 0
  for (let r = 0; r < count; r++) if (tooSmall(r)) small++
  while (heap.size) {
    const [price, a, b, va, vb] = heap.pop()
    if (parent[a] !== a || parent[b] !== b || version[a] !== va || version[b] !== vb) continue
    // Past the wanted count, only merges as cheap as a shading band's still happen.
    if (alive <= options.regions && small === 0) {
      if (price > ALWAYS_MERGE) break
      const border = neighbours[a].get(b) as Border
      if (border.step > SOFT_SHARE * border.length) continue
    }
    const aWasSmall = tooSmall(a)
    const wasSmall = (aWasSmall ? 1 : 0) + (tooSmall(b) ? 1 : 0)
    // A crumb merged into a large region hardly moves its colour: its old prices stand, and only the
    // crumb's own neighbours are priced with it. Re-pricing every neighbour of a region with a long ragged
    // border after each crumb would take quadratic time on a grainy photo.
    const crumb = size[b] * 20 < size[a]
    const formerNeighbours = crumb ? [...neighbours[b].keys()] : []
    const shared = neighbours[a].get(b) as Border
    size[a] += size[b]
    for (let j = 0; j < 3; j++) sum[a * 3 + j] += sum[b * 3 + j]
    perimeter[a] += perimeter[b] - 2 * shared.length
    neighbours[a].delete(b)
    for (const [c, border] of neighbours[b]) {
      neighbours[c].delete(b)
      if (c === a) continue
      const mine = neighbours[a].get(c)
      if (mine) {
        mine.length += border.length
        mine.step += border.step
      } else {
        neighbours[a].set(c, { ...border })
        neighbours[c].set(a, neighbours[a].get(c) as Border)
      }
    }
    neighbours[b].clear()
    small -= wasSmall - (tooSmall(a) ? 1 : 0)
    parent[b] = a
    alive--
    if (crumb && aWasSmall === tooSmall(a)) {
      for (const c of formerNeighbours) if (c !== a) offer(a, c)
      continue
    }
    // Only a's colour and size changed: its pairs are priced again, older prices of them go stale.
    version[a]++
    for (const c of neighbours[a].keys()) offer(a, c)
  }
  const find = (r: number) => {
    while (parent[r] !== r) r = parent[r]
    return r
  }
  const renumber = new Int32Array(count).fill(-1)
  let next = 0
  for (let p = 0; p < labels.length; p++) {
    const root = find(labels[p])
    if (renumber[root] < 0) renumber[root] = next++
    labels[p] = renumber[root]
  }
  return { labels, count: next }
}

/** A shared border: its length in pixels and how many of them are outline (`step`). */
type Border = { length: number; step: number }

/** Regions narrower than this on average (pixels) are slivers: their borders would print as one blob. */
const SLIVER_PX = 6
/**
 * A colour step across a border (Lab units over STEP_SPAN pixels) from which that stretch of border is an
 * outline. A border counts by the share of its length that is outline, not by its average step: a shading
 * band crossed by a few sharp things (a mast across the sky) stays soft.
 */
const HARD_STEP = 10
/** Merges cheaper than this happen whatever the count: bands of one shaded surface are one shape. */
const ALWAYS_MERGE = 30_000
/** ...and only when at most this share of their border is outline. */
const SOFT_SHARE = 0.15
const STEP_SPAN = 4

/** A box blur of `r` pixels each way over interleaved 3-channel planes (two passes: rows, then columns). */
function boxBlur(src: Float32Array, w: number, h: number, r: number): Float32Array {
  const tmp = new Float32Array(src.length)
  const out = new Float32Array(src.length)
  const pass = (
    from: Float32Array,
    to: Float32Array,
    along: number,
    across: number,
    n: number,
    m: number,
  ) => {
    for (let i = 0; i < m; i++) {
      for (let k = 0; k < n; k++) {
        for (let j = 0; j < 3; j++) {
          let total = 0
          let taken = 0
          for (let t = Math.max(0, k - r); t <= Math.min(n - 1, k + r); t++) {
            total += from[(i * across + t * along) * 3 + j]
            taken++
          }
          to[(i * across + k * along) * 3 + j] = total / taken
        }
      }
    }
  }
  pass(src, tmp, 1, w, w, h)
  pass(tmp, out, w, 1, h, w)
  return out
}

function touch(
  neighbours: Map<number, Border>[],
  perimeter: Float64Array,
  a: number,
  b: number,
  length: number,
  step: number,
) {
  const border = neighbours[a].get(b)
  if (border) {
    border.length += length
    border.step += step
  } else {
    // One object shared by both sides, so a merge updates it once.
    const shared = { length, step }
    neighbours[a].set(b, shared)
    neighbours[b].set(a, shared)
  }
  perimeter[a] += length
  perimeter[b] += length
}

/**
 * Each pixel takes the label most of its 3x3 neighbourhood has, `rounds` times: borders lose the pixel
 * staircase of the colour clusters and run smooth, the way a hand would draw them.
 */
function majority(labels: Int32Array, w: number, h: number, rounds: number) {
  const next = new Int32Array(labels.length)
  const seen: number[] = []
  const votes: number[] = []
  for (let round = 0; round < rounds; round++) {
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        seen.length = 0
        votes.length = 0
        for (let dy = -1; dy <= 1; dy++) {
          const yy = Math.min(h - 1, Math.max(0, y + dy))
          for (let dx = -1; dx <= 1; dx++) {
            const l = labels[yy * w + Math.min(w - 1, Math.max(0, x + dx))]
            const i = seen.indexOf(l)
            if (i < 0) {
              seen.push(l)
              votes.push(1)
            } else votes[i]++
          }
        }
        let best = labels[y * w + x]
        let most = 0
        for (let i = 0; i < seen.length; i++) {
          if (votes[i] > most || (votes[i] === most && seen[i] === labels[y * w + x])) {
            most = votes[i]
            best = seen[i]
          }
        }
        next[y * w + x] = most >= 5 ? best : labels[y * w + x]
      }
    }
    labels.set(next)
  }
}

/** A binary min-heap of candidate merges, with the versions of both regions when the cost was taken. */
class MergeHeap {
  private items: [number, number, number, number, number][] = []
  get size() {
    return this.items.length
  }
  push(cost: number, a: number, b: number, va: number, vb: number) {
    const items = this.items
    items.push([cost, a, b, va, vb])
    let i = items.length - 1
    while (i > 0) {
      const up = (i - 1) >> 1
      if (items[up][0] <= items[i][0]) break
      ;[items[up], items[i]] = [items[i], items[up]]
      i = up
    }
  }
  pop(): [number, number, number, number, number] {
    const items = this.items
    const top = items[0]
    const last = items.pop() as [number, number, number, number, number]
    if (items.length) {
      items[0] = last
      let i = 0
      for (;;) {
        const l = 2 * i + 1
        const r = l + 1
        let m = i
        if (l < items.length && items[l][0] < items[m][0]) m = l
        if (r < items.length && items[r][0] < items[m][0]) m = r
        if (m === i) break
        ;[items[m], items[i]] = [items[i], items[m]]
        i = m
      }
    }
    return top
  }
}
