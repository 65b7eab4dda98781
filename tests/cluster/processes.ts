import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort } from '../helpers/server-process'

const root = path.resolve(import.meta.dirname, '..', '..')

export type ClusterProcess = {
  name: string
  child: ChildProcess
  /** Its own DATA_DIR: nothing of a page may land there when the pages live in the bucket. */
  dataDir: string
  /** What it wrote to stdout and stderr (JSON log lines), for a failing test's message. */
  output: () => string
}

export type WebProcess = ClusterProcess & { baseUrl: string }

/** Starts the compiled server as its own Node process (as `npm start` does), with its own DATA_DIR. */
export function startProcess(name: string, env: Record<string, string>, args = ['dist-server/main.js']) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `colorly-cluster-${name}-`))
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const keep = (d: Buffer) => {
    output = (output + d.toString()).slice(-20_000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  return { name, child, dataDir, output: () => output }
}

/** A web process on a free port, once its /readyz answers 200 (database and bucket reachable). */
export async function startWeb(name: string, env: Record<string, string>): Promise<WebProcess> {
  const port = await freePort()
  const proc = startProcess(name, { ...env, PORT: String(port) })
  const baseUrl = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 150_000
  for (;;) {
    if (proc.child.exitCode !== null) {
      throw new Error(`${name} exited with ${proc.child.exitCode}:\n${proc.output()}`)
    }
    const ready = await fetch(`${baseUrl}/readyz`).then(
      (r) => r.status === 200,
      () => false,
    )
    if (ready) return { ...proc, baseUrl }
    if (Date.now() > deadline) throw new Error(`${name} was not ready in time:\n${proc.output()}`)
    await new Promise((r) => setTimeout(r, 200))
  }
}

/** SIGKILL: no shutdown handler runs; waits until the process is gone. */
export async function killHard(proc: ClusterProcess): Promise<void> {
  if (proc.child.exitCode !== null || proc.child.signalCode !== null) return
  const exited = new Promise((r) => proc.child.once('exit', r))
  proc.child.kill('SIGKILL')
  await exited
}

/** Stops the process and removes its DATA_DIR. */
export async function removeProcess(proc: ClusterProcess): Promise<void> {
  await killHard(proc)
  fs.rmSync(proc.dataDir, { recursive: true, force: true })
}

/** The page files in a process's DATA_DIR/images (none expected with a bucket). */
export function localPageFiles(proc: ClusterProcess): string[] {
  const dir = path.join(proc.dataDir, 'images')
  return fs.existsSync(dir) ? fs.readdirSync(dir) : []
}

/** A worker alone (server/worker.ts, as `npm run worker` runs it), once it takes generation jobs. */
export async function startWorker(name: string, env: Record<string, string>): Promise<ClusterProcess> {
  const proc = startProcess(name, { ...env, LOG_LEVEL: 'info' }, ['dist-server/worker.js'])
  const deadline = Date.now() + 150_000
  while (!proc.output().includes('worker taking generation jobs')) {
    if (proc.child.exitCode !== null) {
      throw new Error(`${name} exited with ${proc.child.exitCode}:\n${proc.output()}`)
    }
    if (Date.now() > deadline) throw new Error(`${name} did not start in time:\n${proc.output()}`)
    await new Promise((r) => setTimeout(r, 200))
  }
  return proc
}
