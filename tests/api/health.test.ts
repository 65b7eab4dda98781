import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app'
import { openDatabase } from '../../server/db/client'
import { createTestApp, pgliteTemplateDump, type TestApp } from '../helpers/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('health and readiness', () => {
  it('/healthz answers 200 without asking anything else', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ ok: true })
    expect(res.headers['cache-control']).toBe('no-store')
  })

  it('/readyz answers 200 when the database answers and the page store can be written', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ ready: true, checks: { database: 'ok', storage: 'ok' } })
  })

  it('/readyz answers 503 naming the page store when DATA_DIR cannot hold pages', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'colorly-ready-'))
    const app = await buildApp({ config: { ...t.config, dataDir }, db: t.db })
    // A file where the images directory should be: nothing can be written there (even as root).
    fs.writeFileSync(path.join(dataDir, 'images'), 'not a directory')
    try {
      const res = await app.inject({ method: 'GET', url: '/readyz' })
      expect(res.statusCode).toBe(503)
      expect(res.json()).toEqual({ ready: false, checks: { database: 'ok', storage: 'failing' } })
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200)
    } finally {
      await app.close()
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  })

  it('/readyz answers 503 naming the database when it does not answer', async () => {
    const database = await openDatabase({ dataDir: null, pgliteDump: await pgliteTemplateDump() })
    const app = await buildApp({ config: t.config, db: database.db })
    await database.close()
    try {
      const res = await app.inject({ method: 'GET', url: '/readyz' })
      expect(res.statusCode).toBe(503)
      expect(res.json()).toEqual({ ready: false, checks: { database: 'failing', storage: 'ok' } })
    } finally {
      await app.close()
    }
  })
})
