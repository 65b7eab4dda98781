import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app'
import { type Database, openDatabase } from '../../server/db/client'
import { subscriptions } from '../../server/db/schema'
import { authHeader, registerUser } from '../helpers/accounts'
import { createTestApp, pgliteTemplateDump, type TestApp } from '../helpers/test-app'

// Every open generator polls usage every few seconds, and the list is read on every visit: each must
// cost the token lookup (which brings the plan) and one more indexed query, whatever the account holds,
// on PGlite and on PostgreSQL (where both are named, prepared statements). Nothing is cached between
// requests, so a revoked token fails on its very next poll (docs/decisions/0028-cheaper-polling.md).
let t: TestApp
let database: Database
let app: Awaited<ReturnType<typeof buildApp>>
const statements: string[] = []
beforeAll(async () => {
  // Web only: on PostgreSQL both apps share the queue, and the counted app must be the one to make the page.
  t = await createTestApp({ WORKER: 'off' })
  // A second app whose statements are counted: on the same PostgreSQL database, or a PGlite of its own.
  database = await openDatabase({
    databaseUrl: t.databaseUrl,
    dataDir: null,
    pgliteDump: t.databaseUrl ? undefined : await pgliteTemplateDump(),
    onQuery: (sql) => statements.push(sql),
  })
  // The stand-in page maker of the first app: what is counted is the queries around a page, not its drawing.
  app = await buildApp({
    config: { ...t.config, jobs: { ...t.config.jobs, worker: true } },
    db: database.db,
    generatePage: t.generatePage,
  })
})
afterAll(async () => {
  await app.close()
  await database.close()
  await t.close()
})

async function queriesOf(url: string, token: string) {
  // The first call may also note when the token was last used (at most every 5 minutes).
  await app.inject({ method: 'GET', url, headers: authHeader(token) })
  statements.length = 0
  const res = await app.inject({ method: 'GET', url, headers: authHeader(token) })
  expect(res.statusCode).toBe(200)
  return { queries: [...statements], body: res.json() }
}

async function generate(token: string, n: number) {
  for (let i = 0; i < n; i++) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/images/generate/',
      headers: authHeader(token),
      payload: { prompt: 'a lion wearing a crown', improve_prompt: false },
    })
    expect(res.statusCode).toBe(201)
  }
}

describe('the polled answers cost two queries', () => {
  it('usage on the free plan: the token lookup with the plan, then one count', async () => {
    const user = await registerUser(app)
    await generate(user.token, 2)
    const { queries, body } = await queriesOf('/api/images/usage/', user.token)
    expect(queries).toHaveLength(2)
    expect(queries[0]).toMatch(/"auth_tokens".*left join "subscriptions"/)
    expect(queries[1]).toMatch(/count\(\*\).*"generation_charges"/)
    expect(body.images_generated).toBe(2)
  })

  it('usage on a paid plan: the same two, the count bounded to the quota month', async () => {
    const user = await registerUser(app)
    await generate(user.token, 1)
    await database.db
      .update(subscriptions)
      .set({ plan: 'starter' })
      .where(eq(subscriptions.userId, user.user.id))
    const { queries, body } = await queriesOf('/api/images/usage/', user.token)
    expect(queries).toHaveLength(2)
    expect(queries[1]).toMatch(/count\(\*\).*"generation_charges".*"created_at" >= \$2.*"created_at" < \$3/)
    expect(body).toMatchObject({ plan: 'starter', images_generated: 1 })
  })

  it('list: the token lookup, then one select of the pages', async () => {
    const user = await registerUser(app)
    await generate(user.token, 2)
    const { queries, body } = await queriesOf('/api/images/', user.token)
    expect(queries).toHaveLength(2)
    expect(queries[1]).toMatch(
      /from "images" where \("images"."user_id" = \$1 and "images"."status" <> \$2\) order by/,
    )
    expect(body).toHaveLength(2)
  })

  it('the reused statements answer each owner with their own pages and count only', async () => {
    const [a, b] = [await registerUser(app), await registerUser(app)]
    await generate(a.token, 3)
    await generate(b.token, 1)
    for (const [user, pages] of [
      [a, 3],
      [b, 1],
      [a, 3],
    ] as const) {
      const list = (await queriesOf('/api/images/', user.token)).body as { id: string }[]
      const usage = (await queriesOf('/api/images/usage/', user.token)).body
      expect(list).toHaveLength(pages)
      expect(usage.images_generated).toBe(pages)
    }
    const aIds = ((await queriesOf('/api/images/', a.token)).body as { id: string }[]).map((i) => i.id)
    const bIds = ((await queriesOf('/api/images/', b.token)).body as { id: string }[]).map((i) => i.id)
    expect(aIds.filter((id) => bIds.includes(id))).toEqual([])
  })

  it('a signed-out token is refused on its very next poll', async () => {
    const user = await registerUser(app)
    await queriesOf('/api/images/usage/', user.token)
    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/logout/',
      headers: authHeader(user.token),
    })
    expect(out.statusCode).toBeLessThan(300)
    for (const url of ['/api/images/usage/', '/api/images/']) {
      const res = await app.inject({ method: 'GET', url, headers: authHeader(user.token) })
      expect(res.statusCode).toBe(401)
    }
  })
})

// Every statement is a round trip on the main thread with PGlite: a page made costs the request's (token,
// the four rate-limit counters in one statement, the reservation with its row and job) and the job's three
// (its row with the owner's plan, the check that it is still pending, and one statement storing it with its
// unit committed). pg-boss's fetch and complete and the transaction's BEGIN and COMMIT come on top
// (docs/decisions/0065-load-bands.md, 0079-load-cpu.md).
describe('a page made', () => {
  it('costs eleven statements of the app, three of them in the job', async () => {
    const user = await registerUser(app)
    await generate(user.token, 1)
    statements.length = 0
    await generate(user.token, 1)
    // On PostgreSQL the waiting request reads its row until the job (which may run elsewhere) is done, and
    // the transaction's BEGIN and COMMIT are statements of the app's own (PGlite sends them itself).
    const made = statements.filter(
      (s) => !/^select "id", .* from "images" where "images"."id" = \$1$|^(begin|commit)$/i.test(s),
    )
    expect(made).toHaveLength(11)
    expect(made[1]).toMatch(/^with h0 as \(insert into "rate_limit_counters".* h3 as \(insert/)
    const job = made.slice(-3)
    expect(job[0]).toMatch(/from "images" left join "subscriptions"/)
    expect(job[1]).toMatch(/^select "status" from "images"/)
    expect(job[2]).toMatch(/^with "updated" as \(update "images" .*update "generation_charges"/)
  })
})
