import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import fastifyCompress from '@fastify/compress'
import fastifyStatic from '@fastify/static'
import Fastify, { type FastifyInstance } from 'fastify'
import type { HealthResponse, Operator } from '../shared/contract'
import type { Config } from './config'
import type { AppContext } from './context'
import type { Db } from './db/client'
import { HttpError, registerErrorHandling } from './http/errors'
import { acceptEmptyJsonBodies } from './http/json-body'
import { redactRequestForLog } from './http/log-redaction'
import { createRateLimiter, type RateLimiter } from './http/rate-limit'
import { createRedisRateLimiter } from './http/rate-limit-redis'
import { refuseUnsafeText } from './http/safe-text'
import { registerSecurityHeaders } from './http/security-headers'
import { createPageGenerator, type PageGenerator } from './images/page-generator'
import { pageMakingDeps } from './images/page-making-deps'
import { recoverInterruptedWork } from './images/recover-interrupted'
import { UrlSigner } from './images/signed-url'
import { loadSigningSecret } from './images/signing-secret'
import { scheduleBillingJobs } from './jobs/billing-jobs'
import { startGenerationWorker } from './jobs/generation-worker'
import { jobQueueOptions, openJobQueue } from './jobs/job-queue'
import { createGoogleVerifier } from './providers/google-identity'
import { createMailer, type Mailer } from './providers/mail'
import type { PaymentsProvider } from './providers/payments-provider'
import { createSandboxPayments } from './providers/payments-sandbox'
import { createStripePayments } from './providers/payments-stripe'
import { createTextProvider } from './providers/text-provider'
import { registerAnalyticsRoutes } from './routes/analytics'
import { sendAppShell } from './routes/app-shell'
import { registerAuthRoutes } from './routes/auth'
import { registerBillingRoutes } from './routes/billing'
import { registerSandboxBillingRoutes } from './routes/billing-sandbox'
import { registerStripeWebhookRoutes } from './routes/billing-stripe'
import { registerGalleryRoutes } from './routes/gallery'
import { registerHealthRoutes } from './routes/health'
import { registerImageRoutes } from './routes/images'
import { registerPhotoRoutes } from './routes/images-photo'
import { registerOpenApiRoute } from './routes/openapi'
import { registerPasswordResetRoutes } from './routes/password-reset'
import { registerPublicConfigRoutes } from './routes/public-config'
import { registerPublicPages } from './routes/public-pages'
import { registerSeoRoutes } from './routes/seo'
import { registerUsageRoutes } from './routes/usage'
import { registerWorksheetRoutes } from './routes/worksheets'
import { openPageStore } from './storage/open-page-store'
import type { PageStore } from './storage/page-store'

export type AppDeps = {
  config: Config
  db: Db
  /** The clock; tests pass a fake one. */
  now?: () => Date
  /** Replaces the SMTP / outbox mailer. */
  mailer?: Mailer
  /** Where logs go (default stdout); tests pass a stream to read them. */
  logStream?: NodeJS.WritableStream
  /** Whether this process alone opens the database (embedded PGlite): see recover-interrupted.ts. */
  soleProcess?: boolean
  /** Replaces the page maker the config names (API tests that do not test pages pass a small stand-in). */
  generatePage?: PageGenerator
}

const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist')

/** Builds the whole app (API and, when built, the PWA) without listening; tests call app.inject. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps
  const now = deps.now ?? (() => new Date())
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization'],
            serializers: { req: redactRequestForLog },
            ...(deps.logStream ? { stream: deps.logStream } : {}),
          },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    // A client that sends its headers or body too slowly is answered 408 and cut off, so slow
    // uploads cannot hold connections open. Fastify does not apply its own timeouts with a factory.
    serverFactory: (handler) =>
      http.createServer(
        {
          headersTimeout: config.timeouts.headersMs,
          requestTimeout: config.timeouts.requestBodyMs,
          connectionsCheckingInterval: Math.min(1000, config.timeouts.headersMs),
        },
        handler,
      ),
  })
  registerErrorHandling(app)
  acceptEmptyJsonBodies(app)
  refuseUnsafeText(app)
  // Before compression, whose hook turns the answer into a stream: the HTML policy hashes the text.
  registerSecurityHeaders(app, {
    publicUrl: config.publicUrl,
    google: !!config.googleClientId,
    analyticsScriptUrl: config.analytics.scriptUrl,
  })
  // Text answers (the app's scripts and styles, JSON) go out compressed: on a phone's network the landing
  // page's scripts are a third of their size. Registered before @fastify/static, which it must wrap.
  // Request bodies are left as sent: the Stripe webhook checks its signature on the raw bytes.
  await app.register(fastifyCompress, { globalDecompression: false })

  app.get('/api/health/', async (): Promise<HealthResponse> => ({ ok: true }))
  const files = pageStore(config, app)
  registerHealthRoutes(app, { db: deps.db, files })

  const ctx: AppContext = {
    config,
    db: deps.db,
    now,
    mailer: deps.mailer ?? createMailer(config, app.log, now),
    limiter: rateLimiter(config, deps.db, app, now),
    google: createGoogleVerifier(config, app.log, now),
    text: createTextProvider(config.providers.text, {
      onFallback: (f) =>
        app.log.warn({ ...f, error: f.error?.message }, 'text model not used; builtin grammar instead'),
    }),
    images: imagesContext(config, app, now, files, deps.generatePage),
    payments: paymentsProvider(config, deps.db, app, now),
    queue: await openJobQueue(deps.db, jobQueueOptions(config), (err) =>
      app.log.error({ err }, 'job queue error'),
    ),
  }
  // Stops taking jobs and waits for those in hand (requests may be waiting for them), before the database closes.
  app.addHook('onClose', () => ctx.queue.stop(config.timeouts.shutdownMs))
  registerPublicConfigRoutes(app, ctx)
  registerOpenApiRoute(app, config.publicUrl)
  registerAuthRoutes(app, ctx)
  registerPasswordResetRoutes(app, ctx)
  registerUsageRoutes(app, ctx)
  registerImageRoutes(app, ctx)
  registerPhotoRoutes(app, ctx)
  registerWorksheetRoutes(app, ctx)
  registerBillingRoutes(app, ctx)
  registerAnalyticsRoutes(app, ctx)
  registerSeoRoutes(app, ctx)
  registerGalleryRoutes(app, ctx, files, distDir)
  if (ctx.payments.kind === 'stripe') registerStripeWebhookRoutes(app, ctx, ctx.payments)
  else registerSandboxBillingRoutes(app, ctx)
  const stopBillingJobs = scheduleBillingJobs(
    { db: ctx.db, files: ctx.images.files, log: app.log },
    now,
    config.billingJobsEveryMinutes * 60_000,
  )
  app.addHook('onClose', stopBillingJobs)

  await registerPwa(app, config.publicUrl, config.operator)
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api' || request.method !== 'GET') {
      throw new HttpError(404, `No API route ${request.method} ${request.url.split('?')[0]}.`)
    }
    // Client-side routes: every other GET gets the app shell.
    return sendAppShell(reply, distDir, config.operator)
  })
  const recovery = {
    db: deps.db,
    files: ctx.images.files,
    log: app.log,
    queue: ctx.queue,
    now,
    soleProcess: deps.soleProcess ?? false,
  }
  await recoverInterruptedWork(recovery)
  if (config.jobs.worker) {
    const jobDeps = { ...pageMakingDeps(ctx, app.log), queue: ctx.queue }
    const stopSweeps = await startGenerationWorker(jobDeps, config.jobs.concurrency, recovery)
    app.addHook('onClose', async () => stopSweeps())
  }
  return app
}

/** The database store by default; Redis when REDIS_URL is set (docs/decisions/0021-shared-rate-limits.md). */
function rateLimiter(config: Config, db: Db, app: FastifyInstance, now: () => Date): RateLimiter {
  if (config.redisUrl) {
    const redis = createRedisRateLimiter(config.redisUrl)
    app.addHook('onClose', redis.close)
    return redis
  }
  return createRateLimiter(db, now, (err) => app.log.warn({ err }, 'pruning ended rate-limit windows failed'))
}

function pageStore(config: Config, app: FastifyInstance): PageStore {
  const store = openPageStore(config)
  app.addHook('onClose', async () => store.close())
  return store.files
}

function imagesContext(
  config: Config,
  app: FastifyInstance,
  now: () => Date,
  files: PageStore,
  generatePage: PageGenerator | undefined,
): AppContext['images'] {
  const secret = loadSigningSecret(config.dataDir, config.images.urlSigningSecret)
  return {
    files,
    signer: new UrlSigner(secret, config.images.urlTtlSeconds, now),
    generatePage: generatePage ?? createPageGenerator(config, app.log),
    ipKey: secret,
  }
}

function paymentsProvider(config: Config, db: Db, app: FastifyInstance, now: () => Date): PaymentsProvider {
  return config.billing.provider === 'stripe'
    ? createStripePayments(config.billing, app.log)
    : createSandboxPayments({ db, now, publicUrl: config.publicUrl })
}

async function registerPwa(app: FastifyInstance, publicUrl: string, operator: Operator) {
  if (!fs.existsSync(distDir)) return
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: true,
    index: false,
    // Sent only at their own addresses (routes/public-pages.ts), with the public URL filled in.
    allowedPath: (pathName) => !pathName.startsWith('/prerendered/'),
    // The build writes .br and .gz beside the hashed scripts and styles (vite.config.ts).
    preCompressed: true,
    setHeaders(res, filePath) {
      const rel = path.relative(distDir, filePath)
      // Hashed build output can be cached forever; everything else (sw.js, index.html, manifest) must revalidate.
      res.header(
        'cache-control',
        rel.startsWith('assets') ? 'public, max-age=31536000, immutable' : 'no-cache',
      )
    },
  })
  // The service worker precaches the shell from this address: the same policy as any other route.
  app.get('/index.html', (_request, reply) => sendAppShell(reply, distDir, operator))
  registerPublicPages(app, distDir, publicUrl, operator)
}
