import { afterAll, describe, expect, it } from 'vitest'
import { workerPool } from './worker-pool'

// A worker that answers each job with its number doubled after `ms` milliseconds, or crashes.
const DOUBLER = new URL(
  `data:text/javascript,${encodeURIComponent(`
    import { parentPort } from 'node:worker_threads'
    parentPort.on('message', ({ id, n, ms, crash }) => setTimeout(() => {
      if (crash) throw new Error('worker crashed')
      parentPort.postMessage({ id, n: n * 2 })
    }, ms))
  `)}`,
)
const IDLE_EXIT_MS = 200
const pool = workerPool<{ id: number; n: number }, number>(DOUBLER, (answer) => answer.n, {}, IDLE_EXIT_MS)

async function until(condition: () => boolean) {
  const started = Date.now()
  while (!condition()) {
    if (Date.now() - started > 20_000) throw new Error('timed out')
    await new Promise((done) => setTimeout(done, 20))
  }
}

afterAll(() => pool.shutdown())

describe('worker pool', () => {
  it('starts workers as jobs need them and lets idle ones exit, never a busy one', async () => {
    expect(pool.workers()).toBe(0)
    expect(await pool.run({ n: 2, ms: 0 })).toBe(4)
    expect(pool.workers()).toBe(1)
    // Two jobs at once take two workers.
    const both = Promise.all([pool.run({ n: 1, ms: 0 }), pool.run({ n: 5, ms: 0 })])
    expect(pool.workers()).toBe(2)
    expect(await both).toEqual([2, 10])
    await until(() => pool.workers() === 0)
    // A job longer than the idle time: its worker is busy, not idle, and answers.
    expect(await pool.run({ n: 7, ms: 3 * IDLE_EXIT_MS })).toBe(14)
    expect(pool.workers()).toBe(1)
    await until(() => pool.workers() === 0)
  }, 60_000)

  it('fails the job of a worker that crashes, and starts another for the next job', async () => {
    await expect(pool.run({ n: 1, ms: 0, crash: true })).rejects.toThrow('worker crashed')
    expect(pool.workers()).toBe(0)
    expect(await pool.run({ n: 3, ms: 0 })).toBe(6)
    expect(pool.workers()).toBe(1)
  }, 60_000)
})
