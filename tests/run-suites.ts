// npm test after the check (and .ci/run): the vitest run (unit and API projects, API on PostgreSQL too when
// DATABASE_URL is set) and the browser tests at the same time, since the browser suite mostly waits on the
// browser and the API files mostly wait (docs/decisions/0067-parallel-suites.md). Each line of output is
// prefixed with its suite; exits non-zero if either suite fails; prints each suite's wall and CPU seconds.
// Extra arguments go to vitest (.ci/run adds the suite-times reporter). Runs under Node alone (no loader).
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import readline from 'node:readline'

const root = path.resolve(import.meta.dirname, '..')
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name)

type Suite = { name: string; command: string[]; env?: Record<string, string> }
type Result = { name: string; status: number; wall: number; cpu: number | null }

// The compiled server once, before both: the API files start it as a process and Playwright's server runs
// it, so neither may rebuild it while the other is using it.
execFileSync(process.execPath, ['server/tools/build-server.ts'], { cwd: root, stdio: 'inherit' })

// .ci/run's table (SUITE_TIMES_FILE): each suite's "name wall cpu" line, the vitest projects' lines under it.
const tableFile = process.env.SUITE_TIMES_FILE
const projectsFile = tableFile ? `${tableFile}.projects` : undefined

const suites: Suite[] = [
  {
    name: 'vitest',
    command: [bin('vitest'), 'run', '--project', 'unit', '--project', 'api-*', ...process.argv.slice(2)],
    env: { COLORLY_SERVER_BUILT: '1', ...(projectsFile ? { SUITE_TIMES_FILE: projectsFile } : {}) },
  },
  // The client build must be finished before Playwright starts the server that serves it.
  { name: 'e2e', command: ['sh', '-c', `"${bin('vite')}" build && exec "${bin('playwright')}" test`] },
]

/**
 * Runs `command` through sh, which reports the CPU seconds (user + system) of everything under it with
 * `times` (POSIX: its second line is the children's), so the table can show what each suite cost the cores.
 */
function run(suite: Suite): Promise<Result> {
  const timesFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'colorly-suite-')), 'times')
  const quoted = suite.command.map((a) => `'${a.replaceAll("'", `'\\''`)}'`).join(' ')
  const script = `${quoted}; s=$?; times > '${timesFile}'; exit $s`
  const started = Date.now()
  const child = spawn('sh', ['-c', script], {
    cwd: root,
    // Colours as on a terminal when this runs on one (the suites see a pipe).
    env: { ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}), ...process.env, ...suite.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const prefix = `[${suite.name}] `
  readline
    .createInterface({ input: child.stdout })
    .on('line', (line) => process.stdout.write(`${prefix}${line}\n`))
  readline
    .createInterface({ input: child.stderr })
    .on('line', (line) => process.stderr.write(`${prefix}${line}\n`))
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      const wall = (Date.now() - started) / 1000
      resolve({ name: suite.name, status: code ?? (signal ? 1 : 0), wall, cpu: childCpuSeconds(timesFile) })
      fs.rmSync(path.dirname(timesFile), { recursive: true, force: true })
    })
  })
}

/** The children's user and system time from `times` ("0m12.34s 0m1.20s" on its second line). */
function childCpuSeconds(file: string): number | null {
  const line = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n')[1] : undefined
  const parts = line?.match(/(\d+)m([\d.]+)s\s+(\d+)m([\d.]+)s/)
  if (!parts) return null
  const [, um, us, sm, ss] = parts.map(Number)
  return um * 60 + us + sm * 60 + ss
}

// Stopped together: Ctrl-C reaches every process of the terminal's group, the suites included.
const results = await Promise.all(suites.map(run))
console.log('== suites (run side by side): wall and CPU seconds (user + system)')
for (const r of results) {
  const cpu = r.cpu === null ? '' : `${r.cpu.toFixed(0).padStart(6)} CPU`
  console.log(
    `   ${r.name.padEnd(8)} ${r.wall.toFixed(0).padStart(6)} wall ${cpu}   ${r.status === 0 ? 'passed' : `failed (${r.status})`}`,
  )
}
if (tableFile && projectsFile) {
  for (const r of results) {
    fs.appendFileSync(tableFile, `${r.name} ${Math.round(r.wall)} ${Math.round(r.cpu ?? 0)}\n`)
    if (r.name === 'vitest' && fs.existsSync(projectsFile))
      fs.appendFileSync(tableFile, fs.readFileSync(projectsFile))
  }
  fs.rmSync(projectsFile, { force: true })
}
process.exit(results.some((r) => r.status !== 0) ? 1 : 0)
