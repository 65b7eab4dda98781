import type { AppContext } from '../context'

export type AuthAction = 'register' | 'login' | 'google' | 'password-reset' | 'password-reset-confirm'

type Deps = Pick<AppContext, 'limiter' | 'config'>

/** Counts an attempt from this client address; past the limit it throws 429 with Retry-After. */
export function limitAttemptsFromIp(deps: Deps, action: AuthAction, ip: string) {
  const { authPerIp, windowSeconds } = deps.config.rateLimit
  deps.limiter.hit(`${action}:ip:${ip}`, authPerIp, windowSeconds)
}

/** Counts an attempt on this (normalised) email, whether or not an account has it. */
export function limitAttemptsOnAccount(deps: Deps, action: AuthAction, email: string) {
  const { authPerAccount, windowSeconds } = deps.config.rateLimit
  deps.limiter.hit(`${action}:account:${email}`, authPerAccount, windowSeconds)
}
