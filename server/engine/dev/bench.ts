// npm run bench:engine [-- pages [figures|people]]: times each stage over varied prompts (or, with `figures`, over
// the figure pages: mandalas, patterns, numbers, shapes, composed scenes; with `people`, over people doing things)
// and watches memory stay flat.

import { availableParallelism, loadavg } from 'node:os'
import { FIGURE_PROMPTS } from '../figures/figure-prompts'
import { makePlan } from '../plan/make-plan'
import { shutdownRenderPool } from '../render/render-pool'
import { svgToPdf } from '../render/svg-to-pdf'
import { pagePng } from '../render-page'
import { composeScene } from '../scene/compose-scene'
import { allDrawableConcepts, conceptIndexBuildMs } from '../vocabulary/concept-index'
import { SAMPLE_PROMPTS, VARIANTS } from './bench-prompts'
import { PEOPLE_PROMPTS } from './people-prompts'

const pages = Number(process.argv[2] ?? 300)
const prompts =
  process.argv[3] === 'figures'
    ? FIGURE_PROMPTS
    : process.argv[3] === 'people'
      ? PEOPLE_PROMPTS.map((prompt) => ({ prompt }))
      : SAMPLE_PROMPTS
const times: Record<'plan' | 'svg' | 'png' | 'pdf' | 'page', number[]> = {
  plan: [],
  svg: [],
  png: [],
  pdf: [],
  page: [],
}
let peakRss = 0
const rssAt: string[] = []
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`
const watch = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss)
}, 20)

// The start-up cost of the vocabulary: the first plan reads it and builds the phrase index.
const indexStart = performance.now()
makePlan({ prompt: 'a firefighter', complexity: 'easy', style: 'cartoon' })
console.log(
  `vocabulary: ${allDrawableConcepts().length} drawable concepts; index built in ${conceptIndexBuildMs().toFixed(0)} ms, first plan ${(performance.now() - indexStart).toFixed(0)} ms`,
)

const started = performance.now()
const cpuStart = process.cpuUsage()
for (let i = 0; i < pages; i++) {
  const { prompt } = prompts[i % prompts.length]
  // Variants take turns page by page (shifted each round of prompts), so a short run is as mixed as a long one.
  const variant = VARIANTS[(i + Math.floor(i / prompts.length)) % VARIANTS.length]
  const t0 = performance.now()
  const plan = makePlan({ prompt, ...variant, seed: i })
  const t1 = performance.now()
  const { svg } = composeScene(plan)
  const t2 = performance.now()
  // PNG (worker thread) and PDF (this thread) run side by side, as renderPage does.
  let pngDone = 0
  let pdfDone = 0
  await Promise.all([
    pagePng(svg, plan).then(() => (pngDone = performance.now())),
    svgToPdf(svg, plan.size).then(() => (pdfDone = performance.now())),
  ])
  const t3 = performance.now()
  times.plan.push(t1 - t0)
  times.svg.push(t2 - t1)
  times.png.push(pngDone - t2)
  times.pdf.push(pdfDone - t2)
  times.page.push(t3 - t0)
  peakRss = Math.max(peakRss, process.memoryUsage().rss)
  if ((i + 1) % 100 === 0) rssAt.push(`${i + 1} pages: ${mb(process.memoryUsage().rss)}`)
}
const elapsed = (performance.now() - started) / 1000
const cpu = process.cpuUsage(cpuStart)
clearInterval(watch)

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}
console.log(`${pages} pages, ${prompts.length} prompts x ${VARIANTS.length} variants, letter size`)
console.log('stage    p50 ms   p95 ms')
for (const [stage, values] of Object.entries(times)) {
  console.log(
    `${stage.padEnd(8)} ${percentile(values, 50).toFixed(1).padStart(6)}   ${percentile(values, 95).toFixed(1).padStart(6)}`,
  )
}
console.log(`pages per second: ${(pages / elapsed).toFixed(2)}`)
// CPU time of all threads, which the machine's other work does not inflate the way it does wall time.
console.log(`CPU per page (all threads): ${((cpu.user + cpu.system) / 1000 / pages).toFixed(0)} ms`)
console.log(`peak RSS: ${mb(peakRss)}`)
console.log(
  `load average (1, 5, 15 min): ${loadavg()
    .map((l) => l.toFixed(1))
    .join(', ')} on ${availableParallelism()} cores`,
)
for (const line of rssAt) console.log(`RSS after ${line}`)
await shutdownRenderPool()
