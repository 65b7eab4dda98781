import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { rasterize, renderWorkerCount, shutdownRenderPool } from './render-pool'

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300">' +
  '<rect x="50" y="50" width="300" height="200" fill="#fff" stroke="#000" stroke-width="8"/></svg>'

// From no workers, whatever a file before this one in the same test worker left running.
beforeAll(() => shutdownRenderPool())
afterEach(() => vi.useRealTimers())
afterAll(() => shutdownRenderPool())

describe('render pool', () => {
  it('starts workers as tasks need them and lets idle ones exit, starting again for the next task', async () => {
    // Only the pool's timers are faked: the workers' messages arrive as they do in production.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    expect(renderWorkerCount()).toBe(0)
    const first = await rasterize(SVG, 400)
    expect(renderWorkerCount()).toBe(1)
    // Two tasks at once (a page's two bands) take two workers.
    await Promise.all([rasterize(SVG, 400), rasterize(SVG, 400)])
    expect(renderWorkerCount()).toBe(2)
    vi.advanceTimersByTime(299_000)
    expect(renderWorkerCount()).toBe(2)
    vi.advanceTimersByTime(2_000)
    expect(renderWorkerCount()).toBe(0)
    const again = await rasterize(SVG, 400)
    expect(renderWorkerCount()).toBe(1)
    expect(again.bits).toEqual(first.bits)
    // The rectangle's outline is black, its inside and the paper around it white.
    const rowBytes = 50
    const white = (x: number, y: number) => (first.bits[y * rowBytes + (x >> 3)] & (0x80 >> (x & 7))) !== 0
    expect([white(10, 10), white(50, 150), white(200, 150)]).toEqual([true, false, true])
  }, 60_000)
})
