import { type InkMap, inkBounds } from './ink-map'
import { distanceToInk, findRegions } from './page-regions'

export type SubjectOutline = {
  /** The outline's pixels in order around the subject (clockwise on screen), on its outer edge. */
  path: { x: number; y: number }[]
  /** 1 inside the subject's silhouette. */
  silhouette: Uint8Array
  /** Typical width of the page's lines, in pixels. */
  lineWidth: number
  /** Distance of each pixel from the paper outside every closed region. */
  fromOutside: Float32Array
}

/**
 * The main subject's silhouette and outer outline, read from the bitmap alone: everything that is not open
 * paper (paper reaching the sheet's edge) is the drawing; thin strokes (a ground line, grass) are opened
 * away, and the largest solid piece left is the subject.
 */
export function subjectOutline(map: InkMap): SubjectOutline | null {
  const { width, height } = map
  const regions = findRegions(map, { poles: false })
  const outside = new Uint8Array(width * height)
  for (let p = 0; p < outside.length; p++) {
    const r = regions.label[p]
    if (r && regions.touchesEdge[r]) outside[p] = 1
  }
  const lineWidth = typicalLineWidth(map, outside)
  const fromOutside = distanceToInk({ width, height, ink: outside })
  // Opening: shrink the drawing by r, keep what is left, grow it back by r.
  const r = Math.max(12, lineWidth * 2.5)
  const core = new Uint8Array(width * height)
  for (let p = 0; p < core.length; p++) if (fromOutside[p] > r) core[p] = 1
  const fromCore = distanceToInk({ width, height, ink: core })
  const opened = new Uint8Array(width * height)
  for (let p = 0; p < opened.length; p++) if (!outside[p] && fromCore[p] <= r) opened[p] = 1
  const silhouette = largestPiece(opened, width, height)
  if (!silhouette) return null
  const path = traceBoundary(silhouette, width, height)
  if (path.length < 50) return null
  return { path, silhouette, lineWidth, fromOutside }
}

/** Median length of the ink runs that start at open paper: the width of the drawing's outer lines. */
function typicalLineWidth(map: InkMap, outside: Uint8Array): number {
  const runs: number[] = []
  for (let y = 0; y < map.height; y += 7) {
    const row = y * map.width
    for (let x = 1; x < map.width; x++) {
      if (!outside[row + x - 1] || !map.ink[row + x]) continue
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
  const pieces = findRegions({ width, height, ink: mask.map((v) => 1 - v) }, { poles: false })
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
