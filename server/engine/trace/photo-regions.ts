import sharp from 'sharp'
import type { PhotoPixels } from './decode-photo'
import { smoothKeepingEdges } from './edge-keeping-smooth'
import { toLab, toRgb } from './lab-colour'
import { mergeLabels, regionBorders, segmentRegions } from './photo-segments'
import { subjectMask } from './photo-subject'

// A photo as a handful of large colour regions, whose borders are closed outlines by construction, and
// its subject: the photo is smoothed while keeping its edges (texture such as fur, grain or grass fades,
// object boundaries stay), split into regions (photo-segments.ts), and the salient ones make the subject
// (photo-subject.ts).

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
