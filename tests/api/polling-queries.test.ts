import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app'
import { type Database, openDatabase } from '../../server/db/client'
import { authHeader, registerUser } from '../helpers/accounts'
import { createTestApp, type TestApp } from '../helpers/test-app'

// Every open generator polls usage every few seconds, and the list is read on every visit: each must
// cost the token lookup (which brings the plan) and one more query, whatever the account holds.
let t: TestApp
let database: Database
let app: Awaited<ReturnType<typeof buildApp>>
const statements: string[] = []
beforeAll(async () => {
  t = await createTestApp()
  database = await openDatabase({ dataDir: null, onQuery: (sql) => statements.push(sql) })
  app = await buildApp({ config: t.config, db: database.db })
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
  return [...statements]
}

describe('the polled answers cost two queries', () => {
  it('usage: the token lookup with the plan, then one count', async () => {
    const user = await registerUser(app)
    for (let i = 0; i < 2; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/images/generate/',
        headers: authHeader(user.token),
        payload: { prompt: 'a lion wearing a crown', improve_prompt: false },
      })
      expect(res.statusCode).toBe(201)
    }
    const queries = await queriesOf('/api/images/usage/', user.token)
    expect(queries).toHaveLength(2)
    expect(queries[0]).toMatch(/"auth_tokens".*left join "subscriptions"/)
    expect(queries[1]).toMatch(/count\(\*\).*"generation_charges"/)
    const usage = await app.inject({
      method: 'GET',
      url: '/api/images/usage/',
      headers: authHeader(user.token),
    })
    expect(usage.json().images_generated).toBe(2)
  })

  it('list: the token lookup, then one select of the pages', async () => {
    const user = await registerUser(app)
    const queries = await queriesOf('/api/images/', user.token)
    expect(queries).toHaveLength(2)
    expect(queries[1]).toMatch(
      /from "images" where \("images"."user_id" = \$1 and "images"."status" <> \$2\) order by/,
    )
  })
})
