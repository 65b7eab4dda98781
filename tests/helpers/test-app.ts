import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { type AppDeps, buildApp } from '../../server/app'
import { type Config, loadConfig } from '../../server/config'
import { type Database, openDatabase } from '../../server/db/client'

export type TestApp = {
  app: FastifyInstance
  db: Database['db']
  config: Config
  dataDir: string
  /** The PostgreSQL URL of this app's database; unset on PGlite. */
  databaseUrl?: string
  /** The app's clock: the real time moved on by every `advance`. */
  now: () => Date
  /** Moves the fake clock forward. */
  advance: (ms: number) => void
  close: () => Promise<void>
}

/**
 * Builds the app on a fresh database: in-memory PGlite, or (TEST_DB=postgres) a throwaway
 * database created on the server named by DATABASE_URL and dropped on close.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  extra: Partial<Omit<AppDeps, 'config' | 'db'>> = {},
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
    ...env,
  })
  let offset = 0
  const now = () => new Date(Date.now() + offset)

  let dropDatabase = async () => {}
  let database: Database
  let databaseUrl: string | undefined
  if (process.env.TEST_DB === 'postgres') {
    const adminUrl = process.env.DATABASE_URL
    if (!adminUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL')
    const name = `colorly_test_${crypto.randomBytes(6).toString('hex')}`
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name}`)
    await admin.end()
    const url = new URL(adminUrl)
    url.pathname = `/${name}`
    databaseUrl = url.toString()
    database = await openDatabase({ databaseUrl, dataDir: null })
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: adminUrl })
      await c.connect()
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await c.end()
    }
  } else {
    database = await openDatabase({ dataDir: null })
  }

  const app = await buildApp({ config, db: database.db, now, ...extra })
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
  const app = await buildApp({ config, db: database.db })
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
