import crypto from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LocalS3, startLocalS3 } from '../helpers/s3-server'
import { callServer } from '../helpers/server-process'
import { localPageFiles, removeProcess, startWeb, type WebProcess } from './processes'
import { startThrowawayPostgres, type ThrowawayPostgres } from './throwaway-postgres'

// Colorly past one machine: two web processes on one PostgreSQL and one bucket, each with its own
// DATA_DIR, serving one account in turn. Every accepted generation must become exactly one page
// (two objects in the bucket) and one quota unit, whichever process took it.
let postgres: ThrowawayPostgres
let s3: LocalS3
let webA: WebProcess
let webB: WebProcess
let token: string

const GENERATIONS = 50
const CONCURRENCY = 6

beforeAll(async () => {
  ;[postgres, s3] = await Promise.all([startThrowawayPostgres(), startLocalS3()])
  const env = {
    ...s3.env,
    DATABASE_URL: postgres.url,
    // One key for every process: a page's signed imageUrl works on any of them.
    URL_SIGNING_SECRET: crypto.randomBytes(32).toString('hex'),
    BILLING: 'sandbox',
    LOG_LEVEL: 'warn',
    BILLING_JOBS_EVERY_MINUTES: '0',
    RATE_LIMIT_GENERATE_PER_MINUTE: '10000',
    RATE_LIMIT_GENERATE_PER_HOUR: '10000',
    RATE_LIMIT_GENERATE_PER_IP_PER_MINUTE: '10000',
    RATE_LIMIT_GENERATE_PER_IP_PER_HOUR: '10000',
  }
  // Started together, as a deploy would: the migrations run once, under PostgreSQL's advisory lock.
  ;[webA, webB] = await Promise.all([startWeb('web-a', env), startWeb('web-b', env)])
}, 300_000)

afterAll(async () => {
  await Promise.all([webA, webB].filter(Boolean).map(removeProcess))
  await s3?.close()
  postgres?.stop()
})

const call = (web: WebProcess, method: string, url: string, body?: unknown) =>
  callServer(web.baseUrl, method, url, token, body)
const generate = (web: WebProcess, prompt: string) =>
  call(web, 'POST', '/api/images/generate/', { prompt, improve_prompt: false })
const download = async (web: WebProcess, url: string) => {
  const res = await fetch(`${web.baseUrl}${url}`, { headers: { authorization: `Token ${token}` } })
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    bytes: Buffer.from(await res.arrayBuffer()),
  }
}
const isPng = (b: Buffer) => b.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]))
const diagnostics = () => [webA, webB].map((w) => `--- ${w.name}\n${w.output()}`).join('\n')

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

describe('two web processes, one PostgreSQL, one bucket', () => {
  let firstId: string

  it('an account made on web A generates on web B, and lists and downloads its page on A', async () => {
    const account = await callServer(webA.baseUrl, 'POST', '/api/auth/register/', undefined, {
      email: `cluster-${crypto.randomBytes(4).toString('hex')}@example.com`,
      password: 'correct horse battery',
    })
    expect(account.status).toBe(201)
    token = account.json.token
    await upgradeToStarter(webA)
    expect((await call(webB, 'GET', '/api/images/usage/')).json.plan).toBe('starter')

    const made = await generate(webB, 'a lighthouse by the sea')
    expect(made.status, diagnostics()).toBe(201)
    firstId = made.json.id

    const list = await call(webA, 'GET', '/api/images/')
    expect(list.json.map((p: { id: string }) => p.id)).toEqual([firstId])
    const png = await download(webA, `/api/images/${firstId}/download/`)
    expect(png.status).toBe(200)
    expect(isPng(png.bytes)).toBe(true)
    const pdf = await download(webA, `/api/images/${firstId}/download_pdf/`)
    expect(pdf.status).toBe(200)
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-')
    // The signed imageUrl web B handed out works on web A.
    const signed = await fetch(`${webA.baseUrl}${made.json.imageUrl}`)
    expect(signed.status).toBe(200)
    expect(isPng(Buffer.from(await signed.arrayBuffer()))).toBe(true)

    // From the bucket: no process wrote a page file to its own disk.
    expect(s3.keys()).toEqual([`images/${firstId}.pdf`, `images/${firstId}.png`])
    expect([...localPageFiles(webA), ...localPageFiles(webB)]).toEqual([])
  })

  it(`${GENERATIONS} generations spread over both webs: each accepted one is one page and one quota unit`, async () => {
    const statuses: number[] = []
    let next = 0
    const worker = async () => {
      while (next < GENERATIONS) {
        const i = next++
        const web = i % 2 === 0 ? webA : webB
        const res = await generate(web, `a friendly robot number ${i}`)
        statuses.push(res.status)
      }
    }
    await Promise.all(Array.from({ length: CONCURRENCY }, worker))
    const accepted = statuses.filter((s) => s === 201 || s === 202).length
    expect(
      statuses.filter((s) => s !== 201 && s !== 202),
      diagnostics(),
    ).toEqual([])
    expect(accepted).toBe(GENERATIONS)

    for (const web of [webA, webB]) {
      const usage = (await call(web, 'GET', '/api/images/usage/')).json
      const pages = (await call(web, 'GET', '/api/images/')).json as { id: string }[]
      expect(usage.images_generated).toBe(accepted + 1)
      expect(pages.length).toBe(accepted + 1)
      expect(new Set(pages.map((p) => p.id)).size).toBe(pages.length)
      expect(s3.keys()).toEqual(pages.flatMap((p) => [`images/${p.id}.pdf`, `images/${p.id}.png`]).sort())
    }
    expect([...localPageFiles(webA), ...localPageFiles(webB)]).toEqual([])
  })
})
