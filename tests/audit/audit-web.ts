import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { landingJs } from './js-budget'
import { auditPage, CATEGORIES, type Category, launchChromium, type PageReport } from './lighthouse-run'
import { serveBuiltApp } from './serve'

// The targets of the web audit: Lighthouse (mobile) on the public pages, and the landing page's first-visit
// JavaScript. Run after a build: npm run audit:web. AUDIT_RUNS=n audits every page n times and keeps the
// median performance run, as the machine's load moves the performance score from run to run.

// The gallery's theme page and one of its pages are written by the server, not prerendered: audited too.
const PAGES = [
  '/',
  '/pricing',
  '/free-coloring-pages/dinosaurs',
  '/free-coloring-pages/wild-animals/lion-wearing-a-crown',
]
const TARGETS: Record<Category, number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
}
const JS_BUDGET_GZIP = 150 * 1024
const RUNS = Math.max(1, Number(process.env.AUDIT_RUNS ?? 1))

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

function median(reports: PageReport[]): PageReport {
  const sorted = [...reports].sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0))
  return sorted[Math.floor(sorted.length / 2)]
}

/** The median run of a page, with the performance score of every run (it varies with the load). */
type AuditedPage = PageReport & { runs: (number | null)[] }

async function auditAll(): Promise<AuditedPage[]> {
  const server = await serveBuiltApp()
  const chrome = await launchChromium().catch(async (error) => {
    await server.stop()
    throw error
  })
  try {
    const reports: AuditedPage[] = []
    // A gallery picture is drawn the first time anyone asks for it, then kept: audit the pages as every
    // visitor after the first sees them.
    for (const page of PAGES.filter((p) => p.startsWith('/free-coloring-pages')))
      await warm(server.origin, page)
    for (const page of PAGES) {
      const runs: PageReport[] = []
      for (let i = 0; i < RUNS; i++) runs.push(await auditPage(`${server.origin}${page}`, chrome.port))
      reports.push({ ...median(runs), url: page, runs: runs.map((r) => r.scores.performance) })
    }
    return reports
  } finally {
    chrome.kill()
    await server.stop()
  }
}

/** Asks for a page and every picture on it once. */
async function warm(origin: string, page: string): Promise<void> {
  const html = await (await fetch(origin + page)).text()
  const pictures = [...html.matchAll(/<img src="([^"]+)"/g)].map((m) => m[1])
  for (const picture of pictures) await (await fetch(origin + picture)).arrayBuffer()
}

const problems: string[] = []
const reports = await auditAll()

console.log(
  `\nLighthouse (mobile), ${RUNS} run(s) a page; load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
)
console.table(
  Object.fromEntries(
    reports.map((r) => [r.url, Object.fromEntries(CATEGORIES.map((c) => [c, r.scores[c]]))]),
  ),
)
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'colorly-lighthouse-'))
for (const report of reports) {
  const file = path.join(reportDir, `${report.url.replace(/\W+/g, '_') || 'home'}.json`)
  fs.writeFileSync(file, report.json)
  console.log(`\n${report.url}: full report in ${file}`)
  if (report.runs.length > 1) console.log(`${report.url}: performance of each run ${report.runs.join(', ')}`)
  console.log(
    `${report.url}: ${Object.entries(report.metrics)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  )
  for (const category of CATEGORIES) {
    const score = report.scores[category]
    if (score === null || score < TARGETS[category]) {
      problems.push(`${report.url} ${category} ${score ?? 'unscored'} < ${TARGETS[category]}`)
    }
  }
  for (const f of report.failing) {
    console.log(`  [${f.category}] ${f.id}: ${f.title} (score ${f.score}${f.value ? `, ${f.value}` : ''})`)
  }
}

const files = landingJs(path.resolve('dist'))
const total = files.reduce((sum, f) => sum + f.gzipBytes, 0)
console.log('\nLanding page JavaScript on first visit (gzip -9):')
for (const f of files) console.log(`  ${f.file}: ${kb(f.bytes)}, ${kb(f.gzipBytes)} gzipped`)
console.log(`  total ${kb(total)} gzipped, budget ${kb(JS_BUDGET_GZIP)}`)
if (total > JS_BUDGET_GZIP) problems.push(`landing JavaScript ${kb(total)} gzipped > ${kb(JS_BUDGET_GZIP)}`)

if (problems.length > 0) {
  console.error(`\nMissed targets:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
  process.exit(1)
}
console.log('\nEvery target met.')
