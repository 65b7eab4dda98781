import fs from 'node:fs'
import path from 'node:path'
import { afterAll, expect } from 'vitest'

// Setup file added to every project when TEST_CPU_LOG names a file (vitest.config.ts): appends one line a test
// file, "file  cpu-seconds  children-cpu-seconds  wall-seconds". The CPU is the worker process's own (its
// render and line worker threads included) and that of the child processes it waited for (server processes):
// on a shared machine wall times follow the load, CPU seconds hold, so compare these before and after a change.
// Registered first, its afterAll runs last, after the other setup file has stopped the worker pools.

/** User + system seconds of this process and of its waited-for children, from /proc (Linux). */
function cpuSeconds(): { own: number; children: number } {
  // Fields after the command's closing parenthesis: utime, stime, cutime, cstime are the 12th to 15th.
  const fields = fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ')
  const ticks = (i: number) => Number(fields[i]) / 100
  return { own: ticks(11) + ticks(12), children: ticks(13) + ticks(14) }
}

const start = cpuSeconds()
const startedAt = Date.now()
afterAll(() => {
  const end = cpuSeconds()
  const file = path.relative(process.cwd(), expect.getState().testPath ?? '?')
  const line = [
    file,
    (end.own - start.own).toFixed(2),
    (end.children - start.children).toFixed(2),
    ((Date.now() - startedAt) / 1000).toFixed(1),
  ].join('\t')
  fs.appendFileSync(process.env.TEST_CPU_LOG ?? '', `${line}\n`)
})
