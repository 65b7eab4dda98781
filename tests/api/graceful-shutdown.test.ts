import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type OpenAiFake, startOpenAiFake } from '../fakes/openai-fake'
import {
  callServer,
  killHard,
  type ServerProcess,
  startServerProcess,
  throwawayDatabase,
} from '../helpers/server-process'

// The real server gets SIGTERM while a generation is waiting on a slow image model: it must stop
// taking connections, finish that generation (one page, one quota unit), then exit cleanly.
let dataDir: string
let database: Awaited<ReturnType<typeof throwawayDatabase>>
let server: ServerProcess | undefined
let fake: OpenAiFake

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'colorly-shutdown-'))
  database = await throwawayDatabase()
  fake = await startOpenAiFake()
})
afterAll(async () => {
  if (server) await killHard(server)
  await fake.close()
  await database.drop()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

describe('graceful shutdown on SIGTERM', () => {
  it('finishes the generation in flight, refuses new connections, and exits 0', async () => {
    const start = () =>
      startServerProcess({
        IMAGE_PROVIDER: 'openai',
        DATA_DIR: dataDir,
        DATABASE_URL: database.url ?? '',
        OPENAI_BASE_URL: fake.baseUrl,
        OPENAI_API_KEY: fake.apiKey,
      })
    server = await start()
    const base = server.baseUrl
    const account = await callServer(base, 'POST', '/api/auth/register/', undefined, {
      email: `shutdown-${crypto.randomBytes(4).toString('hex')}@example.com`,
      password: 'correct horse battery',
    })
    const token = account.json.token as string
    fake.images = { kind: 'b64', delayMs: 2500 }
    const generating = callServer(base, 'POST', '/api/images/generate/', token, {
      prompt: 'a lion wearing a crown',
      improve_prompt: false,
    })
    // Mid-generation: the model has been asked and has not answered yet.
    // (The worker takes the job a moment after the request queued it.)
    await expect
      .poll(() => fake.requests.some((r) => r.path.endsWith('/images/generations')), { timeout: 15_000 })
      .toBe(true)
    const exited = new Promise<number | null>((r) => server?.child.once('exit', (code) => r(code)))
    server.child.kill('SIGTERM')
    await new Promise((r) => setTimeout(r, 300))
    // No new connection is taken while the generation finishes.
    await expect(fetch(`${base}/healthz`)).rejects.toThrow()

    const answer = await generating
    expect(answer.status).toBe(201)
    expect(answer.json.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(await exited).toBe(0)
    expect(server.stderr()).not.toMatch(/error/i)

    // Started again on the same data: the page is there, charged once.
    fake.images = { kind: 'b64' }
    server = await start()
    const list = await callServer(server.baseUrl, 'GET', '/api/images/', token)
    expect(list.json.map((p: { id: string }) => p.id)).toEqual([answer.json.id])
    const usage = await callServer(server.baseUrl, 'GET', '/api/images/usage/', token)
    expect(usage.json.images_generated).toBe(1)
  }, 180_000)
})
