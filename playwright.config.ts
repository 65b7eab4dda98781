import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { defineConfig } from '@playwright/test'
import { headlessShellLaunchOptions } from './tests/e2e/chromium'

// Browser tests drive Debian's Chromium (its headless shell) against the built app served by the real server, on a fresh
// data directory. The config is evaluated again in every worker: the environment carries the
// directory chosen here, so tests can read the server's outbox (tests/e2e/support.ts).
const port = Number(process.env.E2E_PORT ?? 4173)
const baseURL = `http://127.0.0.1:${port}`
process.env.E2E_BASE_URL = baseURL
process.env.E2E_DATA_DIR ||= fs.mkdtempSync(path.join(os.tmpdir(), 'colorly-e2e-'))

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  reporter: 'list',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // Two at a time everywhere (Playwright's default on 2 cores is one): tests spend much time waiting.
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    // Recorded only for a retry (CI retries once): recording every test costs CPU on each (decision record).
    trace: 'on-first-retry',
    // Chromium's headless shell: the same engine without the browser's interface, much less CPU (decision
    // record); a test that needs the full browser says so with test.use (tests/e2e/chromium.ts).
    launchOptions: headlessShellLaunchOptions,
  },
  webServer: {
    // What production runs, the compiled server. npm run test:e2e builds first; a bare `playwright test`
    // builds only when there is no build yet.
    command:
      'test -f dist/index.html -a -f dist-server/main.js || npm run build; exec node dist-server/main.js',
    url: `${baseURL}/api/health/`,
    // The tests read this server's outbox, so they need the server they started themselves.
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      // The embedded defaults whatever the shell has: PGlite in DATA_DIR, mail to DATA_DIR/outbox, no Google.
      DATABASE_URL: '',
      SMTP_URL: '',
      GOOGLE_CLIENT_ID: '',
      // Every test signs up and in from the same address.
      RATE_LIMIT_AUTH_PER_IP: '10000',
      RATE_LIMIT_AUTH_PER_ACCOUNT: '1000',
      RATE_LIMIT_GENERATE_PER_MINUTE: '1000',
      RATE_LIMIT_GENERATE_PER_IP_PER_MINUTE: '1000',
      RATE_LIMIT_GENERATE_PER_IP_PER_HOUR: '100000',
      // Every free trial and page view comes from 127.0.0.1 too.
      TRIAL_PER_IP_PER_DAY: '1000',
      RATE_LIMIT_PAGEVIEWS_PER_MINUTE: '100000',
    },
  },
})
