import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { withTextParsers } from './pglite-parsers'

// Every type drizzle reads as text, and some it leaves to PGlite, in one row.
const ROW = sql`select
  '2024-02-29 13:14:15.5'::timestamp as ts, '2024-02-29 13:14:15.5+02'::timestamptz as tstz,
  '1 day 02:03:04'::interval as iv, '2024-02-29'::date as d, '{1.5,2}'::numeric[] as nums,
  '{2024-02-29 13:14:15}'::timestamp[] as tss, '{2024-02-29 13:14:15+00}'::timestamptz[] as tstzs,
  '{1 day}'::interval[] as ivs, '{2024-02-29}'::date[] as ds, 7::int as n, '{"a":1}'::jsonb as j,
  '{1,2}'::int[] as ints`
const ROW_TEXT = `select '2024-02-29 13:14:15.5+02'::timestamptz as tstz, '2024-02-29'::date as d,
  '{2024-02-29 13:14:15+00}'::timestamptz[] as tstzs, 7::int as n`

describe('the PGlite client without per-statement parser copies', () => {
  const plain = new PGlite()
  const client = new PGlite()
  let wrapped: PGlite
  // Two PGlite instances start: seconds on a busy machine.
  beforeAll(async () => {
    await plain.waitReady
    wrapped = await withTextParsers(client)
  }, 120_000)
  afterAll(async () => {
    await plain.close()
    await client.close()
  })

  it('reads every row through drizzle as the plain client does, and sends drizzle no parsers', async () => {
    const sent: unknown[] = []
    const query = client.query.bind(client)
    client.query = ((text: string, params?: unknown[], options?: Parameters<typeof query>[2]) => {
      sent.push(options?.parsers)
      return query(text, params, options)
    }) as typeof client.query
    const expected = await drizzle(plain).execute(ROW)
    const got = await drizzle(wrapped).execute(ROW)
    expect(got.rows).toEqual(expected.rows)
    expect(typeof got.rows[0].tstz).toBe('string')
    expect(sent).toEqual([undefined])
    const inTx = await drizzle(wrapped).transaction((tx) => tx.execute(ROW))
    expect(inTx.rows).toEqual(expected.rows)
    expect(sent).toEqual([undefined])
  })

  it('reads statements without drizzle (pg-boss) with PGlite own parsers, in and out of transactions', async () => {
    const expected = await plain.query(ROW_TEXT)
    expect((await wrapped.query(ROW_TEXT)).rows).toEqual(expected.rows)
    expect((await wrapped.query(ROW_TEXT)).rows[0]).toMatchObject({ tstz: expect.any(Date) })
    expect((await wrapped.exec(ROW_TEXT))[0].rows).toEqual(expected.rows)
    const inTx = await wrapped.transaction((tx) => tx.query(ROW_TEXT))
    expect(inTx.rows).toEqual(expected.rows)
    expect(wrapped instanceof PGlite).toBe(true)
  })
})
