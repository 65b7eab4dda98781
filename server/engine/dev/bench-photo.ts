// npm run bench:photo [-- rounds]: real photos of several kinds (tests/fixtures/photos: pets, a person, an
// object, rockets, a landscape), enlarged to 12 megapixels like a phone's, made into pages one after another,
// timed stage by stage, with the process's peak memory (worker threads included: they share the process).
// PHOTO_BENCH_DIR=<folder> adds the JPEG, PNG and WebP photos of another folder.

import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { availableParallelism, loadavg } from 'node:os'
import { basename } from 'node:path'
import sharp from 'sharp'
import { testPhotoFiles } from '../photo/test-photos'
import { shutdownRenderPool } from '../render/render-pool'
import { shutdownLinePool } from '../trace/line-pool'
import { photoPage } from '../trace/photo-page'

// Run as `bench-photo --enlarge <file>`, it writes that photo enlarged (below) to its standard output.
if (process.argv[2] === '--enlarge') {
  const enlarged = await twelveMegapixels(process.argv[3])
  await new Promise((done) => process.stdout.write(enlarged, done))
  process.exit(0)
}
const rounds = Number(process.argv[2] ?? 3)
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`
const files = testPhotoFiles(process.env.PHOTO_BENCH_DIR)

/** A photo enlarged (Lanczos) to about 12 megapixels and saved as a phone would: JPEG, quality 90. */
async function twelveMegapixels(file: string): Promise<Buffer> {
  const { width = 1, height = 1 } = await sharp(file).metadata()
  const k = Math.sqrt(12e6 / (width * height))
  return sharp(readFileSync(file))
    .resize(Math.round(width * k), Math.round(height * k), { kernel: 'lanczos3' })
    .jpeg({ quality: 90 })
    .toBuffer()
}

console.log(`Enlarging ${files.length} photos to 12 megapixels...`)
// Each in a process of its own: enlarged here, libvips' memory for the 12-megapixel resizes (over 300 MB)
// stayed in this process and counted in the pages' peak, though a server never makes it.
const photos: Buffer[] = []
for (const file of files) {
  const enlarged = spawnSync(process.execPath, [process.argv[1], '--enlarge', file], {
    maxBuffer: 64e6,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  if (enlarged.status !== 0) throw new Error(`could not enlarge ${file}`)
  photos.push(enlarged.stdout)
}
const names = files.map((f) => basename(f).replace(/\.\w+$/, ''))
const baseRss = process.memoryUsage().rss
let peakRss = baseRss
const watch = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss)
}, 10)

const cpuStart = process.cpuUsage()
type Stage = 'findMs' | 'decodeMs' | 'lineArtMs' | 'traceMs' | 'renderMs' | 'pageMs'
const times: Record<Stage, number[]> = {
  findMs: [],
  decodeMs: [],
  lineArtMs: [],
  traceMs: [],
  renderMs: [],
  pageMs: [],
}
for (let round = 0; round < rounds; round++) {
  for (const [i, photo] of photos.entries()) {
    for (const complexity of ['easy', 'intricate'] as const) {
      const started = performance.now()
      const page = await photoPage({ photo, complexity, size: 'letter', watermark: true })
      const ms = performance.now() - started
      times.pageMs.push(ms)
      for (const [stage, value] of Object.entries(page.timings)) times[stage as Stage].push(value)
      if (round === 0) console.log(`${names[i]} ${complexity}: ${ms.toFixed(0)} ms`)
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
    `${stage.padEnd(10)} p50 ${percentile(values, 50).toFixed(0).padStart(5)}  p95 ${percentile(values, 95).toFixed(0).padStart(5)}`,
  )
}
// CPU time (every thread of the process: libvips, line and render workers) is the figure a loaded machine
// does not inflate.
console.log(`CPU ${((cpu.user + cpu.system) / 1000 / times.pageMs.length).toFixed(0)} ms a page`)
console.log(`peak RSS ${mb(peakRss)} (${mb(peakRss - baseRss)} above the photos held in memory)`)
console.log(
  `${availableParallelism()} cores, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
)
await Promise.all([shutdownRenderPool(), shutdownLinePool()])
