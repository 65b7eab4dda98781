import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export type LocalS3 = {
  endpoint: string
  bucket: string
  /** Environment for a server using this bucket (S3_BUCKET, S3_ENDPOINT and s3rver's keys). */
  env: Record<string, string>
  /** Object keys in the bucket, as stored on s3rver's disk (e.g. images/<id>.png). */
  keys: () => string[]
  /** Removes the bucket's folder, so the store answers NoSuchBucket from then on. */
  dropBucket: () => void
  /** Stops the server (the store becomes unreachable) and removes its directory. */
  close: () => Promise<void>
}

// s3rver accepts these keys (and checks the signature made with them).
const ACCESS_KEY_ID = 'S3RVER'
const SECRET_ACCESS_KEY = 'S3RVER'
const root = path.resolve(import.meta.dirname, '..', '..')

/**
 * A real S3-compatible server (s3rver) in its own process on a free loopback port, keeping its objects
 * in a temporary directory, with one empty bucket.
 */
export async function startLocalS3(bucket = 'colorly-pages'): Promise<LocalS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'colorly-s3-'))
  const child = spawn(
    process.execPath,
    ['--openssl-legacy-provider', '--import', 'tsx', 'tests/helpers/run-s3rver.ts', directory, bucket, '0'],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  const port = await listeningPort(child)
  const endpoint = `http://127.0.0.1:${port}`
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
    },
    keys: () => objectKeys(path.join(directory, bucket)),
    dropBucket: () => fs.rmSync(path.join(directory, bucket), { recursive: true, force: true }),
    close: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r))
        child.kill('SIGKILL')
        await exited
      }
      fs.rmSync(directory, { recursive: true, force: true })
    },
  }
}

function listeningPort(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    let out = ''
    let err = ''
    child.stderr?.on('data', (d) => {
      err += d.toString()
    })
    child.stdout?.on('data', (d) => {
      out += d.toString()
      const match = /listening (\d+)/.exec(out)
      if (match) resolve(Number(match[1]))
    })
    child.once('exit', (code) => reject(new Error(`s3rver exited with ${code}: ${err}`)))
    setTimeout(() => reject(new Error(`s3rver did not start in 30 s: ${err}`)), 30_000).unref()
  })
}

// s3rver keeps each object as <key>._S3rver_object beside its metadata files.
function objectKeys(bucketDir: string): string[] {
  if (!fs.existsSync(bucketDir)) return []
  return (fs.readdirSync(bucketDir, { recursive: true }) as string[])
    .filter((name) => name.endsWith('._S3rver_object'))
    .map((name) => name.slice(0, -'._S3rver_object'.length).split(path.sep).join('/'))
    .sort()
}
