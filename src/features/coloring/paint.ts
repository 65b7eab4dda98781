import type { Step } from './history'
import { forEachRun, type Regions, regionAt } from './regions'

// Drawing steps on the color layer, a canvas the size of the page that sits under the black lines.
// A fill is one Path2D of whole-pixel rectangles (the region's runs, stacked where rows repeat), so
// it covers exactly the region's pixels with no anti-aliased edge, and the GPU draws it in one call.

const PATH_CACHE_SIZE = 48
/** Regions whose paths are made ahead, while the child looks at the page: the ones with most runs. */
const WARM_REGIONS = 24

export class RegionPaths {
  private cache = new Map<number, Path2D>()
  private warming = true
  constructor(readonly regions: Regions) {}

  /** Makes the paths of the biggest regions in idle time, one per idle moment, so no first tap waits. */
  warmUp(): void {
    const { count, labelStart } = this.regions
    const labels = Array.from({ length: count }, (_, l) => l)
      .sort((a, b) => labelStart[b + 1] - labelStart[b] - (labelStart[a + 1] - labelStart[a]))
      .slice(0, WARM_REGIONS)
    const idle = (next: () => void) =>
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(next, { timeout: 500 })
        : setTimeout(next, 16)
    const step = () => {
      const label = labels.shift()
      if (label === undefined || !this.warming) return
      if (!this.cache.has(label)) this.get(label)
      idle(step)
    }
    idle(step)
  }

  stopWarmUp(): void {
    this.warming = false
  }

  get(label: number): Path2D {
    const hit = this.cache.get(label)
    if (hit) {
      // Most recently used last.
      this.cache.delete(label)
      this.cache.set(label, hit)
      return hit
    }
    const path = regionPath(this.regions, label)
    this.cache.set(label, path)
    if (this.cache.size > PATH_CACHE_SIZE) this.cache.delete(this.cache.keys().next().value as number)
    return path
  }
}

function regionPath(regions: Regions, label: number): Path2D {
  const path = new Path2D()
  // Runs with the same columns on consecutive rows become one taller rectangle.
  const open = new Map<number, { y0: number; y1: number; x0: number; x1: number }>()
  const flush = (r: { y0: number; y1: number; x0: number; x1: number }) =>
    path.rect(r.x0, r.y0, r.x1 - r.x0 + 1, r.y1 - r.y0 + 1)
  forEachRun(regions, label, (y, x0, x1) => {
    const k = x0 * 65_536 + x1
    const rect = open.get(k)
    if (rect && rect.y1 === y - 1) {
      rect.y1 = y
      return
    }
    if (rect) flush(rect)
    open.set(k, { y0: y, y1: y, x0, x1 })
  })
  for (const rect of open.values()) flush(rect)
  return path
}

/** Draws one step on the color layer. A fill on a line draws nothing. */
export function drawStep(ctx: CanvasRenderingContext2D, paths: RegionPaths, step: Step): void {
  if (step.kind === 'clear') {
    ctx.clearRect(0, 0, paths.regions.width, paths.regions.height)
    return
  }
  if (step.kind === 'fill') {
    const label = regionAt(paths.regions, step.x, step.y)
    if (label < 0) return
    ctx.globalCompositeOperation = 'source-over'
    ctx.fillStyle = step.color
    ctx.fill(paths.get(label))
    return
  }
  drawStroke(ctx, step.color, step.width, step.points, 0)
}

/**
 * Draws a brush (or eraser, color null) line from point index `from` on: live while the finger
 * moves, and the whole line again when replayed.
 */
export function drawStroke(
  ctx: CanvasRenderingContext2D,
  color: string | null,
  width: number,
  points: number[],
  from: number,
): void {
  ctx.globalCompositeOperation = color === null ? 'destination-out' : 'source-over'
  ctx.strokeStyle = color ?? '#000'
  ctx.fillStyle = color ?? '#000'
  ctx.lineWidth = width
  ctx.lineCap = 'round'
  ctx.lineJoin = 'round'
  if (points.length === 2) {
    ctx.beginPath()
    ctx.arc(points[0], points[1], width / 2, 0, Math.PI * 2)
    ctx.fill()
  } else {
    const start = Math.max(0, from - 2)
    ctx.beginPath()
    ctx.moveTo(points[start], points[start + 1])
    for (let i = start + 2; i < points.length; i += 2) ctx.lineTo(points[i], points[i + 1])
    ctx.stroke()
  }
  ctx.globalCompositeOperation = 'source-over'
}
