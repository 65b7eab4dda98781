import { floodComponents } from '../common'
import { dilate, erode } from '../model-art'
import type { PhotoPixels } from '../photo'
import { boxMean } from './box-mean'
import { convexHull } from './convex-hull'
import { toLab } from './lab-colour'

// The small, very dark, compact shapes of a photo (a pupil, a nostril, a button, a dark window) are what
// make a face or a thing read at a glance. An edge filter sees each as a ring or, thinned, as a hook; a
// colouring page draws them as solid black, so they are found here and filled on the page.

export type DarkSpotOptions = {
  /** Smallest spot, in pixels at the photo's size: smaller ones are texture. */
  minPx: number
  /** Largest spot, as a share of the picture: larger dark shapes (hair, a shadow) are coloured, not filled. */
  maxShare: number
}

/** A photo's pupils and nostrils: between these shares of the picture (on 480 x 360, 35 to 2,070 pixels). */
export function photoSpotLimits(w: number, h: number): DarkSpotOptions {
  return { minPx: 0.0002 * w * h, maxShare: 0.012 }
}

/** How dark a spot is at most (Lab lightness, 0-100), and how much lighter the ring round it is on average. */
const DARKEST_L = 14
const RING_LIGHTER_BY = 13
const RING_PX = 4
const RING_PER_SIDE = 0.3
/**
 * On dark fur or in shadow the bar is lower: a spot is at most this share of the mean lightness within a
 * tenth of the picture round it (wide enough that even the largest spot barely lowers it), and its ring
 * need only be this share lighter than itself.
 */
const DARKER_THAN_AROUND = 0.5
const LOCAL_PER_PX = 10
const RING_SHARE = 0.5
/** Dark lines narrower than about a hundred-and-twentieth of the picture are lines, not spots. */
const OPEN_PER_PX = 240
/** At most this many spots, the most contrasted first: a face's pupils and nostrils, not a pattern. */
const MAX_SPOTS = 6
/**
 * A spot's ellipse covers at least this share of the union of the two, or the spot fills at least this
 * share of its convex hull (the cat's pupils 0.78, a spaniel's nose 0.81; a crescent of shadow beside the
 * cat's eye 0.75, 0.62 as an oval).
 */
const MIN_OVAL_OVERLAP = 0.68
const MIN_SOLIDITY = 0.8
/** A spot fills at least this share of its bounding box and is at most this many times longer than wide. */
const MIN_FILL = 0.5
const MAX_ELONGATION = 3.5

/**
 * The dark spots of a photo as ellipses, at the photo's size: compact blobs of near black within the
 * subject (`within`), clearly darker than the ring round them, not touching the picture's edge; a hole in
 * one (a pupil's catch light) counts as part of it.
 */
export function darkSpots(photo: PhotoPixels, within: Uint8Array, options: DarkSpotOptions): Ellipse[] {
  const { width: w, height: h } = photo
  const lab = toLab(photo.rgb)
  const around = localLightness(lab, w, h, Math.max(2, Math.round(Math.max(w, h) / LOCAL_PER_PX)))
  let dark: Uint8Array = new Uint8Array(w * h)
  for (let p = 0; p < w * h; p++) {
    // On dark fur the bar is lower: near black against brown that is itself nearly as dark as a pupil.
    if (within[p] && lab[p * 3] <= Math.min(DARKEST_L, around[p] * DARKER_THAN_AROUND)) dark[p] = 1
  }
  // Opened: thin dark lines (an eye's rim, a crease) go, so a pupil is not joined to the rim it touches.
  const r = Math.max(1, Math.round(Math.max(w, h) / OPEN_PER_PX))
  dark = dilate(erode(dark, w, h, r), w, h, r)
  const found: { pixels: number[]; box: number[]; contrast: number }[] = []
  floodComponents(dark, w, h, 1, 8, (pixels, open) => {
    if (open || pixels.length < options.minPx || pixels.length > options.maxShare * w * h) return
    let x0 = w
    let y0 = h
    let x1 = 0
    let y1 = 0
    let inside = 0
    for (const p of pixels) {
      const x = p % w
      const y = (p - x) / w
      x0 = Math.min(x0, x)
      x1 = Math.max(x1, x)
      y0 = Math.min(y0, y)
      y1 = Math.max(y1, y)
      inside += lab[p * 3]
    }
    const bw = x1 - x0 + 1
    const bh = y1 - y0 + 1
    if (pixels.length < MIN_FILL * bw * bh || Math.max(bw, bh) > MAX_ELONGATION * Math.min(bw, bh)) return
    const contrast = ringLightness(lab, dark, pixels, w, h) - inside / pixels.length
    const ring = contrast + inside / pixels.length
    if (contrast >= Math.min(RING_LIGHTER_BY, RING_SHARE * ring))
      found.push({ pixels: pixels.slice(), box: [x0, y0, bw, bh], contrast })
  })
  found.sort((a, b) => b.contrast - a.contrast)
  const spots: Ellipse[] = []
  for (const { pixels, box } of found) {
    const mask = new Uint8Array(w * h)
    fillWithHoles(mask, pixels, w, box[0], box[1], box[2], box[3])
    const ellipse = ellipseOf(mask, box, w)
    // Only a blob that is an oval (a pupil, a nostril) or solid all round (a dog's nose, a rounded wedge),
    // not a crescent of shadow or a bent stroke.
    const oval = overlap(mask, ellipseMask([ellipse], w, h)) >= MIN_OVAL_OVERLAP
    if (oval || solidity(mask, box, w) >= MIN_SOLIDITY) spots.push(ellipse)
    if (spots.length === MAX_SPOTS) break
  }
  return spots
}

/** How much of the two masks' union they share (intersection over union). */
function overlap(a: Uint8Array, b: Uint8Array): number {
  let both = 0
  let either = 0
  for (let i = 0; i < a.length; i++) {
    both += a[i] & b[i]
    either += a[i] | b[i]
  }
  return either ? both / either : 0
}

/** A filled ellipse on the photo: centre, half axes and the first axis's angle (radians), in pixels. */
export type Ellipse = { cx: number; cy: number; rx: number; ry: number; angle: number }

/**
 * The ellipse with the blob's area, centre and second moments: a pupil or a nostril drawn as the clean
 * oval it is, not as the ragged edge a threshold leaves.
 */
function ellipseOf(mask: Uint8Array, box: number[], w: number): Ellipse {
  const [x0, y0, bw, bh] = box
  let n = 0
  let sx = 0
  let sy = 0
  for (let y = y0; y < y0 + bh; y++)
    for (let x = x0; x < x0 + bw; x++)
      if (mask[y * w + x]) {
        n++
        sx += x + 0.5
        sy += y + 0.5
      }
  const cx = sx / n
  const cy = sy / n
  let xx = 0
  let yy = 0
  let xy = 0
  for (let y = y0; y < y0 + bh; y++)
    for (let x = x0; x < x0 + bw; x++)
      if (mask[y * w + x]) {
        const dx = x + 0.5 - cx
        const dy = y + 0.5 - cy
        xx += dx * dx
        yy += dy * dy
        xy += dx * dy
      }
  xx /= n
  yy /= n
  xy /= n
  // A uniform ellipse's variance along an axis is a quarter of that half axis squared.
  const mean = (xx + yy) / 2
  const spread = Math.sqrt(((xx - yy) / 2) ** 2 + xy * xy)
  return {
    cx,
    cy,
    rx: 2 * Math.sqrt(mean + spread),
    ry: 2 * Math.sqrt(Math.max(0, mean - spread)),
    angle: 0.5 * Math.atan2(2 * xy, xx - yy),
  }
}

/** 1 inside each ellipse, on a picture `w` x `h`. */
export function ellipseMask(ellipses: Ellipse[], w: number, h: number): Uint8Array {
  const out = new Uint8Array(w * h)
  for (const { cx, cy, rx, ry, angle } of ellipses) {
    const c = Math.cos(angle)
    const s = Math.sin(angle)
    const r = Math.ceil(Math.max(rx, ry))
    for (let y = Math.max(0, Math.floor(cy - r)); y < Math.min(h, cy + r); y++)
      for (let x = Math.max(0, Math.floor(cx - r)); x < Math.min(w, cx + r); x++) {
        const dx = x + 0.5 - cx
        const dy = y + 0.5 - cy
        const u = (dx * c + dy * s) / rx
        const v = (-dx * s + dy * c) / (ry || 1)
        if (u * u + v * v <= 1) out[y * w + x] = 1
      }
  }
  return out
}

/**
 * The mean lightness a little way out from the spot (a few pixels, or a third of its size for a large
 * one), left, right, above and below each of its pixels.
 */
function ringLightness(lab: Float32Array, dark: Uint8Array, pixels: number[], w: number, h: number): number {
  let sum = 0
  let n = 0
  // Far enough out to clear the shadow round a large spot (a nose's), at least RING_PX.
  const out = Math.max(RING_PX, Math.round(RING_PER_SIDE * Math.sqrt(pixels.length)))
  for (const p of pixels) {
    const x = p % w
    const y = (p - x) / w
    for (const [dx, dy] of [
      [out, 0],
      [-out, 0],
      [0, out],
      [0, -out],
    ]) {
      const xx = x + dx
      const yy = y + dy
      if (xx < 0 || yy < 0 || xx >= w || yy >= h || dark[yy * w + xx]) continue
      sum += lab[(yy * w + xx) * 3]
      n++
    }
  }
  return n ? sum / n : 0
}

/** Marks the blob and every hole in it: what paper in its box cannot reach from the box's edge. */
function fillWithHoles(
  out: Uint8Array,
  pixels: number[],
  w: number,
  x0: number,
  y0: number,
  bw: number,
  bh: number,
) {
  const W = bw + 2
  const H = bh + 2
  const box = new Uint8Array(W * H)
  for (const p of pixels) {
    const x = p % w
    const y = (p - x) / w
    box[(y - y0 + 1) * W + (x - x0 + 1)] = 1
  }
  const outside = new Uint8Array(W * H)
  const stack = [0]
  outside[0] = 1
  while (stack.length) {
    const q = stack.pop() as number
    const x = q % W
    for (const r of [q - W, q + W, x > 0 ? q - 1 : -1, x < W - 1 ? q + 1 : -1]) {
      if (r < 0 || r >= W * H || box[r] || outside[r]) continue
      outside[r] = 1
      stack.push(r)
    }
  }
  for (let y = 1; y < H - 1; y++)
    for (let x = 1; x < W - 1; x++) if (!outside[y * W + x]) out[(y + y0 - 1) * w + (x + x0 - 1)] = 1
}

/** The mean Lab lightness over a square of side 2r+1 round each pixel (fewer at the picture's edge). */
function localLightness(lab: Float32Array, w: number, h: number, r: number): Float32Array {
  const lightness = new Float32Array(w * h)
  for (let p = 0; p < lightness.length; p++) lightness[p] = lab[p * 3]
  return boxMean(boxMean(lightness, w, h, r, true), w, h, r, false)
}

/**
 * The blob's area over the area of its convex hull (pixel corners): near 1 for a pupil or a nose, far
 * less for a crescent of shadow or a bent stroke.
 */
function solidity(mask: Uint8Array, box: number[], w: number): number {
  const [x0, y0, bw, bh] = box
  const points: [number, number][] = []
  let area = 0
  for (let y = y0; y < y0 + bh; y++) {
    let first = -1
    let last = -1
    for (let x = x0; x < x0 + bw; x++)
      if (mask[y * w + x]) {
        area++
        if (first < 0) first = x
        last = x
      }
    if (first < 0) continue
    points.push([first, y], [first, y + 1], [last + 1, y], [last + 1, y + 1])
  }
  const hull = convexHull(points)
  let twice = 0
  for (let i = 0; i < hull.length; i++) {
    const [ax, ay] = hull[i]
    const [bx, by] = hull[(i + 1) % hull.length]
    twice += ax * by - bx * ay
  }
  return twice ? area / Math.abs(twice / 2) : 0
}
