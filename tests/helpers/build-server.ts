import { execFileSync } from 'node:child_process'
import path from 'node:path'

/**
 * Vitest global setup of the suites that start the server as its own process: they run what `npm start`
 * runs, the compiled server in dist-server/, so it is compiled afresh from the source under test (a second).
 */
export default function setup() {
  execFileSync(process.execPath, ['server/tools/build-server.ts'], {
    cwd: path.resolve(import.meta.dirname, '..', '..'),
    stdio: 'inherit',
  })
}
