import { countBlackBlobs } from './black-blobs'
import type { Bitmap } from './render-pool'
import { svgToBitmap } from './svg-to-png'
import { packedWhiteRuns } from './white-runs.mjs'

export type PageRegions = {
  /** Colourable regions whose area lies mostly inside the drawings (subjects and props). */
  inside: number
  /** Regions in the background: the setting, its ground, decorations and the paper around them. */
  background: number
  /** Share of all regions that lie inside the drawings. */
  insideShare: number
  /** The smallest region, as the diameter (mm) of a disc of the same area. */
  smallestMm: number
  /** Regions smaller than a disc 2 mm across (3.1 mm²): too small for a fine pen. */
  specks: number
  /** Of those, the ones in the background (the setting's pieces and where they meet a drawing). */
  backgroundSpecks: number
  /** The typical line: the median width (pt) of black runs across rows and columns, 300 dpi. */
  lineWidthPt: number
  /** Small solid patches of ink (closed slivers, spots), no more than 5 mm across. */
  blackBlobs: number
}

const PX_PER_PT = 300 / 72
const MM_PER_PX = 25.4 / 300
// A disc 2 mm across (3.14 mm²) at 300 dpi.
const SPECK_PX = Math.PI / (MM_PER_PX * MM_PER_PX)

const bit = (b: Bitmap, x: number, y: number) =>
  (b.bits[y * ((b.width + 7) >> 3) + (x >> 3)] & (0x80 >> (x & 7))) !== 0

/**
 * Measures a composed page at full size: its white regions split by whether they lie inside the drawings
 * (rendered alone as a black silhouette mask), the smallest region and the typical line width.
 */
export async function pageRegions(scene: { svg: string; drawings?: string }, speckAreaPt: number) {
  const page = await svgToBitmap(scene.svg, undefined, speckAreaPt)
  const header = /<svg[^>]*>/.exec(scene.svg)?.[0] ?? ''
  const silhouettes = (scene.drawings ?? '').replace(/fill="#fff"/g, 'fill="#000"')
  const mask = await svgToBitmap(`${header}${silhouettes}</svg>`)
  return measureRegions(page, mask)
}

export function measureRegions(page: Bitmap, mask: Bitmap): PageRegions {
  const runs = packedWhiteRuns(page.bits, page.width, page.height)
  const n = runs.root.length
  const covered = new Float64Array(n)
  for (let i = 0; i < n; i++) {
    const y = runs.y[i]
    // Sampled every 4 pixels along the run: plenty to tell a region's side apart, four times fewer lookups.
    for (let x = runs.x0[i]; x < runs.x1[i]; x += 4)
      if (!bit(mask, x, y)) covered[runs.root[i]] += Math.min(4, runs.x1[i] - x)
  }
  let inside = 0
  let background = 0
  let smallest = Infinity
  let specks = 0
  let backgroundSpecks = 0
  for (let i = 0; i < n; i++) {
    if (runs.root[i] !== i) continue
    const isInside = covered[i] * 2 > runs.size[i]
    if (isInside) inside++
    else background++
    smallest = Math.min(smallest, runs.size[i])
    if (runs.size[i] < SPECK_PX) {
      specks++
      if (!isInside) backgroundSpecks++
    }
  }
  const total = inside + background
  return {
    inside,
    background,
    insideShare: total ? inside / total : 0,
    smallestMm: 2 * Math.sqrt(smallest / Math.PI) * MM_PER_PX,
    specks,
    backgroundSpecks,
    lineWidthPt: medianBlackRun(page) / PX_PER_PT,
    blackBlobs: countBlackBlobs(page),
  }
}

// Black runs along rows and columns; the shorter of the two through a pixel is the line's width, so the
// median over short runs (under 8 pt: lines, not filled eyes) is the typical stroke.
function medianBlackRun(b: Bitmap): number {
  const counts = new Uint32Array(34)
  const count = (length: number) => {
    if (length > 0 && length < counts.length) counts[length]++
  }
  for (let y = 0; y < b.height; y += 7) {
    let run = 0
    for (let x = 0; x < b.width; x++) {
      if (!bit(b, x, y)) run++
      else {
        count(run)
        run = 0
      }
    }
  }
  for (let x = 0; x < b.width; x += 7) {
    let run = 0
    for (let y = 0; y < b.height; y++) {
      if (!bit(b, x, y)) run++
      else {
        count(run)
        run = 0
      }
    }
  }
  let total = 0
  for (const c of counts) total += c
  let seen = 0
  for (let length = 0; length < counts.length; length++) {
    seen += counts[length]
    if (seen * 2 >= total) return length
  }
  return 0
}
