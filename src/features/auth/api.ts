import { api } from '../../lib/api'
import type { Session } from './session'

export type Credentials = { email: string; password: string }

export function login(body: Credentials): Promise<Session> {
  return api<Session>('/api/auth/login/', { method: 'POST', body })
}

export function register(body: Credentials): Promise<Session> {
  return api<Session>('/api/auth/register/', { method: 'POST', body })
}

export function loginWithGoogle(credential: string): Promise<Session> {
  return api<Session>('/api/auth/google/', { method: 'POST', body: { credential } })
}

/** Revokes the token on the server. */
export function logout(): Promise<unknown> {
  return api('/api/auth/logout/', { method: 'POST', retry: 0 })
}

export type AuthConfig = { googleClientId: string | null }

export function fetchAuthConfig(): Promise<AuthConfig> {
  return api<AuthConfig>('/api/config/')
}

export function requestPasswordReset(email: string): Promise<unknown> {
  return api('/api/password-reset/', { method: 'POST', body: { email } })
}

export function confirmPasswordReset(body: { uid: string; token: string; new_password: string }) {
  return api('/api/password-reset-confirm/', { method: 'POST', body })
}

/** The signed-in user as the server knows it now (plan changes, for one). */
export function fetchMe(): Promise<{ user: Session['user'] }> {
  return api<{ user: Session['user'] }>('/api/auth/me/')
}
