// npm run bench:api (second part): what the endpoints every open generator polls cost under load,
// beside the static-file rate of the same server in the same run. The real server runs as its own
// process (as `npm start` does), on PGlite and, when DATABASE_URL is set, on a throwaway PostgreSQL
// database; autocannon holds 100 connections open against it.
// Target on PostgreSQL: usage and list at least 40 % of the static-file rate, p99 under 50 ms.

import fs from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { startServerProcess, throwawayDatabase } from '../helpers/server-process'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
// The three loads take turns, round after round, so that a change in the machine's load (it is shared)
// touches all three alike; each figure is the median of its rounds.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const CONNECTIONS = 100
const PAGES = 8
const distDir = path.resolve(import.meta.dirname, '..', '..', 'dist')
if (!fs.existsSync(path.join(distDir, 'index.html'))) throw new Error('build the app first: npm run build')

type Figure = { rps: number; p50: number; p99: number; errors: number }

async function load(url: string, headers: Record<string, string> = {}): Promise<Figure> {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers })
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
  }
}

const mid = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const median = (fs: Figure[]): Figure => ({
  rps: mid(fs.map((f) => f.rps)),
  p50: mid(fs.map((f) => f.p50)),
  p99: mid(fs.map((f) => f.p99)),
  errors: fs.reduce((n, f) => n + f.errors, 0),
})

async function benchOne(name: string, databaseUrl?: string) {
  const dataDir = fs.mkdtempSync(path.join(tmpdir(), 'colorly-bench-'))
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_GENERATE_PER_MINUTE: '1000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
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
    await load(targets[1].url, targets[1].headers) // warm-up
    const runs: Figure[][] = [[], [], []]
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, target] of targets.entries()) runs[i].push(await load(target.url, target.headers))
    }
    const [staticFile, usage, list] = runs.map(median)
    const row = (label: string, f: Figure) =>
      `  ${label.padEnd(26)} ${f.rps.toFixed(0).padStart(6)} req/s  p50 ${f.p50} ms  p99 ${f.p99} ms` +
      (label.startsWith('static') ? '' : `  ${((100 * f.rps) / staticFile.rps).toFixed(0)} % of static`) +
      (f.errors ? `  ${f.errors} errors` : '')
    console.log(
      `${name}: ${CONNECTIONS} connections, median of ${ROUNDS} rounds of ${SECONDS} s, load average ${loadavg()[0].toFixed(2)}`,
    )
    console.log(row(`static file (/assets/*.css)`, staticFile))
    console.log(row('GET /api/images/usage/', usage))
    console.log(row(`GET /api/images/ (${PAGES} pages)`, list))
  } finally {
    server.child.kill('SIGTERM')
    await new Promise((r) => server.child.once('exit', r))
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

await benchOne('PGlite')
const pg = await throwawayDatabase({ force: true })
if (pg.url) {
  try {
    await benchOne('PostgreSQL', pg.url)
  } finally {
    await pg.drop()
  }
} else console.log('PostgreSQL: skipped (set DATABASE_URL to a server to measure it)')
