// @vitest-environment jsdom
import { createStore } from 'jotai'
import { beforeEach, describe, expect, it } from 'vitest'
import { restoreSession, sessionAtom, signInAtom, signOutAtom, userAtom } from './state'

const alice = { user: { id: 1, email: 'alice@example.com', plan: 'free' }, token: 'tok-alice' }

describe('auth session', () => {
  beforeEach(() => localStorage.clear())

  it('signing in keeps the user as JSON under "user" and the token under "token"', () => {
    const store = createStore()
    store.set(signInAtom, alice)
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(alice.user)
    expect(localStorage.getItem('token')).toBe('tok-alice')
    expect(store.get(userAtom)?.email).toBe('alice@example.com')
  })

  it('at startup the session comes back when both user and token are saved', () => {
    createStore().set(signInAtom, alice)
    const fresh = createStore()
    expect(restoreSession(fresh)).toEqual(alice)
    expect(fresh.get(sessionAtom)).toEqual(alice)
  })

  it('a token without a user is not a session, and the leftover is cleared', () => {
    localStorage.setItem('token', 'tok-orphan')
    const store = createStore()
    expect(restoreSession(store)).toBeNull()
    expect(store.get(sessionAtom)).toBeNull()
    expect(localStorage.getItem('token')).toBeNull()
  })

  it('a user without a token is not a session', () => {
    localStorage.setItem('user', JSON.stringify(alice.user))
    expect(restoreSession(createStore())).toBeNull()
    expect(localStorage.getItem('user')).toBeNull()
  })

  it('an unreadable saved user is not a session', () => {
    localStorage.setItem('user', '{not json')
    localStorage.setItem('token', 'tok')
    expect(restoreSession(createStore())).toBeNull()
    localStorage.setItem('user', JSON.stringify({ name: 'no email' }))
    localStorage.setItem('token', 'tok')
    expect(restoreSession(createStore())).toBeNull()
  })

  it('signing out clears the atom and both keys', () => {
    const store = createStore()
    store.set(signInAtom, alice)
    store.set(signOutAtom)
    expect(store.get(sessionAtom)).toBeNull()
    expect(localStorage.getItem('user')).toBeNull()
    expect(localStorage.getItem('token')).toBeNull()
  })
})
