import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'

// The thread's code: PGlite on a new directory runs initdb, then the directory is closed.
const CREATE = `
const { workerData } = require('node:worker_threads')
import(workerData.pglite).then(async ({ PGlite }) => {
  const db = new PGlite(workerData.dir, { startParams: workerData.startParams })
  await db.waitReady
  await db.close()
})`

/**
 * Creates a PGlite data directory in a thread of its own. PostgreSQL's initdb leaves about 300 MB of
 * WebAssembly memory behind, which an idle server would hold until some garbage collection; ending the
 * thread releases it at once. Only a new directory pays this (one more start of PGlite, a second or two).
 */
export async function createPgliteDataDir(dir: string, startParams: string[]): Promise<void> {
  const pglite = pathToFileURL(createRequire(import.meta.url).resolve('@electric-sql/pglite')).href
  const worker = new Worker(CREATE, { eval: true, workerData: { dir, pglite, startParams } })
  await new Promise<void>((resolve, reject) => {
    worker.once('error', reject)
    worker.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`creating the database in ${dir} failed (exit ${code})`)),
    )
  })
}
