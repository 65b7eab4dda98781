import type { Config } from './config'
import type { Db } from './db/client'
import type { RateLimiter } from './http/rate-limit'
import type { PageGenerator } from './images/page-generator'
import type { UrlSigner } from './images/signed-url'
import type { JobQueue } from './jobs/job-queue'
import type { GoogleVerifier } from './providers/google-identity'
import type { Mailer } from './providers/mail'
import type { PaymentsProvider } from './providers/payments-provider'
import type { TextProvider } from './providers/text-provider'
import type { PageStore } from './storage/page-store'

/** What routes and services are given: built once in buildApp, the clock included. */
export type AppContext = {
  config: Config
  db: Db
  now: () => Date
  mailer: Mailer
  limiter: RateLimiter
  /** Null when Google sign-in is not configured. */
  google: GoogleVerifier | null
  /** Magic Prompt and Suggest. */
  text: TextProvider
  /** Checkout and billing portal: the sandbox (test mode) unless Stripe is configured. */
  payments: PaymentsProvider
  /** The generation jobs' queue (pg-boss in the same database). */
  queue: JobQueue
  images: {
    files: PageStore
    signer: UrlSigner
    generatePage: PageGenerator
    /** Keys the hash of client addresses kept for the trial's per-address cap. */
    ipKey: Buffer
  }
}
