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

// The real server, killed with SIGKILL in the middle of generations and started again on the same
// data: no quota unit may stay spent without its page, and no half-written or orphan file may stay.
let dataDir: string
let database: Awaited<ReturnType<typeof throwawayDatabase>>
let server: ServerProcess | undefined
let fake: OpenAiFake

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'colorly-crash-'))
  database = await throwawayDatabase()
  fake = await startOpenAiFake()
})
afterAll(async () => {
  if (server) await killHard(server)
  await fake.close()
  await database.drop()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

const embedded = process.env.TEST_DB !== 'postgres'
// How soon after a start every page a kill left pending is ready, or failed with its unit given back.
const SETTLED_WITHIN_MS = embedded ? 60_000 : 90_000

const env = (extra: Record<string, string> = {}) => ({
  DATA_DIR: dataDir,
  DATABASE_URL: database.url ?? '',
  RATE_LIMIT_GENERATE_PER_MINUTE: '1000',
  RATE_LIMIT_GENERATE_PER_HOUR: '1000',
  // On PostgreSQL another process may still run a job, so a dead worker's job waits for its heartbeat to
  // stop. The embedded database (PGlite) belongs to one process: its start hands the dead process's jobs
  // on at once, so a heartbeat far longer than the minute allowed proves no one waits for it.
  JOB_HEARTBEAT_SECONDS: embedded ? '600' : '10',
  ...extra,
})
const call = (method: string, url: string, token?: string, body?: unknown) =>
  callServer(server?.baseUrl ?? '', method, url, token, body)
const generate = (token: string, prompt: string) =>
  call('POST', '/api/images/generate/', token, { prompt, improve_prompt: false, complexity: 'intricate' })

/**
 * What the account holds after a restart, once the jobs cut off by the kill were settled (on PGlite at the
 * start, on PostgreSQL when the dead worker's heartbeat stops): quota units spent, pages listed, files on disk.
 */
async function ledger(...tokens: string[]) {
  let spent = 0
  const pages: string[] = []
  for (const token of tokens) {
    let list: { id: string; status: string }[] = []
    await expect
      .poll(
        async () => {
          list = (await call('GET', '/api/images/', token)).json
          return list.filter((p) => p.status === 'pending').length
        },
        { timeout: SETTLED_WITHIN_MS, interval: 500 },
      )
      .toBe(0)
    // Every page listed costs exactly one unit, account by account.
    const usage = (await call('GET', '/api/images/usage/', token)).json
    expect(usage.images_generated).toBe(list.length)
    spent += usage.images_generated as number
    pages.push(...list.map((p) => p.id))
  }
  const files = fs.existsSync(path.join(dataDir, 'images'))
    ? fs.readdirSync(path.join(dataDir, 'images'))
    : []
  return { spent, pages, files }
}

function expectConsistent(state: Awaited<ReturnType<typeof ledger>>) {
  expect(state.spent).toBe(state.pages.length)
  expect(state.files.filter((f) => f.endsWith('.tmp'))).toEqual([])
  // A page's PDF, or the SVG a builtin page's PDF is written from on its first download.
  const pdfOf = (id: string) => (state.files.includes(`${id}.svg`) ? `${id}.svg` : `${id}.pdf`)
  expect(state.files.sort()).toEqual(state.pages.flatMap((id) => [pdfOf(id), `${id}.png`]).sort())
}

describe('kill -9 during generation', () => {
  let token: string

  it('while the image model is still drawing: the job is retried after the restart, one page, one unit', async () => {
    server = await startServerProcess(
      env({ IMAGE_PROVIDER: 'openai', OPENAI_API_KEY: fake.apiKey, OPENAI_BASE_URL: fake.baseUrl }),
    )
    const account = await call('POST', '/api/auth/register/', undefined, {
      email: `crash-${crypto.randomBytes(4).toString('hex')}@example.com`,
      password: 'correct horse battery',
    })
    token = account.json.token
    fake.images = { kind: 'hang' }
    const pending = generate(token, 'a lion wearing a crown').catch(() => null)
    // The unit is reserved (usage counts it) while the model call hangs.
    await expect
      .poll(async () => (await call('GET', '/api/images/usage/', token)).json.images_generated, {
        timeout: 30_000,
      })
      .toBe(1)
    await killHard(server)
    await pending

    // What a kill between writing the files and storing the page leaves, made by hand.
    const images = path.join(dataDir, 'images')
    fs.mkdirSync(images, { recursive: true })
    const orphan = crypto.randomUUID()
    fs.writeFileSync(path.join(images, `${orphan}.png`), 'png')
    fs.writeFileSync(path.join(images, `.${orphan}.pdf.1a2b3c4d.tmp`), 'half a pdf')

    // Started again, with the model answering now: the job the kill cut off is taken again and finished.
    fake.images = { kind: 'b64' }
    server = await startServerProcess(
      env({ IMAGE_PROVIDER: 'openai', OPENAI_API_KEY: fake.apiKey, OPENAI_BASE_URL: fake.baseUrl }),
    )
    const after = await ledger(token)
    expectConsistent(after)
    expect(after.spent).toBe(1)
    expect(after.pages).toHaveLength(1)
    expect(after.pages).not.toContain(orphan)
    await killHard(server)
    server = await startServerProcess(env())
    // And the account works as before.
    expect((await generate(token, 'a robot')).status).toBe(201)
    expectConsistent(await ledger(token))
    await killHard(server)
  }, 180_000)

  it('at random moments of several builtin generations, six times: every unit spent has its page and files', async () => {
    // A fresh account each round (the free plan's ten pages would run out); every account is checked after
    // every restart, pages of earlier rounds included.
    const tokens = [token]
    for (let round = 0; round < 6; round++) {
      server = await startServerProcess(env())
      const before = await ledger(...tokens)
      expectConsistent(before)
      const token = (
        await call('POST', '/api/auth/register/', undefined, {
          email: `crash-${round}-${crypto.randomBytes(4).toString('hex')}@example.com`,
          password: 'correct horse battery',
        })
      ).json.token
      tokens.push(token)
      const requests = Array.from({ length: 3 }, (_, i) =>
        generate(token, `a castle ${round} ${i}`).catch(() => null),
      )
      // Kill only once a unit is reserved (a generation is under way), then at a random moment of it.
      await expect
        .poll(async () => (await call('GET', '/api/images/usage/', token)).json.images_generated, {
          timeout: 30_000,
        })
        .toBeGreaterThan(0)
      await new Promise((r) => setTimeout(r, crypto.randomInt(0, 4000)))
      await killHard(server)
      await Promise.all(requests)
      server = await startServerProcess(env())
      const after = await ledger(...tokens)
      expectConsistent(after)
      // For the record: how many of the three were cut off (the rest finished before the kill).
      console.info(
        `round ${round}: ${after.pages.length - before.pages.length} of 3 pages finished before kill -9`,
      )
      await killHard(server)
    }
  }, 900_000)
})
