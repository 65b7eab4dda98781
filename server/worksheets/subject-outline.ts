import { type InkMap, inkBounds } from './ink-map'
import { distanceToInk, findRegions } from './page-regions'

export type SubjectOutline = {
  /** The silhouette's box, in page pixels. */
  bounds: { x0: number; y0: number; x1: number; y1: number }
  /** The outline's pixels in order around the subject (clockwise on screen), on its outer edge, in page pixels. */
  path: { x: number; y: number }[]
  /** Whether a page pixel lies inside the subject's silhouette grown by `by` pixels. */
  nearSilhouette: (by: number) => (x: number, y: number) => boolean
  /** Typical width of the page's lines, in page pixels. */
  lineWidth: number
  /** Distance of a page pixel from the paper outside every closed region (within a pixel or two). */
  fromOutside: (x: number, y: number) => number
}

// The silhouette is found at half the page's resolution: four times fewer pixels for the distance transforms
// and labellings it takes, and still 150 dpi, finer than any outline a child joins with a pencil.
const STEP = 2

/**
 * The main subject's silhouette and outer outline, read from the bitmap alone: everything that is not open
 * paper (paper reaching the sheet's edge) is the drawing; thin strokes (a ground line, grass) are opened
 * away, and the largest solid piece left is the subject.
 */
export function subjectOutline(map: InkMap): SubjectOutline | null {
  let inside = map
  for (let attempt = 0; attempt < 3; attempt++) {
    const found = outlineOf(inside)
    if (!found) return null
    // A frame round the whole picture is no subject: look again inside it, as if it were the paper's edge.
    const art = inkBounds(map)
    const b = found.bounds
    if (!art || b.x1 - b.x0 < (art.x1 - art.x0) * 0.85 || b.y1 - b.y0 < (art.y1 - art.y0) * 0.85) return found
    const inset = found.lineWidth * 2 + 4
    inside = { width: map.width, height: map.height, ink: inside.ink.slice() }
    const left = Math.max(0, b.x0 + inset)
    const right = Math.max(left, Math.min(map.width, b.x1 - inset))
    for (let y = 0; y < map.height; y++) {
      const row = y * map.width
      if (y < b.y0 + inset || y >= b.y1 - inset) inside.ink.fill(0, row, row + map.width)
      else {
        inside.ink.fill(0, row, row + left)
        inside.ink.fill(0, row + right, row + map.width)
      }
    }
  }
  return null
}

function outlineOf(map: InkMap): SubjectOutline | null {
  const regions = findRegions(map, { poles: false })
  // Open paper: the regions that reach the sheet's edge.
  const open = regions.touchesEdge
  const label = regions.label
  const lineWidth = typicalLineWidth(map, label, open)
  // Half size: a pixel is open paper only when all four it stands for are.
  const width = Math.ceil(map.width / STEP)
  const height = Math.ceil(map.height / STEP)
  const outside = new Uint8Array(width * height)
  for (let y = 0; y < height; y++) {
    const top = y * STEP * map.width
    const bottom = Math.min(map.height - 1, y * STEP + 1) * map.width
    for (let x = 0; x < width; x++) {
      const left = x * STEP
      const right = Math.min(map.width - 1, left + 1)
      outside[y * width + x] =
        open[label[top + left]] &
        open[label[top + right]] &
        open[label[bottom + left]] &
        open[label[bottom + right]]
    }
  }
  const fromOutside = distanceToInk({ width, height, ink: outside })
  // Opening: shrink the drawing by r, keep what is left, grow it back by r.
  const r = Math.max(6, (lineWidth * 2.5) / STEP)
  const core = new Uint8Array(width * height)
  for (let p = 0; p < core.length; p++) if (fromOutside[p] > r) core[p] = 1
  const fromCore = distanceToInk({ width, height, ink: core })
  const opened = new Uint8Array(width * height)
  for (let p = 0; p < opened.length; p++) if (!outside[p] && fromCore[p] <= r) opened[p] = 1
  const silhouette = largestPiece(opened, width, height)
  if (!silhouette) return null
  const path = traceBoundary(silhouette, width, height).map((p) => ({ x: p.x * STEP, y: p.y * STEP }))
  if (path.length < 50) return null
  const at = (x: number, y: number) =>
    Math.min(height - 1, (y / STEP) | 0) * width + Math.min(width - 1, (x / STEP) | 0)
  const small = inkBounds({ width, height, ink: silhouette })
  if (!small) return null
  return {
    path,
    bounds: { x0: small.x0 * STEP, y0: small.y0 * STEP, x1: small.x1 * STEP, y1: small.y1 * STEP },
    lineWidth,
    fromOutside: (x, y) => fromOutside[at(x, y)] * STEP,
    nearSilhouette: (by) => {
      const grown = growMask(silhouette, width, height, Math.ceil(by / STEP))
      return (x, y) => grown[at(x, y)] === 1
    },
  }
}

/** The mask grown by `by` pixels (a square around every pixel of it): rows, then columns. */
function growMask(mask: Uint8Array, width: number, height: number, by: number): Uint8Array {
  const rows = new Uint8Array(width * height)
  for (let y = 0; y < height; y++) {
    let last = -1e9
    for (let x = 0; x < width; x++) {
      if (mask[y * width + x]) last = x
      if (x - last <= by) rows[y * width + x] = 1
    }
    last = 1e9
    for (let x = width - 1; x >= 0; x--) {
      if (mask[y * width + x]) last = x
      if (last - x <= by) rows[y * width + x] = 1
    }
  }
  const out = new Uint8Array(width * height)
  for (let x = 0; x < width; x++) {
    let last = -1e9
    for (let y = 0; y < height; y++) {
      if (rows[y * width + x]) last = y
      if (y - last <= by) out[y * width + x] = 1
    }
    last = 1e9
    for (let y = height - 1; y >= 0; y--) {
      if (rows[y * width + x]) last = y
      if (last - y <= by) out[y * width + x] = 1
    }
  }
  return out
}

/** Median length of the ink runs that start at open paper: the width of the drawing's outer lines. */
function typicalLineWidth(map: InkMap, label: Int32Array, open: Uint8Array): number {
  const runs: number[] = []
  for (let y = 0; y < map.height; y += 7) {
    const row = y * map.width
    for (let x = 1; x < map.width; x++) {
      if (!open[label[row + x - 1]] || !map.ink[row + x]) continue
      let n = 0
      while (x + n < map.width && map.ink[row + x + n]) n++
      if (n < 60) runs.push(n)
      x += n
    }
  }
  runs.sort((a, b) => a - b)
  return runs.length ? runs[runs.length >> 1] : 8
}

function largestPiece(mask: Uint8Array, width: number, height: number): Uint8Array | null {
  const pieces = findRegions({ width, height, ink: mask }, { poles: false, of: 1 })
  let best = 0
  for (let r = 1; r <= pieces.count; r++) if (!best || pieces.area[r] > pieces.area[best]) best = r
  if (!best) return null
  const out = new Uint8Array(width * height)
  for (let p = 0; p < out.length; p++) if (pieces.label[p] === best) out[p] = 1
  // Holes inside the piece belong to it: the outline is its outer edge only.
  const holes = findRegions({ width, height, ink: out }, { poles: false })
  for (let p = 0; p < out.length; p++) {
    const h = holes.label[p]
    if (h && !holes.touchesEdge[h]) out[p] = 1
  }
  return out
}

const DIRS = [
  [1, 0],
  [1, 1],
  [0, 1],
  [-1, 1],
  [-1, 0],
  [-1, -1],
  [0, -1],
  [1, -1],
]

/** Moore-neighbour tracing of the mask's outer boundary, from its topmost, leftmost pixel. */
function traceBoundary(mask: Uint8Array, width: number, height: number): { x: number; y: number }[] {
  const b = inkBounds({ width, height, ink: mask })
  if (!b) return []
  let sx = -1
  for (let x = b.x0; x < b.x1 && sx < 0; x++) if (mask[b.y0 * width + x]) sx = x
  const sy = b.y0
  const inside = (x: number, y: number) =>
    x >= 0 && y >= 0 && x < width && y < height && mask[y * width + x] === 1
  const path: { x: number; y: number }[] = [{ x: sx, y: sy }]
  let x = sx
  let y = sy
  // Came from the left (the pixel west of the start is outside).
  let dir = 6
  for (let steps = 0; steps < width * height; steps++) {
    let found = false
    for (let k = 0; k < 8; k++) {
      const d = (dir + 6 + k) % 8
      const nx = x + DIRS[d][0]
      const ny = y + DIRS[d][1]
      if (inside(nx, ny)) {
        x = nx
        y = ny
        dir = d
        found = true
        break
      }
    }
    if (!found || (x === sx && y === sy)) break
    path.push({ x, y })
  }
  return path
}
