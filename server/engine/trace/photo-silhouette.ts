import { floodComponents } from '../common'
import { convexHull } from './convex-hull'

// The subject as one shape (a pet's head with its ears, a cup, a person), from the few salient regions
// the subject estimate finds: two colour-and-texture models, one for the subject and one for the
// background, are fitted and refitted (GrabCut's iteration without its graph cut), each pixel going to
// the closer one; the result is smoothed so its outline runs as one calm line.

/** Clusters a model: a tabby's fur is stripes of two or three colours, a room several. */
const CLUSTERS = 3
const ROUNDS = 4
/** The outline is smoothed over this share of the picture's shorter side: ears survive, fur tufts go. */
const SMOOTH_SHARE = 0.025

/**
 * 1 where the subject is, at the features' size (w × h, `C` values a pixel: Lab and texture), or null
 * when no clear shape separates from the background (a landscape, a subject filling the picture). Where
 * `outside` is given (1 outside a detector's box round the subject), that is the background, and the
 * subject stays inside it.
 */
export function subjectSilhouette(
  features: Float32Array,
  seed: Uint8Array,
  w: number,
  h: number,
  outside?: Uint8Array,
): Float32Array | null {
  const n = w * h
  const C = features.length / n
  // Subject seed: the convex hull of the salient regions (GrabCut's rectangle, drawn by the saliency
  // rather than a person): a cat's eyes and nose span its face, so the fur between them is in.
  const hull = convexHullMask(seed, w, h)
  const background = outside ?? calmEdge(features, seed, hull, w, h)
  if (!background) return null
  // Sizes are judged against the room the subject has: the picture, or the detector's box.
  let room = n
  if (outside) for (let p = 0; p < n; p++) room -= outside[p]
  let seeded = 0
  for (let p = 0; p < n; p++) seeded += hull[p]
  if (seeded < room * 0.005) return null
  const label = new Int8Array(n)
  for (let p = 0; p < n; p++) label[p] = background[p] ? 0 : hull[p]
  const r = Math.max(2, Math.round(Math.min(w, h) * SMOOTH_SHARE))
  let fg: Uint8Array = new Uint8Array(n)
  const margin = new Uint8Array(n)
  for (let round = 0; round < ROUNDS; round++) {
    const models = [0, 1].map((side) => fitClusters(features, C, label, side))
    if (!models[0].length || !models[1].length) return null
    // Which model a pixel is closer to, decided over its neighbourhood (a cheap stand-in for GrabCut's
    // graph cut): a stripe of fur amid fur stays fur even when its own colour is the room's.
    for (let p = 0; p < n; p++) {
      const dB = Math.sqrt(nearest(features, C, p, models[0]))
      const dF = Math.sqrt(nearest(features, C, p, models[1]))
      margin[p] = dF < dB ? 1 : 0
    }
    const vote = blur(margin, w, h, r)
    for (let p = 0; p < n; p++) {
      fg[p] = vote[p] >= 0.5 ? 1 : 0
      label[p] = background[p] ? 0 : fg[p]
    }
  }
  // Salient pixels inside carry a margin in with them: the outline never cuts through a nose (a cat's
  // white chin reads as the pale room), while a salient patch of the room stays out.
  const inner = new Uint8Array(n)
  for (let p = 0; p < n; p++) inner[p] = seed[p] & fg[p]
  const near = blur(inner, w, h, r)
  for (let p = 0; p < n; p++) if (near[p] > 0) fg[p] = 1
  if (outside) for (let p = 0; p < n; p++) if (outside[p]) fg[p] = 0
  // One shape: the pieces that hold the seed; background that does not reach the calm background seed is
  // a hole or notch in the subject (a forehead's dark stripes read as room) and is filled.
  fg = keepSeeded(fg, seed, background, w, h)
  let area = 0
  for (let p = 0; p < n; p++) area += fg[p]
  if (area < room * 0.08 || area > room * 0.9) return null
  return blur(fg, w, h, Math.max(1, Math.round(r / 2)))
}

/**
 * Background seed: the calmest half of the picture's edge band outside the subject (a subject that runs
 * off the picture's edge, like a close-up cat, is textured there; a blurred room is not), and outside
 * the seed's hull. Null when the seed covers the whole band.
 */
function calmEdge(
  features: Float32Array,
  seed: Uint8Array,
  hull: Uint8Array,
  w: number,
  h: number,
): Uint8Array | null {
  const C = features.length / (w * h)
  const band = Math.max(2, Math.round(Math.min(w, h) * 0.03))
  const edgePx: number[] = []
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const p = y * w + x
      if ((x < band || y < band || x >= w - band || y >= h - band) && !seed[p]) edgePx.push(p)
    }
  }
  if (edgePx.length === 0) return null
  const textures = edgePx.map((p) => features[p * C + C - 1]).sort((a, b) => a - b)
  const calm = textures[Math.floor(textures.length / 2)]
  const background = new Uint8Array(w * h)
  for (const p of edgePx) if (features[p * C + C - 1] <= calm && !hull[p]) background[p] = 1
  return background
}

type Cluster = Float64Array

/** k-means (CLUSTERS, a few rounds) over the pixels labelled `side`, seeded along their texture. */
function fitClusters(f: Float32Array, C: number, label: Int8Array, side: number): Cluster[] {
  const members: number[] = []
  for (let p = 0; p < label.length; p += 2) if (label[p] === side) members.push(p)
  if (members.length < CLUSTERS * 4) return []
  members.sort((a, b) => f[a * C] - f[b * C])
  let centres: Cluster[] = []
  for (let k = 0; k < CLUSTERS; k++) {
    const p = members[Math.floor(((k + 0.5) / CLUSTERS) * members.length)]
    centres.push(Float64Array.from(f.subarray(p * C, p * C + C)))
  }
  for (let it = 0; it < 5; it++) {
    const sums = centres.map(() => new Float64Array(C + 1))
    for (const p of members) {
      let best = 0
      let bestD = Number.POSITIVE_INFINITY
      for (let k = 0; k < centres.length; k++) {
        const d = distance(f, C, p, centres[k])
        if (d < bestD) {
          bestD = d
          best = k
        }
      }
      for (let c = 0; c < C; c++) sums[best][c] += f[p * C + c]
      sums[best][C]++
    }
    centres = sums.filter((s) => s[C] > 0).map((s) => s.subarray(0, C).map((v) => v / s[C]))
  }
  return centres
}

function distance(f: Float32Array, C: number, p: number, centre: Cluster): number {
  let d = 0
  for (let c = 0; c < C; c++) d += (f[p * C + c] - centre[c]) ** 2
  return d
}

function nearest(f: Float32Array, C: number, p: number, centres: Cluster[]): number {
  let best = Number.POSITIVE_INFINITY
  for (const centre of centres) best = Math.min(best, distance(f, C, p, centre))
  return best
}

/**
 * A box blur of a 0/1 mask, twice (close to a Gaussian), radius r. Past the picture's edge the edge pixel
 * repeats (unlike box-mean.ts, which averages fewer pixels there): a pet running off the picture goes on
 * beyond it, so its outline is not pulled in along the edge (the cat's cheek was, when tried).
 */
function blur(mask: Uint8Array, w: number, h: number, r: number): Float32Array {
  let v: Float32Array = Float32Array.from(mask)
  for (let pass = 0; pass < 2; pass++) v = boxRows(boxCols(v, w, h, r), w, h, r)
  return v
}

function boxRows(src: Float32Array, w: number, h: number, r: number): Float32Array {
  const out = new Float32Array(src.length)
  for (let y = 0; y < h; y++) {
    let acc = 0
    for (let x = -r; x <= r; x++) acc += src[y * w + Math.min(w - 1, Math.max(0, x))]
    for (let x = 0; x < w; x++) {
      out[y * w + x] = acc / (2 * r + 1)
      acc += src[y * w + Math.min(w - 1, x + r + 1)] - src[y * w + Math.max(0, x - r)]
    }
  }
  return out
}

function boxCols(src: Float32Array, w: number, h: number, r: number): Float32Array {
  const out = new Float32Array(src.length)
  for (let x = 0; x < w; x++) {
    let acc = 0
    for (let y = -r; y <= r; y++) acc += src[Math.min(h - 1, Math.max(0, y)) * w + x]
    for (let y = 0; y < h; y++) {
      out[y * w + x] = acc / (2 * r + 1)
      acc += src[Math.min(h - 1, y + r + 1) * w + x] - src[Math.max(0, y - r) * w + x]
    }
  }
  return out
}

/** The parts of `fg` that touch the seed, with all background that does not reach `background` filled. */
function keepSeeded(
  fg: Uint8Array,
  seed: Uint8Array,
  background: Uint8Array,
  w: number,
  h: number,
): Uint8Array {
  const out = new Uint8Array(fg.length)
  floodComponents(fg, w, h, 1, 8, (pixels) => {
    if (pixels.some((p) => seed[p])) for (const p of pixels) out[p] = 1
  })
  floodComponents(out, w, h, 0, 4, (pixels) => {
    if (!pixels.some((p) => background[p])) for (const p of pixels) out[p] = 1
  })
  return out
}

/** 1 inside the convex hull of the mask's pixels (Andrew's monotone chain over each row's ends). */
function convexHullMask(mask: Uint8Array, w: number, h: number): Uint8Array {
  const pts: [number, number][] = []
  for (let y = 0; y < h; y++) {
    let first = -1
    let last = -1
    for (let x = 0; x < w; x++) {
      if (!mask[y * w + x]) continue
      if (first < 0) first = x
      last = x
    }
    if (first >= 0) pts.push([first, y], [last, y])
  }
  const out = new Uint8Array(w * h)
  if (pts.length < 3) return out
  const poly = convexHull(pts)
  for (let y = 0; y < h; y++) {
    let lo = Number.POSITIVE_INFINITY
    let hi = Number.NEGATIVE_INFINITY
    for (let i = 0; i < poly.length; i++) {
      const [ax, ay] = poly[i]
      const [bx, by] = poly[(i + 1) % poly.length]
      if ((ay <= y && by >= y) || (by <= y && ay >= y)) {
        const x = ay === by ? Math.min(ax, bx) : ax + ((y - ay) * (bx - ax)) / (by - ay)
        const x2 = ay === by ? Math.max(ax, bx) : x
        lo = Math.min(lo, x)
        hi = Math.max(hi, x2)
      }
    }
    for (let x = Math.max(0, Math.ceil(lo)); x <= Math.min(w - 1, Math.floor(hi)); x++) out[y * w + x] = 1
  }
  return out
}
