// npm run bench:photo [-- rounds]: 12-megapixel JPEGs of each kind of subject to pages, timed stage by stage,
// with the process's peak memory.

import { availableParallelism, loadavg } from 'node:os'
import { shutdownRenderPool } from '../render-pool'
import { photoPage } from './photo-page'
import { PHOTO_KINDS, type PhotoKind, syntheticPhoto } from './synthetic-photo'

const rounds = Number(process.argv[2] ?? 3)
const kinds = Object.keys(PHOTO_KINDS) as PhotoKind[]
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`

console.log(`Making ${kinds.length} photos of 12 megapixels...`)
const photos = await Promise.all(
  kinds.map((kind, i) => syntheticPhoto(kind, { megapixels: 12, seed: i + 1 })),
)
const baseRss = process.memoryUsage().rss
let peakRss = baseRss
const watch = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss)
}, 10)

const cpuStart = process.cpuUsage()
type Stage = 'decodeMs' | 'lineArtMs' | 'traceMs' | 'renderMs' | 'pageMs'
const times: Record<Stage, number[]> = { decodeMs: [], lineArtMs: [], traceMs: [], renderMs: [], pageMs: [] }
for (let round = 0; round < rounds; round++) {
  for (const [i, photo] of photos.entries()) {
    for (const complexity of ['easy', 'intricate'] as const) {
      const started = performance.now()
      const page = await photoPage({ photo, complexity, size: 'letter', watermark: true })
      times.pageMs.push(performance.now() - started)
      for (const [stage, ms] of Object.entries(page.timings)) times[stage as Stage].push(ms)
      if (round === 0)
        console.log(`${kinds[i]} ${complexity}: ${(performance.now() - started).toFixed(0)} ms`)
    }
  }
}
clearInterval(watch)
const cpu = process.cpuUsage(cpuStart)

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}
console.log(`\n${times.pageMs.length} pages from 12 MP JPEGs (${photos.map((p) => mb(p.length)).join(', ')})`)
for (const [stage, values] of Object.entries(times)) {
  console.log(
    `${stage.padEnd(10)} p50 ${percentile(values, 50).toFixed(0).padStart(5)}  p90 ${percentile(values, 90).toFixed(0).padStart(5)}`,
  )
}
// CPU time (every thread of the process: libvips, render workers) is the figure a loaded machine does not inflate.
console.log(`CPU ${((cpu.user + cpu.system) / 1000 / times.pageMs.length).toFixed(0)} ms a page`)
console.log(`peak RSS ${mb(peakRss)} (${mb(peakRss - baseRss)} above the photos held in memory)`)
console.log(
  `${availableParallelism()} cores, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
)
await shutdownRenderPool()
