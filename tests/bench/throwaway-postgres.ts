// A throwaway PostgreSQL server for the bench when DATABASE_URL is not set, as .ci/postgres.sh starts
// one: initdb in a temporary directory, a free loopback port, fsync off; removed afterwards.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import { tmpdir, userInfo } from 'node:os'
import path from 'node:path'

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin'

export type ThrowawayPostgres = { url: string; stop: () => void }

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })
}

/** Starts one, or returns why it cannot (PostgreSQL's programs are not installed). */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres | string> {
  if (!fs.existsSync(path.join(PG_BIN, 'initdb')))
    return `no PostgreSQL in ${PG_BIN} (set PG_BIN or DATABASE_URL)`
  const dir = fs.mkdtempSync(path.join(tmpdir(), 'colorly-bench-pg-'))
  // PostgreSQL refuses to run as root: as root, run it as the postgres user, as .ci/postgres.sh does.
  const asRoot = userInfo().uid === 0
  const run = (bin: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(PG_BIN, bin), ...args], {
          stdio: 'ignore',
        })
      : execFileSync(path.join(PG_BIN, bin), args, { stdio: 'ignore' })
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir])
  const data = path.join(dir, 'data')
  const port = await freePort()
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
      } finally {
        fs.rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}
