// @vitest-environment jsdom
import { createStore } from 'jotai'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  generateAtom,
  generateErrorAtom,
  hooksAtom,
  limitModalOpenAtom,
  loadPagesAtom,
  pagesAtom,
  pendingAtom,
  removePageAtom,
  usageAtom,
} from './state'
import type { ColoringPage, PageRequest } from './types'

const page = (id: string, prompt = id): ColoringPage => ({
  id,
  prompt_raw: prompt,
  prompt_final: prompt,
  complexity: 'easy',
  style: 'cartoon',
  size: 'letter',
  orientation: 'portrait',
  imageUrl: `/api/images/${id}/file/?exp=9999999999&sig=s`,
  createdAt: '2025-01-01T12:00:00.000Z',
  subjects: [],
  left_out: [],
  stand_ins: [],
  status: 'ready',
})
const usage = { plan: 'free', is_free_plan: true, images_generated: 1, total_limit: 10, monthly_limit: null }
const json = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  })
const request: PageRequest = { prompt: 'a cat', improvePrompt: true, complexity: 'easy', style: 'cartoon' }

type Handler = (init: RequestInit) => Response | Promise<Response>

/** A fetch that answers by "METHOD path"; every call is recorded. */
function serve(routes: Record<string, Handler>) {
  const calls: { key: string; init: RequestInit }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
      const key = `${init.method ?? 'GET'} ${new URL(url, 'http://colorly.test').pathname}`
      calls.push({ key, init })
      const handler = routes[key]
      if (!handler) throw new Error(`unexpected ${key}`)
      return handler(init)
    }),
  )
  return calls
}

const settle = () => new Promise((r) => setTimeout(r, 0))

describe('generator state', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('a new page goes first, then pages and usage are fetched again', async () => {
    const store = createStore()
    store.set(pagesAtom, [page('old')])
    const calls = serve({
      'POST /api/images/generate/': () => json(201, page('new', 'a cat')),
      'GET /api/images/': () => json(200, [page('new', 'a cat'), page('old')]),
      'GET /api/images/usage/': () => json(200, usage),
    })
    await store.set(generateAtom, { request, source: 'form' })
    await settle()
    expect(store.get(pagesAtom)?.map((p) => p.id)).toEqual(['new', 'old'])
    expect(store.get(usageAtom)).toEqual(usage)
    expect(store.get(pendingAtom)).toBeNull()
    const post = calls.find((c) => c.key === 'POST /api/images/generate/')
    expect(JSON.parse(String(post?.init.body))).toEqual({
      prompt: 'a cat',
      improve_prompt: true,
      complexity: 'easy',
      style: 'cartoon',
    })
    expect(new Headers(post?.init.headers).get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('a 403 opens the limit dialog and shows no error line', async () => {
    const store = createStore()
    serve({
      'POST /api/images/generate/': () => json(403, { error: 'No pages left.' }),
      'GET /api/images/': () => json(200, []),
      'GET /api/images/usage/': () => json(200, usage),
    })
    await store.set(generateAtom, { request, source: 'form' })
    expect(store.get(limitModalOpenAtom)).toBe(true)
    expect(store.get(generateErrorAtom)).toBeNull()
  })

  it('a refused Retry keeps the server’s message for that card', async () => {
    const store = createStore()
    serve({
      'POST /api/images/generate/': () => json(400, { error: "This prompt can't be used." }),
      'GET /api/images/': () => json(200, []),
      'GET /api/images/usage/': () => json(200, usage),
    })
    await store.set(generateAtom, { request, source: { retryOf: 'p1' } })
    expect(store.get(generateErrorAtom)).toEqual({
      message: "This prompt can't be used.",
      source: { retryOf: 'p1' },
    })
    expect(store.get(limitModalOpenAtom)).toBe(false)
  })

  it('a prompt the engine will not draw (422) keeps its message and suggestions for the form', async () => {
    const store = createStore()
    serve({
      'POST /api/images/generate/': () =>
        json(422, { error: "Colorly doesn't draw Elsa.", suggestions: ['a snowman', 'a snowman', ' ', 7] }),
      'GET /api/images/': () => json(200, []),
      'GET /api/images/usage/': () => json(200, usage),
    })
    await store.set(generateAtom, { request, source: 'form' })
    expect(store.get(generateErrorAtom)).toEqual({
      message: "Colorly doesn't draw Elsa.",
      source: 'form',
      suggestions: ['a snowman'],
    })
    expect(store.get(limitModalOpenAtom)).toBe(false)
  })

  it('one generation at a time: a second click while waiting sends nothing', async () => {
    const store = createStore()
    let answer: (r: Response) => void = () => {}
    const calls = serve({
      'POST /api/images/generate/': () => new Promise<Response>((r) => (answer = r)),
      'GET /api/images/': () => json(200, []),
      'GET /api/images/usage/': () => json(200, usage),
    })
    const posts = () => calls.filter((c) => c.key === 'POST /api/images/generate/')
    const first = store.set(generateAtom, { request, source: 'form' })
    await store.set(generateAtom, { request, source: 'form' })
    await vi.waitFor(() => expect(posts()).toHaveLength(1))
    await settle()
    expect(posts()).toHaveLength(1)
    answer(json(201, page('p1')))
    await first
  })

  it('a list asked for before a page was made or deleted never undoes it', async () => {
    const store = createStore()
    store.set(pagesAtom, [page('keep'), page('gone')])
    let listAnswer: (r: Response) => void = () => {}
    let lists = 0
    serve({
      // The first list is slow; the ones after answer at once with the truth.
      'GET /api/images/': () =>
        ++lists === 1 ? new Promise<Response>((r) => (listAnswer = r)) : json(200, [page('keep')]),
      'DELETE /api/images/gone/': () => json(204, null),
      'GET /api/images/usage/': () => json(200, usage),
    })
    const slowList = store.set(loadPagesAtom)
    await store.set(removePageAtom, 'gone')
    await settle()
    expect(store.get(pagesAtom)?.map((p) => p.id)).toEqual(['keep'])
    listAnswer(json(200, [page('keep'), page('gone')]))
    await slowList
    expect(store.get(pagesAtom)?.map((p) => p.id)).toEqual(['keep'])
  })

  it('a 202 page is asked for until it is ready, then goes first; one still pending in the list is reported made once ready', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    try {
      const store = createStore()
      const made: string[] = []
      store.set(hooksAtom, { onPageMade: (p) => made.push(p.id) })
      let reads = 0
      serve({
        'POST /api/images/generate/': () => json(202, { ...page('slow'), status: 'pending' }),
        'GET /api/images/slow/': () =>
          json(200, { ...page('slow'), status: reads++ < 1 ? 'pending' : 'ready' }),
        'GET /api/images/': () => json(200, [page('slow')]),
        'GET /api/images/usage/': () => json(200, usage),
      })
      const done = store.set(generateAtom, { request, source: 'form' })
      await vi.advanceTimersByTimeAsync(2100)
      expect(store.get(pendingAtom)).not.toBeNull()
      await vi.advanceTimersByTimeAsync(2100)
      await done
      expect(store.get(pagesAtom)?.[0]).toMatchObject({ id: 'slow', status: 'ready' })
      expect(reads).toBe(2)

      // The list said pending (the offline queue sent it); the next list says ready: it is reported made.
      store.set(pagesAtom, [{ ...page('queued'), status: 'pending' }])
      serve({ 'GET /api/images/': () => json(200, [page('queued')]) })
      await store.set(loadPagesAtom)
      expect(made).toContain('queued')
    } finally {
      vi.useRealTimers()
    }
  })
})
