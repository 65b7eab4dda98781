// @vitest-environment jsdom
import { createStore } from 'jotai'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { api } from '../../lib/api'
import { connectSessionToApi } from './connect-api'
import { sessionAtom, sessionRejectedAtom, signInAtom } from './state'

describe('session and API client together', () => {
  let disconnect = () => {}
  afterEach(() => {
    disconnect()
    vi.unstubAllGlobals()
    localStorage.clear()
  })

  it('when the server answers 401 to the saved token, the session is cleared and the browser goes home', async () => {
    const store = createStore()
    store.set(signInAtom, { user: { id: 7, email: 'bob@example.com' }, token: 'revoked' })
    const goHome = vi.fn()
    disconnect = connectSessionToApi(store, goHome)
    const fetchMock = vi.fn(async () => new Response('{"error":"Invalid token."}', { status: 401 }))
    vi.stubGlobal('fetch', fetchMock)

    await expect(api('http://colorly.test/api/images/usage/')).rejects.toThrow()

    const init = (fetchMock.mock.calls[0] as unknown[])[1] as RequestInit
    expect(new Headers(init.headers).get('authorization')).toBe('Token revoked')
    expect(store.get(sessionAtom)).toBeNull()
    expect(localStorage.getItem('token')).toBeNull()
    expect(localStorage.getItem('user')).toBeNull()
    expect(goHome).toHaveBeenCalledTimes(1)
    // The /account guard reads this: a route still loading when the 401 came goes home, not to sign-in.
    expect(store.get(sessionRejectedAtom)).toBe(true)
    store.set(signInAtom, { user: { id: 7, email: 'bob@example.com' }, token: 'fresh' })
    expect(store.get(sessionRejectedAtom)).toBe(false)
  })
})
