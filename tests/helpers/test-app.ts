import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { type AppDeps, buildApp } from '../../server/app'
import { type Config, loadConfig } from '../../server/config'
import { type Database, openDatabase } from '../../server/db/client'
import type { PageGenerator } from '../../server/images/page-generator'
import { createDatabase, readPgliteTemplate } from './database-template'
import { standInPages } from './stand-in-pages'

export type TestApp = {
  app: FastifyInstance
  db: Database['db']
  config: Config
  dataDir: string
  /** The PostgreSQL URL of this app's database; unset on PGlite. */
  databaseUrl?: string
  /** The app's clock: the real time (or, with `clock: 'held'`, the time the app was made) moved on by every `advance`. */
  now: () => Date
  /** Moves the fake clock forward. */
  advance: (ms: number) => void
  /** The page maker given in place of the config's (the stand-in), for a sibling app to share. */
  generatePage?: PageGenerator
  close: () => Promise<void>
}

export type TestAppOptions = Partial<Omit<AppDeps, 'config' | 'db'>> & {
  /**
   * Who makes the pages: 'engine' is the page maker the config names, for tests of what is on a page;
   * 'stand-in' (the default with the builtin engine) is tests/helpers/stand-in-pages.ts, for tests of the
   * API. It stands in for the builtin engine only: with an image model configured the default is 'engine'.
   */
  pages?: 'stand-in' | 'engine'
  /**
   * 'running' (the default): the app's clock is the real time. 'held': it stands at the time the app was made and
   * moves only by `advance`, for tests that read exact seconds off it (Retry-After), which a busy machine would
   * otherwise move on between two requests.
   */
  clock?: 'running' | 'held'
}

/**
 * Builds the app on a fresh database: in-memory PGlite, or (TEST_DB=postgres) a throwaway
 * database created on the server named by DATABASE_URL and dropped on close. Under vitest both start
 * as a copy of the run's migrated template (tests/helpers/api-global-setup.ts).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  { pages, clock = 'running', ...extra }: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'colorly-test-'))
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://colorly.test',
    // Every test signs in from 127.0.0.1; tests of the limits themselves pass low ones.
    RATE_LIMIT_AUTH_PER_IP: '10000',
    RATE_LIMIT_AUTH_PER_ACCOUNT: '10000',
    RATE_LIMIT_GENERATE_PER_MINUTE: '10000',
    RATE_LIMIT_GENERATE_PER_HOUR: '10000',
    RATE_LIMIT_GENERATE_PER_IP_PER_MINUTE: '10000',
    RATE_LIMIT_GENERATE_PER_IP_PER_HOUR: '10000',
    // No scheduled billing pass a minute after start: its nine statements and deletions would land in
    // whatever a slow file is doing then (the tests of that work call runBillingJobs themselves).
    BILLING_JOBS_EVERY_MINUTES: '0',
    ...env,
  })
  let offset = 0
  const madeAt = Date.now()
  const now = () => new Date((clock === 'held' ? madeAt : Date.now()) + offset)

  const templates = await runTemplates()
  let dropDatabase = async () => {}
  let database: Database
  let databaseUrl: string | undefined
  if (process.env.TEST_DB === 'postgres') {
    const adminUrl = process.env.DATABASE_URL
    if (!adminUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL')
    const created = await createDatabase(adminUrl, 'colorly_test', templates.postgresTemplate)
    databaseUrl = created.url
    dropDatabase = created.drop
    database = await openDatabase({ databaseUrl, dataDir: null })
  } else {
    const template = templates.pgliteTemplate
    database = await openDatabase({
      dataDir: null,
      pgliteDump: template ? readPgliteTemplate(template) : undefined,
    })
  }

  const standIn =
    (pages ?? (config.providers.image.kind === 'builtin' ? 'stand-in' : 'engine')) === 'stand-in'
  if (standIn && config.providers.image.kind !== 'builtin') {
    throw new Error('The stand-in page maker stands in for the builtin engine, not an image model.')
  }
  const generatePage = extra.generatePage ?? (standIn ? standInPages : undefined)
  const app = await buildApp({ config, db: database.db, now, ...extra, generatePage })
  await app.ready()
  return {
    app,
    db: database.db,
    config,
    dataDir,
    databaseUrl,
    now,
    advance: (ms) => {
      offset += ms
    },
    generatePage,
    close: async () => {
      await app.close()
      await database.close()
      await dropDatabase()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * A second app on the first one's database, as a second web process would be: on PostgreSQL with
 * its own connection pool; on PGlite (one process only) on the same client. Own data directory.
 */
export async function createSiblingApp(
  first: TestApp,
): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'colorly-test-'))
  const config = { ...first.config, dataDir }
  const database = first.databaseUrl
    ? await openDatabase({ databaseUrl: first.databaseUrl, dataDir: null })
    : { db: first.db, close: async () => {} }
  const app = await buildApp({ config, db: database.db, generatePage: first.generatePage })
  await app.ready()
  return {
    app,
    close: async () => {
      await app.close()
      await database.close()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** The templates the run's global setup made; none outside vitest (a bench script), where files migrate. */
/** The run's migrated PGlite template as a dump to open a PGlite of a test's own from; none outside vitest. */
export async function pgliteTemplateDump(): Promise<Blob | undefined> {
  const file = (await runTemplates()).pgliteTemplate
  return file ? readPgliteTemplate(file) : undefined
}

async function runTemplates(): Promise<{ pgliteTemplate?: string; postgresTemplate?: string }> {
  if (!process.env.VITEST) return {}
  const { inject } = await import('vitest')
  return { pgliteTemplate: inject('pgliteTemplate'), postgresTemplate: inject('postgresTemplate') }
}
