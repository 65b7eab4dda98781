import { afterEach, describe, expect, it, vi } from 'vitest'
import { api, connectAuth, errorMessage } from './api'

function respond(status: number, body: unknown) {
  return vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  )
}

function sentHeaders(fetchMock: ReturnType<typeof respond>): Headers {
  const init = fetchMock.mock.calls[0]?.[1]
  return new Headers(init?.headers)
}

describe('api client', () => {
  afterEach(() => {
    connectAuth(null)
    vi.unstubAllGlobals()
  })

  it('sends the stored token as "Authorization: Token <token>"', async () => {
    const fetchMock = respond(200, { user: { id: 1 } })
    vi.stubGlobal('fetch', fetchMock)
    connectAuth({ getToken: () => 'abc123', onUnauthorized: () => {} })
    await api('http://colorly.test/api/auth/me/')
    expect(sentHeaders(fetchMock).get('authorization')).toBe('Token abc123')
  })

  it('sends no Authorization header when signed out', async () => {
    const fetchMock = respond(200, {})
    vi.stubGlobal('fetch', fetchMock)
    await api('http://colorly.test/api/config/')
    expect(sentHeaders(fetchMock).has('authorization')).toBe(false)
  })

  it('a 401 on an authenticated request reports the lost session once and still rejects', async () => {
    vi.stubGlobal('fetch', respond(401, { error: 'Invalid token.' }))
    const onUnauthorized = vi.fn()
    connectAuth({ getToken: () => 'expired', onUnauthorized })
    await expect(api('http://colorly.test/api/images/')).rejects.toThrow()
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
  })

  it('a 401 without a token (wrong password) is left to the form', async () => {
    vi.stubGlobal('fetch', respond(401, { error: 'Invalid email or password.' }))
    const onUnauthorized = vi.fn()
    connectAuth({ getToken: () => null, onUnauthorized })
    const err = await api('http://colorly.test/api/auth/login/', { method: 'POST', body: {} }).catch((e) => e)
    expect(onUnauthorized).not.toHaveBeenCalled()
    expect(errorMessage(err, 'Login failed')).toBe('Invalid email or password.')
  })

  it('other errors do not touch the session', async () => {
    vi.stubGlobal('fetch', respond(403, { error: 'Monthly limit reached.' }))
    const onUnauthorized = vi.fn()
    connectAuth({ getToken: () => 'ok', onUnauthorized })
    await expect(api('http://colorly.test/api/images/generate/', { method: 'POST' })).rejects.toThrow()
    expect(onUnauthorized).not.toHaveBeenCalled()
  })

  it('falls back to the given message when the server sent no error field', async () => {
    vi.stubGlobal('fetch', respond(500, { nope: true }))
    const err = await api('http://colorly.test/api/x/', { method: 'POST' }).catch((e) => e)
    expect(errorMessage(err, 'Registration failed')).toBe('Registration failed')
    expect(errorMessage(new TypeError('Failed to fetch'), 'Registration failed')).toBe('Registration failed')
  })
})
