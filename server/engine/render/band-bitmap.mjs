// A band's pixels to its packed 1-bit bitmap, then its specks and lone pixels cleaned up: the render worker's
// passes after resvg has drawn the band. Plain JavaScript, loaded by render-worker.mjs (and by tests).
import { clearPackedRun, packedWhiteRuns } from './white-runs.mjs'

// Pixels read as signed 32-bit words, so these compare without conversion: opaque black and opaque white.
const BLACK = 0xff000000 | 0
const WHITE = 0xffffffff | 0

/**
 * Thresholds straight into PNG-style packed rows (most significant bit first, 1 = white): a pixel is white
 * when, composited over white paper, it is at least half white. With anti-aliasing off nearly every pixel
 * is opaque black, opaque white (a shape filled white) or untouched paper, so eight of those are matched
 * whole before any arithmetic: the per-pixel test runs only where ink meets paper.
 */
export function thresholdPacked(rgba, width, height) {
  const px = new Int32Array(rgba.buffer, rgba.byteOffset, width * height)
  const rowBytes = (width + 7) >> 3
  const wholeBytes = width >> 3
  const bits = new Uint8Array(rowBytes * height)
  let i = 0
  for (let y = 0; y < height; y++) {
    const row = y * rowBytes
    for (let k = 0; k < wholeBytes; k++, i += 8) {
      const p0 = px[i]
      const p1 = px[i + 1]
      const p2 = px[i + 2]
      const p3 = px[i + 3]
      const p4 = px[i + 4]
      const p5 = px[i + 5]
      const p6 = px[i + 6]
      const p7 = px[i + 7]
      const any = p0 | p1 | p2 | p3 | p4 | p5 | p6 | p7
      const all = p0 & p1 & p2 & p3 & p4 & p5 & p6 & p7
      // Bare paper, or a shape filled white: eight white pixels.
      if (any === 0 || all === WHITE) bits[row + k] = 0xff
      // Solid ink: the byte stays 0.
      else if (any !== BLACK || all !== BLACK) bits[row + k] = packByte(px, i, 8)
    }
    if (wholeBytes < rowBytes) {
      bits[row + wholeBytes] = packByte(px, i, width & 7)
      i += width & 7
    }
  }
  return bits
}

/** `count` pixels from `i` as one packed byte, most significant bit first. */
function packByte(px, i, count) {
  let byte = 0
  for (let b = 0; b < count; b++) {
    const v = px[i + b]
    if (v === BLACK) continue
    if (v === 0 || v === WHITE || lighterThanHalf(v >>> 0)) byte |= 0x80 >> b
  }
  return byte
}

function lighterThanHalf(v) {
  const alpha = v >>> 24
  const lum = ((v & 0xff) * 54 + ((v >>> 8) & 0xff) * 183 + ((v >>> 16) & 0xff) * 19) >> 8
  return lum * alpha + 255 * (255 - alpha) >= 128 * 255
}

/**
 * Blackens enclosed white regions smaller than `maxArea` pixels: slivers left between touching outlines
 * that nobody could colour. Regions touching a band's cut edge are left alone, since their other part
 * lies in the neighbouring band.
 */
export function removeSpecks(bits, width, height, maxArea, cutTop, cutBottom) {
  const runs = packedWhiteRuns(bits, width, height)
  const rowBytes = (width + 7) >> 3
  const keep = new Uint8Array(runs.root.length)
  for (let i = 0; i < runs.root.length; i++) {
    if ((cutTop && runs.y[i] === 0) || (cutBottom && runs.y[i] === height - 1)) keep[runs.root[i]] = 1
  }
  for (let i = 0; i < runs.root.length; i++) {
    const r = runs.root[i]
    if (keep[r] || runs.size[r] >= maxArea) continue
    clearPackedRun(bits, rowBytes, runs.y[i], runs.x0[i], runs.x1[i])
  }
}

/**
 * Whitens black pixels with no black among their eight neighbours: where two pattern lines or outlines
 * nearly meet, the rasteriser can leave one lone pixel, a speck a flood fill on screen stops at. A cut
 * edge's row is judged by the neighbouring band, which renders it with its neighbours.
 *
 * Eight pixels at a time: a byte's ink (1 = black) against its neighbours' ink shifted one pixel left and
 * right, in its own row and the rows above and below. Bytes all paper or all ink are skipped (a byte of ink
 * has neighbours in itself), and what is found is whitened only once every row has been judged.
 */
export function removeLonePixels(bits, width, height, cutTop, cutBottom) {
  const rowBytes = (width + 7) >> 3
  const last = rowBytes - 1
  // The last byte's bits past the width are 0 in packed rows (black), but they are no pixels: never ink.
  const lastMask = width & 7 ? (0xff00 >> (width & 7)) & 0xff : 0xff
  // A row's ink (1 = black) at byte i (column k) spread one pixel sideways: the pixels next to or on its ink.
  const spread = (i, k) => {
    const c = ~bits[i] & (k === last ? lastMask : 0xff)
    let s = c | (c >> 1) | ((c << 1) & 0xff)
    if (k > 0 && !(bits[i - 1] & 1)) s |= 0x80
    if (k < last && !(bits[i + 1] & 0x80)) s |= 1
    return s
  }
  const lone = []
  const from = (cutTop ? 1 : 0) * rowBytes
  const to = (cutBottom ? height - 1 : height) * rowBytes
  // Four bytes at a time where they are all paper or all ink (most of a page), when they can be read as words.
  const words =
    bits.byteOffset % 4 === 0 ? new Int32Array(bits.buffer, bits.byteOffset, bits.length >> 2) : null
  for (let i = from; i < to; i++) {
    if (words !== null && (i & 3) === 0 && i + 4 <= to) {
      const word = words[i >> 2]
      if (word === 0 || word === -1) {
        i += 3
        continue
      }
    }
    const byte = bits[i]
    if (byte === 0xff || byte === 0) continue
    const y = (i / rowBytes) | 0
    const k = i - y * rowBytes
    const c = ~byte & (k === last ? lastMask : 0xff)
    // Ink beside ink in its own row (the pixels either side of the byte are always within the width).
    let beside = (c >> 1) | ((c << 1) & 0xff)
    if (k > 0 && !(bits[i - 1] & 1)) beside |= 0x80
    if (k < last && !(bits[i + 1] & 0x80)) beside |= 1
    let alone = c & ~beside
    if (alone && y > 0) alone &= ~spread(i - rowBytes, k)
    if (alone && y < height - 1) alone &= ~spread(i + rowBytes, k)
    if (alone) lone.push(i, alone)
  }
  for (let i = 0; i < lone.length; i += 2) bits[lone[i]] |= lone[i + 1]
}
