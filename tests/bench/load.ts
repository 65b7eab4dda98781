// npm run bench:load: a whole class at once. N signed-in users each make M easy cartoon pages back to back,
// all starting together, against the real server as its own process (as `npm start` runs it), beside one
// user alone making pages one after another, in the same run: pages per second, time to a page (p50, p95,
// a 202 counted until the page is ready, polled as the generator does), the server's CPU per page (and by
// thread: main, render workers, V8's helpers, libuv's pool) and its memory (idle, peak, after). On PGlite
// (the embedded default: web and worker in one process) and on PostgreSQL (a web process with WORKER=off
// and a worker of its own, `npm run worker`).
//
// LOAD_USERS (20), LOAD_PAGES (5 each), SOLO_PAGES (20), LOAD_ROUNDS (2), BENCH_DATABASES (pglite,postgres).
// LOAD_PORT (a free port) the first port the servers listen on.
// LOAD_SERVERS=before=/path/to/checkout,after=. measures several checkouts of the server in one run, their
// rounds interleaved so the shared machine's load touches each alike. LOAD_CPU_PROF=dir writes each server
// process's CPU profile there (node --cpu-prof, its render workers' too) when it stops. LOAD_NODE_ARGS adds node
// flags to the server processes (`--perf-basic-prof` for `perf record`, a V8 flag to try).
// Targets (2 cores, PGlite): the N-user rate at least 1.6 times one user's, p95 at most 3 s, memory after the
// run at most 300 MB above idle.

import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import {
  databaseOn,
  freePort,
  type NodeProcess,
  spawnNode,
  untilAnswering,
  untilWorking,
} from '../helpers/server-process'
import { startThrowawayPostgres } from '../helpers/throwaway-postgres'

const USERS = Number(process.env.LOAD_USERS ?? 20)
const PAGES = Number(process.env.LOAD_PAGES ?? 5)
const SOLO_PAGES = Number(process.env.SOLO_PAGES ?? 20)
const ROUNDS = Number(process.env.LOAD_ROUNDS ?? 2)
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',')
// LOAD_PORT: the first of the ports the servers listen on, one more a run (a free one when unset).
let nextPort = process.env.LOAD_PORT ? Number(process.env.LOAD_PORT) : undefined
const CPU_PROF = process.env.LOAD_CPU_PROF ? path.resolve(process.env.LOAD_CPU_PROF) : undefined
const NODE_ARGS = (process.env.LOAD_NODE_ARGS ?? '').split(' ').filter(Boolean)
const here = path.resolve(import.meta.dirname, '..', '..')
const SERVERS = (process.env.LOAD_SERVERS ?? `this=${here}`).split(',').map((entry) => {
  const [name, dir] = entry.includes('=') ? entry.split('=') : [entry, entry]
  return { name, dir: path.resolve(dir) }
})
// The generator asks again this often for a page answered 202 (src/features/generator/api.ts).
const PENDING_POLL_MS = 2000
// A free account may make 10 pages: one user alone takes a fresh account every 10.
const FREE_PAGES = 10
const PROMPTS = [
  'a lion wearing a crown',
  'a dragon breathing fire',
  'a cat and a dog in a garden',
  'an astronaut on the moon',
  'a fire truck',
  'a pirate ship',
  'a unicorn',
  'a dinosaur',
  'a fish in the ocean',
  'a cupcake',
  'a puppy',
  'a cow on a farm',
  'a rocket in space',
  'an elephant',
  'a penguin in the snow',
  'a butterfly',
  'a turtle on the beach',
  'a snowman',
  'a pizza',
  'a school bus',
]

const children = new Set<ChildProcess>()
const cleanups = new Set<() => void>()
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    for (const child of children) child.kill('SIGKILL')
    for (const cleanup of cleanups) cleanup()
    process.exit(130)
  })

function startProcess(dir: string, script: string, env: Record<string, string>): NodeProcess {
  const prof = CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF}`] : []
  const proc = spawnNode(
    script,
    { LOG_LEVEL: 'warn', BILLING_JOBS_EVERY_MINUTES: '0', ...env },
    { cwd: dir, nodeArgs: [...prof, ...NODE_ARGS, '--import', 'tsx'], stdout: 'collect' },
  )
  children.add(proc.child)
  return proc
}

async function stopProcess(proc: NodeProcess) {
  if (proc.child.exitCode !== null || proc.child.signalCode !== null) return
  const exited = new Promise((r) => proc.child.once('exit', r))
  proc.child.kill('SIGTERM')
  await exited
  children.delete(proc.child)
}

/** CPU seconds so far (all threads) and resident memory now and at its peak, from /proc (Linux). */
function processStats(pid: number) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0)
  return {
    cpu: (Number(stat[11]) + Number(stat[12])) / 100,
    rssMb: kb('VmRSS') / 1024,
    peakMb: kb('VmHWM') / 1024,
  }
}

type Target = { baseUrl: string; pids: number[] }
const cpuOf = (t: Target) => t.pids.reduce((s, pid) => s + processStats(pid).cpu, 0)

// Where a server's CPU goes, by thread: its main thread, the render workers (Node names worker threads
// WorkerThread), V8's helpers (garbage collection, compiling) and libuv's pool (zlib, file writes, hashing).
const THREAD_GROUPS: Record<string, string> = {
  WorkerThread: 'render workers',
  V8Worker: 'V8 (GC, compiling)',
  'libuv-worker': 'libuv pool',
}

/** CPU seconds so far by thread group, summed over the target's processes (threads that ended are not counted). */
function cpuByThread(t: Target): Record<string, number> {
  const out: Record<string, number> = {}
  for (const pid of t.pids) {
    for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
      let stat: string
      try {
        stat = fs.readFileSync(`/proc/${pid}/task/${task}/stat`, 'utf8')
      } catch {
        continue
      }
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      const group = task === String(pid) ? 'main thread' : (THREAD_GROUPS[comm] ?? 'other')
      out[group] = (out[group] ?? 0) + (Number(fields[11]) + Number(fields[12])) / 100
    }
  }
  return out
}
const rssOf = (t: Target) => t.pids.reduce((s, pid) => s + processStats(pid).rssMb, 0)
const peakOf = (t: Target) => t.pids.reduce((s, pid) => s + processStats(pid).peakMb, 0)

async function register(baseUrl: string, label: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/register/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `load-${label}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
      password: 'correct horse battery',
    }),
  })
  if (res.status !== 201) throw new Error(`register answered ${res.status}: ${await res.text()}`)
  return (await res.json()).token
}

type PageTiming = { ms: number; status: number }

/** One Generate press, to the page ready: the POST, and for a 202 the generator's polls until it is ready. */
async function makePage(baseUrl: string, token: string, prompt: string): Promise<PageTiming> {
  const auth = { authorization: `Token ${token}` }
  const t0 = performance.now()
  const res = await fetch(`${baseUrl}/api/images/generate/`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ prompt, improve_prompt: false, complexity: 'easy', style: 'cartoon' }),
  })
  const body = await res.json()
  if (res.status !== 201 && res.status !== 202) {
    throw new Error(`generate answered ${res.status}: ${JSON.stringify(body)}`)
  }
  let page = body
  while (page.status === 'pending') {
    await new Promise((r) => setTimeout(r, PENDING_POLL_MS))
    const poll = await fetch(`${baseUrl}/api/images/${page.id}/`, { headers: auth })
    page = await poll.json()
    if (poll.status !== 200 || page.status === 'failed')
      throw new Error(`page failed: ${JSON.stringify(page)}`)
  }
  return { ms: performance.now() - t0, status: res.status }
}

type Phase = {
  pages: number
  seconds: number
  latencies: number[]
  accepted: number
  cpuMsPerPage: number
  /** CPU ms a page by thread group. */
  cpuByThread: Record<string, number>
  /** CPU ms a page of this process, the users' side (it shares the machine's cores with the server). */
  clientCpuMsPerPage: number
}

async function phase(target: Target, users: string[][], pagesEach: number): Promise<Phase> {
  const cpu0 = cpuOf(target)
  const threads0 = cpuByThread(target)
  const client0 = process.cpuUsage()
  const t0 = performance.now()
  const timings = await Promise.all(
    users.map(async (tokens, u) => {
      const mine: PageTiming[] = []
      for (let k = 0; k < pagesEach; k++) {
        const token = tokens[Math.floor(k / FREE_PAGES)]
        mine.push(await makePage(target.baseUrl, token, PROMPTS[(u * pagesEach + k) % PROMPTS.length]))
      }
      return mine
    }),
  )
  const seconds = (performance.now() - t0) / 1000
  const client = process.cpuUsage(client0)
  const all = timings.flat()
  return {
    pages: all.length,
    seconds,
    latencies: all.map((t) => t.ms),
    accepted: all.filter((t) => t.status === 202).length,
    cpuMsPerPage: (1000 * (cpuOf(target) - cpu0)) / all.length,
    clientCpuMsPerPage: (client.user + client.system) / 1000 / all.length,
    cpuByThread: Object.fromEntries(
      Object.entries(cpuByThread(target)).map(([group, cpu]) => [
        group,
        (1000 * (cpu - (threads0[group] ?? 0))) / all.length,
      ]),
    ),
  }
}

type Result = {
  server: string
  database: string
  solo: Phase
  load: Phase
  idleMb: number
  peakMb: number
  afterMb: number
}

async function accounts(baseUrl: string, label: string, pages: number) {
  const tokens: string[] = []
  for (let i = 0; i < Math.ceil(pages / FREE_PAGES); i++) tokens.push(await register(baseUrl, label))
  return tokens
}

/** One server checkout on one database: a fresh data directory, warm-up, one user alone, then N users. */
async function runOnce(server: { name: string; dir: string }, database: string, databaseUrl?: string) {
  const dataDir = fs.mkdtempSync(path.join(tmpdir(), 'colorly-load-'))
  const port = nextPort ? nextPort++ : await freePort()
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: String(port),
    // One machine's users come from one address (a school behind its router); accounts are made up front.
    RATE_LIMIT_AUTH_PER_IP: '100000',
    RATE_LIMIT_GENERATE_PER_IP_PER_MINUTE: '100000',
    RATE_LIMIT_GENERATE_PER_IP_PER_HOUR: '100000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl, WORKER: 'off' } : {}),
  }
  const cleanup = () => fs.rmSync(dataDir, { recursive: true, force: true })
  cleanups.add(cleanup)
  const web = startProcess(server.dir, 'server/main.ts', env)
  const procs = [web]
  try {
    const baseUrl = `http://127.0.0.1:${port}`
    await untilAnswering(baseUrl, web, 180_000)
    if (databaseUrl) {
      const worker = startProcess(server.dir, 'server/worker.ts', { ...env, LOG_LEVEL: 'info' })
      procs.push(worker)
      await untilWorking(worker, 180_000)
    }
    const target: Target = { baseUrl, pids: procs.map((p) => p.child.pid ?? 0) }
    // Warm-up: render workers, fonts, art sets, prepared statements.
    const warm = await accounts(baseUrl, 'warm', 6)
    await phase(target, [warm], 6)
    const solo = await accounts(baseUrl, 'solo', SOLO_PAGES)
    const users: string[][] = []
    for (let u = 0; u < USERS; u++) users.push(await accounts(baseUrl, `u${u}`, PAGES))
    await new Promise((r) => setTimeout(r, 1000))
    const idleMb = rssOf(target)
    const soloPhase = await phase(target, [solo], SOLO_PAGES)
    const loadPhase = await phase(target, users, PAGES)
    const peakMb = peakOf(target)
    await new Promise((r) => setTimeout(r, 2000))
    const afterMb = rssOf(target)
    return { server: server.name, database, solo: soloPhase, load: loadPhase, idleMb, peakMb, afterMb }
  } finally {
    for (const proc of procs.reverse()) await stopProcess(proc)
    cleanup()
    cleanups.delete(cleanup)
  }
}

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))]
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`
const rate = (p: Phase) => p.pages / p.seconds

function report(r: Result) {
  const ratio = rate(r.load) / rate(r.solo)
  const p95 = pct(r.load.latencies, 0.95)
  const grown = r.afterMb - r.idleMb
  const line = (label: string, p: Phase) =>
    `    ${label.padEnd(16)} ${rate(p).toFixed(1).padStart(5)} pages/s  p50 ${s(pct(p.latencies, 0.5))}  p95 ${s(pct(p.latencies, 0.95))}  max ${s(Math.max(...p.latencies))}  CPU ${p.cpuMsPerPage.toFixed(0)} ms a page${p.accepted ? `  ${p.accepted} answered 202` : ''}`
  console.log(`  ${r.server} on ${r.database} (load average ${loadavg()[0].toFixed(1)})`)
  console.log(line('1 user alone', r.solo))
  console.log(line(`${USERS} users`, r.load))
  const threads = Object.entries(r.load.cpuByThread)
    .sort((x, y) => y[1] - x[1])
    .map(([group, ms]) => `${group} ${ms.toFixed(0)}`)
  console.log(
    `    CPU a page at ${USERS} users, ms: ${threads.join(', ')}; the users' side (this process) ${r.load.clientCpuMsPerPage.toFixed(1)}`,
  )
  console.log(
    `    ratio ${ratio.toFixed(2)} (target 1.6), p95 ${s(p95)} (target 3 s); memory idle ${r.idleMb.toFixed(0)} MB, peak ${r.peakMb.toFixed(0)} MB, after ${r.afterMb.toFixed(0)} MB (+${grown.toFixed(0)} MB, target 300)`,
  )
}

async function postgresUrl(): Promise<{ url: string; stop: () => void } | undefined> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: () => {} }
  const server = await startThrowawayPostgres().catch((err: Error) => {
    console.log(`PostgreSQL: skipped, ${err.message}`)
    return undefined
  })
  if (server) cleanups.add(server.stop)
  return server
}

console.log(
  `bench:load: ${USERS} users x ${PAGES} easy cartoon pages at once, beside 1 user x ${SOLO_PAGES} pages; ${ROUNDS} rounds`,
)
const pgServer = DATABASES.includes('postgres') ? await postgresUrl() : undefined
try {
  for (const database of DATABASES) {
    if (database === 'postgres' && !pgServer) continue
    console.log(
      database === 'pglite'
        ? 'PGlite (one process: web and worker)'
        : 'PostgreSQL (web, WORKER=off, and one worker)',
    )
    for (let round = 1; round <= ROUNDS; round++) {
      for (const server of SERVERS) {
        if (database === 'pglite') report(await runOnce(server, 'PGlite'))
        else {
          const db = await databaseOn(pgServer?.url as string, 'colorly_load')
          try {
            report(await runOnce(server, 'PostgreSQL', db.url))
          } finally {
            await db.drop()
          }
        }
      }
    }
  }
} finally {
  pgServer?.stop()
}
