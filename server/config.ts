import os from 'node:os'
import path from 'node:path'
import { z } from 'zod'
import {
  type BillingInterval,
  type Operator,
  type PaidPlanId,
  PLACEHOLDER_OPERATOR,
} from '../shared/contract'
import type { S3StoreConfig } from './storage/s3-store'

// Configuration is parsed once at boot; nothing else reads process.env.
const optional = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined))
// Provider base URLs must be http(s): "localhost:11434" parses as a URL with scheme "localhost:".
const httpUrl = z.url({ protocol: /^https?$/ })
const optionalUrl = optional.pipe(httpUrl.optional())
const milliseconds = (fallback: number) => z.coerce.number().int().positive().default(fallback)

/** Every environment variable read here, with its default; .env.example lists them all (env-example.test.ts). */
export const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optional,
  REDIS_URL: optional,
  // Page files in an S3 bucket (AWS or any S3-compatible store) instead of DATA_DIR/images.
  S3_BUCKET: optional,
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  PUBLIC_URL: optional,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  SMTP_URL: optional,
  MAIL_FROM: z.string().default('Colorly <no-reply@colorly.local>'),
  // Who runs the service, as the legal pages and mails show it (placeholders refused in production).
  SUPPORT_EMAIL: z.email().default(PLACEHOLDER_OPERATOR.supportEmail),
  COMPANY_NAME: z.string().trim().min(1).max(200).default(PLACEHOLDER_OPERATOR.name),
  COMPANY_ADDRESS: z.string().trim().min(1).max(500).default(PLACEHOLDER_OPERATOR.address),
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_JWKS_URL: z.string().url().default('https://www.googleapis.com/oauth2/v3/certs'),
  RATE_LIMIT_AUTH_PER_IP: z.coerce.number().int().positive().default(20),
  RATE_LIMIT_AUTH_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
  // Generation (failed ones included): per user and per client address, a burst and a sustained cap.
  RATE_LIMIT_GENERATE_PER_MINUTE: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_GENERATE_PER_HOUR: z.coerce.number().int().positive().default(200),
  RATE_LIMIT_GENERATE_PER_IP_PER_MINUTE: z.coerce.number().int().positive().default(60),
  RATE_LIMIT_GENERATE_PER_IP_PER_HOUR: z.coerce.number().int().positive().default(1000),
  // Slow clients: the whole request (headers and body) must arrive within this time.
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().positive().default(60),
  HEADERS_TIMEOUT_SECONDS: z.coerce.number().int().positive().default(20),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().positive().default(90),
  // Pages: signed image URLs and the free trial.
  URL_SIGNING_SECRET: optional,
  IMAGE_URL_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(6 * 3600),
  TRIAL_PER_IP_PER_DAY: z.coerce.number().int().nonnegative().default(3),
  // AI providers (OpenAI-compatible, or Google's Gemini API for images). Unset means the builtin engine,
  // grammar and word list.
  IMAGE_PROVIDER: z.enum(['builtin', 'openai', 'gemini']).default('builtin'),
  OPENAI_API_KEY: optional,
  OPENAI_BASE_URL: httpUrl.default('https://api.openai.com/v1'),
  OPENAI_IMAGE_MODEL: z.string().min(1).default('gpt-image-2'),
  OPENAI_TIMEOUT_MS: milliseconds(60_000),
  // Self-hosted Stable Diffusion draws best near its training size (512 or 768 px a side), and faster.
  OPENAI_IMAGE_SIZE: z
    .string()
    .regex(/^([1-9]\d{1,3}x[1-9]\d{1,3}|auto)$/, 'must be WIDTHxHEIGHT in pixels, e.g. 1024x1536, or auto')
    .default('1024x1536'),
  GEMINI_API_KEY: optional,
  GEMINI_BASE_URL: httpUrl.default('https://generativelanguage.googleapis.com/v1beta'),
  GEMINI_IMAGE_MODEL: z.string().min(1).default('gemini-2.5-flash-image'),
  GEMINI_TIMEOUT_MS: milliseconds(60_000),
  LLM_BASE_URL: optionalUrl,
  LLM_API_KEY: optional,
  LLM_MODEL: z.string().default('gpt-4o-mini'),
  LLM_TIMEOUT_MS: milliseconds(15_000),
  MODERATION_BASE_URL: optionalUrl,
  MODERATION_API_KEY: optional,
  MODERATION_TIMEOUT_MS: milliseconds(10_000),
  // Payments: Stripe when the secret key is set; the sandbox (test mode, no card charged) only when
  // asked for (BILLING=sandbox) or outside production.
  BILLING: z.enum(['sandbox', 'stripe']).optional(),
  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  STRIPE_PRICE_STARTER_MONTHLY: optional,
  STRIPE_PRICE_STARTER_YEARLY: optional,
  STRIPE_PRICE_HOBBYIST_MONTHLY: optional,
  STRIPE_PRICE_HOBBYIST_YEARLY: optional,
  STRIPE_PRICE_PROFESSIONAL_MONTHLY: optional,
  STRIPE_PRICE_PROFESSIONAL_YEARLY: optional,
  // Tests only: points the Stripe client at a local contract fake.
  STRIPE_API_BASE: optionalUrl,
  // Renewals, plan endings and account deletion; 0 turns the schedule off (tests run it by hand).
  BILLING_JOBS_EVERY_MINUTES: z.coerce.number().int().nonnegative().default(60),
  // Generation jobs: WORKER=off makes this process web only (workers run with `npm run worker`).
  WORKER: z.enum(['on', 'off']).default('on'),
  // Pages in flight at once: twice the render workers (one a core), so while one page is planned or stored
  // another is being drawn and no core waits (docs/decisions/0052-pages-under-load.md).
  WORKER_CONCURRENCY: z.coerce
    .number()
    .int()
    .positive()
    .default(2 * os.availableParallelism()),
  // How long POST /api/images/generate/ waits for its page before answering 202 with the page pending.
  GENERATE_WAIT_MS: milliseconds(25_000),
  // A worker silent this long is taken for dead and its job is given to another (pg-boss allows 10 or more).
  JOB_HEARTBEAT_SECONDS: z.coerce.number().int().min(10).default(30),
  // Analytics: first-party page views always; a third-party script only when its URL is set.
  ANALYTICS_SCRIPT_URL: optionalUrl,
  RATE_LIMIT_PAGEVIEWS_PER_MINUTE: z.coerce.number().int().positive().default(300),
  RATE_LIMIT_GALLERY_DOWNLOADS_PER_HOUR: z.coerce.number().int().positive().default(100),
})

export type Config = {
  env: string
  /** Who runs the service: shown on the legal pages and in mails. */
  operator: Operator
  host: string
  port: number
  dataDir: string
  databaseUrl?: string
  /** Rate limits and lock-outs in Redis instead of the database. */
  redisUrl?: string
  /** Page files in this bucket; unset means DATA_DIR/images. */
  s3?: S3StoreConfig
  publicUrl: string
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL']
  trustProxy: boolean
  smtpUrl?: string
  mailFrom: string
  googleClientId?: string
  googleJwksUrl: string
  rateLimit: {
    authPerIp: number
    authPerAccount: number
    windowSeconds: number
    generate: {
      perUserPerMinute: number
      perUserPerHour: number
      perIpPerMinute: number
      perIpPerHour: number
    }
  }
  timeouts: {
    requestBodyMs: number
    headersMs: number
    /** On SIGTERM, how long requests in flight (generations included) may take to finish before exit. */
    shutdownMs: number
  }
  providers: ProvidersConfig
  images: { urlSigningSecret?: string; urlTtlSeconds: number; trialPerIpPerDay: number }
  billing: BillingConfig
  /** Minutes between passes of the billing jobs; 0 means never scheduled. */
  billingJobsEveryMinutes: number
  jobs: {
    /** Whether this process also runs a worker (the embedded default) or is web only. */
    worker: boolean
    concurrency: number
    generateWaitMs: number
    heartbeatSeconds: number
  }
  analytics: {
    /** A third-party analytics script the browser loads at startup; unset means none. */
    scriptUrl?: string
    /** Page-view events accepted per client address per minute. */
    pageViewsPerMinute: number
  }
  gallery: {
    /** Free gallery downloads (PDF or PNG) per client address per hour. */
    downloadsPerHour: number
  }
}

export type StripePriceIds = Record<PaidPlanId, Record<BillingInterval, string>>

/** Sandbox: checkout and manage pages served here, no card charged. Stripe: the real thing. */
export type BillingConfig =
  | { provider: 'sandbox' }
  | {
      provider: 'stripe'
      secretKey: string
      webhookSecret: string
      priceIds: StripePriceIds
      /** Tests only: e.g. http://127.0.0.1:4242 for a local contract fake. */
      apiBase?: string
    }

/** An OpenAI-compatible endpoint: base URL without trailing slash, e.g. https://api.openai.com/v1. */
export type EndpointConfig = { baseUrl: string; apiKey?: string; model: string; timeoutMs: number }

export type ProvidersConfig = {
  image:
    | { kind: 'builtin' }
    | ({ kind: 'openai' } & EndpointConfig & { apiKey: string; size: string })
    | ({ kind: 'gemini' } & EndpointConfig & { apiKey: string })
  /** Magic Prompt and Suggest; undefined means the builtin grammar. */
  text?: EndpointConfig
  /** Moderation beyond the builtin word list; undefined means the builtin list only. */
  moderation?: EndpointConfig
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const e = parsed.data
  if (e.IMAGE_PROVIDER === 'openai' && !e.OPENAI_API_KEY) {
    throw new Error(
      'Invalid configuration:\n  OPENAI_API_KEY: IMAGE_PROVIDER=openai needs the API key of the OpenAI-compatible images service (or unset IMAGE_PROVIDER to use the builtin engine)',
    )
  }
  if (e.IMAGE_PROVIDER === 'gemini' && !e.GEMINI_API_KEY) {
    throw new Error(
      'Invalid configuration:\n  GEMINI_API_KEY: IMAGE_PROVIDER=gemini needs a Gemini API key (from Google AI Studio), or unset IMAGE_PROVIDER to use the builtin engine',
    )
  }
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    s3: s3Config(e),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    googleClientId: e.GOOGLE_CLIENT_ID,
    googleJwksUrl: e.GOOGLE_JWKS_URL,
    rateLimit: {
      authPerIp: e.RATE_LIMIT_AUTH_PER_IP,
      authPerAccount: e.RATE_LIMIT_AUTH_PER_ACCOUNT,
      windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS,
      generate: {
        perUserPerMinute: e.RATE_LIMIT_GENERATE_PER_MINUTE,
        perUserPerHour: e.RATE_LIMIT_GENERATE_PER_HOUR,
        perIpPerMinute: e.RATE_LIMIT_GENERATE_PER_IP_PER_MINUTE,
        perIpPerHour: e.RATE_LIMIT_GENERATE_PER_IP_PER_HOUR,
      },
    },
    timeouts: {
      requestBodyMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
      headersMs: Math.min(e.HEADERS_TIMEOUT_SECONDS, e.REQUEST_TIMEOUT_SECONDS) * 1000,
      shutdownMs: e.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    },
    providers: providersConfig(e),
    images: {
      urlSigningSecret: e.URL_SIGNING_SECRET,
      urlTtlSeconds: e.IMAGE_URL_TTL_SECONDS,
      trialPerIpPerDay: e.TRIAL_PER_IP_PER_DAY,
    },
    billing: billingConfig(e),
    billingJobsEveryMinutes: e.BILLING_JOBS_EVERY_MINUTES,
    jobs: {
      worker: e.WORKER === 'on',
      concurrency: e.WORKER_CONCURRENCY,
      generateWaitMs: e.GENERATE_WAIT_MS,
      heartbeatSeconds: e.JOB_HEARTBEAT_SECONDS,
    },
    analytics: {
      scriptUrl: e.ANALYTICS_SCRIPT_URL,
      pageViewsPerMinute: e.RATE_LIMIT_PAGEVIEWS_PER_MINUTE,
    },
    operator: operatorConfig(e),
    gallery: { downloadsPerHour: e.RATE_LIMIT_GALLERY_DOWNLOADS_PER_HOUR },
  }
}

const OPERATOR_VARIABLES = [
  ['SUPPORT_EMAIL', 'supportEmail'],
  ['COMPANY_NAME', 'name'],
  ['COMPANY_ADDRESS', 'address'],
] as const

/** The operator's details; a production start with a development placeholder left in is refused. */
function operatorConfig(e: z.infer<typeof envSchema>): Operator {
  const operator = { supportEmail: e.SUPPORT_EMAIL, name: e.COMPANY_NAME, address: e.COMPANY_ADDRESS }
  const placeholders = OPERATOR_VARIABLES.filter(([, key]) => operator[key] === PLACEHOLDER_OPERATOR[key])
  if (e.NODE_ENV === 'production' && placeholders.length) {
    throw new Error(
      `Invalid configuration:\n  ${placeholders.map(([name]) => name).join(', ')}: a production start (NODE_ENV=production) shows the operator's real support address, name and postal address on the legal pages and in mails; set them`,
    )
  }
  return operator
}

const STRIPE_VARIABLES = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  ...['STARTER', 'HOBBYIST', 'PROFESSIONAL'].flatMap((p) => [
    `STRIPE_PRICE_${p}_MONTHLY`,
    `STRIPE_PRICE_${p}_YEARLY`,
  ]),
]

/**
 * Fails closed: a production start never falls back to the sandbox, where any account can make
 * itself Professional, because a variable was forgotten. The sandbox is the default only outside
 * production (npm start on the embedded defaults), or when the operator asks for it by name.
 */
function billingConfig(e: z.infer<typeof envSchema>): BillingConfig {
  if (e.BILLING === 'sandbox') {
    if (e.STRIPE_SECRET_KEY) {
      throw new Error(
        'Invalid configuration:\n  BILLING: BILLING=sandbox runs the test-mode checkout, but STRIPE_SECRET_KEY is set; unset one of them',
      )
    }
    return { provider: 'sandbox' }
  }
  if (!e.STRIPE_SECRET_KEY) {
    const production = e.NODE_ENV === 'production'
    if (e.BILLING === 'stripe' || production) {
      const missing = STRIPE_VARIABLES.filter((name) => !(e as Record<string, unknown>)[name])
      const why = production ? 'a production start (NODE_ENV=production)' : 'BILLING=stripe'
      throw new Error(
        `Invalid configuration:\n  ${missing.join(', ')}: ${why} takes payments through Stripe and needs these variables (or set BILLING=sandbox for the test-mode checkout, where no card is charged)`,
      )
    }
    return { provider: 'sandbox' }
  }
  const priceIds: StripePriceIds = {
    starter: { monthly: e.STRIPE_PRICE_STARTER_MONTHLY ?? '', yearly: e.STRIPE_PRICE_STARTER_YEARLY ?? '' },
    hobbyist: {
      monthly: e.STRIPE_PRICE_HOBBYIST_MONTHLY ?? '',
      yearly: e.STRIPE_PRICE_HOBBYIST_YEARLY ?? '',
    },
    professional: {
      monthly: e.STRIPE_PRICE_PROFESSIONAL_MONTHLY ?? '',
      yearly: e.STRIPE_PRICE_PROFESSIONAL_YEARLY ?? '',
    },
  }
  const problems: string[] = []
  if (!e.STRIPE_WEBHOOK_SECRET) {
    problems.push(
      '  STRIPE_WEBHOOK_SECRET: Stripe needs the signing secret of the webhook endpoint (whsec_...)',
    )
  }
  for (const [plan, ids] of Object.entries(priceIds)) {
    for (const [interval, id] of Object.entries(ids)) {
      if (!id) {
        const name = `STRIPE_PRICE_${plan.toUpperCase()}_${interval.toUpperCase()}`
        problems.push(`  ${name}: Stripe needs the price id (price_...) of each plan and billing interval`)
      }
    }
  }
  const all = Object.values(priceIds).flatMap((ids) => Object.values(ids))
  if (all.every(Boolean) && new Set(all).size !== all.length) {
    problems.push('  STRIPE_PRICE_*: each plan and billing interval needs its own price id')
  }
  if (problems.length > 0) throw new Error(`Invalid configuration:\n${problems.join('\n')}`)
  return {
    provider: 'stripe',
    secretKey: e.STRIPE_SECRET_KEY,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET as string,
    priceIds,
    apiBase: e.STRIPE_API_BASE ? trimSlash(e.STRIPE_API_BASE) : undefined,
  }
}

/** The bucket's settings, checked at boot: half a key pair, or a store's address without a bucket, is a typo. */
function s3Config(e: z.infer<typeof envSchema>): S3StoreConfig | undefined {
  const problems: string[] = []
  if (!!e.S3_ACCESS_KEY_ID !== !!e.S3_SECRET_ACCESS_KEY) {
    problems.push(
      '  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both (or neither, to use the AWS credential chain such as an instance role)',
    )
  }
  if (!e.S3_BUCKET && (e.S3_ENDPOINT || e.S3_ACCESS_KEY_ID || e.S3_SECRET_ACCESS_KEY)) {
    problems.push(
      '  S3_BUCKET: the S3 settings are used only with a bucket; set S3_BUCKET (or unset the others)',
    )
  }
  if (e.S3_BUCKET && !/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(e.S3_BUCKET)) {
    problems.push(
      '  S3_BUCKET: a bucket name is 3 to 63 lower-case letters, digits, dots and hyphens (the name only, not a URL)',
    )
  }
  if (problems.length > 0) throw new Error(`Invalid configuration:\n${problems.join('\n')}`)
  if (!e.S3_BUCKET) return undefined
  return {
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT ? trimSlash(e.S3_ENDPOINT) : undefined,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
  }
}

const trimSlash = (url: string) => url.replace(/\/+$/, '')

function providersConfig(e: z.infer<typeof envSchema>): ProvidersConfig {
  const openai = {
    baseUrl: trimSlash(e.OPENAI_BASE_URL),
    apiKey: e.OPENAI_API_KEY ?? '',
    model: e.OPENAI_IMAGE_MODEL,
    timeoutMs: e.OPENAI_TIMEOUT_MS,
  }
  const text = e.LLM_BASE_URL
    ? {
        baseUrl: trimSlash(e.LLM_BASE_URL),
        apiKey: e.LLM_API_KEY,
        model: e.LLM_MODEL,
        timeoutMs: e.LLM_TIMEOUT_MS,
      }
    : undefined
  // Moderation: MODERATION_BASE_URL wins; otherwise, when prompts already go to OpenAI for images,
  // the same account's /moderations endpoint (free of charge) is asked too. No third party is
  // contacted unless one is configured.
  const moderationModel = 'omni-moderation-latest'
  const moderationTimeoutMs = e.MODERATION_TIMEOUT_MS
  const moderation = e.MODERATION_BASE_URL
    ? {
        baseUrl: trimSlash(e.MODERATION_BASE_URL),
        apiKey: e.MODERATION_API_KEY,
        model: moderationModel,
        timeoutMs: moderationTimeoutMs,
      }
    : e.IMAGE_PROVIDER === 'openai'
      ? {
          baseUrl: openai.baseUrl,
          apiKey: openai.apiKey,
          model: moderationModel,
          timeoutMs: moderationTimeoutMs,
        }
      : undefined
  const gemini = {
    baseUrl: trimSlash(e.GEMINI_BASE_URL),
    apiKey: e.GEMINI_API_KEY ?? '',
    model: e.GEMINI_IMAGE_MODEL,
    timeoutMs: e.GEMINI_TIMEOUT_MS,
  }
  const image: ProvidersConfig['image'] =
    e.IMAGE_PROVIDER === 'openai'
      ? { kind: 'openai', ...openai, size: e.OPENAI_IMAGE_SIZE }
      : e.IMAGE_PROVIDER === 'gemini'
        ? { kind: 'gemini', ...gemini }
        : { kind: 'builtin' }
  return {
    image,
    text,
    moderation,
  }
}
