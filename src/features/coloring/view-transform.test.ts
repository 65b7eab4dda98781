import { describe, expect, it } from 'vitest'
import { fitSize, fitView, MAX_SCALE, panBy, toPage, zoomAround } from './view-transform'

const frame = { width: 800, height: 600 }
const page = { width: 2550, height: 3300 }
const fitted = fitSize(frame, page)

describe('zoom and pan', () => {
  it('fits the page in the frame, centred', () => {
    expect(fitted.height).toBeCloseTo(576)
    const view = fitView(frame, fitted)
    expect(view.x).toBeCloseTo((800 - fitted.width) / 2)
    expect(toPage(view, fitted, page, { x: view.x, y: 12 })).toEqual({ x: 0, y: 0 })
  })

  it('keeps the point between the fingers over the same page pixel while zooming', () => {
    const start = fitView(frame, fitted)
    const at = { x: 400, y: 300 }
    const before = toPage(start, fitted, page, at)
    const zoomed = zoomAround(start, 3, at, frame, fitted)
    expect(zoomed.scale).toBe(3)
    const after = toPage(zoomed, fitted, page, at)
    expect(after.x).toBeCloseTo(before.x)
    expect(after.y).toBeCloseTo(before.y)
  })

  it('never zooms out past the whole page nor in past the limit, and a pan cannot lose the page', () => {
    const start = fitView(frame, fitted)
    expect(zoomAround(start, 0.2, { x: 10, y: 10 }, frame, fitted)).toEqual(start)
    expect(zoomAround(start, 100, { x: 10, y: 10 }, frame, fitted).scale).toBe(MAX_SCALE)
    const zoomed = zoomAround(start, 4, { x: 400, y: 300 }, frame, fitted)
    const far = panBy(zoomed, 10_000, 10_000, frame, fitted)
    expect(far.x).toBe(0)
    expect(far.y).toBe(0)
  })
})
