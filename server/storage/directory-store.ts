import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import {
  type PageFileKind,
  PageFileMissingError,
  type PageStore,
  type StoredFile,
  USER_PAGE_FILE,
} from './page-store'

/**
 * Page files in one directory (DATA_DIR/images). Writes go to a temporary name and are renamed into
 * place, so a crash or a full disk never leaves a half-written page behind.
 */
export class DirectoryPageStore implements PageStore {
  readonly dir: string

  constructor(dataDir: string) {
    this.dir = path.join(dataDir, 'images')
  }

  async put(imageId: string, kind: PageFileKind, bytes: Buffer): Promise<string> {
    const name = `${imageId}.${kind}`
    const tmp = path.join(this.dir, `.${name}.${crypto.randomBytes(4).toString('hex')}.tmp`)
    try {
      // The directory is made when a write finds it missing, not before every write (two calls a page).
      await fs.writeFile(tmp, bytes).catch(async (err: NodeJS.ErrnoException) => {
        if (err.code !== 'ENOENT') throw err
        await fs.mkdir(this.dir, { recursive: true })
        await fs.writeFile(tmp, bytes)
      })
      await fs.rename(tmp, path.join(this.dir, name))
    } catch (err) {
      await fs.rm(tmp, { force: true })
      throw err
    }
    return name
  }

  async get(key: string): Promise<StoredFile> {
    // Opened before answering, so a missing file fails here rather than halfway through a response.
    const handle = await fs.open(this.resolve(key), 'r').catch((err: NodeJS.ErrnoException) => {
      throw err.code === 'ENOENT' ? new PageFileMissingError(key) : err
    })
    try {
      const { size } = await handle.stat()
      return { body: handle.createReadStream(), size }
    } catch (err) {
      await handle.close()
      throw err
    }
  }

  async exists(key: string): Promise<boolean> {
    return fs.stat(this.resolve(key)).then(
      (stat) => stat.isFile(),
      () => false,
    )
  }

  async delete(keys: readonly (string | null)[]): Promise<void> {
    await Promise.all(
      keys.filter((k): k is string => !!k).map((k) => fs.rm(this.resolve(k), { force: true })),
    )
  }

  async sweep(known: (keys: string[]) => Promise<Set<string>>, temporaryBefore?: Date) {
    const entries = await fs.readdir(this.dir).catch(() => [] as string[])
    const temporary: string[] = []
    for (const name of entries.filter((n) => n.endsWith('.tmp'))) {
      const stat = temporaryBefore ? await fs.stat(path.join(this.dir, name)).catch(() => null) : null
      if (!temporaryBefore || (stat && stat.mtimeMs < temporaryBefore.getTime())) temporary.push(name)
    }
    const pages = entries.filter((name) => USER_PAGE_FILE.test(name))
    const used = pages.length > 0 ? await known(pages) : new Set<string>()
    const orphans = pages.filter((name) => !used.has(name))
    await this.delete([...temporary, ...orphans])
    return { temporary: temporary.length, orphans: orphans.length }
  }

  async check(): Promise<void> {
    await fs.mkdir(this.dir, { recursive: true })
    await fs.access(this.dir, fs.constants.W_OK)
  }

  // Keys come from our own database, but never let one step outside the folder.
  private resolve(key: string): string {
    return path.join(this.dir, path.basename(key))
  }
}
