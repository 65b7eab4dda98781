import type {
  LoginRequest,
  MeResponse,
  OkResponse,
  PasswordResetConfirmRequest,
  PublicConfigResponse,
  SessionResponse,
} from '../../../shared/contract'
import { api } from '../../lib/api'
import type { Session } from './session'

export type Credentials = LoginRequest

export function login(body: Credentials): Promise<Session> {
  return api<SessionResponse>('/api/auth/login/', { method: 'POST', body })
}

export function register(body: Credentials): Promise<Session> {
  return api<SessionResponse>('/api/auth/register/', { method: 'POST', body })
}

export function loginWithGoogle(credential: string): Promise<Session> {
  return api<SessionResponse>('/api/auth/google/', { method: 'POST', body: { credential } })
}

/** Revokes the token on the server. */
export function logout(): Promise<unknown> {
  return api('/api/auth/logout/', { method: 'POST', retry: 0 })
}

export type AuthConfig = Pick<PublicConfigResponse, 'googleClientId'>

export function fetchAuthConfig(): Promise<AuthConfig> {
  return api<PublicConfigResponse>('/api/config/')
}

export function requestPasswordReset(email: string): Promise<OkResponse> {
  return api<OkResponse>('/api/password-reset/', { method: 'POST', body: { email } })
}

export function confirmPasswordReset(body: PasswordResetConfirmRequest): Promise<OkResponse> {
  return api<OkResponse>('/api/password-reset-confirm/', { method: 'POST', body })
}

/** The signed-in user as the server knows it now (plan changes, for one). */
export function fetchMe(): Promise<MeResponse> {
  return api<MeResponse>('/api/auth/me/')
}
