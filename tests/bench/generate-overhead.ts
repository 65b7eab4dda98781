// npm run bench:api [-- rounds]: what POST /api/images/generate/ adds to the engine's own time
// (auth, validation, safety check, quota transaction, files, row, JSON), on PGlite in memory.
// Each round renders the same prompt and variant once through the API and once straight through the
// engine, interleaved so both see the same machine load; the figure is the difference of the medians.

import { loadavg } from 'node:os'
import { eq } from 'drizzle-orm'
import { subscriptions } from '../../server/db/schema'
import { SAMPLE_PROMPTS, VARIANTS } from '../../server/engine/dev/bench-prompts'
import { shutdownRenderPool } from '../../server/engine/render/render-pool'
import { renderPage } from '../../server/engine/render-page'
import { authHeader, registerUser } from '../helpers/accounts'
import { createTestApp } from '../helpers/test-app'

const rounds = Number(process.argv[2] ?? 60)
const t = await createTestApp()
const user = await registerUser(t.app)
// Professional: 5000 a month, so the quota never stops the run.
await t.db
  .update(subscriptions)
  .set({
    plan: 'professional',
    billingInterval: 'monthly',
    currentPeriodStart: new Date(Date.now() - 86400_000),
    currentPeriodEnd: new Date(Date.now() + 29 * 86400_000),
  })
  .where(eq(subscriptions.userId, user.user.id))

const api: number[] = []
const engine: number[] = []
for (let i = -5; i < rounds; i++) {
  const { prompt } = SAMPLE_PROMPTS[Math.abs(i) % SAMPLE_PROMPTS.length]
  const variant = VARIANTS[Math.abs(i) % VARIANTS.length]
  const a0 = performance.now()
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/images/generate/',
    payload: { prompt, improve_prompt: false, ...variant },
    headers: authHeader(user.token),
  })
  const a1 = performance.now()
  if (res.statusCode !== 201) throw new Error(`generate answered ${res.statusCode}: ${res.body}`)
  await renderPage({ prompt, ...variant, seed: i, watermark: false })
  const e1 = performance.now()
  if (i < 0) continue // warm-up: workers, fonts, art sets, PGlite
  api.push(a1 - a0)
  engine.push(e1 - a1)
}

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))]
const ms = (v: number) => `${v.toFixed(0)} ms`
console.log(`rounds ${rounds}, load average ${loadavg()[0].toFixed(2)}`)
console.log(`engine alone        p50 ${ms(pct(engine, 0.5))}  p95 ${ms(pct(engine, 0.95))}`)
console.log(`POST generate       p50 ${ms(pct(api, 0.5))}  p95 ${ms(pct(api, 0.95))}`)
console.log(`added by the API    p50 ${ms(pct(api, 0.5) - pct(engine, 0.5))} (target at most 50 ms)`)
await t.close()
await shutdownRenderPool()
