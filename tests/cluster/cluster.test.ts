import crypto from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type OpenAiFake, startOpenAiFake } from '../fakes/openai-fake'
import { type LocalS3, startLocalS3 } from '../helpers/s3-server'
import { callServer } from '../helpers/server-process'
import { startThrowawayPostgres, type ThrowawayPostgres } from '../helpers/throwaway-postgres'
import {
  type ClusterProcess,
  killHard,
  localPageFiles,
  removeProcess,
  startWeb,
  startWorker,
  type WebProcess,
} from './processes'

// Colorly past one machine: two web processes (WORKER=off) and two workers (npm run worker) on one
// PostgreSQL and one bucket, each process with its own DATA_DIR, serving one account in turn. Every
// accepted generation must become exactly one page (two objects in the bucket) and one quota unit,
// whichever process took it, even when a worker is killed with SIGKILL in the middle of a page.
let postgres: ThrowawayPostgres
let s3: LocalS3
let fake: OpenAiFake
let webA: WebProcess
let webB: WebProcess
let workers: ClusterProcess[] = []
let token: string

const GENERATIONS = 50
const CONCURRENCY = 8
// The image model (a local fake of OpenAI's API) takes this long a picture, so jobs are in flight when
// a worker is killed.
const MODEL_MS = 400

beforeAll(async () => {
  ;[postgres, s3, fake] = await Promise.all([startThrowawayPostgres(), startLocalS3(), startOpenAiFake()])
  fake.images = { kind: 'b64', delayMs: MODEL_MS }
  const env = {
    ...s3.env,
    DATABASE_URL: postgres.url,
    // One key for every process: a page's signed imageUrl works on any of them.
    URL_SIGNING_SECRET: crypto.randomBytes(32).toString('hex'),
    IMAGE_PROVIDER: 'openai',
    OPENAI_API_KEY: fake.apiKey,
    OPENAI_BASE_URL: fake.baseUrl,
    BILLING: 'sandbox',
    LOG_LEVEL: 'warn',
    BILLING_JOBS_EVERY_MINUTES: '0',
    // A killed worker's job goes to the other after this silence (the least pg-boss allows).
    JOB_HEARTBEAT_SECONDS: '10',
    // A request waits this long for its page, then answers 202 with it pending (and the client polls).
    GENERATE_WAIT_MS: '8000',
    WORKER_CONCURRENCY: '2',
    RATE_LIMIT_GENERATE_PER_MINUTE: '10000',
    RATE_LIMIT_GENERATE_PER_HOUR: '10000',
    RATE_LIMIT_GENERATE_PER_IP_PER_MINUTE: '10000',
    RATE_LIMIT_GENERATE_PER_IP_PER_HOUR: '10000',
  }
  // Started together, as a deploy would: the migrations run once, under PostgreSQL's advisory lock.
  const started = Date.now()
  ;[webA, webB, ...workers] = await Promise.all([
    startWeb('web-a', { ...env, WORKER: 'off' }),
    startWeb('web-b', { ...env, WORKER: 'off' }),
    startWorker('worker-1', env),
    startWorker('worker-2', env),
  ])
  console.info(`two web processes and two workers ready in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}, 300_000)

afterAll(async () => {
  await Promise.all([webA, webB, ...workers].filter(Boolean).map(removeProcess))
  await fake?.close()
  await s3?.close()
  postgres?.stop()
})

const call = (web: WebProcess, method: string, url: string, body?: unknown) =>
  callServer(web.baseUrl, method, url, token, body)
const generate = (web: WebProcess, prompt: string) =>
  call(web, 'POST', '/api/images/generate/', { prompt, improve_prompt: false, complexity: 'easy' })
const download = async (web: WebProcess, url: string) => {
  const res = await fetch(`${web.baseUrl}${url}`, { headers: { authorization: `Token ${token}` } })
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) }
}
const isPng = (b: Buffer) => b.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]))
const diagnostics = () => [webA, webB, ...workers].map((p) => `--- ${p.name}\n${p.output()}`).join('\n')
const modelCalls = () => fake.requests.filter((r) => r.path.endsWith('/images/generations')).length
type Listed = { id: string; status: string }

/** Starter (100 pages a month) through the sandbox checkout, as a person pressing Pay would. */
async function upgradeToStarter(web: WebProcess) {
  const session = await call(web, 'POST', '/api/create-checkout-session/', {
    priceId: 'sandbox_starter_monthly',
    successUrl: '/account',
    cancelUrl: '/pricing',
  })
  expect(session.status).toBe(200)
  const checkout = new URL(session.json.url)
  const pay = await fetch(`${web.baseUrl}/api/billing/sandbox/checkout/pay/`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ session: checkout.searchParams.get('session') ?? '' }).toString(),
    redirect: 'manual',
  })
  expect(pay.status).toBe(303)
}

describe('two web processes and two workers, one PostgreSQL, one bucket', () => {
  it('an account made on web A generates on web B, and lists and downloads its page on A', async () => {
    const account = await callServer(webA.baseUrl, 'POST', '/api/auth/register/', undefined, {
      email: `cluster-${crypto.randomBytes(4).toString('hex')}@example.com`,
      password: 'correct horse battery',
    })
    expect(account.status).toBe(201)
    token = account.json.token
    await upgradeToStarter(webA)
    expect((await call(webB, 'GET', '/api/images/usage/')).json.plan).toBe('starter')

    // Web B only queues it (WORKER=off): a worker makes it, within the request's wait.
    const made = await generate(webB, 'a lighthouse by the sea')
    expect(made.status, diagnostics()).toBe(201)
    const id = made.json.id as string

    const list = (await call(webA, 'GET', '/api/images/')).json as Listed[]
    expect(list.map((p) => [p.id, p.status])).toEqual([[id, 'ready']])
    const png = await download(webA, `/api/images/${id}/download/`)
    expect(png.status).toBe(200)
    expect(isPng(png.bytes)).toBe(true)
    const pdf = await download(webA, `/api/images/${id}/download_pdf/`)
    expect(pdf.status).toBe(200)
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-')
    // The signed imageUrl web B handed out works on web A.
    const signed = await fetch(`${webA.baseUrl}${made.json.imageUrl}`)
    expect(signed.status).toBe(200)
    expect(isPng(Buffer.from(await signed.arrayBuffer()))).toBe(true)

    // From the bucket: no process wrote a page file to its own disk.
    expect(s3.keys()).toEqual([`images/${id}.pdf`, `images/${id}.png`])
    expect([webA, webB, ...workers].flatMap(localPageFiles)).toEqual([])
  })

  it(`${GENERATIONS} generations over both webs, a worker killed mid-page: one page and one quota unit each`, async () => {
    const callsBefore = modelCalls()
    const statuses: number[] = []
    let next = 0
    const client = async () => {
      while (next < GENERATIONS) {
        const i = next++
        const res = await generate(i % 2 === 0 ? webA : webB, `a friendly robot number ${i}`)
        statuses.push(res.status)
      }
    }
    const load = Promise.all(Array.from({ length: CONCURRENCY }, client))
    // Once both workers are busy, worker 1 dies with the pages it holds half made.
    await expect.poll(modelCalls, { timeout: 60_000, interval: 50 }).toBeGreaterThan(callsBefore + 8)
    await killHard(workers[0])
    await load

    // 201 when the page came within the wait, 202 when it is still pending (a killed worker's job is
    // retried by the other after the heartbeat silence); nothing else.
    expect(
      statuses.filter((s) => s !== 201 && s !== 202),
      diagnostics(),
    ).toEqual([])
    const accepted = statuses.length
    expect(accepted).toBe(GENERATIONS)
    await expect
      .poll(
        async () =>
          ((await call(webA, 'GET', '/api/images/')).json as Listed[]).filter((p) => p.status !== 'ready'),
        { timeout: 90_000, interval: 500 },
      )
      .toEqual([])

    for (const web of [webA, webB]) {
      const usage = (await call(web, 'GET', '/api/images/usage/')).json
      const pages = (await call(web, 'GET', '/api/images/')).json as Listed[]
      expect(pages.length).toBe(accepted + 1)
      expect(usage.images_generated).toBe(accepted + 1)
      expect(new Set(pages.map((p) => p.id)).size).toBe(pages.length)
      expect(s3.keys()).toEqual(pages.flatMap((p) => [`images/${p.id}.pdf`, `images/${p.id}.png`]).sort())
    }
    // The killed worker's pages were drawn again by the other: more model calls than pages.
    const redrawn = modelCalls() - callsBefore - GENERATIONS
    expect(redrawn).toBeGreaterThan(0)
    const answered = (code: number) => statuses.filter((s) => s === code).length
    console.info(
      `${GENERATIONS} generations: ${answered(201)} answered 201, ${answered(202)} answered 202 (pending); ${redrawn} page(s) redrawn after the kill`,
    )
    expect([webA, webB, ...workers].flatMap(localPageFiles)).toEqual([])
  })
})
