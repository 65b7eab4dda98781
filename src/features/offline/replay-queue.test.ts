// @vitest-environment jsdom
import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { SendAnswer } from './api'
import { enqueue, listQueue, resetQueueConnection } from './queue-store'
import { LIMIT_MESSAGE, replayQueue, SIGN_IN_AGAIN_MESSAGE } from './replay-queue'
import type { PageJson, QueuedGeneration } from './types'

const madePage = (id: string): PageJson => ({
  id,
  prompt_raw: 'a cat',
  prompt_final: 'a cat',
  complexity: 'easy',
  style: 'cartoon',
  size: 'letter',
  orientation: 'portrait',
  imageUrl: `/api/images/${id}/file/`,
  createdAt: '2025-01-01T12:00:00.000Z',
  subjects: [],
  left_out: [],
  stand_ins: [],
  status: 'ready',
})

const queue = (id: string, userId = 'u1', minute = 0) =>
  enqueue(
    { id, userId, prompt: `prompt ${id}`, improve_prompt: true, complexity: 'easy', style: 'cartoon' },
    new Date(Date.UTC(2025, 0, 1, 12, minute)),
  )

/** A server stand-in that answers per idempotency key and records every call. */
function server(answer: (item: QueuedGeneration) => SendAnswer | Promise<SendAnswer>) {
  const keys: string[] = []
  const send = vi.fn(async (item: QueuedGeneration) => {
    keys.push(item.id)
    return answer(item)
  })
  return { send, keys }
}

describe('replaying the offline queue', () => {
  beforeEach(() => {
    globalThis.indexedDB = new IDBFactory()
    resetQueueConnection()
  })

  it('sends each item with its own idempotency key, oldest first, and removes it on success', async () => {
    await queue('key-b', 'u1', 2)
    await queue('key-a', 'u1', 1)
    const { send, keys } = server((item) => ({ status: 201, page: madePage(`p-${item.id}`) }))
    const onSent = vi.fn()
    const result = await replayQueue('u1', { send, onSent })
    expect(keys).toEqual(['key-a', 'key-b'])
    expect(result).toEqual({ sent: 2, stopped: null })
    expect(onSent.mock.calls.map(([page]) => page.id)).toEqual(['p-key-a', 'p-key-b'])
    expect(await listQueue('u1')).toEqual([])
  })

  it('a replay after a lost answer sends the same key again, so the server can answer the page it made', async () => {
    await queue('key-1')
    let calls = 0
    const { send, keys } = server(() => {
      calls++
      if (calls === 1) throw new TypeError('Failed to fetch')
      return { status: 200, page: madePage('p1') }
    })
    expect(await replayQueue('u1', { send })).toEqual({ sent: 0, stopped: 'offline' })
    expect(await listQueue('u1')).toHaveLength(1)
    expect(await replayQueue('u1', { send })).toEqual({ sent: 1, stopped: null })
    expect(keys).toEqual(['key-1', 'key-1'])
    expect(await listQueue('u1')).toEqual([])
  })

  it('only replays the signed-in user’s items', async () => {
    await queue('mine', 'u1')
    await queue('theirs', 'u2')
    const { send, keys } = server(() => ({ status: 201, page: madePage('p') }))
    await replayQueue('u1', { send })
    expect(keys).toEqual(['mine'])
    expect((await listQueue('u2')).map((q) => q.id)).toEqual(['theirs'])
  })

  it('a 401 keeps the item, asks for a new sign-in and stops', async () => {
    await queue('k1', 'u1', 1)
    await queue('k2', 'u1', 2)
    const { send, keys } = server(() => ({ status: 401, error: 'Invalid token.' }))
    const onSignInNeeded = vi.fn()
    expect(await replayQueue('u1', { send, onSignInNeeded })).toEqual({ sent: 0, stopped: 'sign-in' })
    expect(keys).toEqual(['k1'])
    expect(onSignInNeeded).toHaveBeenCalledTimes(1)
    const items = await listQueue('u1')
    expect(items.map((q) => [q.id, q.state, q.message])).toEqual([
      ['k1', 'sign-in', SIGN_IN_AGAIN_MESSAGE],
      ['k2', 'waiting', undefined],
    ])
    // Signed in again: the kept item is sent then.
    const ok = server(() => ({ status: 201, page: madePage('p') }))
    await replayQueue('u1', { send: ok.send })
    expect(ok.keys).toEqual(['k1', 'k2'])
  })

  it('a 403 marks the item "Monthly limit reached", opens the limit dialog once and is not sent again', async () => {
    await queue('k1', 'u1', 1)
    await queue('k2', 'u1', 2)
    const { send } = server(() => ({ status: 403, error: 'No pages left.' }))
    const onLimit = vi.fn()
    await replayQueue('u1', { send, onLimit })
    expect(onLimit).toHaveBeenCalledTimes(1)
    expect((await listQueue('u1')).map((q) => [q.state, q.message])).toEqual([
      ['limit', LIMIT_MESSAGE],
      ['limit', LIMIT_MESSAGE],
    ])
    send.mockClear()
    await replayQueue('u1', { send })
    expect(send).not.toHaveBeenCalled()
  })

  it('a 400 marks the item with the server’s message', async () => {
    await queue('k1')
    const { send } = server(() => ({ status: 400, error: "This prompt can't be used." }))
    await replayQueue('u1', { send })
    const [item] = await listQueue('u1')
    expect(item).toMatchObject({ state: 'refused', message: "This prompt can't be used." })
  })

  it('a 422 (a prompt the engine will not draw) is never sent again and keeps its message and suggestions', async () => {
    await queue('k1', 'u1', 1)
    await queue('k2', 'u1', 2)
    const refused = {
      status: 422,
      error: "Colorly doesn't draw Pikachu: characters belong to their owners. Try a generic take instead.",
      suggestions: ['a cute mouse', 'a hamster'],
    }
    const { send } = server((item) => (item.id === 'k1' ? refused : { status: 201, page: madePage('p2') }))
    expect(await replayQueue('u1', { send })).toEqual({ sent: 1, stopped: null })
    expect(await listQueue('u1')).toEqual([
      expect.objectContaining({
        id: 'k1',
        state: 'refused',
        message: refused.error,
        suggestions: refused.suggestions,
      }),
    ])
    send.mockClear()
    expect(await replayQueue('u1', { send })).toEqual({ sent: 0, stopped: null })
    expect(send).not.toHaveBeenCalled()
  })

  it('a server error keeps the item waiting for the next try', async () => {
    await queue('k1')
    const { send } = server(() => ({ status: 503 }))
    expect(await replayQueue('u1', { send })).toEqual({ sent: 0, stopped: 'server' })
    expect((await listQueue('u1'))[0].state).toBe('waiting')
  })

  it('one replay at a time: a second call while one runs sends nothing', async () => {
    await queue('k1')
    let release: (a: SendAnswer) => void = () => {}
    const { send } = server(() => new Promise<SendAnswer>((r) => (release = r)))
    const first = replayQueue('u1', { send })
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1))
    expect(await replayQueue('u1', { send })).toMatchObject({ skipped: true })
    release({ status: 201, page: madePage('p') })
    expect(await first).toEqual({ sent: 1, stopped: null })
    expect(send).toHaveBeenCalledTimes(1)
  })
})
