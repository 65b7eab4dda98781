import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort } from './server-process'

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin'

export type ThrowawayPostgres = { url: string; stop: () => void }

/**
 * A PostgreSQL 15 cluster of its own (initdb in a temporary directory, on a free loopback port), as
 * .ci/postgres.sh starts one; stopped and removed by stop(). PostgreSQL refuses to run as root, so
 * as root it runs as the postgres user.
 */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  if (!fs.existsSync(`${PG_BIN}/initdb`)) {
    throw new Error(`PostgreSQL 15 is needed at ${PG_BIN} (apt-get install postgresql-15, or set PG_BIN)`)
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'colorly-cluster-pg-'))
  const asRoot = process.getuid?.() === 0
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir])
  const run = (bin: string, args: string[]) =>
    execFileSync(
      asRoot ? 'runuser' : `${PG_BIN}/${bin}`,
      asRoot ? ['-u', 'postgres', '--', `${PG_BIN}/${bin}`, ...args] : args,
      {
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    )
  const port = await freePort()
  const data = path.join(dir, 'data')
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8'])
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    path.join(dir, 'log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
    'start',
  ])
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop'])
      } catch {
        // Already stopped.
      }
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
