import sharp from 'sharp'
import type { PhotoPixels } from './decode-photo'

// A photo as a handful of large colour regions, whose borders are closed outlines by construction: the
// photo is smoothed while keeping its edges (texture such as fur, grain or grass fades, object boundaries
// stay), split into regions by Felzenszwalb and Huttenlocher's graph method, and neighbouring regions are
// merged cheapest first until only the large, clearly different ones are left.

/** Red, green and blue bytes, interleaved, to CIE Lab (D65), three floats a pixel. */
export function toLab(rgb: Uint8Array | Buffer): Float32Array {
  const lin = new Float32Array(256)
  for (let v = 0; v < 256; v++) {
    const c = v / 255
    lin[v] = c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116)
  const lab = new Float32Array(rgb.length)
  for (let i = 0; i < rgb.length; i += 3) {
    const r = lin[rgb[i]]
    const g = lin[rgb[i + 1]]
    const b = lin[rgb[i + 2]]
    const fx = f((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.9505)
    const fy = f(0.2126 * r + 0.7152 * g + 0.0722 * b)
    const fz = f((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.089)
    lab[i] = 116 * fy - 16
    lab[i + 1] = 500 * (fx - fy)
    lab[i + 2] = 200 * (fy - fz)
  }
  return lab
}

/**
 * Bilateral smoothing in Lab, `rounds` times: each pixel becomes the average of its neighbours within
 * `radius`, weighted by how close they are in place and in colour. Neighbours across an edge differ in
 * colour and barely count, so the edge stays sharp while fur, grain and grass melt into flat colour.
 */
export function smoothKeepingEdges(
  lab: Float32Array,
  w: number,
  h: number,
  radius: number,
  colourSigma: number,
  rounds: number,
): Float32Array {
  const dxs: number[] = []
  const dys: number[] = []
  const spatialList: number[] = []
  for (let dy = -radius; dy <= radius; dy++) {
    for (let dx = -radius; dx <= radius; dx++) {
      if (dx * dx + dy * dy > radius * radius) continue
      dxs.push(dx)
      dys.push(dy)
      spatialList.push(Math.exp(-(dx * dx + dy * dy) / (2 * (radius / 2) ** 2)))
    }
  }
  const taps = dxs.length
  const spatial = Float32Array.from(spatialList)
  // Offsets into the interleaved array, for pixels far enough from the picture's edge to need no check.
  const reach = Int32Array.from(dxs.map((dx, k) => (dys[k] * w + dx) * 3))
  // exp(-d²/2σ²) looked up by d² in steps of a quarter, up to 9σ² (further is zero).
  const steps = 4
  const maxD2 = 9 * colourSigma * colourSigma
  const range = new Float32Array(Math.ceil(maxD2 * steps) + 1)
  for (let i = 0; i < range.length; i++) range[i] = Math.exp(-i / steps / (2 * colourSigma * colourSigma))
  let src: Float32Array = lab
  let dst: Float32Array = new Float32Array(lab.length)
  for (let round = 0; round < rounds; round++) {
    for (let y = 0; y < h; y++) {
      const rowInside = y >= radius && y < h - radius
      for (let x = 0; x < w; x++) {
        const p = (y * w + x) * 3
        const inside = rowInside && x >= radius && x < w - radius
        const L = src[p]
        const A = src[p + 1]
        const B = src[p + 2]
        let sw = 0
        let sL = 0
        let sA = 0
        let sB = 0
        for (let k = 0; k < taps; k++) {
          let q: number
          if (inside) q = p + reach[k]
          else {
            const xx = x + dxs[k]
            const yy = y + dys[k]
            if (xx < 0 || yy < 0 || xx >= w || yy >= h) continue
            q = (yy * w + xx) * 3
          }
          const l = src[q]
          const a = src[q + 1]
          const b = src[q + 2]
          const d2 = (l - L) * (l - L) + (a - A) * (a - A) + (b - B) * (b - B)
          if (d2 >= maxD2) continue
          const wt = spatial[k] * range[(d2 * steps) | 0]
          sw += wt
          sL += wt * l
          sA += wt * a
          sB += wt * b
        }
        dst[p] = sL / sw
        dst[p + 1] = sA / sw
        dst[p + 2] = sB / sw
      }
    }
    const done = dst
    dst = src === lab ? new Float32Array(lab.length) : src
    src = done
  }
  return src
}

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

/** CIE Lab (D65) back to red, green and blue bytes. */
export function toRgb(lab: Float32Array): Buffer {
  const out = Buffer.alloc(lab.length)
  const finv = (t: number) => (t > 0.206893 ? t * t * t : (t - 16 / 116) / 7.787)
  const gamma = (c: number) => {
    const v = c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055
    return Math.max(0, Math.min(255, Math.round(v * 255)))
  }
  for (let i = 0; i < lab.length; i += 3) {
    const fy = (lab[i] + 16) / 116
    const x = 0.9505 * finv(fy + lab[i + 1] / 500)
    const y = finv(fy)
    const z = 1.089 * finv(fy - lab[i + 2] / 200)
    out[i] = gamma(3.2406 * x - 1.5372 * y - 0.4986 * z)
    out[i + 1] = gamma(-0.9689 * x + 1.8758 * y + 0.0415 * z)
    out[i + 2] = gamma(0.0557 * x - 0.204 * y + 1.057 * z)
  }
  return out
}

/**
 * Which pixels belong to the photo's subject (1) rather than its background (0), judged region by region
 * (region contrast saliency): a region is salient when its colour differs from the rest of the picture,
 * mostly from regions near it, and it lies towards the middle rather than along the picture's edge,
 * where the background is. The subject is the largest connected group of salient regions, holes filled.
 */
export function subjectMask(
  lab: Float32Array,
  labels: Int32Array,
  count: number,
  w: number,
  h: number,
): Uint8Array {
  const n = w * h
  const area = new Float64Array(count)
  const C = lab.length / n
  const mean = new Float64Array(count * 3)
  const cx = new Float64Array(count)
  const cy = new Float64Array(count)
  const centre = new Float64Array(count)
  const edge = new Float64Array(count)
  const band = Math.max(2, Math.round(Math.min(w, h) * 0.03))
  let edgePx = 0
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const p = y * w + x
      const r = labels[p]
      area[r]++
      for (let c = 0; c < 3; c++) mean[r * 3 + c] += lab[p * C + c]
      cx[r] += x / w
      cy[r] += y / h
      const dx = (x / w - 0.5) * 2
      const dy = (y / h - 0.5) * 2
      centre[r] += Math.exp(-(dx * dx + dy * dy) / (2 * 0.5 * 0.5))
      if (x < band || y < band || x >= w - band || y >= h - band) {
        edge[r]++
        edgePx++
      }
    }
  }
  const score = new Float64Array(count)
  for (let r = 0; r < count; r++) {
    for (let c = 0; c < 3; c++) mean[r * 3 + c] /= area[r]
    cx[r] /= area[r]
    cy[r] /= area[r]
  }
  for (let r = 0; r < count; r++) {
    let contrast = 0
    for (let q = 0; q < count; q++) {
      if (q === r) continue
      const d = Math.hypot(
        mean[r * 3] - mean[q * 3],
        mean[r * 3 + 1] - mean[q * 3 + 1],
        mean[r * 3 + 2] - mean[q * 3 + 2],
      )
      const near = Math.exp(-((cx[r] - cx[q]) ** 2 + (cy[r] - cy[q]) ** 2) / (2 * 0.4 * 0.4))
      contrast += (area[q] / n) * d * near
    }
    // The share of the picture's edge band this region covers, against the share of the picture it covers.
    const onEdge = edge[r] / edgePx
    score[r] = contrast * (centre[r] / area[r]) * Math.exp(-4 * onEdge)
  }
  // Salient: above the area-weighted mean score (Achanta's adaptive threshold, per region).
  let meanScore = 0
  for (let r = 0; r < count; r++) meanScore += (score[r] * area[r]) / n
  const mask = new Uint8Array(n)
  for (let p = 0; p < n; p++) mask[p] = score[labels[p]] > meanScore * 1.2 ? 1 : 0
  return mask
}

/** The photo is split into regions at this size (longer side): large shapes need no more pixels. */
const SEGMENT_SIDE = 480
/** Saliency is judged over this many regions: enough to tell a face or a cup from what is round it. */
const SALIENCY_REGIONS = 30

export type PhotoRegions = {
  /** 1 on the border between two of the photo's largest colour regions, at the photo's size. */
  borders: Uint8Array
  /** 1 where the photo's subject is (subjectMask), at the photo's size. */
  subject: Uint8Array
  /** How textured the photo is round each pixel (Lab units, `withTexture`), at the photo's size. */
  texture: Float32Array
  /** The edge-keeping smoothed photo, when it was worked on at the photo's own size. */
  smoothed?: Buffer
}

/**
 * The photo's `count` largest colour regions and its subject, worked out at most SEGMENT_SIDE pixels
 * across and drawn back at the photo's size.
 */
export async function photoRegions(image: PhotoPixels, count: number): Promise<PhotoRegions> {
  const { width: w, height: h } = image
  const k = Math.min(1, SEGMENT_SIDE / Math.max(w, h))
  const sw = Math.max(1, Math.round(w * k))
  const sh = Math.max(1, Math.round(h * k))
  const rgb =
    k === 1
      ? image.rgb
      : await sharp(image.rgb, { raw: { width: w, height: h, channels: 3 } })
          .resize(sw, sh)
          .raw()
          .toBuffer()
  const smoothed = smoothKeepingEdges(toLab(rgb), sw, sh, 3, 8, 3)
  const options = { scale: 30, minPx: 40, maxRegions: SALIENCY_REGIONS, minColourStep: 4 }
  const features = withTexture(toLab(rgb), smoothed, sw, sh)
  const fine = segmentRegions(features, sw, sh, options)
  const subject = subjectMask(features, fine.labels, fine.count, sw, sh)
  const { labels } = mergeLabels(features, sw, sh, fine.labels, { ...options, maxRegions: count })
  const step = colourSteps(smoothed, sw, sh)
  if (k === 1) {
    const borders = regionBorders(labels, w, h)
    for (let p = 0; p < borders.length; p++) if (step[p] < MIN_BORDER_STEP) borders[p] = 0
    const texture = new Float32Array(w * h)
    for (let p = 0; p < texture.length; p++) texture[p] = features[p * 4 + 3] / TEXTURE_WEIGHT
    return { borders, subject, texture, smoothed: toRgb(smoothed) }
  }
  const big = new Int32Array(w * h)
  const bigSubject = new Uint8Array(w * h)
  const bigStep = new Float32Array(w * h)
  const texture = new Float32Array(w * h)
  for (let y = 0; y < h; y++) {
    const row = Math.min(sh - 1, Math.floor((y * sh) / h)) * sw
    for (let x = 0; x < w; x++) {
      const q = row + Math.min(sw - 1, Math.floor((x * sw) / w))
      big[y * w + x] = labels[q]
      bigSubject[y * w + x] = subject[q]
      bigStep[y * w + x] = step[q]
      texture[y * w + x] = features[q * 4 + 3] / TEXTURE_WEIGHT
    }
  }
  const borders = regionBorders(big, w, h)
  for (let p = 0; p < borders.length; p++) if (bigStep[p] < MIN_BORDER_STEP) borders[p] = 0
  return { borders, subject: bigSubject, texture }
}

/**
 * A region border is drawn only where the colour really changes across it (Lab units over 4 px of the
 * smoothed photo): where two regions meet inside a smooth gradient (an evening sky, a blurred room) the
 * cut is arbitrary, and a line there would print as a boxy shape that is not in the photo.
 */
const MIN_BORDER_STEP = 6

/** At each pixel, the larger colour change across it over 4 px, across or down. */
function colourSteps(lab: Float32Array, w: number, h: number): Float32Array {
  const out = new Float32Array(w * h)
  const dist = (p: number, q: number) => {
    const dL = lab[p * 3] - lab[q * 3]
    const dA = lab[p * 3 + 1] - lab[q * 3 + 1]
    const dB = lab[p * 3 + 2] - lab[q * 3 + 2]
    return Math.sqrt(dL * dL + dA * dA + dB * dB)
  }
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const x0 = Math.max(0, x - 2)
      const x1 = Math.min(w - 1, x + 2)
      const y0 = Math.max(0, y - 2)
      const y1 = Math.min(h - 1, y + 2)
      out[y * w + x] = Math.max(dist(y * w + x0, y * w + x1), dist(y0 * w + x, y1 * w + x))
    }
  }
  return out
}

/** How much texture weighs against colour: fur in focus against a blurred background of its colour. */
const TEXTURE_WEIGHT = 8
const TEXTURE_RADIUS = 5

/**
 * The smoothed photo's Lab with a fourth value a pixel: how much fine detail it has round it (what the
 * smoothing took away, averaged over a small square), high on fur, grass and grain in focus, low on a
 * sky, a wall or a blurred background.
 */
function withTexture(lab: Float32Array, smoothed: Float32Array, w: number, h: number): Float32Array {
  const n = w * h
  const detail = new Float32Array(n)
  for (let p = 0; p < n; p++) detail[p] = Math.abs(lab[p * 3] - smoothed[p * 3]) * TEXTURE_WEIGHT
  const energy = boxMean(boxMean(detail, w, h, TEXTURE_RADIUS, true), w, h, TEXTURE_RADIUS, false)
  const out = new Float32Array(n * 4)
  for (let p = 0; p < n; p++) {
    out[p * 4] = smoothed[p * 3]
    out[p * 4 + 1] = smoothed[p * 3 + 1]
    out[p * 4 + 2] = smoothed[p * 3 + 2]
    out[p * 4 + 3] = energy[p]
  }
  return out
}

/** A running mean over 2r+1 pixels along rows or columns (fewer at the picture's edge). */
function boxMean(src: Float32Array, w: number, h: number, r: number, rows: boolean): Float32Array {
  const out = new Float32Array(src.length)
  const lines = rows ? h : w
  const len = rows ? w : h
  const at = (line: number, i: number) => (rows ? line * w + i : i * w + line)
  for (let line = 0; line < lines; line++) {
    let acc = 0
    let count = 0
    for (let i = 0; i < Math.min(r, len); i++) {
      acc += src[at(line, i)]
      count++
    }
    for (let i = 0; i < len; i++) {
      if (i + r < len) {
        acc += src[at(line, i + r)]
        count++
      }
      if (i - r - 1 >= 0) {
        acc -= src[at(line, i - r - 1)]
        count--
      }
      out[at(line, i)] = acc / count
    }
  }
  return out
}
