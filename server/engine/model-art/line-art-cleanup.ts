import { PNG } from 'pngjs'
import { floodComponents } from '../common'
import type { Bitmap } from '../render'

/** A picture already decoded (pngjs's shape: RGBA rows), so callers that also measure it decode it once. */
export type DecodedPicture = { width: number; height: number; data: Uint8Array }

export type CleanupOptions = {
  /** Black blobs smaller than this many pixels are specks of noise and are removed. */
  minSpeckPx?: number
  /** Gaps in lines up to about twice this many pixels wide are closed. */
  closeRadiusPx?: number
}

/**
 * Turns a model's raster (any PNG: colour, grey, alpha) into clean 1-bit line art: greyscale on white,
 * threshold, close small gaps so regions stay closed for colouring, remove specks.
 */
export function cleanLineArt(png: Buffer | DecodedPicture, options: CleanupOptions = {}): Bitmap {
  const { minSpeckPx = 12, closeRadiusPx = 1 } = options
  const image = Buffer.isBuffer(png) ? PNG.sync.read(png) : png
  const { width, height } = image
  const grey = luminance(image.data, width * height)
  let ink = threshold(grey, otsu(grey))
  if (closeRadiusPx > 0) ink = erode(dilate(ink, width, height, closeRadiusPx), width, height, closeRadiusPx)
  removeSpecks(ink, width, height, minSpeckPx)
  return pack(ink, width, height)
}

// Transparent pixels count as paper: composite on white before measuring brightness.
function luminance(rgba: Uint8Array, n: number): Uint8Array {
  const out = new Uint8Array(n)
  for (let i = 0; i < n; i++) {
    const a = rgba[i * 4 + 3] / 255
    const l = 0.299 * rgba[i * 4] + 0.587 * rgba[i * 4 + 1] + 0.114 * rgba[i * 4 + 2]
    out[i] = Math.round(l * a + 255 * (1 - a))
  }
  return out
}

// Otsu's threshold, kept within sensible bounds so a nearly blank or nearly black picture stays sane.
function otsu(grey: Uint8Array): number {
  const hist = new Float64Array(256)
  for (const v of grey) hist[v]++
  const total = grey.length
  let sumAll = 0
  for (let i = 0; i < 256; i++) sumAll += i * hist[i]
  let sumBack = 0
  let weightBack = 0
  let best = 128
  let bestVariance = -1
  for (let t = 0; t < 256; t++) {
    weightBack += hist[t]
    if (!weightBack) continue
    const weightFore = total - weightBack
    if (!weightFore) break
    sumBack += t * hist[t]
    const meanBack = sumBack / weightBack
    const meanFore = (sumAll - sumBack) / weightFore
    const variance = weightBack * weightFore * (meanBack - meanFore) ** 2
    if (variance > bestVariance) {
      bestVariance = variance
      best = t
    }
  }
  return Math.min(200, Math.max(96, best))
}

/** 1 = ink (black). */
function threshold(grey: Uint8Array, t: number): Uint8Array {
  const ink = new Uint8Array(grey.length)
  for (let i = 0; i < grey.length; i++) ink[i] = grey[i] <= t ? 1 : 0
  return ink
}

export function dilate(ink: Uint8Array, w: number, h: number, r: number): Uint8Array {
  return morph(ink, w, h, r, 1)
}

export function erode(ink: Uint8Array, w: number, h: number, r: number): Uint8Array {
  return morph(ink, w, h, r, 0)
}

// A square structuring element, done as two separable passes (rows, then columns).
function morph(src: Uint8Array, w: number, h: number, r: number, spread: 0 | 1): Uint8Array {
  const rows = new Uint8Array(src.length)
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let v = 1 - spread
      for (let dx = -r; dx <= r && v !== spread; dx++) {
        const xx = x + dx
        if (xx >= 0 && xx < w && src[y * w + xx] === spread) v = spread
      }
      rows[y * w + x] = v
    }
  }
  const out = new Uint8Array(src.length)
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let v = 1 - spread
      for (let dy = -r; dy <= r && v !== spread; dy++) {
        const yy = y + dy
        if (yy >= 0 && yy < h && rows[yy * w + x] === spread) v = spread
      }
      out[y * w + x] = v
    }
  }
  return out
}

/** Clears 8-connected ink blobs smaller than `minPx`. */
export function removeSpecks(ink: Uint8Array, w: number, h: number, minPx: number) {
  floodComponents(ink, w, h, 1, 8, (blob) => {
    if (blob.length < minPx) for (const p of blob) ink[p] = 0
  })
}

export function pack(ink: Uint8Array, width: number, height: number): Bitmap {
  const rowBytes = (width + 7) >> 3
  const bits = new Uint8Array(rowBytes * height).fill(0xff)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (ink[y * width + x]) bits[y * rowBytes + (x >> 3)] &= ~(0x80 >> (x & 7))
    }
  }
  return { width, height, bits }
}
