import sharp from 'sharp'
import { dilate, erode, pack, removeSpecks } from '../line-art-cleanup'
import type { Complexity } from '../plan'
import type { Bitmap } from '../render-pool'
import type { PhotoPixels } from './decode-photo'

export type PhotoDetail = {
  /** The photo is traced at this size (longer side, pixels): fewer pixels, fewer small details. */
  maxSide: number
  /** Blur of the finer Gaussian in the difference of Gaussians, in pixels: larger keeps only bold edges. */
  sigma: number
  /** The share of the picture that becomes line, at most. */
  inkShare: number
  /** Lines are only drawn where the contrast across an edge is at least this (0-1): flat areas stay paper. */
  minContrast: number
  /** Ink pieces smaller than this many pixels are specks or hairs and go. */
  minInkPx: number
  /** Paper regions smaller than this many pixels are too small to colour and are inked over. */
  minRegionPx: number
}

export const PHOTO_DETAIL: Record<Complexity, PhotoDetail> = {
  easy: { maxSide: 640, sigma: 1.8, inkShare: 0.07, minContrast: 0.012, minInkPx: 90, minRegionPx: 100 },
  intricate: { maxSide: 960, sigma: 1.2, inkShare: 0.1, minContrast: 0.007, minInkPx: 50, minRegionPx: 80 },
}

/**
 * A photo's edges as 1-bit line art: contrast stretched, then a difference of Gaussians (the XDoG family)
 * marks the dark side of every edge, thresholded so the lines cover a set share of the picture; small gaps
 * are closed so regions stay closed, and specks, hairs and regions too small to colour are cleaned away.
 */
export async function photoLineArt(image: PhotoPixels, detail: PhotoDetail): Promise<Bitmap> {
  const { width: w, height: h } = image
  // libvips blurs all three channels at float precision in a few tens of milliseconds.
  const [fine, coarse] = await Promise.all(
    [detail.sigma, detail.sigma * 1.6].map((sigma) => blurRgb(image, sigma)),
  )
  // Each colour channel on its own: a yellow cat on a pale blue sky has little edge in brightness but a
  // strong one in blue. A pixel is on the dark side of an edge in whichever channel says so most strongly.
  // The contrast is stretched first (the widest channel's darkest 1 % to 0, brightest 1 % to 1), applied
  // here to the difference since blurring commutes with it: a dull photo gives the same lines as a crisp
  // one. One stretch for all channels, so a channel with little in it (blue on a green board) keeps its
  // noise small rather than having it blown up to rival the real edges.
  const stretch = 1 / Math.max(...[0, 1, 2].map((c) => contrastRange(image.rgb, c)))
  const dog = new Float32Array(w * h)
  for (let i = 0; i < dog.length; i++) {
    let d = 0
    for (let c = 0; c < 3; c++) d = Math.min(d, (fine[i * 3 + c] - coarse[i * 3 + c]) * stretch)
    dog[i] = d
  }
  let ink = linesAbove(
    dog,
    w,
    h,
    Math.max(detail.minContrast, quantileOfNegative(dog, detail.inkShare)),
    detail,
  )
  ink = erode(dilate(ink, w, h, 1), w, h, 1)
  frame(ink, w, h, FRAME_PX)
  pruneHairs(ink, w, h, HAIR_PX)
  removeSpecks(ink, w, h, detail.minInkPx)
  fillSmallRegions(ink, w, h, detail.minRegionPx)
  return pack(ink, w, h)
}

/**
 * The lines of the edges at least `cut` strong (with their weaker continuations), raising the cut while a
 * busy photo (grass, fur, a circuit board) would still be inked over more than its share.
 */
function linesAbove(dog: Float32Array, w: number, h: number, cut: number, detail: PhotoDetail): Uint8Array {
  for (let attempt = 0; ; attempt++) {
    const ink = new Uint8Array(w * h)
    hysteresis(dog, w, h, cut, ink)
    let inked = 0
    for (const v of ink) inked += v
    if (inked <= detail.inkShare * 1.5 * ink.length || attempt === 6) return ink
    cut *= 1.1
  }
}

/** Weak edges count when they continue a strong one: lines run on instead of breaking into dashes. */
const WEAK_SHARE = 0.7

/**
 * Inks every pixel whose edge is at least `cut` strong, and every pixel at least half as strong that is
 * joined to one of those through others like it (Canny's hysteresis).
 */
function hysteresis(dog: Float32Array, w: number, h: number, cut: number, ink: Uint8Array) {
  const stack: number[] = []
  for (let i = 0; i < dog.length; i++) {
    if (dog[i] > -cut || ink[i]) continue
    ink[i] = 1
    stack.push(i)
    while (stack.length) {
      const p = stack.pop() as number
      const x = p % w
      const y = (p - x) / w
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx
          const yy = y + dy
          if (xx < 0 || yy < 0 || xx >= w || yy >= h) continue
          const q = yy * w + xx
          if (!ink[q] && dog[q] <= -cut * WEAK_SHARE) {
            ink[q] = 1
            stack.push(q)
          }
        }
      }
    }
  }
}

const FRAME_PX = 2
const HAIR_PX = 3

/**
 * Trims hairs (one-pixel-wide strands sticking out of a line, or dangling on their own) by `rounds`
 * pixels: each round clears ink pixels with at most one inked neighbour of eight, or two that touch each
 * other (the tip of a strand). A line's body always has more, so lines keep their length and thickness.
 */
function pruneHairs(ink: Uint8Array, w: number, h: number, rounds: number) {
  const at = (x: number, y: number) => (x >= 0 && y >= 0 && x < w && y < h ? ink[y * w + x] : 0)
  const tips: number[] = []
  for (let round = 0; round < rounds; round++) {
    tips.length = 0
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        if (!ink[y * w + x]) continue
        // Neighbours clockwise from north; a tip's inked neighbours are few and side by side.
        const ring = [
          at(x, y - 1),
          at(x + 1, y - 1),
          at(x + 1, y),
          at(x + 1, y + 1),
          at(x, y + 1),
          at(x - 1, y + 1),
          at(x - 1, y),
          at(x - 1, y - 1),
        ]
        let count = 0
        let runs = 0
        for (let i = 0; i < 8; i++) {
          count += ring[i]
          if (ring[i] && !ring[(i + 7) % 8]) runs++
        }
        if (count <= 1 || (count === 2 && runs === 1)) tips.push(y * w + x)
      }
    }
    for (const p of tips) ink[p] = 0
  }
}

// A frame round the picture closes every region the photo's edge would leave open (sky, ground, wall).
function frame(ink: Uint8Array, w: number, h: number, t: number) {
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) if (x < t || y < t || x >= w - t || y >= h - t) ink[y * w + x] = 1
  }
}

async function blurRgb(image: PhotoPixels, sigma: number): Promise<Float32Array> {
  const { data } = await sharp(image.rgb, { raw: { width: image.width, height: image.height, channels: 3 } })
    .blur({ sigma, precision: 'float', minAmplitude: 0.001 })
    .raw({ depth: 'float' })
    .toBuffer({ resolveWithObject: true })
  return new Float32Array(data.buffer, data.byteOffset, data.length / 4)
}

/** The spread between the darkest and the brightest 1 % of one channel, in levels (at least 1). */
function contrastRange(rgb: Buffer, channel: number): number {
  const hist = new Uint32Array(256)
  const n = rgb.length / 3
  for (let i = channel; i < rgb.length; i += 3) hist[rgb[i]]++
  const at = (share: number) => {
    let seen = 0
    for (let v = 0; v < 256; v++) {
      seen += hist[v]
      if (seen >= share * n) return v
    }
    return 255
  }
  return Math.max(1, at(0.99) - at(0.01))
}

/** The value below which `share` of all pixels lie, as a positive contrast (0 when too few are negative). */
function quantileOfNegative(dog: Float32Array, share: number): number {
  const bins = 1024
  const hist = new Uint32Array(bins)
  for (const v of dog) if (v < 0) hist[Math.min(bins - 1, Math.floor(-v * bins))]++
  let seen = 0
  const want = share * dog.length
  for (let b = bins - 1; b >= 0; b--) {
    seen += hist[b]
    if (seen >= want) return b / bins
  }
  return 0
}

/** Inks over 4-connected paper regions smaller than `minPx` that do not touch the picture's edge. */
function fillSmallRegions(ink: Uint8Array, w: number, h: number, minPx: number) {
  const seen = new Uint8Array(ink.length)
  const stack: number[] = []
  const region: number[] = []
  for (let start = 0; start < ink.length; start++) {
    if (ink[start] || seen[start]) continue
    region.length = 0
    let open = false
    stack.push(start)
    seen[start] = 1
    while (stack.length) {
      const p = stack.pop() as number
      region.push(p)
      const x = p % w
      const y = (p - x) / w
      if (x === 0 || y === 0 || x === w - 1 || y === h - 1) open = true
      const next = [x > 0 ? p - 1 : -1, x < w - 1 ? p + 1 : -1, y > 0 ? p - w : -1, y < h - 1 ? p + w : -1]
      for (const q of next) {
        if (q >= 0 && !ink[q] && !seen[q]) {
          seen[q] = 1
          stack.push(q)
        }
      }
    }
    if (!open && region.length < minPx) for (const p of region) ink[p] = 1
  }
}
