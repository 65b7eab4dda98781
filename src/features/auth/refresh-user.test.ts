// @vitest-environment jsdom
import { createStore } from 'jotai'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { connectSessionToApi } from './connect-api'
import { refreshSignedInUser } from './refresh-user'
import { sessionAtom, signInAtom } from './state'

const json = (status: number, body: unknown) =>
  vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  )

describe('checking the restored session at startup', () => {
  let disconnect = () => {}
  afterEach(() => {
    disconnect()
    vi.unstubAllGlobals()
    localStorage.clear()
  })

  function signedInStore() {
    const store = createStore()
    store.set(signInAtom, { user: { id: 1, email: 'old@example.com', plan: 'free' }, token: 't1' })
    return store
  }

  it('keeps the server’s fresh user details with the same token', async () => {
    const store = signedInStore()
    disconnect = connectSessionToApi(store, () => {})
    vi.stubGlobal('fetch', json(200, { user: { id: 1, email: 'old@example.com', plan: 'hobbyist' } }))
    await refreshSignedInUser(store)
    expect(store.get(sessionAtom)).toEqual({
      user: { id: 1, email: 'old@example.com', plan: 'hobbyist' },
      token: 't1',
    })
    expect(JSON.parse(localStorage.getItem('user') ?? '{}').plan).toBe('hobbyist')
  })

  it('a revoked token signs the browser out and goes home', async () => {
    const store = signedInStore()
    const goHome = vi.fn()
    disconnect = connectSessionToApi(store, goHome)
    vi.stubGlobal('fetch', json(401, { error: 'Sign in again.' }))
    await refreshSignedInUser(store)
    expect(store.get(sessionAtom)).toBeNull()
    expect(goHome).toHaveBeenCalledOnce()
  })

  it('offline, the saved session stays', async () => {
    const store = signedInStore()
    const goHome = vi.fn()
    disconnect = connectSessionToApi(store, goHome)
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch')
      }),
    )
    await refreshSignedInUser(store)
    expect(store.get(sessionAtom)?.token).toBe('t1')
    expect(goHome).not.toHaveBeenCalled()
  })
})
