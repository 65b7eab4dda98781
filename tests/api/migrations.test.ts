import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../server/db/client'
import { throwawayDatabase } from '../helpers/server-process'

// Several processes of a deploy start at once on a fresh PostgreSQL database: each applies the
// migrations at start, one at a time under a lock, and none fails on another's half-made tables.
let database: Awaited<ReturnType<typeof throwawayDatabase>>
beforeAll(async () => {
  database = await throwawayDatabase()
})
afterAll(() => database.drop())

describe('migrations', () => {
  it.runIf(process.env.TEST_DB === 'postgres')(
    'three processes starting together all open the database',
    async () => {
      const opened = await Promise.all(
        [1, 2, 3].map(() => openDatabase({ databaseUrl: database.url, dataDir: null })),
      )
      await Promise.all(opened.map((d) => d.close()))
      const client = new pg.Client({ connectionString: database.url })
      await client.connect()
      const { rows } = await client.query('select count(*)::int as n from drizzle.__drizzle_migrations')
      await client.end()
      expect(rows[0].n).toBeGreaterThanOrEqual(4)
    },
  )
})
