import { blobBytesOf } from './blob-bytes'
import type { SavedColoring } from './coloring-store'
import {
  canRedo,
  canUndo,
  emptyHistory,
  fold,
  foldCount,
  type History,
  push,
  redo,
  type Step,
  undo,
  visibleSteps,
} from './history'
import { drawStep, drawStroke, RegionPaths } from './paint'
import type { Regions } from './regions'

// One page being colored: the color layer, the steps, and the base picture the oldest steps were
// folded into. Every change is drawn at once and reported to `onChange` (the view saves it).
//
// The color layer exists twice: at full size off screen (what is printed and downloaded), and at
// DISPLAY_SCALE in the page (what is shown). Each frame after a change, the browser rasterizes and
// uploads the shown canvas whole; at half size that is a quarter of the work, and the page's own
// full-size black lines drawn over it hide the softer color edges under them.

export const DISPLAY_SCALE = 0.5

export type SessionState = { canUndo: boolean; canRedo: boolean; empty: boolean }

export class ColoringSession {
  history: History
  private paths: RegionPaths
  private base: HTMLCanvasElement | null = null
  /** PNG bytes of the base picture; a promise while it is being encoded after a fold. */
  private baseBytes: Promise<ArrayBuffer | null>
  private live: { color: string | null; width: number; points: number[] } | null = null

  /** The full-size color layer, off screen. */
  readonly canvas: HTMLCanvasElement
  private layers: CanvasRenderingContext2D[]

  constructor(
    display: HTMLCanvasElement,
    readonly regions: Regions,
    private onChange: (session: ColoringSession) => void,
  ) {
    this.paths = new RegionPaths(regions)
    this.history = emptyHistory()
    this.baseBytes = Promise.resolve(null)
    this.canvas = document.createElement('canvas')
    this.canvas.width = regions.width
    this.canvas.height = regions.height
    display.width = Math.round(regions.width * DISPLAY_SCALE)
    display.height = Math.round(regions.height * DISPLAY_SCALE)
    const full = this.canvas.getContext('2d')
    const shown = display.getContext('2d')
    if (!full || !shown) throw new Error('No 2D canvas.')
    shown.setTransform(DISPLAY_SCALE, 0, 0, DISPLAY_SCALE, 0, 0)
    this.layers = [full, shown]
    this.paths.warmUp()
  }

  /** Draws on both copies of the color layer. */
  private draw(paint: (ctx: CanvasRenderingContext2D) => void): void {
    for (const ctx of this.layers) paint(ctx)
  }

  /** Takes up a saved coloring of the same page. */
  async restore(saved: SavedColoring): Promise<void> {
    if (saved.width !== this.regions.width || saved.height !== this.regions.height) return
    if (saved.base) {
      const bitmap = await createImageBitmap(new Blob([saved.base], { type: 'image/png' }))
      this.baseCanvas().getContext('2d')?.drawImage(bitmap, 0, 0)
      bitmap.close()
      this.baseBytes = Promise.resolve(saved.base)
    }
    this.history = saved.history
    this.redraw()
  }

  get state(): SessionState {
    const h = this.history
    const { fromBase, steps } = visibleSteps(h)
    return { canUndo: canUndo(h), canRedo: canRedo(h), empty: steps.length === 0 && !(fromBase && this.base) }
  }

  /** Fills the region under a page pixel. False on a line: lines never take color. */
  fill(x: number, y: number, color: string): boolean {
    const step: Step = { kind: 'fill', x: Math.floor(x), y: Math.floor(y), color }
    if (!this.fills(step)) return false
    this.draw((ctx) => drawStep(ctx, this.paths, step))
    this.commit(step)
    return true
  }

  private fills(step: { x: number; y: number }): boolean {
    const { rowStart, runX0, runX1 } = this.regions
    const y = step.y
    if (y < 0 || y >= this.regions.height) return false
    for (let r = rowStart[y]; r < rowStart[y + 1]; r++)
      if (runX0[r] <= step.x && step.x <= runX1[r]) return true
    return false
  }

  startStroke(color: string | null, width: number, x: number, y: number): void {
    this.live = { color, width, points: [Math.round(x), Math.round(y)] }
    const points = this.live.points
    this.draw((ctx) => drawStroke(ctx, color, width, points, 0))
  }

  extendStroke(x: number, y: number): void {
    if (!this.live) return
    const from = this.live.points.length
    this.live.points.push(Math.round(x), Math.round(y))
    const { color, width, points } = this.live
    this.draw((ctx) => drawStroke(ctx, color, width, points, from))
  }

  endStroke(): void {
    if (!this.live) return
    const { color, width, points } = this.live
    this.live = null
    this.commit({ kind: 'stroke', color, width, points })
  }

  /** A second finger arrived: the line was the start of a pinch, not a line. */
  cancelStroke(): void {
    if (!this.live) return
    this.live = null
    this.redraw()
  }

  startOver(): void {
    if (this.state.empty) return
    this.draw((ctx) => ctx.clearRect(0, 0, this.regions.width, this.regions.height))
    this.commit({ kind: 'clear' })
  }

  undo(): void {
    if (!canUndo(this.history)) return
    this.history = undo(this.history)
    this.redraw()
    this.onChange(this)
  }

  redo(): void {
    if (!canRedo(this.history)) return
    const step = this.history.steps[this.history.cursor]
    this.history = redo(this.history)
    this.draw((ctx) => drawStep(ctx, this.paths, step))
    this.onChange(this)
  }

  /** What is saved: the steps, and the base picture once it is encoded. */
  async snapshot(): Promise<SavedColoring> {
    const history = this.history
    const base = await this.baseBytes
    return {
      width: this.regions.width,
      height: this.regions.height,
      history,
      base,
      savedAt: new Date().toISOString(),
    }
  }

  private commit(step: Step): void {
    this.history = push(this.history, step)
    const n = foldCount(this.history)
    if (n > 0) this.foldOldest(n)
    this.onChange(this)
  }

  /** Draws the oldest steps into the base picture, so an undo never replays more than FOLD_AT steps. */
  private foldOldest(n: number): void {
    const base = this.baseCanvas()
    const ctx = base.getContext('2d')
    if (!ctx) return
    for (const step of this.history.steps.slice(0, n)) drawStep(ctx, this.paths, step)
    this.history = fold(this.history, n)
    this.baseBytes = new Promise<Blob | null>((resolve) => base.toBlob(resolve, 'image/png')).then((blob) =>
      blob ? blobBytesOf(blob) : null,
    )
  }

  private baseCanvas(): HTMLCanvasElement {
    if (!this.base) {
      this.base = document.createElement('canvas')
      this.base.width = this.regions.width
      this.base.height = this.regions.height
    }
    return this.base
  }

  redraw(): void {
    const { fromBase, steps } = visibleSteps(this.history)
    const base = fromBase ? this.base : null
    this.draw((ctx) => {
      ctx.clearRect(0, 0, this.regions.width, this.regions.height)
      if (base) ctx.drawImage(base, 0, 0)
      for (const step of steps) drawStep(ctx, this.paths, step)
    })
  }

  /** Frees the canvases' memory (iPad Safari keeps a budget for all canvases of the tab). */
  dispose(): void {
    this.paths.stopWarmUp()
    for (const c of [this.canvas, this.base, this.layers[1].canvas]) {
      if (!c) continue
      c.width = 1
      c.height = 1
    }
  }
}
