import { execFile } from 'node:child_process'
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'

// The child's code: PGlite on a new directory runs initdb, the migrations are applied, then the directory
// is closed.
const CREATE = `
const work = JSON.parse(process.argv[1])
Promise.all([import(work.pglite), import(work.drizzle), import(work.migrator)]).then(
  async ([{ PGlite }, { drizzle }, { migrate }]) => {
    const db = new PGlite(work.dir, { startParams: work.startParams })
    await migrate(drizzle(db), { migrationsFolder: work.migrationsFolder })
    await db.close()
  },
)`

/**
 * Creates a PGlite data directory and applies the migrations to it, in a process of its own. PostgreSQL's
 * initdb leaves about 300 MB of WebAssembly memory behind, and the native memory that compiled and ran it
 * another 70-100 MB, which the allocator keeps even after a thread that used it ends, so an idle server
 * would hold it; a process that exits gives all of it back. Only a new directory pays this (one more start of
 * PGlite, a second or two); the server's own migration run then finds nothing to do.
 */
export async function createPgliteDataDir(
  dir: string,
  startParams: string[],
  migrationsFolder: string,
): Promise<void> {
  const require = createRequire(import.meta.url)
  const url = (name: string) => pathToFileURL(require.resolve(name)).href
  const work = {
    dir,
    startParams,
    migrationsFolder,
    pglite: url('@electric-sql/pglite'),
    drizzle: url('drizzle-orm/pglite'),
    migrator: url('drizzle-orm/pglite/migrator'),
  }
  await new Promise<void>((resolve, reject) =>
    execFile(process.execPath, ['-e', CREATE, JSON.stringify(work)], (error, _stdout, stderr) =>
      error
        ? reject(new Error(`creating the database in ${dir} failed: ${stderr || error.message}`))
        : resolve(),
    ),
  )
}
