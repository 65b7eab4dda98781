import fs from 'node:fs'
import path from 'node:path'
import { PassThrough } from 'node:stream'
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generationCharges } from '../../server/db/schema'
import { authHeader, type RegisteredUser, registerUser } from '../helpers/accounts'
import { type LocalS3, startLocalS3 } from '../helpers/s3-server'
import { createTestApp, type TestApp } from '../helpers/test-app'

// Page files in a bucket of a real S3-compatible server (s3rver), through the whole API.
let s3: LocalS3
let t: TestApp
let user: RegisteredUser
let log = ''
beforeAll(async () => {
  s3 = await startLocalS3()
  const logStream = new PassThrough().on('data', (chunk) => {
    log += chunk.toString()
  })
  t = await createTestApp({ ...s3.env, LOG_LEVEL: 'warn' }, { logStream })
  user = await registerUser(t.app)
})
afterAll(async () => {
  await t?.close()
  await s3?.close()
})

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: authHeader(user.token) })
const generate = (prompt: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/images/generate/',
    payload: { prompt, improve_prompt: false },
    headers: authHeader(user.token),
  })
const isPng = (b: Buffer) =>
  b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
const localImages = () => path.join(t.dataDir, 'images')

describe('pages in an S3 bucket', () => {
  it('stores a generated page in the bucket, serves its PNG and PDF from there, and deletes both', async () => {
    const res = await generate('a turtle on a beach')
    expect(res.statusCode).toBe(201)
    const { id, imageUrl } = res.json()
    expect(s3.keys()).toEqual([`images/${id}.pdf`, `images/${id}.png`])

    const png = await get(`/api/images/${id}/download/`)
    expect(png.statusCode).toBe(200)
    expect(png.headers['content-type']).toBe('image/png')
    expect(Number(png.headers['content-length'])).toBe(png.rawPayload.length)
    expect(isPng(png.rawPayload)).toBe(true)
    const pdf = await get(`/api/images/${id}/download_pdf/`)
    expect(pdf.statusCode).toBe(200)
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    expect(isPng((await t.app.inject({ method: 'GET', url: imageUrl })).rawPayload)).toBe(true)
    // Nothing went to the local disk.
    expect(fs.existsSync(localImages()) ? fs.readdirSync(localImages()) : []).toEqual([])

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/images/${id}/`,
      headers: authHeader(user.token),
    })
    expect(del.statusCode).toBe(204)
    expect(s3.keys()).toEqual([])
    expect((await get(`/api/images/${id}/download/`)).statusCode).toBe(404)
  })

  it('/readyz checks the bucket', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ ready: true, checks: { database: 'ok', storage: 'ok' } })
  })

  it('refuses to start on a bucket that does not exist, naming it', async () => {
    await expect(createTestApp({ ...s3.env, S3_BUCKET: 'not-created-yet' })).rejects.toThrow(
      'S3 ListObjectsV2 in bucket not-created-yet failed: NoSuchBucket',
    )
  })

  it('a missing bucket answers 503 and charges nothing; the log names it and holds no key', async () => {
    const kept = (await generate('a house with a garden')).json().id as string
    s3.dropBucket()
    log = ''

    const download = await get(`/api/images/${kept}/download/`)
    expect(download.statusCode).toBe(503)
    expect(download.json().error).toMatch(/unavailable right now/)
    // The job's upload fails on each try; after the last one the page is failed and its unit given back.
    const before = await charges()
    const gen = await generate('a kite in the sky')
    expect(gen.statusCode).toBe(503)
    expect(await charges()).toBe(before)

    const ready = await t.app.inject({ method: 'GET', url: '/readyz' })
    expect(ready.statusCode).toBe(503)
    expect(ready.json()).toEqual({ ready: false, checks: { database: 'ok', storage: 'failing' } })

    expect(log).toContain('S3 GetObject in bucket colorly-pages failed: NoSuchBucket')
    expect(log).toContain('S3 PutObject in bucket colorly-pages failed: NoSuchBucket')
    expect(log).toContain('S3 HeadBucket in bucket colorly-pages failed: NoSuchBucket')
    // s3rver's access key and secret are both S3RVER; neither may reach a log line.
    expect(log).not.toContain('S3RVER')
  })

  it('an unreachable store answers 503, and /readyz fails within its timeout', async () => {
    const listed = (await get('/api/images/')).json() as { id: string; status: string }[]
    const image = listed.find((p) => p.status === 'ready') as { id: string }
    await s3.close()
    log = ''
    expect((await get(`/api/images/${image.id}/download_pdf/`)).statusCode).toBe(503)
    const started = Date.now()
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' })
    expect(ready.statusCode).toBe(503)
    expect(Date.now() - started).toBeLessThan(3000)
    expect(log).toMatch(/S3 GetObject in bucket colorly-pages failed: .*ECONNREFUSED/)
    expect(log).not.toContain('S3RVER')
  })
})

async function charges() {
  const [row] = await t.db
    .select({ n: count() })
    .from(generationCharges)
    .where(eq(generationCharges.userId, user.user.id))
  return Number(row.n)
}
