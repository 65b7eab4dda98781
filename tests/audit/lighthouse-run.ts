import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumLaunchOptions } from '../e2e/chromium'

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
export type Category = (typeof CATEGORIES)[number]

export type PageReport = {
  url: string
  /** 0 to 100 per category; null when Lighthouse could not score it. */
  scores: Record<Category, number | null>
  /** Audits that count towards a category and did not fully pass. */
  failing: { category: Category; id: string; title: string; score: number; value?: string }[]
  metrics: Record<string, string>
  /** The full Lighthouse report as JSON, for reading the details of a failing audit. */
  json: string
}

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
]

/** Debian's Chromium with the flags of the browser tests (tests/e2e/chromium.ts), headless. */
export async function launchChromium(): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: ['--headless=new', ...chromiumLaunchOptions.args],
  })
}

/** One Lighthouse run with the default (mobile, simulated slow 4G and CPU slowdown) configuration. */
export async function auditPage(url: string, port: number): Promise<PageReport> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  })
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  const { lhr } = result
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`)
  const scores = {} as PageReport['scores']
  const failing: PageReport['failing'] = []
  for (const category of CATEGORIES) {
    const cat = lhr.categories[category]
    scores[category] = cat?.score == null ? null : Math.round(cat.score * 100)
    for (const ref of cat?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id]
      // Informative and not-applicable audits have no score. Weightless ones do not move the category,
      // but in performance they are the diagnostics that say why a metric is slow.
      if (!audit || audit.score === null || audit.score >= 1) continue
      if (ref.weight === 0 && category !== 'performance') continue
      failing.push({
        category,
        id: ref.id,
        title: audit.title,
        score: audit.score,
        value: audit.displayValue,
      })
    }
  }
  const metrics: Record<string, string> = {}
  for (const id of METRICS) metrics[id] = lhr.audits[id]?.displayValue ?? '?'
  return { url, scores, failing, metrics, json: JSON.stringify(lhr) }
}
