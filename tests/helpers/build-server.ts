import { execFileSync } from 'node:child_process'
import path from 'node:path'

/**
 * Vitest global setup of the suites that start the server as its own process: they run what `npm start`
 * runs, the compiled server in dist-server/, so it is compiled afresh from the source under test (a second).
 * Not when the caller compiled it just before (tests/run-suites.ts: the browser tests' server runs it too).
 */
export default function setup() {
  if (process.env.COLORLY_SERVER_BUILT === '1') return
  execFileSync(process.execPath, ['server/tools/build-server.ts'], {
    cwd: path.resolve(import.meta.dirname, '..', '..'),
    stdio: 'inherit',
  })
}
