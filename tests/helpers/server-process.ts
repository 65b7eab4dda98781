import { type ChildProcess, spawn } from 'node:child_process'
import crypto from 'node:crypto'
import net from 'node:net'
import path from 'node:path'
import pg from 'pg'

const root = path.resolve(import.meta.dirname, '..', '..')

export type ServerProcess = { baseUrl: string; child: ChildProcess; stderr: () => string }

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })
}

/** A Node process of the server's, and what it printed so far. */
export type NodeProcess = { child: ChildProcess; output: () => string }

/**
 * Starts `script` (relative to `cwd`, this checkout by default) under Node with `nodeArgs` before it, as its
 * own process, collecting its stderr, and its stdout too with `stdout: 'collect'`.
 */
export function spawnNode(
  script: string,
  env: Record<string, string>,
  options: { cwd?: string; nodeArgs?: string[]; stdout?: 'ignore' | 'collect' } = {},
): NodeProcess {
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), script], {
    cwd: options.cwd ?? root,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', options.stdout === 'collect' ? 'pipe' : 'ignore', 'pipe'],
  })
  let output = ''
  const collect = (d: Buffer) => {
    output += d.toString()
  }
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)
  return { child, output: () => output }
}

/** Waits until the server at `baseUrl` answers its health check; throws with its output if it exits or is slow. */
export async function untilAnswering(baseUrl: string, proc: NodeProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (proc.child.exitCode !== null)
      throw new Error(`the server exited with ${proc.child.exitCode}: ${proc.output()}`)
    const up = await fetch(`${baseUrl}/api/health/`).then(
      (r) => r.ok,
      () => false,
    )
    if (up) return
    if (Date.now() > deadline) throw new Error(`the server did not start: ${proc.output()}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

/** Waits until a worker process says it takes generation jobs. */
export async function untilWorking(proc: NodeProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!proc.output().includes('worker taking generation jobs')) {
    if (proc.child.exitCode !== null)
      throw new Error(`the worker exited with ${proc.child.exitCode}: ${proc.output()}`)
    if (Date.now() > deadline) throw new Error(`the worker did not start: ${proc.output()}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

/**
 * Starts the real server, compiled (dist-server/main.js, built by the suite's global setup), as its own
 * Node process, as `npm start` does, and waits until it answers. Node runs it directly, so a signal sent to the child reaches the server itself.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort()
  const proc = spawnNode('dist-server/main.js', {
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    BILLING_JOBS_EVERY_MINUTES: '0',
    ...env,
  })
  const baseUrl = `http://127.0.0.1:${port}`
  await untilAnswering(baseUrl, proc)
  return { baseUrl, child: proc.child, stderr: proc.output }
}

/** kill -9: no shutdown handler runs, nothing is flushed or cleaned up. */
export async function killHard(server: ServerProcess): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return
  const exited = new Promise((r) => server.child.once('exit', r))
  server.child.kill('SIGKILL')
  await exited
}

/**
 * A throwaway database on the PostgreSQL server of DATABASE_URL (TEST_DB=postgres, or always with
 * `force` when DATABASE_URL is set), or none (PGlite).
 */
export async function throwawayDatabase({ force = false } = {}): Promise<{
  url?: string
  drop: () => Promise<void>
}> {
  const adminUrl = process.env.DATABASE_URL
  if ((!force && process.env.TEST_DB !== 'postgres') || !adminUrl) return { drop: async () => {} }
  return databaseOn(adminUrl, 'colorly_crash')
}

/** A database of its own on the PostgreSQL server at `adminUrl`, and how to drop it. */
export async function databaseOn(
  adminUrl: string,
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${crypto.randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl })
      await c.connect()
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await c.end()
    },
  }
}

/** One JSON call to a server process, with the session token when given; the body is null when not JSON. */
export async function callServer(base: string, method: string, url: string, token?: string, body?: unknown) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Token ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  })
  return { status: res.status, json: await res.json().catch(() => null) }
}

/**
 * Starts a worker alone (dist-server/worker.js, as `npm run worker` does) and waits until it takes jobs.
 * It needs DATABASE_URL: workers share the web processes' PostgreSQL.
 */
export async function startWorkerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const proc = spawnNode('dist-server/worker.js', { LOG_LEVEL: 'info', ...env }, { stdout: 'collect' })
  await untilWorking(proc)
  return { baseUrl: '', child: proc.child, stderr: proc.output }
}
