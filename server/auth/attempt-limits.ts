import type { AppContext } from '../context'

export type AuthAction = 'register' | 'login' | 'google' | 'password-reset' | 'password-reset-confirm'

type Deps = Pick<AppContext, 'limiter' | 'config'>

/** Counts an attempt from this client address; past the limit it throws 429 with Retry-After. */
export async function limitAttemptsFromIp(deps: Deps, action: AuthAction, ip: string) {
  const { authPerIp, windowSeconds } = deps.config.rateLimit
  await deps.limiter.hit(`${action}:ip:${ip}`, authPerIp, windowSeconds)
}

/**
 * Counts an attempt on this (normalised) email from this address, whether or not an account has it.
 * Keyed on both, so that someone who knows a victim's email can exhaust only their own allowance:
 * the owner, from their own address, can still sign in and still ask for a reset link. Guessing from
 * one address is still capped by the per-address limit above; see docs/decisions/0015-sign-in-limits-and-reset-timing.md.
 */
export async function limitAttemptsOnAccount(deps: Deps, action: AuthAction, email: string, ip: string) {
  const { authPerAccount, windowSeconds } = deps.config.rateLimit
  await deps.limiter.hit(`${action}:account:${email}:from:${ip}`, authPerAccount, windowSeconds)
}
