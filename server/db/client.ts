import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { createPgliteDataDir } from './create-pglite-dir'
import { withTextParsers } from './pglite-parsers'
import * as schema from './schema'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>
export type Database = { db: Db; close: () => Promise<void> }

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations')
// Any constant: one process at a time applies migrations, so processes started together do not race.
const MIGRATION_LOCK = 7_201_302
// PGlite's PostgreSQL reserves its shared buffers in its WASM memory up front: 128 MB by default, over a
// third of an idle server's memory. A one-process database of accounts and page records fits in 16 MB.
const PGLITE_OPTIONS = { startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'] }

/**
 * Opens the database and applies pending migrations.
 * PostgreSQL when a URL is given; otherwise PGlite in `dataDir` (or in memory when dataDir is null).
 */
export async function openDatabase(opts: {
  databaseUrl?: string
  dataDir: string | null
  /** Told when an idle PostgreSQL connection was lost, for the log. */
  onIdleError?: (err: Error) => void
  /** Told every statement the app sends (tests count the queries of a request with it). */
  onQuery?: (sql: string) => void
  /** In-memory PGlite only: starts as a copy of this data-directory dump (tests start from a migrated one). */
  pgliteDump?: Blob
}): Promise<Database> {
  const logger = opts.onQuery ? { logQuery: (sql: string) => opts.onQuery?.(sql) } : undefined
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 })
    // An idle connection the server drops (restart, failover, a dropped test database) must not crash
    // the process: the pool discards it and opens a new one for the next query.
    pool.on('error', (err) => opts.onIdleError?.(err))
    const db = drizzlePg(pool, { schema, logger })
    // Held on its own connection while the migrator uses the pool: the others wait, then find nothing to do.
    const lock = await pool.connect()
    try {
      await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK])
      await migratePg(db, { migrationsFolder })
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {})
      lock.release()
    }
    return { db: db as unknown as Db, close: () => pool.end() }
  }
  let client: PGlite
  if (opts.dataDir) {
    fs.mkdirSync(opts.dataDir, { recursive: true })
    if (!fs.existsSync(path.join(opts.dataDir, 'PG_VERSION')))
      await createPgliteDataDir(opts.dataDir, PGLITE_OPTIONS.startParams, migrationsFolder)
    client = new PGlite(opts.dataDir, PGLITE_OPTIONS)
  } else {
    client = opts.pgliteDump
      ? await PGlite.create({ ...PGLITE_OPTIONS, loadDataDir: opts.pgliteDump })
      : new PGlite(PGLITE_OPTIONS)
  }
  const db = drizzlePglite(await withTextParsers(client), { schema, logger })
  await migratePglite(db, { migrationsFolder })
  return { db: db as unknown as Db, close: () => client.close() }
}
