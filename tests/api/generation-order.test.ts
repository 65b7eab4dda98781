import crypto from 'node:crypto'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type JobQueue, openJobQueue } from '../../server/jobs/job-queue'
import { type OpenAiFake, startOpenAiFake } from '../fakes/openai-fake'
import { authHeader, registerUser } from '../helpers/accounts'
import { createTestApp, type TestApp } from '../helpers/test-app'

// A whole class pressing Generate at once: the pages are made in the order they were asked for, every
// slot of the worker keeps taking the next page without waiting for a poll, and a request the queue
// expects to wait longer than its wait is answered 202 at once, so the generator shows it as being made.

describe('the queue under a burst of pages', () => {
  let t: TestApp
  let queue: JobQueue
  beforeAll(async () => {
    // The app's own worker stays off: this queue's stub worker is the only one taking these jobs.
    t = await createTestApp({ WORKER: 'off' })
    queue = await openJobQueue(t.db, { heartbeatSeconds: 30, attempts: 1 }, () => {})
  })
  afterAll(async () => {
    await queue.stop(5000)
    await t.close()
  })

  it('takes the pages in the order they were queued, both slots busy while pages wait', async () => {
    const started: string[] = []
    const spans: { start: number; end: number }[] = []
    await queue.work(2, async ({ imageId }) => {
      started.push(imageId)
      const start = Date.now()
      await new Promise((r) => setTimeout(r, 50))
      spans.push({ start, end: Date.now() })
    })
    const ids = Array.from({ length: 10 }, () => crypto.randomUUID())
    for (const imageId of ids) {
      await t.db.transaction((tx) => queue.enqueue(tx, { imageId, improvePrompt: false }))
      queue.wake(imageId)
    }
    await expect.poll(() => spans.length, { timeout: 30_000, interval: 50 }).toBe(ids.length)
    // First come, first served: with two slots taking pages at once, two pages fetched together may start
    // in either order, but no page starts more than one place from where it was queued.
    expect([...started].sort()).toEqual([...ids].sort())
    for (const [k, id] of ids.entries())
      expect(Math.abs(started.indexOf(id) - k), `page ${k}`).toBeLessThanOrEqual(1)
    // No slot sat idle while pages waited: after the first two, each page starts as soon as one of the two
    // before it ends (a slot that waited for its next poll instead started its next page about 1 s later).
    const ends = spans.map((s) => s.end).sort((a, b) => a - b)
    const starts = spans.map((s) => s.start).sort((a, b) => a - b)
    for (let k = 2; k < starts.length; k++) expect(starts[k] - ends[k - 2]).toBeLessThan(500)
  })
})

describe('a request that would wait long', () => {
  let fake: OpenAiFake
  let t: TestApp
  beforeAll(async () => {
    fake = await startOpenAiFake()
    t = await createTestApp({
      IMAGE_PROVIDER: 'openai',
      OPENAI_API_KEY: fake.apiKey,
      OPENAI_BASE_URL: fake.baseUrl,
      WORKER_CONCURRENCY: '1',
      GENERATE_WAIT_MS: '6000',
    })
  })
  afterEach(() => {
    fake.images = { kind: 'b64' }
  })
  afterAll(async () => {
    await t.close()
    await fake.close()
  })

  const generate = (token: string, prompt: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/images/generate/',
      payload: { prompt, improve_prompt: false, complexity: 'easy' },
      headers: authHeader(token),
    })

  const pageOf = async (token: string, id: string) =>
    (await t.app.inject({ url: `/api/images/${id}/`, headers: authHeader(token) })).json() as {
      status: string
    }

  it('is answered 202 at once when the pages ahead of it take longer than the wait', async () => {
    fake.images = { kind: 'b64', delayMs: 2000 }
    const first = await registerUser(t.app)
    // Three pages made, so the worker knows how long a page takes (2 s and more).
    for (const prompt of ['a lion', 'a cat', 'a dog']) {
      const warm = (await generate(first.token, prompt)).json()
      await expect
        .poll(async () => (await pageOf(first.token, warm.id)).status, { timeout: 60_000 })
        .toBe('ready')
    }
    const users = await Promise.all(Array.from({ length: 5 }, () => registerUser(t.app)))
    const answers: { status: number; ms: number; id: string }[] = []
    const t0 = Date.now()
    await Promise.all(
      users.map(async (user, i) => {
        // In order: each request a little after the one before.
        await new Promise((r) => setTimeout(r, 150 * i))
        const res = await generate(user.token, `a turtle number ${i}`)
        answers[i] = { status: res.statusCode, ms: Date.now() - t0 - 150 * i, id: res.json().id }
      }),
    )
    // The last ones have at least three 2 s pages ahead on one slot: past the 6 s wait, so they are told
    // at once that their page is being made rather than after holding the request for the whole wait.
    for (const last of answers.slice(3)) {
      expect(last.status).toBe(202)
      expect(last.ms).toBeLessThan(3000)
    }
    // Every page is made all the same.
    await expect
      .poll(
        async () => {
          const pages = await Promise.all(answers.map(({ id }, i) => pageOf(users[i].token, id)))
          return pages.every((page) => page.status === 'ready')
        },
        { timeout: 90_000, interval: 500 },
      )
      .toBe(true)
  })
})
