import path from 'node:path'
import { z } from 'zod'

// Configuration is parsed once at boot; nothing else reads process.env.
const optional = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined))

const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optional,
  PUBLIC_URL: optional,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  SMTP_URL: optional,
  MAIL_FROM: z.string().default('Colorly <no-reply@colorly.local>'),
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_JWKS_URL: z.string().url().default('https://www.googleapis.com/oauth2/v3/certs'),
  RATE_LIMIT_AUTH_PER_IP: z.coerce.number().int().positive().default(20),
  RATE_LIMIT_AUTH_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
})

export type Config = {
  env: string
  host: string
  port: number
  dataDir: string
  databaseUrl?: string
  publicUrl: string
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL']
  trustProxy: boolean
  smtpUrl?: string
  mailFrom: string
  googleClientId?: string
  googleJwksUrl: string
  rateLimit: { authPerIp: number; authPerAccount: number; windowSeconds: number }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const e = parsed.data
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
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
    },
  }
}
