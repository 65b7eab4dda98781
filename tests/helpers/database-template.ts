import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { openDatabase } from '../../server/db/client'
import { openJobQueue } from '../../server/jobs/job-queue'

// A migrated database with pg-boss's schema and queue in it, made once, that every API test file copies
// instead of migrating its own (docs/decisions/0049-test-database-template.md).

const root = path.resolve(import.meta.dirname, '..', '..')
const queueOptions = { heartbeatSeconds: 30, attempts: 3 }

/** Changes whenever what the template holds could: the migrations, the queue's code, PGlite's or pg-boss's version. */
export function templateKey(): string {
  const hash = crypto.createHash('sha256')
  const migrations = path.join(root, 'server', 'db', 'migrations')
  const files = fs.readdirSync(migrations, { recursive: true, encoding: 'utf8' }).sort()
  for (const file of files) {
    const full = path.join(migrations, file)
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full))
  }
  hash.update(fs.readFileSync(path.join(root, 'server', 'jobs', 'job-queue.ts')))
  for (const pkg of ['@electric-sql/pglite', 'pg-boss']) {
    // Read from the folder: neither package exports its package.json.
    const manifest = path.join(root, 'node_modules', pkg, 'package.json')
    hash.update(`${pkg}@${JSON.parse(fs.readFileSync(manifest, 'utf8')).version}`)
  }
  return hash.digest('hex').slice(0, 16)
}

/**
 * The PGlite template: a data-directory dump kept in the system's temporary folder under the template's
 * key, so later runs reuse it; made (and written whole, by rename) when missing. Returns its path.
 */
export async function pgliteTemplateFile(): Promise<string> {
  const dir = path.join(os.tmpdir(), 'colorly-test-db')
  const file = path.join(dir, `pglite-${templateKey()}.tar`)
  if (fs.existsSync(file)) return file
  fs.mkdirSync(dir, { recursive: true })
  const database = await openDatabase({ dataDir: null })
  try {
    const queue = await openJobQueue(database.db, queueOptions, () => {})
    await queue.stop(1000)
    const client = (database.db as unknown as { $client: PGlite }).$client
    const dump = await client.dumpDataDir('none')
    const partial = `${file}.${process.pid}.partial`
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()))
    fs.renameSync(partial, file)
  } finally {
    await database.close()
  }
  return file
}

/** Reads the PGlite template for openDatabase's `pgliteDump`. */
export const readPgliteTemplate = (file: string): Blob => new Blob([fs.readFileSync(file)])

/**
 * A template database on the PostgreSQL server of `adminUrl`, for this run: migrated, with pg-boss's schema.
 * Returns its name and a function that drops it.
 */
export async function createPostgresTemplate(
  adminUrl: string,
): Promise<{ name: string; drop: () => Promise<void> }> {
  const name = `colorly_template_${templateKey()}_${crypto.randomBytes(3).toString('hex')}`
  await onServer(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name}`))
  const drop = () =>
    onServer(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
  try {
    const database = await openDatabase({ databaseUrl: databaseUrl(adminUrl, name), dataDir: null })
    try {
      const queue = await openJobQueue(database.db, queueOptions, () => {})
      await queue.stop(1000)
    } finally {
      await database.close()
    }
  } catch (err) {
    await drop()
    throw err
  }
  return { name, drop }
}

/** A new database on the server of `adminUrl`: a copy of `template` when given. Returns its URL and a drop. */
export async function createDatabase(
  adminUrl: string,
  prefix: string,
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${crypto.randomBytes(6).toString('hex')}`
  await onServer(adminUrl, (admin) =>
    admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`),
  )
  return {
    url: databaseUrl(adminUrl, name),
    drop: () => onServer(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  }
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}

async function onServer(adminUrl: string, work: (admin: pg.Client) => Promise<unknown>): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    await work(admin)
  } finally {
    await admin.end()
  }
}
