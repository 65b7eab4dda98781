import type { Config } from './config'
import type { Db } from './db/client'
import type { RateLimiter } from './http/rate-limit'
import type { GoogleVerifier } from './providers/google-identity'
import type { Mailer } from './providers/mail'

/** What routes and services are given: built once in buildApp, the clock included. */
export type AppContext = {
  config: Config
  db: Db
  now: () => Date
  mailer: Mailer
  limiter: RateLimiter
  /** Null when Google sign-in is not configured. */
  google: GoogleVerifier | null
}
