// npm run bench:gallery: the free gallery's index, a theme page and a page, answered by the real server
// (the built app, embedded defaults) to 20 concurrent clients once warm, beside a static file of the same
// server in the same run. Rounds take turns so the shared machine's load touches all alike; each figure
// is the median of its rounds. Target: p95 at most 50 ms.

import { loadavg } from 'node:os'
import autocannon from 'autocannon'
import { serveBuiltApp } from '../audit/serve'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const CONNECTIONS = 20
const TARGETS: [string, string][] = [
  ['gallery index', '/free-coloring-pages'],
  ['theme page', '/free-coloring-pages/dinosaurs'],
  ['page', '/free-coloring-pages/wild-animals/lion-wearing-a-crown'],
  ['static file', '/gallery.css'],
]

const served = await serveBuiltApp()
try {
  // Warm: the HTML is written once and kept; the pictures are made on first ask.
  for (const [, path] of TARGETS) await (await fetch(served.origin + path)).text()
  const results = new Map<string, { rps: number; p50: number; p97_5: number; p99: number }[]>()
  for (let round = 0; round < ROUNDS; round++) {
    for (const [label, path] of TARGETS) {
      const r = await autocannon({ url: served.origin + path, connections: CONNECTIONS, duration: SECONDS })
      const list = results.get(label) ?? []
      list.push({ rps: r.requests.average, p50: r.latency.p50, p97_5: r.latency.p97_5, p99: r.latency.p99 })
      results.set(label, list)
      if (r.non2xx > 0) throw new Error(`${path}: ${r.non2xx} answers were not 2xx`)
    }
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
  const staticRps = median((results.get('static file') ?? []).map((r) => r.rps))
  console.log(
    `${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s, medians (autocannon reports p97.5, not p95):`,
  )
  for (const [label, list] of results) {
    const rps = median(list.map((r) => r.rps))
    console.log(
      `  ${label.padEnd(14)} ${rps.toFixed(0).padStart(6)} requests/s (${((rps / staticRps) * 100).toFixed(0)} % of the static file)  p50 ${median(list.map((r) => r.p50))} ms  p97.5 ${median(list.map((r) => r.p97_5))} ms  p99 ${median(list.map((r) => r.p99))} ms  (target p95 <= 50 ms)`,
    )
  }
  console.log(`load average ${loadavg()[0].toFixed(2)}`)
} finally {
  await served.stop()
}
