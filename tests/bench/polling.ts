// npm run bench:api (second part): what the endpoints every open generator polls cost under load,
// beside the static-file rate of the same server in the same run. The real server runs as its own
// process (as `npm start` does), on PGlite and on PostgreSQL: a throwaway database on the server of
// DATABASE_URL when it is set, else a throwaway PostgreSQL 15 started here (tests/helpers/throwaway-postgres.ts).
// autocannon holds 100 connections open against it from this process, so the load generator is not
// the server's process (it does share the machine's cores: its CPU per request is printed too).
// BENCH_DATABASES=pglite or =postgres runs one of the two; BENCH_SECONDS, BENCH_ROUNDS as below.
// Target on PostgreSQL: usage and list at least 40 % of the static-file rate, p99 under 50 ms.

import fs from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { startServerProcess, throwawayDatabase } from '../helpers/server-process'
import { startThrowawayPostgres } from '../helpers/throwaway-postgres'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
// The three loads take turns, round after round, so that a change in the machine's load (it is shared)
// touches all three alike; each figure is the median of its rounds.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const CONNECTIONS = 100
const PAGES = 8
const distDir = path.resolve(import.meta.dirname, '..', '..', 'dist')
if (!fs.existsSync(path.join(distDir, 'index.html'))) throw new Error('build the app first: npm run build')

const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',')

// Interrupted (Ctrl-C), the server process and a PostgreSQL started here are stopped, not left running.
const interruptCleanups = new Set<() => void>()
process.once('SIGINT', () => {
  for (const cleanup of interruptCleanups) cleanup()
  process.exit(130)
})
function onInterrupt(cleanup: () => void): () => void {
  interruptCleanups.add(cleanup)
  return () => interruptCleanups.delete(cleanup)
}

/** CPU ms spent per request by the server process and by this one (the load generator). */
type Figure = { rps: number; p50: number; p99: number; errors: number; serverCpu: number; loadCpu: number }

// The server's CPU seconds so far, from /proc (Linux); NaN elsewhere.
function processCpuSeconds(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    return (Number(fields[11]) + Number(fields[12])) / 100
  } catch {
    return Number.NaN
  }
}
const ownCpuSeconds = () => {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1e6
}

async function load(serverPid: number, url: string, headers: Record<string, string> = {}): Promise<Figure> {
  const [server0, own0] = [processCpuSeconds(serverPid), ownCpuSeconds()]
  const r = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers })
  const n = Math.max(1, r.requests.total)
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
    serverCpu: (1000 * (processCpuSeconds(serverPid) - server0)) / n,
    loadCpu: (1000 * (ownCpuSeconds() - own0)) / n,
  }
}

const mid = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const median = (fs: Figure[]): Figure => ({
  rps: mid(fs.map((f) => f.rps)),
  p50: mid(fs.map((f) => f.p50)),
  p99: mid(fs.map((f) => f.p99)),
  errors: fs.reduce((n, f) => n + f.errors, 0),
  serverCpu: mid(fs.map((f) => f.serverCpu)),
  loadCpu: mid(fs.map((f) => f.loadCpu)),
})

async function benchOne(name: string, databaseUrl?: string) {
  const dataDir = fs.mkdtempSync(path.join(tmpdir(), 'colorly-bench-'))
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_GENERATE_PER_MINUTE: '1000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  })
  const stopOnInterrupt = onInterrupt(() => {
    server.child.kill('SIGKILL')
    fs.rmSync(dataDir, { recursive: true, force: true })
  })
  try {
    const reg = await fetch(`${server.baseUrl}/api/auth/register/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `bench-${Date.now()}@example.com`, password: 'correct horse battery' }),
    })
    if (reg.status !== 201) throw new Error(`register answered ${reg.status}`)
    const auth = { authorization: `Token ${(await reg.json()).token}` }
    // A list worth polling: a few pages, so the list answer signs several URLs.
    for (let i = 0; i < PAGES; i++) {
      const res = await fetch(`${server.baseUrl}/api/images/generate/`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ prompt: 'a lion wearing a crown', improve_prompt: false }),
      })
      if (res.status !== 201) throw new Error(`generate answered ${res.status}: ${await res.text()}`)
    }
    const asset = fs.readdirSync(path.join(distDir, 'assets')).find((f) => f.endsWith('.css'))
    const targets = [
      { url: `${server.baseUrl}/assets/${asset}`, headers: {} },
      { url: `${server.baseUrl}/api/images/usage/`, headers: auth },
      { url: `${server.baseUrl}/api/images/`, headers: auth },
    ]
    const pid = server.child.pid ?? 0
    await load(pid, targets[1].url, targets[1].headers) // warm-up
    await load(pid, targets[2].url, targets[2].headers)
    const runs: Figure[][] = [[], [], []]
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, target] of targets.entries()) runs[i].push(await load(pid, target.url, target.headers))
    }
    const [staticFile, usage, list] = runs.map(median)
    const row = (label: string, f: Figure) =>
      `  ${label.padEnd(26)} ${f.rps.toFixed(0).padStart(6)} req/s  p50 ${String(f.p50).padStart(3)} ms  p99 ${String(f.p99).padStart(4)} ms` +
      `  ${(label.startsWith('static') ? '' : `${((100 * f.rps) / staticFile.rps).toFixed(0)} % of static`).padEnd(13)}` +
      `  CPU/request: server ${f.serverCpu.toFixed(3)} ms, load generator ${f.loadCpu.toFixed(3)} ms` +
      (f.errors ? `  ${f.errors} errors` : '')
    console.log(
      `${name}: ${CONNECTIONS} connections, median of ${ROUNDS} rounds of ${SECONDS} s, load average ${loadavg()[0].toFixed(2)}`,
    )
    console.log(row(`static file (/assets/*.css)`, staticFile))
    console.log(row('GET /api/images/usage/', usage))
    console.log(row(`GET /api/images/ (${PAGES} pages)`, list))
  } finally {
    stopOnInterrupt()
    server.child.kill('SIGTERM')
    await new Promise((r) => server.child.once('exit', r))
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

if (DATABASES.includes('pglite')) await benchOne('PGlite')
if (DATABASES.includes('postgres')) await benchPostgres()

async function benchPostgres() {
  // A database of its own on the given server, or a whole server of its own.
  if (process.env.DATABASE_URL) {
    const pg = await throwawayDatabase({ force: true })
    try {
      await benchOne('PostgreSQL (DATABASE_URL)', pg.url)
    } finally {
      await pg.drop()
    }
    return
  }
  const pg = await startThrowawayPostgres().catch((err: Error) => err.message)
  if (typeof pg === 'string') {
    console.log(`PostgreSQL: skipped, ${pg}`)
    return
  }
  const stop = onInterrupt(pg.stop)
  try {
    await benchOne('PostgreSQL (throwaway 15)', pg.url)
  } finally {
    stop()
    pg.stop()
  }
}
