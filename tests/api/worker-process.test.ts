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
  startWorkerProcess,
  throwawayDatabase,
} from '../helpers/server-process'

// A web process with WORKER=off and workers on their own (npm run worker) on one PostgreSQL: the web only
// queues, a worker makes the page, and a worker killed with SIGKILL mid-page loses nothing and charges
// nothing twice. PostgreSQL only: PGlite's data belongs to one process.
const onPostgres = process.env.TEST_DB === 'postgres'
let dataDir: string
let database: Awaited<ReturnType<typeof throwawayDatabase>>
let fake: OpenAiFake
const processes: ServerProcess[] = []

beforeAll(async () => {
  if (!onPostgres) return
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'colorly-workers-'))
  database = await throwawayDatabase()
  fake = await startOpenAiFake()
})
afterAll(async () => {
  if (!onPostgres) return
  for (const p of processes) await killHard(p)
  await fake.close()
  await database.drop()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

describe.runIf(onPostgres)('web processes and workers apart', () => {
  it('WORKER=off queues; a separate worker makes the page; a worker killed mid-page is replaced, one page and one unit each', async () => {
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: database.url ?? '',
      IMAGE_PROVIDER: 'openai',
      OPENAI_API_KEY: fake.apiKey,
      OPENAI_BASE_URL: fake.baseUrl,
      GENERATE_WAIT_MS: '4000',
      JOB_HEARTBEAT_SECONDS: '10',
      WORKER_CONCURRENCY: '2',
    }
    const web = await startServerProcess({ ...env, WORKER: 'off' })
    processes.push(web)
    const call = (method: string, url: string, body?: unknown) =>
      callServer(web.baseUrl, method, url, token, body)
    const account = await callServer(web.baseUrl, 'POST', '/api/auth/register/', undefined, {
      email: `workers-${crypto.randomBytes(4).toString('hex')}@example.com`,
      password: 'correct horse battery',
    })
    const token = account.json.token as string
    const generate = (prompt: string) =>
      call('POST', '/api/images/generate/', { prompt, improve_prompt: false, complexity: 'easy' })
    const readyOf = (id: string) =>
      expect
        .poll(async () => (await call('GET', `/api/images/${id}/`)).json.status, {
          timeout: 90_000,
          interval: 300,
        })
        .toBe('ready')

    // No worker yet: the web process queues the page and answers 202 once its wait is over.
    fake.images = { kind: 'b64' }
    const queued = await generate('a fox in the snow')
    expect(queued.status).toBe(202)
    expect(queued.json.status).toBe('pending')

    const first = await startWorkerProcess(env)
    processes.push(first)
    await readyOf(queued.json.id)
    // With a worker running, a quick page is answered 201 by the web process.
    const started = performance.now()
    const quick = await generate('an owl on a branch')
    expect(quick.status).toBe(201)
    console.info(
      `a quick page through a worker in another process: ${(performance.now() - started).toFixed(0)} ms`,
    )

    // The worker is killed with SIGKILL while the model is drawing.
    fake.images = { kind: 'hang' }
    const asked = fake.requests.length
    const cut = generate('a whale under the sea')
    await expect.poll(() => fake.requests.length > asked, { timeout: 30_000 }).toBe(true)
    await killHard(first)
    const cutAnswer = await cut
    expect(cutAnswer.status).toBe(202)

    fake.images = { kind: 'b64' }
    const second = await startWorkerProcess(env)
    processes.push(second)
    await readyOf(cutAnswer.json.id)

    const list = (await call('GET', '/api/images/')).json as { id: string; status: string }[]
    expect(list.map((p) => p.status)).toEqual(['ready', 'ready', 'ready'])
    expect((await call('GET', '/api/images/usage/')).json.images_generated).toBe(3)
    const files = fs.readdirSync(path.join(dataDir, 'images')).sort()
    expect(files).toEqual(list.flatMap((p) => [`${p.id}.pdf`, `${p.id}.png`]).sort())

    // SIGTERM: the worker finishes and exits 0.
    const exited = new Promise<number | null>((r) => second.child.once('exit', (code) => r(code)))
    second.child.kill('SIGTERM')
    expect(await exited).toBe(0)
  }, 240_000)
})
