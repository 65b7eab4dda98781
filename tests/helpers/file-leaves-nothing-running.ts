import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, expect } from 'vitest'

// Setup file of the projects whose files share a worker (isolate: false, docs/decisions/0083-test-files-share-workers.md):
// there a file runs in the process the file before it ran in.
//
// The worker pools (pages, photo lines, worksheets) live at module level and are left running from file to file,
// as a server keeps them from page to page: starting them again for every file cost seconds of CPU each (resvg
// compiled, the line work's modules loaded). Idle workers keep nothing alive. A test about the pool's own life
// (render-pool.test.ts) stops it first.
//
// A file must close what it opened (its app and database, fake servers, timers): what stays referenced after it
// (a listening socket, a timer, a child process) runs on under the next file, which is then the one that fails or
// slows down. Such a leak is named here, under the file that left it (a warning: a test that timed out leaves its
// request running, and its own failure says more).
const running = () => {
  const counts = new Map<string, number>()
  for (const kind of process.getActiveResourcesInfo()) counts.set(kind, (counts.get(kind) ?? 0) + 1)
  return counts
}
const added = (before: Map<string, number>) =>
  [...running()]
    .filter(([kind, n]) => n > (before.get(kind) ?? 0))
    .map(([kind, n]) => `${n - (before.get(kind) ?? 0)} ${kind}`)

let before = new Map<string, number>()
beforeAll(() => {
  before = running()
})
afterAll(async () => {
  // Closing settles over a few turns of the event loop (sockets end, timers clear): give it a second.
  let left = added(before)
  for (let tries = 0; left.length > 0 && tries < 20; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 50))
    left = added(before)
  }
  const file = path.relative(process.cwd(), expect.getState().testPath ?? '?')
  if (left.length > 0) console.warn(`${file} left running after its last test: ${left.join(', ')}`)
  if (process.env.LEAK_LOG) fs.appendFileSync(process.env.LEAK_LOG, `${file} ${left.join(', ') || '-'}\n`)
})
